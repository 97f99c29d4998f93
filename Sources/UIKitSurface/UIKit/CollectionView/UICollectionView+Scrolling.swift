extension UICollectionView {
    /// A fling ending with `velocity` (points per millisecond): the projected stop
    /// (`velocity · r / (1 − r)` per axis for the deceleration rate r, the distance a velocity that
    /// decays by r each millisecond covers), clamped to the scrollable range, offered to the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`; the collection view
    /// scrolls to the layout's answer and lays out. Returns that answer.
    func endScrolling(withVelocity velocity: CGPoint) -> CGPoint {
        layoutIfNeeded()
        let rate = decelerationRate.rawValue
        let reach = rate < 1 && rate > 0 ? rate / (1 - rate) : 0
        let projected = CGPoint(x: contentOffset.x + velocity.x * reach, y: contentOffset.y + velocity.y * reach)
        let proposed = clampedToScrollableRange(projected)
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        contentOffset = target
        layoutIfNeeded()
        return target
    }

    /// `offset` moved into the range a scroll view can rest at: from minus the adjusted leading
    /// insets to the content size plus the trailing insets minus the bounds. NaN reads as the least
    /// offset.
    func clampedToScrollableRange(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard !value.isNaN else { return low }
            return min(max(value, low), max(low, high))
        }
        return CGPoint(x: clamp(offset.x, -inset.left, contentSize.width + inset.right - bounds.width),
                       y: clamp(offset.y, -inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// A self-sizing cell at `indexPath` reports `size` with the attributes it shows (a copy of the
    /// layout's, from the last pass or from `layoutAttributesForItem(at:)`), in UIKit's order: the
    /// layout is asked whether that invalidates and, if so, invalidated with its context for it.
    func selfSize(itemAt indexPath: IndexPath, to size: CGSize) -> Bool {
        layoutIfNeeded()
        let shown = visibleAttributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
            ?? collectionViewLayout.layoutAttributesForItem(at: indexPath)
        guard let shown, let original = shown.copy() as? UICollectionViewLayoutAttributes,
              let preferred = shown.copy() as? UICollectionViewLayoutAttributes else { return false }
        preferred.frame = CGRect(origin: original.frame.origin, size: size)
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return false
        }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                 withOriginalAttributes: original))
        return true
    }
}
