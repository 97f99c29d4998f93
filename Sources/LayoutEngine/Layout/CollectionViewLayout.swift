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

    func prepare()
    var collectionViewContentSize: Size { get }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext
    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                withOriginalAttributes original: LayoutAttributes) -> Bool
    func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                             withOriginalAttributes original: LayoutAttributes) -> InvalidationContext
    func invalidateLayout(with context: InvalidationContext)

    /// Called once per batch update, after the data changed, the layout was invalidated and
    /// `prepare()` ran; the items say what changed and where.
    func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem])
    /// Called once the batch update's animations are set up.
    func finalizeCollectionViewUpdates()
    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point
}

extension CollectionViewLayout {
    /// UIKit's `invalidateLayout()`: everything is recomputed at the next `prepare()`.
    public func invalidateLayout() {
        invalidateLayout(with: .everything)
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// UIKit's documented default: false, even for a rotation. Every built-in engine overrides
    /// it; a port that does not keeps UIKit's behaviour, stale frames and all.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        false
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        InvalidationContext(invalidateLayoutMetrics: true)
    }

    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        false
    }

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

    /// UIKit's default for a deleted item: its last attributes, faded out to alpha 0.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }
}
