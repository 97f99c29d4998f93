import LayoutEngine
import Workloads

/// A diffable-snapshot application as a fuzz step records it: the collection before and after as
/// two snapshots (sections and items by identifier, reloads marked). The batch is their diff
/// (`DiffableSnapshot.batchUpdate(to:)`), computed when the step runs, never recorded: a reproducer
/// of a defect of the diff replays the diff itself, and passes once the diff is fixed.
///
/// Invariant (of a drawn pair): the snapshots are valid (identifiers unique) and the reloaded
/// sections and items are in both.
package struct SnapshotPair: Hashable, Sendable {
    /// The items before, one array per section; section `i` is identified by `i`.
    package var itemsBefore: [[Int]]
    /// The sections after, by identifier (a section of the collection before keeps its own; a new
    /// one has another).
    package var sectionIdentifiersAfter: [Int]
    /// The items after, one array per section after.
    package var itemsAfter: [[Int]]
    /// The sections and items marked reloaded in the snapshot after.
    package var reloadedSections: [Int]
    package var reloadedItems: [Int]

    package init(itemsBefore: [[Int]], sectionIdentifiersAfter: [Int], itemsAfter: [[Int]], reloadedSections: [Int],
                 reloadedItems: [Int]) {
        self.itemsBefore = itemsBefore
        self.sectionIdentifiersAfter = sectionIdentifiersAfter
        self.itemsAfter = itemsAfter
        self.reloadedSections = reloadedSections
        self.reloadedItems = reloadedItems
    }

    /// The snapshots before and after the drawn update `drawn`: what a diffable data source would be
    /// given in its place. Nil for an invalid update, or when LayoutEngine's mapping of the drawn
    /// batch is unavailable (it refused the batch: a bug the batch checks then report).
    /// - Complexity: O(n + c) for n items and c changes.
    init?(drawn: RandomBatchUpdate) {
        guard drawn.isValid, let itemsAfter = drawn.itemsAfter,
              let mapping = try? drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore, itemCountsAfter: drawn.itemCountsAfter)
        else { return nil }
        var reloadedSections: [Int] = [], reloadedItems: [Int] = []
        for change in drawn.batch.changes {
            switch change {
            case .reloadSection(let section): reloadedSections.append(section)
            case .reloadItem(let path): reloadedItems.append(drawn.itemsBefore[path.section][path.item])
            default: break
            }
        }
        self.init(itemsBefore: drawn.itemsBefore,
                  sectionIdentifiersAfter: itemsAfter.indices.map { mapping.sectionBeforeUpdate($0) ?? drawn.itemsBefore.count + $0 },
                  itemsAfter: itemsAfter, reloadedSections: reloadedSections, reloadedItems: reloadedItems)
    }

    /// The update the step applies: the diff of the two snapshots, on the items before, reaching
    /// the items after. Nil when the snapshots cannot be built (a hand-edited file repeating an
    /// identifier, or reloading one that is not there).
    /// - Complexity: O(n log n) for n items (the diff's longest increasing subsequences).
    func diffed() -> RandomBatchUpdate? {
        guard sectionIdentifiersAfter.count == itemsAfter.count else { return nil }
        var old = DiffableSnapshot<Int, Int>(), new = DiffableSnapshot<Int, Int>()
        do throws(SnapshotError<Int, Int>) {
            for (section, items) in itemsBefore.enumerated() {
                try old.appendSections([section])
                try old.appendItems(items, toSection: section)
            }
            for (identifier, items) in zip(sectionIdentifiersAfter, itemsAfter) {
                try new.appendSections([identifier])
                try new.appendItems(items, toSection: identifier)
            }
            try new.reloadSections(reloadedSections)
            try new.reloadItems(reloadedItems)
        } catch {
            return nil
        }
        return RandomBatchUpdate(batch: old.batchUpdate(to: new), itemsBefore: itemsBefore, itemCountsAfter: itemsAfter.map(\.count),
                                 itemsAfter: itemsAfter, corruption: nil)
    }
}
