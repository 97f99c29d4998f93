/// The arithmetic that maps the positions a batch update leaves alone, in one list of positions
/// (a section's items, or the sections): survivors keep their relative order, so the k-th
/// survivor before the update is the k-th free position after it.
///
/// `removed` are the positions vacated before the update (deleted or moved away), `occupied` the
/// positions filled after it (inserted or moved in); both sorted ascending without duplicates.
package struct SurvivorRanks: Hashable, Sendable {
    package private(set) var removed: [Int]
    package private(set) var occupied: [Int]

    package init(removed: [Int], occupied: [Int]) {
        self.removed = removed
        self.occupied = occupied
    }

    /// The after-update position of the survivor at before-update `position`.
    /// - Precondition: `position` is not in `removed`.
    /// - Complexity: O(log r + log o).
    package func positionAfter(survivorAt position: Int) -> Int {
        Self.free(rank: position - Self.count(of: removed, below: position), skipping: occupied)
    }

    /// The before-update position of the survivor at after-update `position`.
    /// - Precondition: `position` is not in `occupied`.
    /// - Complexity: O(log r + log o).
    package func positionBefore(survivorAt position: Int) -> Int {
        Self.free(rank: position - Self.count(of: occupied, below: position), skipping: removed)
    }

    /// The number of elements of `sorted` below `value`.
    private static func count(of sorted: [Int], below value: Int) -> Int {
        partitionPoint(sorted.count) { sorted[$0] >= value }
    }

    /// The `rank`-th (from 0) non-negative position that `sorted` does not contain. The values
    /// `sorted[m] - m` never decrease, and exactly those m with `sorted[m] - m <= rank` lie below
    /// the answer.
    private static func free(rank: Int, skipping sorted: [Int]) -> Int {
        rank + partitionPoint(sorted.count) { sorted[$0] - $0 > rank }
    }
}
