import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// What `compare` reads is what `run` wrote: a report survives JSON unchanged.
@Suite struct ReportRoundTripTests {
    @Test func aReportSurvivesItsJSON() throws {
        var generator = SeededGenerator(seed: 11)
        var report = SyntheticRuns.report(&generator)
        report.seed = .max
        report.provenance.commit = "0123456789abcdef0123456789abcdef01234567+dirty"
        report.provenance.operatingSystem = "Linux \"quoted\" — ünïcode\tand a tab"
        report.benchmarks[0].budgetMisses = [(budget: "8.33ms", frames: 3), (budget: "16.67ms", frames: 0)]
        report.benchmarks[1].counters.append((name: .allocationsPerOperation, value: 1.0 / 3))
        report.benchmarks.append(BenchmarkResult(family: .diff, engine: nil, strategy: nil, items: 0,
                                                 summary: SampleSummary([0.5, 1e-3, 7e12])))
        let decoded = try Report.decode(JSONParser.parse(report.json()), registry: .builtIn)
        // A report read back carries the targets its JSON recorded: those this report judges.
        var expected = report
        expected.recordedTargets = report.performanceTargets()
        #expect(decoded == expected)
        #expect(decoded.provenance == report.provenance)
        #expect(decoded.benchmarks.map(\.key) == report.benchmarks.map(\.key))
        #expect(decoded.benchmarks[1].counter(.allocationsPerOperation) == 1.0 / 3)
        report.provenance.isTimingOnly = true
        #expect(try Report.decode(JSONParser.parse(report.json()), registry: .builtIn).provenance.isTimingOnly)
    }

    /// A counter this perflab does not know is refused, naming it and where it was.
    @Test func anUnknownCounterIsRefused() throws {
        var generator = SeededGenerator(seed: 11)
        let text = SyntheticRuns.report(&generator).json().replacingOccurrences(of: "\"bytesPerElement\"", with: "\"bytesPerThing\"")
        #expect(throws: JSONError.self) { try Report.decode(JSONParser.parse(text), registry: .builtIn) }
    }
}
