extension FlowLayout {
    /// Accumulates `context` until the next `prepare()`, as UIKit's `invalidateLayout(with:)`.
    public func invalidateLayout(with context: InvalidationContext) {
        planner.invalidate(with: context)
    }

    /// True when the bounds' length across the scroll direction changes (a rotation, a split-view
    /// resize); a scroll, which only moves the origin, or a change of the length along the scroll
    /// direction invalidates nothing.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let current = collectionView?.bounds else { return false }
        return scrollDirection == .vertical ? newBounds.width != current.width : newBounds.height != current.height
    }

    /// True for a cell of a self-sizing layout whose reported size differs from its frame's.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                     withOriginalAttributes original: LayoutAttributes) -> Bool {
        isEstimatingItemSizes && preferred.representedElementCategory == .cell
            && preferred.size.sanitized != original.size
    }

    /// A context that records the reported size and invalidates the item, so the next prepare
    /// recomputes from its line on (with incremental invalidation).
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                  withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var context = InvalidationContext()
        context.setPreferredSize(preferred.size.sanitized, forItemAt: preferred.indexPath)
        return context
    }
}
