import Foundation
import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// Two counted sides judged exactly: a change beyond a metric's threshold is a verdict, one within
/// it is shown, and timed and counted reports are never compared.
@Suite struct CountedComparisonTests {
    /// A counted report of SyntheticRuns' benchmarks: each costs `instructions[key]` (10,000 by
    /// default) per call over 3 calls, with 2% of accesses missing L1 and none reaching memory.
    static func countedReport(instructions: [BenchmarkKey: Int] = [:], misses: [BenchmarkKey: Int] = [:],
                              commit: String = "1111111111111111") -> Report {
        var generator = SeededGenerator(seed: 1)
        var report = SyntheticRuns.report(&generator, jitter: 0, commit: commit)
        report.provenance.measurement = .instructions
        for index in report.benchmarks.indices {
            let key = report.benchmarks[index].key
            let perCall = instructions[key] ?? 10_000
            let cost = CountedCost(instructions: 3 * perCall, dataReads: 3_000, dataWrites: 1_500,
                                   firstLevelMisses: misses[key] ?? 600, lastLevelMisses: 0, operations: 3)
            report.benchmarks[index].counted = cost
            report.benchmarks[index].summary = SampleSummary([cost.instructionsPerOperation])
        }
        return report
    }

    @Test func identicalCountedSidesAreNoRegressionFromOneRunEach() {
        let comparison = Comparison(old: ReplicateSet(label: "OLD", reports: [Self.countedReport()]),
                                    new: ReplicateSet(label: "NEW", reports: [Self.countedReport(commit: "2222222222222222")]))
        #expect(comparison.isCounted)
        #expect(comparison.times.isEmpty, "nothing timed is judged")
        #expect(comparison.counted.count == SyntheticRuns.benchmarks.count)
        #expect(comparison.exitStatus == 0)
        #expect(comparison.verdict == "no regression, counted (0 cheaper, 4 identical)")
    }

    /// Reports counted in another number of parts are compared, with a note that says so.
    @Test func reportsCountedInAnotherNumberOfPartsAreNoted() {
        var twoParts = Self.countedReport(), onePart = Self.countedReport(commit: "2222222222222222")
        twoParts.provenance.counting = "Callgrind; counted in 2 parts side by side (--jobs 2)"
        onePart.provenance.counting = "Callgrind; counted in 1 part side by side (--jobs 1)"
        let notes = Comparability(old: ReplicateSet(label: "OLD", reports: [twoParts]), new: ReplicateSet(label: "NEW", reports: [onePart])).notes
        #expect(notes == ["counted differently: OLD Callgrind; counted in 2 parts side by side (--jobs 2); "
                          + "NEW Callgrind; counted in 1 part side by side (--jobs 1)"])
        let same = Comparability(old: ReplicateSet(label: "OLD", reports: [twoParts]), new: ReplicateSet(label: "NEW", reports: [twoParts]))
        #expect(same.notes.isEmpty && same.refusals.isEmpty)
    }

    @Test func aTwoPercentInstructionRiseIsFlaggedOnItsBenchmarkOnly() {
        let planted = [SyntheticRuns.binaryQuery: 10_200]
        let comparison = Comparison(old: ReplicateSet(label: "OLD", reports: [Self.countedReport()]),
                                    new: ReplicateSet(label: "NEW", reports: [Self.countedReport(instructions: planted)]))
        let regressed = comparison.counted(judged: .regressed)
        #expect(regressed.map(\.key) == [SyntheticRuns.binaryQuery])
        let metric = regressed[0].metrics.first { $0.metric == .instructions }!
        #expect(abs(metric.change - 0.02) < 1e-12)
        #expect(comparison.exitStatus == 1)
        #expect(comparison.verdict.hasPrefix("REGRESSION: 1 benchmark counted dearer beyond the threshold"))
        let text = comparison.text()
        #expect(text.contains("REGRESSED         query/screen  flow    binary     1000  instructions     10000  10200   +2.0%       1.0%"))
        #expect(text.contains("within threshold  query/screen  flow    binary     1000  estimatedCycles  12300  12500   +1.6%      15.0%"))
    }

    @Test func aChangeWithinTheThresholdIsShownNotFlagged() {
        // +0.5% instructions: inside 1%; the estimated cycles move by 50 of 12,300, inside 15%.
        let comparison = Comparison(old: ReplicateSet(label: "OLD", reports: [Self.countedReport()]),
                                    new: ReplicateSet(label: "NEW", reports: [Self.countedReport(instructions: [SyntheticRuns.linearQuery: 10_050])]))
        #expect(comparison.counted(judged: .withinNoise).map(\.key) == [SyntheticRuns.linearQuery])
        #expect(comparison.exitStatus == 0)
        var strict = Comparison.Settings()
        strict.countedThresholds[.instructions] = 0.001
        let strictComparison = Comparison(old: ReplicateSet(label: "OLD", reports: [Self.countedReport()]),
                                          new: ReplicateSet(label: "NEW", reports: [Self.countedReport(instructions: [SyntheticRuns.linearQuery: 10_050])]),
                                          settings: strict)
        #expect(strictComparison.exitStatus == 1)
    }

    @Test func cacheMissesMoveTheEstimatedCyclesAlone() {
        // 600 → 3,000 L1 misses over 3 calls (200 → 1,000 a call), none to memory. Accesses per
        // call 10,000 + 1,000 + 500 = 11,500. Old: (11,500 − 200) + 5 × 200 = 12,300.
        // New: (11,500 − 1,000) + 5 × 1,000 = 15,500: +26.0%, beyond 15%; instructions unchanged.
        let comparison = Comparison(old: ReplicateSet(label: "OLD", reports: [Self.countedReport()]),
                                    new: ReplicateSet(label: "NEW", reports: [Self.countedReport(misses: [SyntheticRuns.binaryQuery: 3_000])]))
        let change = comparison.counted.first { $0.key == SyntheticRuns.binaryQuery }!
        let cycles = change.metrics.first { $0.metric == .estimatedCycles }!
        #expect(cycles.old == 12_300)
        #expect(cycles.new == 15_500)
        #expect(cycles.verdict == .regressed)
        #expect(change.metrics.first { $0.metric == .instructions }!.verdict == .unchanged)
    }

    @Test func aCycleMoveTheSizeOfALayoutEffectIsShownNotFlagged() {
        // 600 → 1,200 L1 misses over 3 calls (200 → 400 a call): (11,500 − 400) + 5 × 400 = 13,100,
        // +6.5% on 12,300, the size of what moving unrelated code moved rows by (up to 12.6%):
        // within the 15% default, flagged at an explicit 2%.
        let old = ReplicateSet(label: "OLD", reports: [Self.countedReport()])
        let new = ReplicateSet(label: "NEW", reports: [Self.countedReport(misses: [SyntheticRuns.binaryQuery: 1_200])])
        let comparison = Comparison(old: old, new: new)
        let cycles = comparison.counted.first { $0.key == SyntheticRuns.binaryQuery }!.metrics.first { $0.metric == .estimatedCycles }!
        #expect(cycles.new == 13_100)
        #expect(cycles.verdict == .withinNoise)
        #expect(comparison.exitStatus == 0)
        var strict = Comparison.Settings()
        strict.countedThresholds[.estimatedCycles] = 0.02
        #expect(Comparison(old: old, new: new, settings: strict).exitStatus == 1)
    }

    @Test func countedReportsRoundTripThroughSchemaFour() throws {
        let report = Self.countedReport()
        let json = report.json()
        #expect(json.hasPrefix("{\n  \"schemaVersion\": 4,"))
        #expect(json.contains("\"measurement\": \"instructions\""))
        let decoded = try Report.decode(JSONParser.parse(json), registry: .builtIn)
        #expect(decoded.provenance.measurement == .instructions)
        #expect(decoded.benchmarks == report.benchmarks)
        // Misses above the accesses break the cost's invariant: refused, with the path.
        let broken = json.replacingOccurrences(of: "\"lastLevelMisses\": 0", with: "\"lastLevelMisses\": 700")
        #expect(throws: JSONError.self) { try Report.decode(JSONParser.parse(broken), registry: .builtIn) }
        // A timed report may not carry counted totals.
        let timed = json.replacingOccurrences(of: "\"measurement\": \"instructions\"", with: "\"measurement\": \"time\"")
        #expect(throws: JSONError.self) { try Report.decode(JSONParser.parse(timed), registry: .builtIn) }
    }

    @Test func compareRefusesTimedAgainstCountedEvenWithForce() throws {
        var generator = SeededGenerator(seed: 3)
        let timed = SyntheticRuns.report(&generator)
        let (old, new) = (try SyntheticRuns.folder([timed]), try SyntheticRuns.folder([Self.countedReport()]))
        defer {
            try? FileManager.default.removeItem(atPath: old)
            try? FileManager.default.removeItem(atPath: new)
        }
        var output = StringOutput()
        #expect(throws: LabError("compare: \(old)/run-1.json is a timed report and \(new)/run-1.json a counted report "
                                 + "(--measure instructions); timed and counted reports are never compared (run both sides with the same --measure)")) {
            try CompareCommand.execute([old, new, "--force"], registry: .builtIn, output: &output, defaultNoisePath: "/no/noise.json")
        }
        #expect(throws: LabError("--instructions-threshold: expected a percentage between 0 and 1000, got 'x'")) {
            try CompareCommand.execute([old, new, "--instructions-threshold", "x"], registry: .builtIn, output: &output,
                                       defaultNoisePath: "/no/noise.json")
        }
    }
}
