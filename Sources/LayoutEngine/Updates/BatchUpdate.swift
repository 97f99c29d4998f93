/// The changes of one `performBatchUpdates`, in any order: UIKit applies them together, so the
/// order they were listed in means nothing (see docs/batch-updates.md).
///
/// A batch is data until it is validated against the counts before and after it
/// (`validated(itemCountsBefore:itemCountsAfter:)`), which either rejects it with the rule it breaks
/// or returns the `BatchIndexMapping` between the two.
public struct BatchUpdate: Hashable, Sendable {
    public var changes: [BatchChange]

    public init(_ changes: [BatchChange] = []) {
        self.changes = changes
    }

    public var isEmpty: Bool { changes.isEmpty }

    public mutating func deleteSections(_ sections: [Int]) { changes += sections.map(BatchChange.deleteSection) }
    public mutating func reloadSections(_ sections: [Int]) { changes += sections.map(BatchChange.reloadSection) }
    public mutating func insertSections(_ sections: [Int]) { changes += sections.map(BatchChange.insertSection) }
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        changes.append(.moveSection(section, to: newSection))
    }
    public mutating func deleteItems(at indexPaths: [IndexPath]) { changes += indexPaths.map(BatchChange.deleteItem) }
    public mutating func reloadItems(at indexPaths: [IndexPath]) { changes += indexPaths.map(BatchChange.reloadItem) }
    public mutating func insertItems(at indexPaths: [IndexPath]) { changes += indexPaths.map(BatchChange.insertItem) }
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        changes.append(.moveItem(indexPath, to: newIndexPath))
    }
}
