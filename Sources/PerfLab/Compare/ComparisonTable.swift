/// One table of a comparison's outcome, kept apart from how it is drawn so that the terminal
/// text and the Markdown comment say exactly the same thing.
struct ComparisonTable: Hashable, Sendable {
    var title: String
    var columns: [String]
    /// The columns of numbers, drawn aligned to the right.
    var rightAligned: Set<Int>
    var rows: [[String]]
    /// Lines under the table that explain some of its cells.
    var notes: [String] = []
    /// Whether the Markdown comment folds the table away (`<details>`): the benchmarks that did
    /// not change matter less than the ones that did.
    var isFolded = false
}
