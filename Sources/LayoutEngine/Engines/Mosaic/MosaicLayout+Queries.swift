extension MosaicLayout {
    /// The bounds' width, and the bottom of the last cell (0 with no cells): every frame inside.
    public var collectionViewContentSize: Size {
        Size(width: preparedMetrics?.width ?? 0, height: sections.last?.bottom ?? 0)
    }

    /// Every cell whose frame `rect` intersects (`Rect.intersects(_:)`), in item order.
    /// - Complexity: that of the query strategy: O(n) for `linear`, O(log n + c) for `binary`.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        query.ordinals(in: rect, source: table, counting: &counters).map(table.attributes(ofElementAt:))
    }

    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = sections[safe: indexPath.section], indexPath.item >= 0,
              indexPath.item < section.itemCount else { return nil }
        return table.attributes(ofElementAt: section.firstOrdinal + indexPath.item)
    }

    public var elementCount: Int { table.elementCount }

    /// - Complexity: O(1).
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        table.attributes(ofElementAt: ordinal)
    }

    /// - Complexity: O(s), where s is the number of sections.
    public var bytesHeld: Int {
        table.bytesHeld + query.bytesHeld + sections.reduce(0) {
            $0 + MemoryLayout<MosaicSectionGeometry>.stride + $1.segments.capacity * MemoryLayout<MosaicSectionGeometry.Segment>.stride
        }
    }
}
