import LayoutEngine

extension AnimationChecks {
    /// The content offset a layout asks for during an accepted batch (docs/batch-updates.md):
    /// `targetContentOffset(forProposedContentOffset:)` keeps the first visible survivor's leading
    /// edge where it was on screen, clamped to the content (`0 … content − viewport` along the
    /// scroll direction), and changes nothing across it; with no visible survivor it is the
    /// proposal (the offset before the update). Which survivor is "first" is not pinned down here:
    /// the offset must keep some cell that was visible before the update and survives it (at its
    /// index path after) where it was on screen. Frames agree within `tolerance` plus rounding.
    /// - Parameters:
    ///   - boundsBefore: the visible rect before the update (its origin is the proposal).
    ///   - visibleBefore: what the layout answered for it.
    ///   - elementsAfter: the layout's elements after the update, and `contentSizeAfter` its content size.
    ///   - direction: the layout's `transitionScrollDirection`.
    /// - Complexity: O(n + v) for n elements and v visible ones.
    static func targetOffsetKeepsAVisibleSurvivor(_ trace: SimulatedCollectionView.BatchUpdateTrace, boundsBefore: Rect,
                                                  visibleBefore: [LayoutAttributes], elementsAfter: [LayoutAttributes],
                                                  contentSizeAfter: Size, direction: ScrollDirection, tolerance: Double,
                                                  name: String) throws(CheckFailure) {
        let vertical = direction == .vertical
        let target = trace.targetContentOffset, proposed = boundsBefore.origin
        func along(_ point: Point) -> Double { vertical ? point.y : point.x }
        func across(_ point: Point) -> Double { vertical ? point.x : point.y }
        func fail(_ message: String) -> CheckFailure {
            CheckFailure(check: .kind(.animatedUpdates), message: "\(name): targetContentOffset \(target): \(message)")
        }
        func agree(_ first: Double, _ second: Double) -> Bool {
            Swift.abs(first - second) <= tolerance + 1e-9 * Swift.max(1, Swift.abs(first), Swift.abs(second))
        }
        guard agree(across(target), across(proposed)) else { throw fail("moved across the scroll direction from \(proposed)") }
        let after = cellFrames(elementsAfter)
        let survivors = visibleBefore.compactMap { element -> (before: Rect, after: Rect)? in
            guard element.representedElementCategory == .cell, let destination = trace.mapping.indexPathAfterUpdate(element.indexPath),
                  let frame = after[destination] else { return nil }
            return (element.frame, frame)
        }
        guard !survivors.isEmpty else {
            guard agree(along(target), along(proposed)) else { throw fail("no visible item survived, so the proposal \(proposed) stands") }
            return
        }
        let viewport = vertical ? boundsBefore.height : boundsBefore.width
        let limit = Swift.max(0, (vertical ? contentSizeAfter.height : contentSizeAfter.width) - viewport)
        let kept = survivors.contains { before, after in
            let leadingBefore = vertical ? before.minY : before.minX, leadingAfter = vertical ? after.minY : after.minX
            let onScreen = leadingBefore - along(proposed)
            return agree(along(target), Swift.min(Swift.max(0, leadingAfter - onScreen), limit))
        }
        guard kept else { throw fail("keeps none of the \(survivors.count) visible survivors where it was on screen (proposed \(proposed))") }
    }
}
