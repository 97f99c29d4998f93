extension WaterfallLayout {
    /// Along the scroll direction, the end of the last section (0 with no sections); across it, the
    /// larger of the bounds' length and the farthest element edge.
    public var collectionViewContentSize: Size { contentSize }

    /// Every element whose frame `rect` intersects (`Rect.intersects(_:)`), in canonical order.
    /// - Complexity: that of the query strategy: O(n) for `linear`, O(log n + c) for `binary`.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // The table is read in place, through a pointer to the stored property: read as a value, it
        // was copied (every array it holds retained, then released) once per query.
        withUnsafeMutablePointer(to: &table) { table in
            machinery.ordinals(in: rect, source: table.pointee).map { table.pointee.attributes(ofElementAt: $0) }
        }
    }

    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = sections[safe: indexPath.section], indexPath.item >= 0,
              indexPath.item < section.itemCount else { return nil }
        return table.attributes(ofElementAt: section.firstOrdinal + (section.hasHeader ? 1 : 0) + indexPath.item)
    }

    /// A section's header or footer, at `IndexPath(item: 0, section:)`.
    /// - Complexity: O(1).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, let section = sections[safe: indexPath.section] else { return nil }
        if kind == .sectionHeader && section.hasHeader { return table.attributes(ofElementAt: section.firstOrdinal) }
        if kind == .sectionFooter && section.hasFooter {
            return table.attributes(ofElementAt: section.firstOrdinal + section.elementCount - 1)
        }
        return nil
    }

    /// Every header, item and footer the last `prepare()` laid out, in canonical order.
    public var elementCount: Int { table.elementCount }

    /// - Complexity: O(1).
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        table.attributes(ofElementAt: ordinal)
    }

    /// Bytes held, from the counts of what is stored (so equal for equal layouts, whatever the
    /// arrays' history): the table's elements, the query index, and each section's geometry and
    /// column state.
    /// - Complexity: O(s), where s is the number of sections.
    public var bytesHeld: Int {
        table.elementCount * ElementTable.bytesPerElement + query.bytesHeld + sections.reduce(0) {
            $0 + MemoryLayout<WaterfallSectionGeometry>.stride + $1.bytesHeld
        }
    }
}
