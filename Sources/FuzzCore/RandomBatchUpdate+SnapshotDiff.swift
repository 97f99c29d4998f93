import LayoutEngine
import Workloads

extension RandomBatchUpdate {
    /// The same update as a diffable-snapshot application: the collection before and after as two
    /// snapshots (sections and items by identifier, reloads marked), and the batch their diff
    /// (`DiffableSnapshot.batchUpdate(to:)`) gives in place of the drawn one. The data after is the
    /// same, so the fuzzer checks that the diff, applied by the reference model, reaches it.
    ///
    /// Nil for an invalid update, or when LayoutEngine's mapping of the drawn batch is unavailable
    /// (it refused the batch: a bug the batch checks then report).
    /// - Complexity: O(n log n) for n items (the diff's longest increasing subsequences).
    func asSnapshotApplication() -> RandomBatchUpdate? {
        guard isValid, let itemsAfter,
              let mapping = try? batch.validated(itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter)
        else { return nil }
        var old = DiffableSnapshot<Int, Int>(), new = DiffableSnapshot<Int, Int>()
        do throws(SnapshotError<Int, Int>) {
            for (section, items) in itemsBefore.enumerated() {
                try old.appendSections([section])
                try old.appendItems(items, toSection: section)
            }
            for (section, items) in itemsAfter.enumerated() {
                let identifier = mapping.sectionBeforeUpdate(section) ?? itemsBefore.count + section
                try new.appendSections([identifier])
                try new.appendItems(items, toSection: identifier)
            }
            for change in batch.changes {
                switch change {
                case .reloadSection(let section): try new.reloadSections([section])
                case .reloadItem(let path): try new.reloadItems([itemsBefore[path.section][path.item]])
                default: break
                }
            }
        } catch {
            return nil
        }
        return RandomBatchUpdate(batch: old.batchUpdate(to: new), itemsBefore: itemsBefore, itemCountsAfter: itemCountsAfter,
                                 itemsAfter: itemsAfter, corruption: nil)
    }
}
