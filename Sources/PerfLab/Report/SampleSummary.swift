/// The distribution of one benchmark's samples, in nanoseconds per operation.
struct SampleSummary: Hashable, Sendable {
    var count: Int
    var min: Double
    var p50: Double
    var p90: Double
    var p99: Double
    var max: Double
    var mean: Double

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
        min = sorted[0]
        p50 = percentile(50)
        p90 = percentile(90)
        p99 = percentile(99)
        max = sorted[sorted.count - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }

    /// A summary as a report stored it.
    init(count: Int, min: Double, p50: Double, p90: Double, p99: Double, max: Double, mean: Double) {
        (self.count, self.min, self.p50, self.p90, self.p99, self.max, self.mean) = (count, min, p50, p90, p99, max, mean)
    }

    /// Operations per second at the mean latency.
    var throughputPerSecond: Double { mean > 0 ? 1e9 / mean : 0 }
}
