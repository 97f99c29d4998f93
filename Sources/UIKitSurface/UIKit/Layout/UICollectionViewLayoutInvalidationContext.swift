/// What an invalidation changes, as UIKit's `UICollectionViewLayoutInvalidationContext`: the
/// collection view makes one for a reload, a batch update, a bounds change and a self-sizing cell,
/// and a layout may make and fill its own (of its `invalidationContextClass`).
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Everything must be recomputed (set by `invalidateLayout()` and `reloadData()`).
    open package(set) var invalidateEverything = false
    /// The section and item counts changed (a reload or a batch update).
    open package(set) var invalidateDataSourceCounts = false
    /// Items whose layout changed, or nil.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// Supplementary views whose layout changed, by kind, or nil.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// Decoration views whose layout changed, by kind, or nil.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves with this invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with this invalidation.
    open var contentSizeAdjustment: CGSize = .zero
    /// The batch update the collection view is applying, when it made this context for one.
    package var batchUpdate: UICollectionView.ValidatedBatch?
    /// What a `UICollectionViewFlowLayout` made this context for, in its engine's terms (a
    /// self-sizing cell's preferred size, mapped through a pending batch).
    var flowEngineContext: FlowEngineContext?

    /// An empty context: nothing invalidated.
    public required override init() {
        super.init()
    }

    /// Adds `indexPaths` to the invalidated items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds the supplementary views of `elementKind` at `indexPaths` to the invalidated ones.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(indexPaths, ofKind: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Adds the decoration views of `elementKind` at `indexPaths` to the invalidated ones.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(indexPaths, ofKind: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private static func adding(_ indexPaths: [IndexPath], ofKind kind: String,
                               to existing: [String: [IndexPath]]?) -> [String: [IndexPath]] {
        var byKind = existing ?? [:]
        byKind[kind, default: []] += indexPaths
        return byKind
    }
}

/// A flow layout's invalidation context, as UIKit's `UICollectionViewFlowLayoutInvalidationContext`:
/// both flags are true by default, so an invalidation asks the delegate again and recomputes every
/// item's attributes unless the context says otherwise.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// The delegate's sizes, insets and spacings must be asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// The layout's own attributes must be recomputed.
    open var invalidateFlowLayoutAttributes = true
}
