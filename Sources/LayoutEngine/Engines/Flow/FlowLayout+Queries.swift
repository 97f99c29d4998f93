extension FlowLayout {
    /// Across the scroll direction, the larger of the bounds' length and the farthest item edge;
    /// along it, the end of the last section (0 with no sections).
    public var collectionViewContentSize: Size { geometry.contentSize }

    /// Every element whose frame `rect` intersects (`Rect.intersects(_:)`), in canonical order.
    /// - Complexity: that of the query strategy: O(n) for `linear`, O(log n + k) for `binary`
    ///   (O(log s · log n + k) with s sections), where k is the number returned.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // The geometry is taken once as a local constant (one retain, of its sections): read in
        // place through a pointer, it could change during any call as far as the compiler knows,
        // so each section read from it was copied (four arrays retained and released). When the
        // strategy leaves the search to the geometry (the binary search), the geometry finds and
        // writes its answer in one pass; otherwise it writes the strategy's ordinals' attributes,
        // walking the sections, blocks and lines forwards from where the search starts.
        let geometry = self.geometry
        return machinery.answer(in: rect, source: geometry, bySearch: { $0.attributesBySearch(in: rect) },
                                byOrdinals: { geometry.attributes(ofOrdinals: $0, near: rect) })
    }

    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        // The section is read in place, from the geometry taken once (see
        // `layoutAttributesForElements(in:)`): a copy of it retained every array it holds.
        let geometry = self.geometry
        return unsafe geometry.sections.withUnsafeBufferPointer { sections in
            guard sections.indices.contains(indexPath.section) else { return nil }
            let section = unsafe sections.pointer(at: indexPath.section)
            guard indexPath.item >= 0, unsafe indexPath.item < section.pointee.itemCount else { return nil }
            return unsafe LayoutAttributes(id: .cell(indexPath), frame: FlowSectionGeometry.frame(ofItem: indexPath.item, in: section))
        }
    }

    /// The header or footer of a section, at `IndexPath(item: 0, section:)`, as UIKit addresses
    /// them; nil for other kinds, other items, and headers or footers of zero length.
    /// - Complexity: O(1).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, let section = geometry.sections[safe: indexPath.section] else { return nil }
        let frame = kind == .sectionHeader ? section.header : kind == .sectionFooter ? section.footer : nil
        return frame.map { LayoutAttributes(id: .supplementary(kind, indexPath), frame: $0) }
    }

    /// Every header, item and footer the last `prepare()` laid out, in canonical order: section by
    /// section, the header, the items, the footer.
    public var elementCount: Int { geometry.elementCount }

    /// None while every section is uniform (a closed form); with measured sections,
    /// `MeasuredFlowLines.relativeTolerance` (10⁻⁹) of the content's length along the scroll
    /// direction: moved lines take their start by adding an offset (docs/flow-layout.md).
    public var frameTolerance: Double { geometry.frameTolerance }

    /// - Complexity: O(log s), where s is the number of sections.
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        let element = geometry.element(at: ordinal)
        return LayoutAttributes(id: element.id, frame: element.frame)
    }

    /// - Complexity: O(s), where s is the number of sections.
    public var bytesHeld: Int {
        let sections = geometry.sections.reduce(0) { $0 + MemoryLayout<FlowSectionGeometry>.stride + $1.measured.bytesHeld }
        return sections + query.bytesHeld + selfSizing.bytesHeld
    }
}
