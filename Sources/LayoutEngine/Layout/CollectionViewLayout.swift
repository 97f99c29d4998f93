/// The role `UICollectionViewLayout` plays, with UIKit's names and call order:
///
/// 1. the collection view (a `LayoutDataSource`) is attached as `collectionView`;
/// 2. `prepare()` computes (or, after an invalidation, recomputes what changed);
/// 3. `collectionViewContentSize`, `layoutAttributesForElements(in:)` and the index-path lookups
///    answer from what `prepare()` computed, and never change it;
/// 4. a bounds change asks `shouldInvalidateLayout(forBoundsChange:)`; when it returns true the
///    collection view calls `invalidateLayout(with: invalidationContext(forBoundsChange:))`;
/// 5. a cell that sizes itself reports its preferred attributes: when
///    `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` returns true, the
///    collection view invalidates with `invalidationContext(forPreferredLayoutAttributes:…)`;
/// 6. after any invalidation, `prepare()` runs again before the next query;
/// 7. a batch update invalidates with the counts (`InvalidationContext.batchUpdate(_:)`), runs
///    `prepare()`, calls `prepare(forCollectionViewUpdates:)`, asks initial and final attributes of
///    appearing and disappearing items and `targetContentOffset(forProposedContentOffset:)`, then
///    `finalizeCollectionViewUpdates()` (docs/batch-updates.md; `BatchCallOrder` adds UIKit's
///    awkward orders: queries and self-sizing answers between the invalidation and `prepare()`).
///
/// Requirements with a UIKit default have the same default here (see the extension).
public protocol CollectionViewLayout: AnyObject {
    /// The collection view the layout reads, held weakly as in UIKit.
    var collectionView: (any LayoutDataSource)? { get set }

    /// Computes the layout, as UIKit's `prepare()`: everything on the first call, then what the
    /// invalidations since the last call name. Every query answers from what it computed.
    func prepare()
    /// The size of the whole content, in points, as UIKit's `collectionViewContentSize`.
    var collectionViewContentSize: Size { get }
    /// The attributes of every element whose frame `rect` intersects (`Rect.intersects(_:)`), as
    /// UIKit's `layoutAttributesForElements(in:)`.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    /// The attributes of the cell at `indexPath`, or nil when there is no such item.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The attributes of the supplementary view of `kind` at `indexPath`, or nil when the layout
    /// has none there.
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    /// The attributes of the decoration view of `kind` at `indexPath`, or nil when the layout has
    /// none there.
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout, as
    /// UIKit's `shouldInvalidateLayout(forBoundsChange:)`.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    /// What a bounds change invalidates, asked only when `shouldInvalidateLayout(forBoundsChange:)`
    /// returned true.
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext
    /// Whether a cell's self-sized attributes `preferred`, which differ from `original`, need a new
    /// layout, as UIKit's method of that name.
    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                withOriginalAttributes original: LayoutAttributes) -> Bool
    /// What a cell's self-sized attributes invalidate, asked only when
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` returned true.
    func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                             withOriginalAttributes original: LayoutAttributes) -> InvalidationContext
    /// Records what `context` invalidates, merged with earlier invalidations, for the next
    /// `prepare()` to recompute, as UIKit's `invalidateLayout(with:)`.
    func invalidateLayout(with context: InvalidationContext)

    /// Called once per batch update, after the data changed, the layout was invalidated and
    /// `prepare()` ran; the items say what changed and where.
    func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem])
    /// Called once the batch update's animations are set up.
    func finalizeCollectionViewUpdates()
    /// The attributes an item inserted by the batch update starts its animation from.
    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The attributes an item deleted by the batch update ends its animation at.
    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The content offset to scroll to after a batch update, given the one the collection view
    /// proposes, as UIKit's method of that name.
    func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point
}

extension CollectionViewLayout {
    /// UIKit's `invalidateLayout()`: everything is recomputed at the next `prepare()`.
    public func invalidateLayout() {
        invalidateLayout(with: .everything)
    }

    /// UIKit's default: no supplementary views.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// UIKit's default: no decoration views.
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// UIKit's documented default: false, even for a rotation. Every built-in engine overrides
    /// it; a port that does not keeps UIKit's behaviour, stale frames and all.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        false
    }

    /// UIKit's default: the bounds changed a metric every element depends on.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        InvalidationContext(invalidateLayoutMetrics: true)
    }

    /// UIKit's default: a cell's preferred size never changes the layout.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        false
    }

    /// UIKit's default: the item whose cell reported `preferred` is invalidated.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var context = InvalidationContext()
        context.invalidateItems(at: [preferred.indexPath])
        return context
    }

    /// UIKit's default: nothing to prepare.
    public func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// UIKit's default: nothing to finalize.
    public func finalizeCollectionViewUpdates() {}

    /// UIKit's default for an inserted item: its final attributes, faded in from alpha 0.
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// UIKit's default for a deleted item, faded out to alpha 0, as far as a layout without
    /// transition state can give it: the attributes at `indexPath` in the layout as prepared after
    /// the update (another item's, or nil), not the deleted item's last ones. Layouts that keep
    /// their before-update attributes (`BatchAnimatingLayout`) answer with the item's own during an update.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// UIKit's default: the proposed offset, unchanged.
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }
}
