import Foundation
import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// `perflab history` over folders of made-up reports: order, the rows drawn, the points marked,
/// and every report left out said in one line.
@Suite struct HistoryTests {
    /// A synthetic report of `commit` made at `timestamp`, its linear query `linearFactor` times slower.
    static func report(commit: String, timestamp: String, linearFactor: Double = 1, suite: String = "quick") -> Report {
        var generator = SeededGenerator(seed: 5)
        var report = SyntheticRuns.report(&generator, jitter: 0, factors: [SyntheticRuns.linearQuery: linearFactor], commit: commit,
                                          suite: suite)
        report.provenance.timestamp = timestamp
        return report
    }

    func history(_ reports: [Report], suite: String? = nil) throws -> (history: History, folder: String) {
        let folder = try SyntheticRuns.folder(reports)
        return (try History.load(folder: folder, suite: suite, registry: .builtIn), folder)
    }

    @Test func runsAreOrderedAndAMoveBeyondTheBandIsMarkedWithItsCommit() throws {
        // Commits git does not know (made up): placed by the report's time, each said.
        let reports = [Self.report(commit: "cccccccccccccccc", timestamp: "20261103T000000Z", linearFactor: 1.5),
                       Self.report(commit: "aaaaaaaaaaaaaaaa", timestamp: "20261101T000000Z"),
                       Self.report(commit: "bbbbbbbbbbbbbbbb", timestamp: "20261102T000000Z", linearFactor: 1.05)]
        let (history, folder) = try history(reports)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(history.points.map { String($0.commit.prefix(1)) } == ["a", "b", "c"])
        #expect(history.notes.count == 3)
        #expect(history.notes.allSatisfy { $0.contains("unknown to git here; placed by the report's time") })
        // Best strategy against the linear scan: linear ÷ binary = 35,000 / 3,500 = 10×, then 10.5× (+5%:
        // inside the timed band of 10%), then 15× (+43%: marked).
        let linear = try #require(history.series.first { $0.target.contains("linear scan") && $0.engine == "flow" })
        #expect(linear.values.map { $0.map { ($0 * 100).rounded() / 100 } } == [10, 10.5, 15])
        #expect(linear.changedPoints == [2])
        let markdown = history.markdown()
        #expect(markdown.contains("| 10.00 | 10.50 | **15.00 ▲** |"))
        let chart = HistoryChart(series: linear, points: history.points).svg()
        #expect(chart.contains("fill=\"#d62728\">ccccccc</text>"), "the changed point names its commit")
        #expect(!chart.contains("NaN"))
    }

    @Test func dirtyReportsAndRepeatedCommitsAreSaidNotSkippedSilently() throws {
        let reports = [Self.report(commit: "aaaaaaaaaaaaaaaa", timestamp: "20261101T000000Z"),
                       Self.report(commit: "aaaaaaaaaaaaaaaa", timestamp: "20261101T010000Z", linearFactor: 2),
                       Self.report(commit: "bbbbbbbbbbbbbbbb+dirty", timestamp: "20261102T000000Z")]
        let (history, folder) = try history(reports)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(history.points.count == 1)
        #expect(history.points[0].report.provenance.timestamp == "20261101T010000Z", "the later of one commit")
        #expect(history.notes.contains("\(folder)/run-3.json: commit bbbbbbbbbbbb+dirty, a build with local changes: "
                                       + "its figures belong to no commit, left out"))
        #expect(history.notes.contains("\(folder)/run-1.json and \(folder)/run-2.json are both commit aaaaaaaaaaaa (time); "
                                       + "drew the later, \(folder)/run-2.json"))
    }

    @Test func aFolderOfSeveralSuitesOrOfNothingDrawableIsRefused() throws {
        let mixed = try SyntheticRuns.folder([Self.report(commit: "aaaaaaaaaaaaaaaa", timestamp: "20261101T000000Z"),
                                              Self.report(commit: "bbbbbbbbbbbbbbbb", timestamp: "20261102T000000Z", suite: "standard")])
        let dirty = try SyntheticRuns.folder([Self.report(commit: "aaaaaaaaaaaaaaaa+dirty", timestamp: "20261101T000000Z")])
        let empty = SyntheticRuns.temporaryFolder()
        defer { for folder in [mixed, dirty, empty] { try? FileManager.default.removeItem(atPath: folder) } }
        #expect(throws: LabError("history: \(mixed) holds reports of several suites (quick: 1, standard: 1); choose one with --suite NAME")) {
            try History.load(folder: mixed, suite: nil, registry: .builtIn)
        }
        #expect(try History.load(folder: mixed, suite: "standard", registry: .builtIn).points.count == 1)
        #expect(throws: LabError("history: \(mixed) has no report of the full suite (suites: quick, standard)")) {
            try History.load(folder: mixed, suite: "full", registry: .builtIn)
        }
        #expect(throws: LabError("history: \(dirty): every report of the quick suite was left out (\(dirty)/run-1.json: commit "
                                 + "aaaaaaaaaaaa+dirty, a build with local changes: its figures belong to no commit, left out); nothing to draw")) {
            try History.load(folder: dirty, suite: nil, registry: .builtIn)
        }
        #expect(throws: LabError("history: \(empty): no perflab report this perflab reads (*.json) in the folder")) {
            try History.load(folder: empty, suite: nil, registry: .builtIn)
        }
        #expect(throws: LabError("history: /no/such/folder: no such folder")) {
            try History.load(folder: "/no/such/folder", suite: nil, registry: .builtIn)
        }
    }

    @Test func aReportOfASchemaThisPerflabDoesNotReadIsLeftOutAndSaid() throws {
        let folder = try SyntheticRuns.folder([Self.report(commit: "aaaaaaaaaaaaaaaa", timestamp: "20261101T000000Z"),
                                               Self.report(commit: "bbbbbbbbbbbbbbbb", timestamp: "20261102T000000Z")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The second run rewritten as a schema 1 report (the versions before the history).
        let second = "\(folder)/run-2.json"
        let text = try String(contentsOfFile: second, encoding: .utf8)
        #expect(text.contains("\"schemaVersion\" : \(Report.schemaVersion)") || text.contains("\"schemaVersion\": \(Report.schemaVersion)"))
        try text.replacingOccurrences(of: "\"schemaVersion\" : \(Report.schemaVersion)", with: "\"schemaVersion\" : 1")
            .replacingOccurrences(of: "\"schemaVersion\": \(Report.schemaVersion)", with: "\"schemaVersion\": 1")
            .write(toFile: second, atomically: true, encoding: .utf8)
        let history = try History.load(folder: folder, suite: nil, registry: .builtIn)
        #expect(history.points.count == 1)
        #expect(history.notes.contains("\(second): schema version 1, which this perflab does not read (versions 2, 3, 4 only), left out"))
        // Alone, nothing is drawable: one line, naming the report left out and why.
        try FileManager.default.removeItem(atPath: "\(folder)/run-1.json")
        #expect(throws: LabError("history: \(folder): no perflab report this perflab reads (*.json): 1 left out, the first: "
                                 + "\(second): schema version 1, which this perflab does not read (versions 2, 3, 4 only), left out")) {
            try History.load(folder: folder, suite: nil, registry: .builtIn)
        }
    }

    @Test func theCommandWritesTheTableThePageAndTheCharts() throws {
        let folder = try SyntheticRuns.folder([Self.report(commit: "aaaaaaaaaaaaaaaa", timestamp: "20261101T000000Z"),
                                               Self.report(commit: "bbbbbbbbbbbbbbbb", timestamp: "20261102T000000Z")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var output = StringOutput()
        try HistoryCommand.execute([folder], registry: .builtIn, output: &output)
        #expect(output.text.contains("2 runs of the quick suite"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/history-quick.md"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/history-quick-charts/001.svg"))
        let html = try String(contentsOfFile: "\(folder)/history-quick.html", encoding: .utf8)
        #expect(html.contains("<svg "))
        // A history of the folder again reads its own output as nothing: the .md and .html are not JSON.
        try HistoryCommand.execute([folder], registry: .builtIn, output: &output)
    }
}
