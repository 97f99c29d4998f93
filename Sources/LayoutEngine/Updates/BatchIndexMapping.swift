/// The positions of a valid batch update, before and after it: where each surviving section and
/// item goes, what was deleted, inserted, moved and reloaded. Made by
/// `BatchUpdate.validated(itemCountsBefore:itemCountsAfter:)`, so it always describes a batch
/// UIKit accepts.
///
/// Layouts use it in `prepare(forCollectionViewUpdates:)`, for the initial and final attributes of
/// appearing and disappearing items, and to keep the first visible item in place
/// (`targetContentOffset(forProposedContentOffset:)`).
///
/// Invariant: every lookup is a bijection between the survivors of the two sides; a reloaded item
/// survives (its content changed, its identity did not); the items of a deleted or reloaded
/// section do not survive, nor do those of an inserted one exist before.
/// Building it costs O(c log c + s) for c changes and s sections; a lookup O(log c).
public struct BatchIndexMapping: Hashable, Sendable {
    /// The changes, in canonical order, without those absorbed by a section change
    /// (`BatchValidationMode.absorbing`).
    public let changes: [BatchChange]
    /// Each section's item count before the update, one entry per section.
    public let itemCountsBefore: [Int]
    /// Each section's item count after the update, one entry per section.
    public let itemCountsAfter: [Int]
    /// The first position, in either coordinate system, that the batch may change: every element
    /// before it has the same index path and content before and after the update. Nil for an
    /// empty batch.
    package let firstChangedPosition: IndexPath?

    let sections: SurvivorRanks
    let sectionMoves: Moves<Int>
    /// The sections deleted, by before-update index.
    public let deletedSections: Set<Int>
    /// The sections reloaded, by before-update index (their items do not survive).
    public let reloadedSections: Set<Int>
    /// The sections inserted, by after-update index.
    public let insertedSections: Set<Int>
    /// Removed items by before-update section, occupied items by after-update section.
    let removedItems: ItemsBySection
    let occupiedItems: ItemsBySection
    let itemMoves: Moves<IndexPath>
    let deletedItemPaths: SortedPositions<IndexPath>
    let reloadedItemPaths: SortedPositions<IndexPath>
    let insertedItemPaths: SortedPositions<IndexPath>

    /// The items deleted on their own, by before-update index path (not those of deleted sections).
    /// - Complexity: O(c) to make.
    public var deletedItems: Set<IndexPath> { Set(deletedItemPaths.elements) }
    /// The items reloaded on their own, by before-update index path (not those of reloaded sections).
    /// - Complexity: O(c) to make.
    public var reloadedItems: Set<IndexPath> { Set(reloadedItemPaths.elements) }
    /// The items inserted on their own, by after-update index path (not those of inserted sections).
    /// - Complexity: O(c) to make.
    public var insertedItems: Set<IndexPath> { Set(insertedItemPaths.elements) }

    /// The sections moved: after-update index by before-update index.
    /// - Complexity: O(c) to make.
    public var movedSections: [Int: Int] { sectionMoves.destinations }

    /// The items moved: after-update index path by before-update index path.
    /// - Complexity: O(c) to make.
    public var movedItems: [IndexPath: IndexPath] { itemMoves.destinations }

    /// A one-to-one map of moves, both ways, each side sorted: a lookup is a binary search (see
    /// `SortedPositions` for why not a hashed map).
    ///
    /// Invariant: `bySource` ascends strictly by source, `byDestination` by destination, and the
    /// two hold the same moves.
    struct Moves<Position: Comparable & Hashable & Sendable>: Hashable, Sendable {
        struct Move: Hashable, Sendable {
            var source: Position
            var destination: Position
        }

        private var bySource: [Move]
        private var byDestination: [Move]

        /// `moves`, whose sources are distinct and whose destinations are distinct (a valid batch
        /// moves a position once, into a position once); the moves by source are sorted in their
        /// own storage (consumed).
        /// - Complexity: O(k log k) for k moves.
        init(_ moves: consuming [Move]) {
            byDestination = moves.sorted { $0.destination < $1.destination }
            bySource = moves
            bySource.sort { $0.source < $1.source }
            for index in bySource.indices.dropFirst() {
                precondition(bySource[index - 1].source < bySource[index].source
                             && byDestination[index - 1].destination < byDestination[index].destination,
                             "Moves: a position moved twice, or into twice")
            }
        }

        /// Where `source` moves to; nil when it does not move.
        /// - Complexity: O(log k).
        func destination(of source: Position) -> Position? {
            let index = partitionPoint(bySource.count) { bySource[$0].source >= source }
            return index < bySource.count && bySource[index].source == source ? bySource[index].destination : nil
        }

        /// What moves into `destination`; nil when nothing does.
        /// - Complexity: O(log k).
        func source(of destination: Position) -> Position? {
            let index = partitionPoint(byDestination.count) { byDestination[$0].destination >= destination }
            return index < byDestination.count && byDestination[index].destination == destination ? byDestination[index].source : nil
        }

        /// Destination by source.
        /// - Complexity: O(k).
        var destinations: [Position: Position] {
            Dictionary(uniqueKeysWithValues: bySource.map { ($0.source, $0.destination) })
        }
    }

    /// The number of sections before the update.
    public var sectionCountBefore: Int { itemCountsBefore.count }
    /// The number of sections after the update.
    public var sectionCountAfter: Int { itemCountsAfter.count }

    // MARK: Sections

    /// Where before-update `section` is after the update; nil when it was deleted or does not exist.
    /// A reloaded section has a position after the update, but none of its items survive.
    /// - Complexity: O(log c), where c is the number of changes.
    public func sectionAfterUpdate(_ section: Int) -> Int? {
        guard itemCountsBefore.indices.contains(section), !deletedSections.contains(section) else { return nil }
        return sectionMoves.destination(of: section) ?? sections.positionAfter(survivorAt: section)
    }

    /// Where after-update `section` was before the update; nil when it was inserted or does not exist.
    /// - Complexity: O(log c), where c is the number of changes.
    public func sectionBeforeUpdate(_ section: Int) -> Int? {
        guard itemCountsAfter.indices.contains(section), !insertedSections.contains(section) else { return nil }
        return sectionMoves.source(of: section) ?? sections.positionBefore(survivorAt: section)
    }

    // MARK: Items

    /// Where the item at before-update `indexPath` is after the update; nil when it was deleted,
    /// its section was deleted or reloaded, or it does not exist.
    /// - Complexity: O(log c), where c is the number of changes.
    public func indexPathAfterUpdate(_ indexPath: IndexPath) -> IndexPath? {
        guard itemCountsBefore.indices.contains(indexPath.section),
              (0..<itemCountsBefore[indexPath.section]).contains(indexPath.item),
              !reloadedSections.contains(indexPath.section), !deletedItemPaths.contains(indexPath),
              let section = sectionAfterUpdate(indexPath.section) else { return nil }
        if let destination = itemMoves.destination(of: indexPath) { return destination }
        let ranks = SurvivorRanks(removed: removedItems[indexPath.section] ?? [], occupied: occupiedItems[section] ?? [])
        return IndexPath(item: ranks.positionAfter(survivorAt: indexPath.item), section: section)
    }

    /// Where the item at after-update `indexPath` was before the update; nil when it was inserted,
    /// its section was inserted or reloaded, or it does not exist.
    /// - Complexity: O(log c), where c is the number of changes.
    public func indexPathBeforeUpdate(_ indexPath: IndexPath) -> IndexPath? {
        guard itemCountsAfter.indices.contains(indexPath.section),
              (0..<itemCountsAfter[indexPath.section]).contains(indexPath.item),
              !insertedItemPaths.contains(indexPath),
              let section = sectionBeforeUpdate(indexPath.section), !reloadedSections.contains(section)
        else { return nil }
        if let source = itemMoves.source(of: indexPath) { return source }
        let ranks = SurvivorRanks(removed: removedItems[section] ?? [], occupied: occupiedItems[indexPath.section] ?? [])
        return IndexPath(item: ranks.positionBefore(survivorAt: indexPath.item), section: section)
    }

    /// True when the item at before-update `indexPath` was reloaded, alone or with its section.
    public func isReloaded(itemBeforeUpdate indexPath: IndexPath) -> Bool {
        reloadedItemPaths.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }

    /// The batch as UIKit hands it to `prepare(forCollectionViewUpdates:)`, in canonical order; a
    /// section change has `item == Int.max`, UIKit's `NSNotFound`.
    /// - Complexity: O(c).
    package var updateItems: [CollectionViewUpdateItem] {
        changes.map { change in
            func whole(_ section: Int) -> IndexPath { IndexPath(item: Int.max, section: section) }
            switch change {
            case .deleteSection(let section):
                return CollectionViewUpdateItem(updateAction: .delete, indexPathBeforeUpdate: whole(section), indexPathAfterUpdate: nil)
            case .reloadSection(let section):
                return CollectionViewUpdateItem(updateAction: .reload, indexPathBeforeUpdate: whole(section),
                                                indexPathAfterUpdate: sectionAfterUpdate(section).map(whole))
            case .moveSection(let from, let to):
                return CollectionViewUpdateItem(updateAction: .move, indexPathBeforeUpdate: whole(from), indexPathAfterUpdate: whole(to))
            case .insertSection(let section):
                return CollectionViewUpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: whole(section))
            case .deleteItem(let path):
                return CollectionViewUpdateItem(updateAction: .delete, indexPathBeforeUpdate: path, indexPathAfterUpdate: nil)
            case .reloadItem(let path):
                return CollectionViewUpdateItem(updateAction: .reload, indexPathBeforeUpdate: path,
                                                indexPathAfterUpdate: indexPathAfterUpdate(path))
            case .moveItem(let from, let to):
                return CollectionViewUpdateItem(updateAction: .move, indexPathBeforeUpdate: from, indexPathAfterUpdate: to)
            case .insertItem(let path):
                return CollectionViewUpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: path)
            }
        }
    }
}
