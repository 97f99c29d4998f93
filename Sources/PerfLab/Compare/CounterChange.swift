/// A counter whose value differs between the sides of a comparison, or that one side lacks.
///
/// Counters do not depend on the machine, so they compare exactly: any difference is listed. A
/// rise of a cost counter (see `isCost(_:)`) is a regression, even by one unit; other counters
/// (such as `returnedPerQuery`) are informative.
struct CounterChange: Hashable, Sendable {
    var key: String
    /// The benchmark as the first NEW run reports it.
    var benchmark: BenchmarkResult
    var name: String
    /// The value on each side (the runs' mean when they disagree); nil where the side lacks it.
    var old: Double?
    var new: Double?

    /// Counters that measure work or memory: more is worse.
    static let costNames: Set<String> = ["examinedPerQuery", "recomputedPerAppend", "recomputedPerBatch",
                                         "recomputedPerInvalidation", "layoutPasses", "bytesPerElement"]

    /// Whether a rise of counter `name` is a regression: the names of `costNames`, and every name
    /// starting with `allocations`.
    static func isCost(_ name: String) -> Bool {
        costNames.contains(name) || name.hasPrefix("allocations")
    }

    var isCost: Bool { Self.isCost(name) }

    /// A cost counter present on both sides whose value rose.
    var isRegression: Bool {
        guard isCost, let old, let new else { return false }
        return new > old
    }
}
