extension FlowLayout {
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
    ///
    /// The original attributes are the ones this layout last prepared. When a batch update has
    /// arrived since, the cell is still showing its before-update position: the size goes to the
    /// item's position after the batch, and is dropped when the batch deleted or reloaded it.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                  withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        machinery.invalidationContext(forPreferredSize: preferred.size, ofPreparedItem: original.indexPath)
    }
}
