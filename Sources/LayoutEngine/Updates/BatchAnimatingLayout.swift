/// A layout that animates batch updates from the mapping its invalidation carried
/// (`InvalidationContext.batchUpdate(_:)`): it captures a `BatchTransition` in `prepare()`, keeps
/// it in its `LayoutMachinery`, and gets UIKit's update callbacks from this protocol's extension.
/// Every correct built-in engine conforms.
public protocol BatchAnimatingLayout: MachineryLayout {
    /// The direction the first visible item is kept in place along.
    var transitionScrollDirection: ScrollDirection { get }
}

/// A transition captured by `prepare()` and the one in progress.
struct BatchTransitionState: Sendable {
    /// Captured by the last `prepare()` that consumed exactly one batch; nil otherwise.
    var captured: BatchTransition?
    /// Made current by `prepare(forCollectionViewUpdates:)`, until `finalizeCollectionViewUpdates()`.
    var current: BatchTransition?
}

extension BatchAnimatingLayout {
    /// Called by `prepare()` with the batches it is about to apply, before it recomputes anything.
    /// Captures a transition when there is exactly one batch (UIKit never delivers two without a
    /// layout pass between them); more than one animates without it.
    /// - Complexity: that of `BatchTransition.init`.
    func captureBatchTransition(for batches: [BatchIndexMapping]) {
        guard batches.count == 1, let visible = collectionView?.bounds else {
            if !batches.isEmpty { machinery.batchTransitions.captured = nil }
            return
        }
        // Made before the machinery is written: making it reads the layout.
        let transition = BatchTransition(mapping: batches[0], layout: self, visibleRect: visible,
                                         scrollDirection: transitionScrollDirection)
        machinery.batchTransitions.captured = transition
    }
}

extension BatchAnimatingLayout {
    /// Makes the transition the last `prepare()` captured current, for the animation callbacks
    /// that follow.
    public func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        machinery.batchTransitions.current = machinery.batchTransitions.captured
        machinery.batchTransitions.captured = nil
    }

    /// Drops the current transition: afterwards the animation callbacks answer with UIKit's fade.
    public func finalizeCollectionViewUpdates() {
        machinery.batchTransitions.current = nil
    }

    /// Outside an update, UIKit's fade; during one, `BatchTransition.initialAttributes`.
    /// The transition is read in place, not copied out of the machinery (a copy retained and
    /// released every set and dictionary it holds, for each item asked).
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let current = layoutAttributesForItem(at: indexPath)
        let duringUpdate: LayoutAttributes?? = readingMachinery { machinery in
            guard let transition = machinery.batchTransitions.current else { return nil }
            return .some(transition.initialAttributes(forAppearingItemAt: indexPath, current: current))
        }
        if let duringUpdate { return duringUpdate }
        return current.map { var fading = $0; fading.alpha = 0; return fading }
    }

    /// Outside an update, UIKit's fade; during one, `BatchTransition.finalAttributes`.
    /// The transition is read in place (as for appearing items), and a survivor looked up after.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let destination = readingMachinery { $0.batchTransitions.current?.destination(ofDisappearingItemAt: indexPath) }
        switch destination {
        case .survivor(let after): return layoutAttributesForItem(at: after)
        case .fadingOut(let old): return old
        case nil: return layoutAttributesForItem(at: indexPath).map { var fading = $0; fading.alpha = 0; return fading }
        }
    }

    /// During an update, the offset that keeps the first visible item in place; otherwise `proposed`.
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        guard let transition = readingMachinery({ $0.batchTransitions.current }), let viewport = collectionView?.bounds.size else {
            return proposedContentOffset
        }
        return transition.targetContentOffset(forProposed: proposedContentOffset, current: layoutAttributesForItem(at:),
                                              contentSize: collectionViewContentSize, viewport: viewport)
    }
}
