/// A count a benchmark records besides its time: a function of the build and the input only
/// (docs/perflab.md, "What is measured"), so `compare` compares it exactly. Its raw value is its
/// name in reports; a report naming a counter not listed here is refused when read.
enum Counter: String, CaseIterable, Hashable, Sendable {
    /// Elements a screen query looked at, per query.
    case examinedPerQuery
    /// Elements a screen query returned, per query.
    case returnedPerQuery
    /// Elements an invalidation (or a prepare) recomputed, per operation.
    case recomputedPerInvalidation
    /// Elements an append recomputed (reports before the families shared `recomputedPerInvalidation`).
    case recomputedPerAppend
    /// Elements a batch update recomputed (reports before the families shared `recomputedPerInvalidation`).
    case recomputedPerBatch
    /// Layout passes per operation.
    case layoutPasses
    /// Bytes the layout holds per element, from logical sizes.
    case bytesPerElement
    /// Allocation calls per operation, with glibc's allocator interposed.
    case allocationsPerOperation
    /// Moves in a diff's answer.
    case moves

    /// Whether the counter measures work or memory, so that a rise is a regression even by one
    /// unit; the others (`returnedPerQuery`, `moves`) are informative.
    var isCost: Bool {
        switch self {
        case .examinedPerQuery, .recomputedPerInvalidation, .recomputedPerAppend, .recomputedPerBatch, .layoutPasses,
             .bytesPerElement, .allocationsPerOperation: true
        case .returnedPerQuery, .moves: false
        }
    }
}
