/// A suite's results with their provenance: what ran, where, built how, from which commit, with
/// which seeds. Written as versioned JSON (`Report+JSON.swift`) for keeping and comparing, and as
/// Markdown, SVG charts and one HTML page for reading.
///
/// Schema version 2 (docs/perflab.md): version 1 reports, which carried no sample means or
/// budget misses, are refused by `load` with a message that says so.
struct Report: Hashable, Sendable {
    static let schemaVersion = 2
    static let kind = "perflab-report"

    var suite: String
    /// The seed every generated workload of the suite derives from.
    var seed: UInt64
    var benchmarks: [BenchmarkResult]
    var provenance: Provenance

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
    }

    /// The benchmark with `key`, if the report has it.
    func benchmark(_ key: String) -> BenchmarkResult? {
        benchmarks.first { $0.key == key }
    }
}
