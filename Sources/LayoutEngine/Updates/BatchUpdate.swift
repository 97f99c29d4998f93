/// The changes of one `performBatchUpdates`, in any order: UIKit applies them together, so the
/// order they were listed in means nothing (see docs/batch-updates.md).
///
/// A batch is data until it is validated against the counts before and after it
/// (`validated(itemCountsBefore:itemCountsAfter:)`), which either rejects it with the rule it breaks
/// or returns the `BatchIndexMapping` between the two.
public struct BatchUpdate: Hashable, Sendable {
    /// The changes as listed; their order carries no meaning.
    public var changes: [BatchChange]

    /// A batch of `changes` (none by default), not yet validated.
    public init(_ changes: [BatchChange] = []) {
        self.changes = changes
    }

    /// True when the batch lists no change.
    public var isEmpty: Bool { changes.isEmpty }

    /// Adds a delete of each section, as `deleteSections(_:)`; the indices are before the update.
    public mutating func deleteSections(_ sections: [Int]) { changes += sections.map(BatchChange.deleteSection) }
    /// Adds a reload of each section, as `reloadSections(_:)`; the indices are before the update.
    public mutating func reloadSections(_ sections: [Int]) { changes += sections.map(BatchChange.reloadSection) }
    /// Adds an insert of each section, as `insertSections(_:)`; the indices are after the update.
    public mutating func insertSections(_ sections: [Int]) { changes += sections.map(BatchChange.insertSection) }
    /// Adds a move of `section` (before the update) to `newSection` (after it), as
    /// `moveSection(_:toSection:)`.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        changes.append(.moveSection(section, to: newSection))
    }
    /// Adds a delete of each item, as `deleteItems(at:)`; the index paths are before the update.
    public mutating func deleteItems(at indexPaths: [IndexPath]) { changes += indexPaths.map(BatchChange.deleteItem) }
    /// Adds a reload of each item, as `reloadItems(at:)`; the index paths are before the update.
    public mutating func reloadItems(at indexPaths: [IndexPath]) { changes += indexPaths.map(BatchChange.reloadItem) }
    /// Adds an insert of each item, as `insertItems(at:)`; the index paths are after the update.
    public mutating func insertItems(at indexPaths: [IndexPath]) { changes += indexPaths.map(BatchChange.insertItem) }
    /// Adds a move of the item at `indexPath` (before the update) to `newIndexPath` (after it), as
    /// `moveItem(at:to:)`.
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        changes.append(.moveItem(indexPath, to: newIndexPath))
    }
}
