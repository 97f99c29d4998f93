import LabSupport
import Workloads

extension Report {
    /// The report as pretty-printed JSON, schema version 4: every key of docs/perflab.md, seeds as
    /// decimal strings (a UInt64 does not fit a JSON number exactly), durations in nanoseconds, and
    /// the performance targets as this report judges them.
    func json() -> String {
        let timingOnly: [(key: String, value: JSONOutput)] = provenance.isTimingOnly ? [(key: "timingOnly", value: .bool(true))] : []
        let document = JSONOutput.object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("kind", .string(Self.kind)),
            ("suite", .string(suite)),
            ("seed", .string(String(seed))),
            ("timestamp", .string(provenance.timestamp)),
            ("buildConfiguration", .string(provenance.buildConfiguration)),
            ("toolchain", .string(provenance.toolchain)),
            ("commit", .string(provenance.commit)),
            ("machine", .object([
                ("os", .string(provenance.operatingSystem)),
                ("processors", .int(provenance.processors)),
                ("memoryBytes", .number(provenance.memoryBytes)),
            ])),
            ("peakResidentBytes", .number(provenance.peakResidentBytes)),
            ("durationSeconds", .number(provenance.durationSeconds)),
            ("counting", .string(provenance.counting)),
            ("measurement", .string(provenance.measurement.rawValue)),
        ] + timingOnly + [
            ("targets", .array(targets.map(\.json))),
            ("benchmarks", .array(benchmarks.map(Self.json(of:)))),
        ])
        return document.serialized(pretty: true) + "\n"
    }

    private static func json(of result: BenchmarkResult) -> JSONOutput {
        let s = result.summary
        return .object(result.key.jsonMembers + [
            ("samples", .object([
                ("count", .int(s.count)), ("callsPerSample", .int(result.callsPerSample)), ("minNanoseconds", .number(s.min)), ("p50Nanoseconds", .number(s.p50)),
                ("p90Nanoseconds", .number(s.p90)), ("p99Nanoseconds", .number(s.p99)),
                ("maxNanoseconds", .number(s.max)), ("meanNanoseconds", .number(s.mean)),
            ])),
            ("throughputPerSecond", .number(s.throughputPerSecond)),
            ("budgetMisses", .object(result.budgetMisses.map { ($0.budget, .int($0.frames)) })),
            ("counters", .object(result.counters.map { ($0.name.rawValue, .number($0.value)) })),
            ("instructionsPerOperation", result.instructionsPerOperation.map { .number($0) } ?? .null),
        ] + (result.counted.map { [("counted", json(of: $0))] } ?? []))
    }

    /// Callgrind's totals over the measured calls, and the two metrics per operation (for a reader;
    /// the loader recomputes them from the totals).
    private static func json(of cost: CountedCost) -> JSONOutput {
        .object([
            ("operations", .int(cost.operations)), ("instructions", .int(cost.instructions)),
            ("dataReads", .int(cost.dataReads)), ("dataWrites", .int(cost.dataWrites)),
            ("firstLevelMisses", .int(cost.firstLevelMisses)), ("lastLevelMisses", .int(cost.lastLevelMisses)),
            ("instructionsPerOperation", .number(cost.instructionsPerOperation)),
            ("estimatedCyclesPerOperation", .number(cost.estimatedCyclesPerOperation)),
        ])
    }
}
