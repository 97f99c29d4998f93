/// Percentiles of one benchmark's samples, in nanoseconds.
struct SampleSummary: Sendable {
    var count: Int
    var p50: Double
    var p90: Double
    var p99: Double
    var max: Double

    /// Summarises `samples` by the nearest-rank method (the p-th percentile is the smallest
    /// sample with at least p% of the samples at or below it).
    /// - Precondition: `samples` is not empty.
    /// - Complexity: O(n log n).
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        func percentile(_ p: Double) -> Double {
            let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
            return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
        }
        count = sorted.count
        p50 = percentile(50)
        p90 = percentile(90)
        p99 = percentile(99)
        max = sorted[sorted.count - 1]
    }
}
