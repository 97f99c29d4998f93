/// A counter whose value differs between the sides of a comparison, or that one side lacks.
///
/// Counters do not depend on the machine, so they compare exactly: any difference is listed. A
/// rise of a cost counter (`Counter.isCost`) is a regression, even by one unit; other counters
/// (such as `returnedPerQuery`) are informative.
struct CounterChange: Hashable, Sendable {
    var key: BenchmarkKey
    /// The benchmark as the first NEW run reports it.
    var benchmark: BenchmarkResult
    var name: Counter
    /// The value on each side (the runs' mean when they disagree); nil where the side lacks it.
    var old: Double?
    var new: Double?

    var isCost: Bool { name.isCost }

    /// A cost counter present on both sides whose value rose.
    var isRegression: Bool {
        guard isCost, let old, let new else { return false }
        return new > old
    }
}
