package import LayoutEngine

extension UICollectionView {
    /// The changes recorded during a batch update, as LayoutEngine's batch (which validates them
    /// with UIKit's rules), and how deeply `performBatchUpdates` calls nest.
    struct RecordedChanges {
        var batch = BatchUpdate()
        var depth = 0
        var completions: [(Bool) -> Void] = []
        /// Index paths that are not two indexes long, which no batch can hold.
        var malformed: [Foundation.IndexPath] = []
    }

    /// A batch update that passed validation: the mapping between before and after, and the update
    /// items a layout receives, in UIKit's order.
    package struct ValidatedBatch {
        package let mapping: BatchIndexMapping
        package let updateItems: [UICollectionViewUpdateItem]

        /// The batch `mapping` describes, with its update items in UIKit's form.
        package init(_ mapping: BatchIndexMapping) {
            self.mapping = mapping
            updateItems = mapping.updateItems.map(UICollectionViewUpdateItem.init)
        }
    }

    /// Runs `updates` (which changes the data source and names the changes with `insertItems(at:)`
    /// and the like), validates the changes against the counts before and after as UIKit does, and
    /// animates them in UIKit's order: the layout is invalidated with `invalidateDataSourceCounts`,
    /// prepared, told `prepare(forCollectionViewUpdates:)`, queried for the bounds, asked the
    /// initial attributes of every cell visible after and the final attributes of every cell
    /// visible before, asked `targetContentOffset(forProposedContentOffset:)` (the collection view
    /// scrolls there), and told `finalizeCollectionViewUpdates()`; then `completion(true)`.
    ///
    /// An invalid update (UIKit raises "Invalid update: …" and the app ends) is recorded as a
    /// `LayoutWarning.Kind.invalidUpdate` with UIKit's message; the collection view then reloads its
    /// data, as the only consistent state left, and calls `completion(false)`. Calls nest: an
    /// update inside another's closure joins it.
    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if recordedChanges.depth == 0 { layoutIfNeeded() }
        let countsBefore = sectionCounts ?? loadCountsFromDataSource()
        recordedChanges.depth += 1
        if let completion { recordedChanges.completions.append(completion) }
        updates?()
        recordedChanges.depth -= 1
        guard recordedChanges.depth == 0 else { return }
        let recorded = recordedChanges
        recordedChanges = RecordedChanges()
        let countsAfter = loadCountsFromDataSource()
        switch Self.validate(recorded, countsBefore: countsBefore, countsAfter: countsAfter) {
        case .success(let batch):
            apply(batch, countsAfter: countsAfter)
            recorded.completions.forEach { $0(true) }
        case .failure(let invalid):
            lab.record(LayoutWarning(.invalidUpdate, invalid.message))
            reloadData()
            layoutIfNeeded()
            recorded.completions.forEach { $0(false) }
        }
    }

    /// One change named inside a batch update (or outside one, as a batch of its own).
    enum RecordedChange {
        case insertItems([Foundation.IndexPath]), deleteItems([Foundation.IndexPath]), reloadItems([Foundation.IndexPath])
        case moveItem(Foundation.IndexPath, to: Foundation.IndexPath)
        case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet)
        case moveSection(Int, to: Int)
    }

    /// Adds `change` to the batch being recorded, or performs it as a batch of its own, as UIKit
    /// does with an insert, delete, reload or move called outside `performBatchUpdates`.
    func record(_ change: RecordedChange) {
        guard recordedChanges.depth > 0 else {
            performBatchUpdates { self.record(change) }
            return
        }
        var converter = PathConverter()
        switch change {
        case .insertItems(let paths): recordedChanges.batch.insertItems(at: converter.enginePaths(paths))
        case .deleteItems(let paths): recordedChanges.batch.deleteItems(at: converter.enginePaths(paths))
        case .reloadItems(let paths): recordedChanges.batch.reloadItems(at: converter.enginePaths(paths))
        case let .moveItem(from, to):
            let paths = converter.enginePaths([from, to])
            if paths.count == 2 { recordedChanges.batch.moveItem(at: paths[0], to: paths[1]) }
        case .insertSections(let sections): recordedChanges.batch.insertSections(Array(sections))
        case .deleteSections(let sections): recordedChanges.batch.deleteSections(Array(sections))
        case .reloadSections(let sections): recordedChanges.batch.reloadSections(Array(sections))
        case let .moveSection(from, to): recordedChanges.batch.moveSection(from, toSection: to)
        }
        recordedChanges.malformed += converter.malformed
    }

    /// Foundation's index paths as LayoutEngine's, keeping those that are not two indexes long.
    struct PathConverter {
        var malformed: [Foundation.IndexPath] = []

        mutating func enginePaths(_ paths: [Foundation.IndexPath]) -> [LayoutEngine.IndexPath] {
            paths.compactMap { path in
                guard path.count == 2 else {
                    malformed.append(path)
                    return nil
                }
                return LayoutEngine.IndexPath(item: path[1], section: path[0])
            }
        }
    }

    private static func validate(_ recorded: RecordedChanges, countsBefore: [Int],
                                 countsAfter: [Int]) -> Result<ValidatedBatch, InvalidUpdate> {
        if let path = recorded.malformed.first {
            return .failure(InvalidUpdate("Invalid update: index path \(Array(path)) does not have exactly two indexes "
                + "(section, item)"))
        }
        do {
            let mapping = try recorded.batch.validated(itemCountsBefore: countsBefore, itemCountsAfter: countsAfter)
            return .success(ValidatedBatch(mapping))
        } catch {
            return .failure(InvalidUpdate(uikitMessage(for: error)))
        }
    }

    /// UIKit's words for the two count rules, LayoutEngine's for the others (UIKit words each
    /// differently across versions).
    private static func uikitMessage(for error: BatchUpdateError) -> String {
        switch error {
        case let .itemCountMismatch(section, after, before, inserted, deleted, movedIn, movedOut):
            "Invalid update: invalid number of items in section \(section). The number of items contained in an existing "
                + "section after the update (\(after)) must be equal to the number of items contained in that section before "
                + "the update (\(before)), plus or minus the number of items inserted or deleted from that section "
                + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that "
                + "section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .sectionCountMismatch(before, after, inserted, deleted):
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the "
                + "update (\(after)) must be equal to the number of sections contained in the collection view before the "
                + "update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, "
                + "\(deleted) deleted)."
        default:
            "Invalid update: \(error)"
        }
    }

    /// Animates a validated batch (see `performBatchUpdates(_:completion:)`).
    private func apply(_ batch: ValidatedBatch, countsAfter: [Int]) {
        let visibleBefore = visibleAttributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
        sectionCounts = countsAfter
        let layout = collectionViewLayout
        batchBeingApplied = batch
        defer { batchBeingApplied = nil }
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        context.batchUpdate = batch
        layout.invalidateLayout(with: context)
        if needsPrepare {
            needsPrepare = false
            layout.prepare()
        }
        contentSize = layout.collectionViewContentSize
        layout.prepare(forCollectionViewUpdates: batch.updateItems)
        let answer = layout.layoutAttributesForElements(in: bounds) ?? []
        checkAnswer(answer)
        visibleAttributes = answer.map { $0.copy() as? UICollectionViewLayoutAttributes ?? $0 }
        needsLayoutPass = false
        for attributes in answer where attributes.representedElementCategory == .cell {
            _ = layout.initialLayoutAttributesForAppearingItem(at: attributes.indexPath)
        }
        for indexPath in visibleBefore {
            _ = layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
        }
        contentOffset = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        layout.finalizeCollectionViewUpdates()
        layoutIfNeeded()
    }
}

/// The message of an update UIKit would refuse.
struct InvalidUpdate: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension UICollectionViewUpdateItem {
    /// UIKit's update item for one of LayoutEngine's (a section change has item `NSNotFound`).
    package convenience init(_ item: CollectionViewUpdateItem) {
        func path(_ enginePath: LayoutEngine.IndexPath?) -> Foundation.IndexPath? {
            enginePath.map { Foundation.IndexPath(indexes: [$0.section, $0.item == Int.max ? NSNotFound : $0.item]) }
        }
        let action: Action = switch item.updateAction {
        case .insert: .insert
        case .delete: .delete
        case .reload: .reload
        case .move: .move
        case .none: .none
        }
        self.init(action: action, before: path(item.indexPathBeforeUpdate), after: path(item.indexPathAfterUpdate))
    }
}
