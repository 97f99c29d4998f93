/// What a layout remembers of its before-update state while a batch update animates: the items
/// that were on screen and the items the batch names, as they were, and the first visible item
/// that survives, to keep in place.
///
/// Captured by `prepare()` before it recomputes (the only moment both states are known), made
/// current by `prepare(forCollectionViewUpdates:)`, dropped by `finalizeCollectionViewUpdates()`.
/// Holds O(v + c) attributes for v visible items and c changes, never O(n).
struct BatchTransition: Sendable {
    /// The validated batch the transition animates, for mapping index paths between the two states.
    let mapping: BatchIndexMapping
    /// Before-update attributes of the visible items and of the items the batch deletes, reloads
    /// or moves, ascending by before-update index path, each once: looked up by a binary search,
    /// where a dictionary hashed the index path for every item captured and every item asked.
    let attributesBeforeUpdate: [LayoutAttributes]
    /// The first visible item that survives the batch (at its after-update index path) and how
    /// far its leading edge was from the visible rect's, along the scroll direction.
    let anchor: (indexPath: IndexPath, leadingOffset: Double)?
    let scrollDirection: ScrollDirection

    /// Captures the transition from `layout`'s current (before-update) answers.
    /// - Complexity: one query of `visibleRect` plus O(c) item lookups, for c changes.
    init(mapping: BatchIndexMapping, layout: some CollectionViewLayout, visibleRect: Rect,
                scrollDirection: ScrollDirection) {
        self.mapping = mapping
        self.scrollDirection = scrollDirection
        // Canonical order puts a layout's cells in index-path order; sorted here when a layout's does not.
        var visible = layout.layoutAttributesForElements(in: visibleRect).filter { $0.representedElementCategory == .cell }
        if visible.indices.dropFirst().contains(where: { visible[$0 - 1].indexPath >= visible[$0].indexPath }) {
            visible.sort { $0.indexPath < $1.indexPath }
        }
        var before = visible
        for change in mapping.changes {
            switch change {
            case .deleteItem(let path), .reloadItem(let path), .moveItem(let path, _):
                // A valid batch names a before-update position once; it may be on screen.
                if Self.index(of: path, in: visible) == nil, let attributes = layout.layoutAttributesForItem(at: path) {
                    before.append(attributes)
                }
            default: break
            }
        }
        if before.count > visible.count { before.sort { $0.indexPath < $1.indexPath } }
        attributesBeforeUpdate = before
        let survivors = visible.compactMap { attributes in
            mapping.indexPathAfterUpdate(attributes.indexPath).map { (after: $0, frame: attributes.frame) }
        }
        let first = survivors.min { ($0.frame.minAlong(scrollDirection), $0.after) < ($1.frame.minAlong(scrollDirection), $1.after) }
        anchor = first.map { ($0.after, $0.frame.minAlong(scrollDirection) - visibleRect.minAlong(scrollDirection)) }
    }

    /// Where an item that appears after the update starts: a survivor that was on screen slides
    /// from its old frame; an inserted or reloaded item fades in at its new frame; a survivor
    /// that was off screen starts where it ends (nil: no animation).
    /// - Parameter current: the item's after-update attributes.
    /// - Complexity: O(log c).
    func initialAttributes(forAppearingItemAt indexPath: IndexPath, current: LayoutAttributes?) -> LayoutAttributes? {
        guard let current else { return nil }
        guard let before = mapping.indexPathBeforeUpdate(indexPath), !mapping.isReloaded(itemBeforeUpdate: before) else {
            var fading = current
            fading.alpha = 0
            return fading
        }
        guard let index = Self.index(of: before, in: attributesBeforeUpdate) else { return nil }
        var old = attributesBeforeUpdate[index]
        old.id = current.id
        return old
    }

    /// Where an item that disappears in the update ends: a survivor goes to its new frame (the
    /// layout's after-update attributes there, which the layout looks up after reading the
    /// transition in place: a lookup may not reach the machinery while it is read); a deleted or
    /// reloaded item fades out where it was (nil when it was never captured).
    enum Destination {
        /// A survivor, now at this (after-update) index path: it ends at its attributes there.
        case survivor(IndexPath)
        /// A deleted or reloaded item: its captured attributes, transparent (nil: never captured).
        case fadingOut(LayoutAttributes?)
    }

    /// - Complexity: O(log c), where c is the number of changes.
    func destination(ofDisappearingItemAt indexPath: IndexPath) -> Destination {
        if !mapping.isReloaded(itemBeforeUpdate: indexPath), let after = mapping.indexPathAfterUpdate(indexPath) {
            return .survivor(after)
        }
        guard let index = Self.index(of: indexPath, in: attributesBeforeUpdate) else { return .fadingOut(nil) }
        var old = attributesBeforeUpdate[index]
        old.alpha = 0
        return .fadingOut(old)
    }

    /// The index of the attributes of the item at `indexPath` in `attributes`, which ascend by
    /// index path; nil when it has none.
    /// - Complexity: O(log k) for k attributes.
    private static func index(of indexPath: IndexPath, in attributes: [LayoutAttributes]) -> Int? {
        let index = partitionPoint(attributes.count) { attributes[$0].indexPath >= indexPath }
        return index < attributes.count && attributes[index].indexPath == indexPath ? index : nil
    }

    /// The content offset that keeps the first visible surviving item's leading edge where it was
    /// on screen, clamped to the content; `proposed` when no visible item survived. Only the
    /// coordinate along the scroll direction changes.
    /// - Complexity: one item lookup.
    func targetContentOffset(forProposed proposed: Point, current: (IndexPath) -> LayoutAttributes?,
                                    contentSize: Size, viewport: Size) -> Point {
        guard let anchor, let frame = current(anchor.indexPath)?.frame else { return proposed }
        let vertical = scrollDirection == .vertical
        let limit = Swift.max(0, vertical ? contentSize.height - viewport.height : contentSize.width - viewport.width)
        let along = Swift.min(Swift.max(0, frame.minAlong(scrollDirection) - anchor.leadingOffset), limit)
        return vertical ? Point(x: proposed.x, y: along) : Point(x: along, y: proposed.y)
    }
}
