/// The median as `compare` uses it: the middle value, or the mean of the two middle values of an
/// even count. (A report's own p50 is a nearest-rank percentile of one process's samples; this
/// is the median of a handful of run medians, where the midpoint is the better estimate.)
enum Median {
    /// - Precondition: `values` is not empty.
    /// - Complexity: O(n log n).
    static func of(_ values: [Double]) -> Double {
        ofSorted(values.sorted())
    }

    /// The median of values already sorted in increasing order.
    /// - Precondition: `sorted` is not empty.
    static func ofSorted(_ sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty, "median of nothing")
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
