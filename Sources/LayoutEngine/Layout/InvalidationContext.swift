/// What changed since the layout was last prepared, as `UICollectionViewLayoutInvalidationContext`
/// (with the flow layout's `invalidateFlowLayoutDelegateMetrics` folded into
/// `invalidateLayoutMetrics`).
///
/// Contexts accumulate: every `invalidateLayout(with:)` before the next `prepare()` is merged with
/// `formUnion(_:)`. UIKit's contract, which the engines rely on: an item whose size or content
/// changed is named with `invalidateItems(at:)`; a change of counts comes with
/// `invalidateDataSourceCounts` and, to be recomputed incrementally, the first changed position
/// named (counts invalidated with no item named mean anything may have changed); a layout-wide
/// metric change comes with `invalidateLayoutMetrics`.
public struct InvalidationContext: Hashable, Sendable {
    /// Everything must be recomputed (`invalidateLayout()`).
    public var invalidateEverything: Bool
    /// The data source's section or item counts may have changed.
    public var invalidateDataSourceCounts: Bool
    /// A metric every element depends on changed: the bounds' size, margins, spacing, insets.
    public var invalidateLayoutMetrics: Bool
    /// The items whose frames must be recomputed, in no particular order.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]
    /// Sizes that cells reported for themselves (self-sizing), applied by the next `prepare()`.
    public private(set) var preferredItemSizes: [IndexPath: Size]
    /// The batch updates applied since the last `prepare()`, oldest first. UIKit's public context
    /// does not show them (its private one does); here the collection view hands them over with
    /// the count invalidation so that the layout can remap what it keeps per item and animate.
    public private(set) var batchUpdates: [BatchIndexMapping]

    /// A context with the given flags set and no item, preferred size or batch named.
    public init(invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
                invalidateLayoutMetrics: Bool = false) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.invalidateLayoutMetrics = invalidateLayoutMetrics
        self.invalidatedItemIndexPaths = []
        self.preferredItemSizes = [:]
        self.batchUpdates = []
    }

    /// The context a collection view invalidates with when a batch update changed its data: the
    /// counts, the first position the batch may change, and the batch itself.
    public static func batchUpdate(_ mapping: BatchIndexMapping) -> InvalidationContext {
        var context = InvalidationContext(invalidateDataSourceCounts: true)
        if let first = mapping.firstChangedPosition { context.invalidateItems(at: [first]) }
        context.batchUpdates = [mapping]
        return context
    }

    /// A context that invalidates everything, as `invalidateLayout()`.
    public static let everything = InvalidationContext(invalidateEverything: true)

    /// Marks items whose frames must be recomputed, as `invalidateItems(at:)`.
    /// - Complexity: O(k), where k is the number of index paths.
    public mutating func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths.append(contentsOf: indexPaths)
    }

    /// Records the size a cell reported for itself and marks its item invalidated.
    public mutating func setPreferredSize(_ size: Size, forItemAt indexPath: IndexPath) {
        preferredItemSizes[indexPath] = size
        invalidatedItemIndexPaths.append(indexPath)
    }

    /// True when nothing is invalidated.
    public var isEmpty: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && !invalidateLayoutMetrics
            && invalidatedItemIndexPaths.isEmpty
    }

    /// Merges `other` into `self`; a later preferred size for an item replaces an earlier one.
    /// - Complexity: O(k + p), where k and p are `other`'s invalidated items and preferred sizes.
    public mutating func formUnion(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        invalidateLayoutMetrics = invalidateLayoutMetrics || other.invalidateLayoutMetrics
        invalidatedItemIndexPaths.append(contentsOf: other.invalidatedItemIndexPaths)
        preferredItemSizes.merge(other.preferredItemSizes) { _, newer in newer }
        batchUpdates.append(contentsOf: other.batchUpdates)
    }

    /// Moves every named item and preferred size to where `mapping` puts it: what this context
    /// said about the data before the batch, said about the data after it. Items that the batch
    /// deletes are dropped (the batch's own context names where the data changed); so are the
    /// preferred sizes of reloaded items, whose cells must measure their new content.
    /// - Complexity: O((k + p) log c), for k named items, p preferred sizes and c changes.
    public mutating func remap(through mapping: BatchIndexMapping) {
        invalidatedItemIndexPaths = invalidatedItemIndexPaths.compactMap(mapping.indexPathAfterUpdate)
        var remapped: [IndexPath: Size] = [:]
        for (indexPath, size) in preferredItemSizes where !mapping.isReloaded(itemBeforeUpdate: indexPath) {
            if let after = mapping.indexPathAfterUpdate(indexPath) { remapped[after] = size }
        }
        preferredItemSizes = remapped
    }
}
