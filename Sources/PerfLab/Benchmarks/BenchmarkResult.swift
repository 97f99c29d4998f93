/// One measured benchmark: what ran, its latency percentiles, and machine-independent counters.
struct BenchmarkResult: Sendable {
    var name: String
    var engine: String
    var strategy: String
    var items: Int
    var summary: SampleSummary
    /// Counts that do not depend on the machine: elements examined per query, layout passes, bytes.
    var counters: [(String, Double)]
}
