/// What changed since the layout was last prepared, as `UICollectionViewLayoutInvalidationContext`
/// (with the flow layout's `invalidateFlowLayoutDelegateMetrics` folded into
/// `invalidateLayoutMetrics`).
///
/// Contexts accumulate: every `invalidateLayout(with:)` before the next `prepare()` is merged with
/// `formUnion(_:)`. An item whose size or content changed must be named with `invalidateItems(at:)`;
/// items added or removed at the end of a section are found by the layout itself, which compares
/// the counts it prepared with against the data source's.
public struct InvalidationContext: Hashable, Sendable {
    /// Everything must be recomputed (`invalidateLayout()`).
    public var invalidateEverything: Bool
    /// The data source's section or item counts may have changed.
    public var invalidateDataSourceCounts: Bool
    /// A metric every element depends on changed: the bounds' size, margins, spacing, insets.
    public var invalidateLayoutMetrics: Bool
    /// The items whose frames must be recomputed, in no particular order.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]
    /// Sizes that cells reported for themselves (self-sizing), applied by `invalidateLayout(with:)`.
    public private(set) var preferredItemSizes: [IndexPath: Size]
    /// How far the collection view should move its content offset after the update.
    public var contentOffsetAdjustment: Point
    /// How much the content size changes after the update.
    public var contentSizeAdjustment: Size

    public init(invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
                invalidateLayoutMetrics: Bool = false) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.invalidateLayoutMetrics = invalidateLayoutMetrics
        self.invalidatedItemIndexPaths = []
        self.preferredItemSizes = [:]
        self.contentOffsetAdjustment = .zero
        self.contentSizeAdjustment = .zero
    }

    /// A context that invalidates everything, as `invalidateLayout()`.
    public static let everything = InvalidationContext(invalidateEverything: true)

    /// Marks items whose frames must be recomputed, as `invalidateItems(at:)`.
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
    public mutating func formUnion(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        invalidateLayoutMetrics = invalidateLayoutMetrics || other.invalidateLayoutMetrics
        invalidatedItemIndexPaths.append(contentsOf: other.invalidatedItemIndexPaths)
        preferredItemSizes.merge(other.preferredItemSizes) { _, newer in newer }
        contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
        contentSizeAdjustment.width += other.contentSizeAdjustment.width
        contentSizeAdjustment.height += other.contentSizeAdjustment.height
    }
}
