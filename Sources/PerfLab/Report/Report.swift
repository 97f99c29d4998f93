/// A suite's results with their provenance: what ran, where, built how, from which commit, with
/// which seeds. Written as versioned JSON (`Report+JSON.swift`) for keeping and comparing, and as
/// Markdown, SVG charts and one HTML page for reading.
///
/// Schema version 3 (docs/perflab.md) adds the performance targets as the run judged them, so a
/// tool reads them rather than recomputing them; version 4 says how the run measured (`measurement`:
/// timed, or counted under Callgrind, whose benchmarks then carry `counted`). `load` also reads
/// versions 3 (timed) and 2 (no targets: they are
/// computed from the benchmarks); version 1 reports, which carried no sample means or budget
/// misses, are refused with a message that says so.
struct Report: Hashable, Sendable {
    static let schemaVersion = 4
    /// The versions `load` reads.
    static let readableSchemaVersions = [2, 3, 4]
    static let kind = "perflab-report"

    var suite: String
    /// The seed every generated workload of the suite derives from.
    var seed: UInt64
    var benchmarks: [BenchmarkResult]
    var provenance: Provenance
    /// The targets as a report of schema version 3 recorded them; nil for a report made in this
    /// process or read from version 2, whose targets are computed from its benchmarks.
    var recordedTargets: [PerformanceTarget]? = nil
    /// What the targets and comparisons judge the benchmarks by (which store frames, which are
    /// samples of which engine, …): the traits of the registry of the command that made or read
    /// the report, not part of its JSON. A benchmark they do not name is judged as an engine of the
    /// product with no flags.
    var engines: [BenchmarkEngine.Traits]

    /// The traits of the benchmark named `name`, nil when `engines` does not have it.
    func engine(_ name: String) -> BenchmarkEngine.Traits? {
        engines.first { $0.name == name }
    }

    /// The performance targets: as recorded, or judged from the benchmarks now.
    /// - Complexity: O(b) for b benchmarks when not recorded.
    var targets: [PerformanceTarget] { recordedTargets ?? performanceTargets() }

    /// Where and how a report was made.
    struct Provenance: Hashable, Sendable {
        /// UTC, `yyyyMMdd'T'HHmmss'Z'`.
        var timestamp: String
        /// `release` or `debug`.
        var buildConfiguration: String
        /// The first line of `swift --version`.
        var toolchain: String
        /// The git commit, `+dirty` when the tree had changes; `unknown` outside a checkout.
        var commit: String
        var operatingSystem: String
        var processors: Int
        var memoryBytes: Double
        /// The process's peak resident memory over the whole suite.
        var peakResidentBytes: Double
        var durationSeconds: Double
        /// What the run could count besides time: allocations and instructions, or why not
        /// (schema version 3; "not recorded" for a version 2 report).
        var counting = "not recorded"
        /// A timing-only run (`perflab run --timing-only`): no benchmark has counters, and compare
        /// takes a side's counters from its other runs. JSON key `timingOnly`, written only when
        /// true (schema version 3 readers of before it read every other report).
        var isTimingOnly = false
        /// Timed, or counted under Callgrind (schema version 4; `time` for the versions before).
        var measurement = Measurement.time
    }

    /// The benchmark with `key`, if the report has it.
    func benchmark(_ key: BenchmarkKey) -> BenchmarkResult? {
        benchmarks.first { $0.key == key }
    }
}
