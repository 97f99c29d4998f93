/// A layout that animates batch updates from the mapping its invalidation carried
/// (`InvalidationContext.batchUpdate(_:)`): it captures a `BatchTransition` in `prepare()` and
/// gets UIKit's update callbacks from this protocol's extension. Every built-in engine conforms.
public protocol BatchAnimatingLayout: CollectionViewLayout {
    /// The transition `prepare()` captured and the one in progress; set only by this protocol's
    /// extension and the layout's `prepare()`.
    var batchTransitions: BatchTransitionState { get set }
    /// The direction the first visible item is kept in place along.
    var transitionScrollDirection: ScrollDirection { get }
}

/// A transition captured by `prepare()` and the one in progress.
public struct BatchTransitionState: Sendable {
    /// Captured by the last `prepare()` that consumed exactly one batch; nil otherwise.
    var captured: BatchTransition?
    /// Made current by `prepare(forCollectionViewUpdates:)`, until `finalizeCollectionViewUpdates()`.
    public internal(set) var current: BatchTransition?

    /// A state with no transition captured or in progress.
    public init() {}
}

extension BatchAnimatingLayout {
    /// Called by `prepare()` with the batches it is about to apply, before it recomputes anything.
    /// Captures a transition when there is exactly one batch (UIKit never delivers two without a
    /// layout pass between them); more than one animates without it.
    /// - Complexity: that of `BatchTransition.init`.
    public func captureBatchTransition(for batches: [BatchIndexMapping]) {
        guard batches.count == 1, let visible = collectionView?.bounds else {
            if !batches.isEmpty { batchTransitions.captured = nil }
            return
        }
        batchTransitions.captured = BatchTransition(mapping: batches[0], layout: self, visibleRect: visible,
                                                    scrollDirection: transitionScrollDirection)
    }

    /// Makes the transition the last `prepare()` captured current, for the animation callbacks
    /// that follow.
    public func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        batchTransitions.current = batchTransitions.captured
        batchTransitions.captured = nil
    }

    /// Drops the current transition: afterwards the animation callbacks answer with UIKit's fade.
    public func finalizeCollectionViewUpdates() {
        batchTransitions.current = nil
    }

    /// Outside an update, UIKit's fade; during one, `BatchTransition.initialAttributes`.
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let current = layoutAttributesForItem(at: indexPath)
        if let transition = batchTransitions.current {
            return transition.initialAttributes(forAppearingItemAt: indexPath, current: current)
        }
        return current.map { var fading = $0; fading.alpha = 0; return fading }
    }

    /// Outside an update, UIKit's fade; during one, `BatchTransition.finalAttributes`.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        if let transition = batchTransitions.current {
            return transition.finalAttributes(forDisappearingItemAt: indexPath, current: layoutAttributesForItem(at:))
        }
        return layoutAttributesForItem(at: indexPath).map { var fading = $0; fading.alpha = 0; return fading }
    }

    /// During an update, the offset that keeps the first visible item in place; otherwise `proposed`.
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        guard let transition = batchTransitions.current, let viewport = collectionView?.bounds.size else {
            return proposedContentOffset
        }
        return transition.targetContentOffset(forProposed: proposedContentOffset, current: layoutAttributesForItem(at:),
                                              contentSize: collectionViewContentSize, viewport: viewport)
    }
}
