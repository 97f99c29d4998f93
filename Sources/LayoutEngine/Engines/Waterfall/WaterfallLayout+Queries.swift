extension WaterfallLayout {
    /// Along the scroll direction, the end of the last section (0 with no sections); across it, the
    /// larger of the bounds' length and the farthest element edge.
    public var collectionViewContentSize: Size { contentSize }

    /// Every element whose frame `rect` intersects (`Rect.intersects(_:)`), in canonical order.
    /// - Complexity: that of the query strategy: O(n) for `linear`; for `binary`, O(log b + c) for
    ///   b blocks of 32 elements and the c elements of the blocks that reach the rect
    ///   (`WaterfallElements+Search.swift`); then O(k + j log s) for the k elements returned from j
    ///   of the s sections.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // The elements are read in place, through a pointer to the stored property: read as a
        // value, they were copied (every array they hold retained, then released) once per query.
        unsafe withUnsafeMutablePointer(to: &elements) { elements in
            unsafe machinery.withOrdinals(in: rect, source: elements.pointee) { unsafe elements.pointee.attributes(ofAscending: $0) }
        }
    }

    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = elements.sections[safe: indexPath.section], indexPath.item >= 0,
              indexPath.item < section.itemCount else { return nil }
        return elements.attributes(ofElementAt: section.firstItemOrdinal + indexPath.item,
                                   in: section.placement(section: indexPath.section))
    }

    /// A section's header or footer, at `IndexPath(item: 0, section:)`.
    /// - Complexity: O(1).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, let section = elements.sections[safe: indexPath.section] else { return nil }
        let placement = section.placement(section: indexPath.section)
        if kind == .sectionHeader && section.hasHeader { return elements.attributes(ofElementAt: section.firstOrdinal, in: placement) }
        if kind == .sectionFooter && section.hasFooter {
            return elements.attributes(ofElementAt: section.firstOrdinal + section.elementCount - 1, in: placement)
        }
        return nil
    }

    /// Every header, item and footer the last `prepare()` laid out, in canonical order.
    public var elementCount: Int { elements.elementCount }

    /// - Complexity: O(log s) for s sections.
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        elements.attributes(ofElementAt: ordinal)
    }

    /// Bytes held, from the counts of what is stored (so equal for equal layouts, whatever the
    /// arrays' history): the elements and their block summaries, each section's geometry and
    /// column state (`WaterfallElements.bytesHeld`), and the query index (none for the binary
    /// search: the elements search themselves).
    /// - Complexity: O(s), where s is the number of sections.
    public var bytesHeld: Int {
        elements.bytesHeld + query.bytesHeld
    }
}
