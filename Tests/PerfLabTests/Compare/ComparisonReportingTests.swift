import Foundation
import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// What issue 17 added to compare: the p99 and the frames over budget judged beside the p50, the
/// JSON for tools, and a Markdown comment that fits a pull request whatever the suite.
@Suite struct ComparisonReportingTests {
    /// `side`'s reports with `change` applied to every benchmark `key` of every run.
    static func side(_ label: String, seed: UInt64, runs: Int = 5, _ key: BenchmarkKey,
                     _ change: (inout BenchmarkResult, Int) -> Void) -> ReplicateSet {
        var set = SyntheticRuns.side(label, runs: runs, seed: seed)
        for run in set.replicates.indices {
            let index = set.replicates[run].report.benchmarks.firstIndex { $0.key == key }!
            change(&set.replicates[run].report.benchmarks[index], run)
        }
        return set
    }

    /// Seven runs a side: one metric of eight moving alone must reach the Benjamini–Hochberg cutoff
    /// 0.05 / 8, below the 2 / C(10, 5) = 0.0079 that five runs a side can give at best.
    @Test func aSlowerTailAloneIsARegression() {
        let old = SyntheticRuns.side("OLD", runs: 7, seed: 1)
        let new = Self.side("NEW", seed: 2, runs: 7, SyntheticRuns.binaryQuery) { result, _ in result.summary.p99 *= 1.5 }
        let comparison = Comparison(old: old, new: new)
        let change = comparison.times.first { $0.key == SyntheticRuns.binaryQuery }!
        #expect(change.judgement.verdict != .regressed, "the median did not move")
        #expect(change.tail?.verdict == .regressed)
        #expect(change.overall.verdict == .regressed)
        #expect(comparison.hasRegression && comparison.exitStatus == 1)
        #expect(comparison.verdict.hasPrefix("REGRESSION: 1 benchmark slower beyond the noise floor"))
    }

    @Test func theTailOfFewerThanAHundredSamplesIsNotJudged() {
        let old = Self.side("OLD", seed: 1, SyntheticRuns.binaryQuery) { result, _ in result.summary.count = 99 }
        let comparison = Comparison(old: old, new: SyntheticRuns.side("NEW", runs: 5, seed: 2))
        #expect(comparison.times.first { $0.key == SyntheticRuns.binaryQuery }!.tail == nil)
        #expect(comparison.times.first { $0.key == SyntheticRuns.linearQuery }!.tail != nil)
    }

    @Test func moreFramesOverBudgetInEveryRunIsARegression() {
        let old = Self.side("OLD", seed: 1, SyntheticRuns.binaryQuery) { result, _ in result.budgetMisses = [("8.33ms", 0)] }
        let new = Self.side("NEW", seed: 2, SyntheticRuns.binaryQuery) { result, run in result.budgetMisses = [("8.33ms", 3 + run)] }
        let comparison = Comparison(old: old, new: new)
        #expect(comparison.frames.count == 1)
        #expect(comparison.frameRegressions.map(\.budget) == ["8.33ms"])
        #expect(comparison.frames[0].pValue.map { $0 < 0.01 } == true, "5 against 5, fully separated: p = 0.0079")
        #expect(comparison.exitStatus == 1)
        #expect(comparison.text().contains("frames over budget that moved"))
        let same = Comparison(old: old, new: Self.side("NEW", seed: 2, SyntheticRuns.binaryQuery) { result, _ in
            result.budgetMisses = [("8.33ms", 0)]
        })
        #expect(same.frameRegressions.isEmpty && same.frames[0].verdict == .unchanged)
    }

    @Test func theJSONForToolsCarriesEveryJudgement() throws {
        let old = try SyntheticRuns.folder((0..<5).map { _ in var g = SeededGenerator(seed: 1); return SyntheticRuns.report(&g) })
        var generator = SeededGenerator(seed: 2)
        let new = try SyntheticRuns.folder((0..<5).map { _ in
            SyntheticRuns.report(&generator, factors: [SyntheticRuns.binaryQuery: 1.3], commit: "2222222222222222")
        })
        let out = SyntheticRuns.temporaryFolder()
        defer { for folder in [old, new, out] { try? FileManager.default.removeItem(atPath: folder) } }
        var output = StringOutput()
        #expect(throws: LabError.self) {
            try CompareCommand.execute([old, new, "--json", out + "/compare.json"], registry: .builtIn, output: &output, defaultNoisePath: "/no/such")
        }
        let root = try JSONParser.parse(try String(contentsOfFile: out + "/compare.json", encoding: .utf8))
        let object = try root.objectReader(path: "")
        #expect(try object.require("kind").string(path: "kind") == "perflab-comparison")
        #expect(try object.require("exitStatus").int(path: "exitStatus") == 1)
        #expect(try object.require("verdict").string(path: "verdict").hasPrefix("REGRESSION: 1 benchmark slower"))
        let times = try object.require("times").array(path: "times")
        #expect(times.count == 4)
        let binary = try #require(try times.first { try $0.objectReader(path: "t").require("strategy").string(path: "s") == "binary" })
        let reader = try binary.objectReader(path: "binary")
        #expect(try reader.require("verdict").string(path: "v") == "regressed")
        let p50 = try reader.require("p50").objectReader(path: "p50")
        #expect(try p50.require("newRunValuesNanoseconds").array(path: "n").count == 5)
        #expect(try abs(p50.require("ratio").double(path: "r") - 1.3) < 0.05)
        #expect(try reader.require("p99").objectReader(path: "p99").require("verdict").string(path: "v") == "regressed")
        let new1 = try object.require("new").objectReader(path: "new")
        #expect(try new1.require("commits").array(path: "c").count == 1)
    }

    /// 300 benchmarks, a third slower: the comment stays under its limit (60,000 characters; here
    /// 8,000, so that a cut happens), cut at a row and saying so; the full file has every row.
    @Test func theCommentFitsAPullRequestWhateverTheSuite() {
        func side(_ label: String, seed: UInt64, slower: Bool) -> ReplicateSet {
            var generator = SeededGenerator(seed: seed)
            let reports = (0..<5).map { _ in
                var report = SyntheticRuns.report(&generator)
                let base = report.benchmarks[0]
                report.benchmarks = (0..<300).map { index in
                    var result = base
                    result.items = index
                    result.engine = "engine\(index % 10)"
                    if slower && index % 3 == 0 { result.summary.p50 *= 1.5 * pow(1.05, Double(index / 3)) }
                    result.summary.p50 *= 1 + generator.double(in: -0.01...0.01)
                    return result
                }
                return report
            }
            return ReplicateSet(label: label, reports: reports)
        }
        let comparison = Comparison(old: side("OLD", seed: 1, slower: false), new: side("NEW", seed: 2, slower: true))
        #expect(comparison.times(judged: .regressed).count == 100)
        #expect(comparison.markdown(fullFileName: "comment-full.md").count < Report.summaryLimit)
        let markdown = comparison.markdown(fullFileName: "comment-full.md", limit: 8_000)
        #expect(markdown.count <= 8_000)
        #expect(markdown.contains("more rows in the full file (cut to fit a pull-request comment)"))
        // Largest change first: the last of the slowed benchmarks (each 5% slower than the one before) leads.
        let firstChange = markdown.split(separator: "\n").first { $0.hasPrefix("| REGRESSED |") }
        #expect(firstChange?.contains("| 297 |") == true, "\(firstChange ?? "")")
        #expect(comparison.markdownFull().split(separator: "\n").count { $0.hasPrefix("| REGRESSED |") } == 100)
    }
}
