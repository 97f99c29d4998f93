/// Positions a batch names (the index paths it deletes, reloads or inserts), held sorted
/// ascending without repeats: a membership test is a binary search of a few comparisons, where a
/// hashed set hashes its position with the process's seeded hash first (about a hundred
/// instructions for an index path), which the animation and relayout of a batch pay for every
/// item they map.
///
/// Invariant: `elements` ascends strictly.
struct SortedPositions<Position: Comparable & Hashable & Sendable>: Hashable, Sendable {
    private(set) var elements: [Position]

    /// `positions`, which are distinct (a valid batch names a position once per kind of change),
    /// sorted in their own storage (consumed: no second allocation).
    /// - Complexity: O(k log k) for k positions.
    init(_ positions: consuming [Position]) {
        elements = positions
        elements.sort()
        for index in elements.indices.dropFirst() {
            precondition(elements[index - 1] < elements[index], "SortedPositions: a position given twice")
        }
    }

    /// - Complexity: O(log k).
    func contains(_ position: Position) -> Bool {
        let index = partitionPoint(elements.count) { elements[$0] >= position }
        return index < elements.count && elements[index] == position
    }
}
