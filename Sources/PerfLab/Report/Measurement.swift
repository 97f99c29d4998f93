/// How a report's benchmarks were measured: timed with the monotonic clock (the default), or
/// counted under Callgrind (`perflab run --measure instructions`). A counted report's `summary`
/// holds the instructions per operation (every percentile that one figure), so that every ratio
/// the report draws (targets, charts, comparisons) is a ratio of instructions; its `counted`
/// holds what Callgrind counted. Timed and counted reports are never compared with each other.
enum Measurement: String, CaseIterable, Hashable, Sendable {
    case time
    case instructions

    /// The unit of a summary's figures, for tables and charts.
    var unit: String {
        switch self {
        case .time: "ns"
        case .instructions: "instructions"
        }
    }
}
