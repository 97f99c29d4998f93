import LayoutEngine

extension StickyTagsLayout {
    /// As wide as the container (wider only when the insets do not fit in it), as tall as the last
    /// section: every tag ends at or before `inset + lineWidth`, every header within its section.
    public var collectionViewContentSize: Size {
        guard let metrics = preparedMetrics else { return .zero }
        return Size(width: Swift.max(metrics.width, metrics.inset + metrics.lineWidth + metrics.inset),
                    height: elements.sectionEnds.last ?? 0)
    }

    /// The elements whose frames `rect` intersects (`Rect.intersects(_:)`), in canonical order. The
    /// strategy searches the headers' reaches; each header among the candidates is then tested at
    /// its pinned place.
    /// - Complexity: that of the query strategy, times O(log s) per element tested for s sections:
    ///   O(n) for `linear`, O(log n + c) for `binary`, where c is the elements of the blocks of 64
    ///   that reach the rect plus one check per block between the visible section's header and the
    ///   rect (a reach lifts the running maximum for the rest of its section).
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        query.ordinals(in: rect, source: elements, counting: &counters).compactMap { ordinal in
            let attributes = attributesOfElement(at: ordinal)
            return attributes.representedElementCategory == .cell || rect.intersects(attributes.frame) ? attributes : nil
        }
    }

    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let header = elements.headerOrdinals[safe: indexPath.section], indexPath.item >= 0,
              indexPath.item < preparedCounts[indexPath.section] else { return nil }
        return elements.table.attributes(ofElementAt: header + 1 + indexPath.item)
    }

    /// A section's header, at `IndexPath(item: 0, section:)`, where it is pinned.
    /// - Complexity: O(1).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == .sectionHeader, indexPath.item == 0, let header = elements.headerOrdinals[safe: indexPath.section] else { return nil }
        return attributesOfElement(at: header)
    }

    /// True when the width changes (every frame depends on it) and, while headers pin, when the
    /// view scrolls (the pinned headers follow the visible rect).
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let bounds = collectionView?.bounds else { return true }
        return newBounds.width != bounds.width || (pinsHeaders && newBounds.minY != bounds.minY)
    }

    /// A width change invalidates the metrics; a scroll invalidates nothing: the next `prepare()`
    /// records the new visible rect, and the pinned headers are placed when read.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        InvalidationContext(invalidateLayoutMetrics: newBounds.width != collectionView?.bounds.width)
    }

    /// Accumulates `context`. What is pending names positions in the data before a batch update;
    /// a context that carries one first moves them to where the batch put them.
    /// - Complexity: O(k) for the k items `context` names, plus the remapping.
    public func invalidateLayout(with context: InvalidationContext) {
        for mapping in context.batchUpdates { pending.remap(through: mapping) }
        pending.formUnion(context)
    }

    public var elementCount: Int { elements.elementCount }

    /// A header at its pinned place (zIndex 1, above the tags it covers), a tag where it was laid out.
    /// - Complexity: O(1).
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        var attributes = elements.table.attributes(ofElementAt: ordinal)
        if let section = elements.headerSection(at: ordinal) {
            attributes.frame = elements.pinnedFrame(ofHeader: attributes.frame, section: section, visibleMinY: visibleMinY)
            attributes.zIndex = 1
        }
        return attributes
    }

    public var bytesHeld: Int {
        elements.bytesHeld + query.bytesHeld + preparedCounts.capacity * MemoryLayout<Int>.stride
    }
}
