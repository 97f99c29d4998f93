extension CompositionalLayout {
    /// Across the scroll direction, the bounds' length; along it, the sections' extent, covering
    /// every frame's rounding (docs/compositional-layout.md).
    public var collectionViewContentSize: Size { contentSize }

    /// Every element whose frame `rect` intersects (`Rect.intersects(_:)`), in canonical order.
    /// The strategy searches the prepared source, where a pinned item covers its reach; the
    /// pinned items among the candidates are then tested at their place for the visible rect.
    /// - Complexity: that of the query strategy: O(n log s) for `linear`, O(log s + m + c) for
    ///   `binary`, where s is the number of sections, m those between the rect's bounds and c the
    ///   candidates.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // The source is read in place, through a pointer to the stored property: read as a value,
        // it was copied (every array it holds retained, then released) once per query. When the
        // strategy leaves the search to the source (the binary search), the source finds and
        // writes the answer in one pass; otherwise the strategy's ordinals are written.
        let visible = visibleBounds
        return unsafe withUnsafeMutablePointer(to: &source) { source in
            unsafe machinery.answer(in: rect, source: source.pointee,
                             bySearch: { $0.attributesBySearch(in: rect, visible: visible) },
                             byOrdinals: { unsafe Self.answer(ordinals: $0, in: rect, visible: visible, source: source) })
        }
    }

    /// The attributes of `ordinals` (ascending, the strategy's candidates for `rect`), pinned
    /// supplementary items placed for `visible` and dropped when they then miss the rect: the
    /// answer of the linear strategy, and of the binary one when the one pass declines
    /// (`CompositionalElementSource.attributesBySearch(in:visible:)`, which must agree with it).
    /// - Complexity: O(k + j) for k ordinals over j sections.
    static func answer(ordinals: [Int], in rect: Rect, visible: Rect,
                       source: UnsafeMutablePointer<CompositionalElementSource>) -> [LayoutAttributes] {
        guard let first = ordinals.first else { return [] }
        return AnswerWriter.answer(capacity: ordinals.count) { answer in
            unsafe source.pointee.sections.withUnsafeBufferPointer { sections in
                // Ordinals ascend: walk the sections instead of searching for each. The section is
                // taken once per section, not once per element: calling its methods through the
                // buffer copied it (its arrays retained and released) for every element.
                var index = unsafe source.pointee.section(holding: first)
                var section = unsafe sections[index]
                // The last cell answered, its leaf and its group's placement: the next item of the
                // same group is the next leaf at the same placement (no division, no placement).
                var lastItem = -2, leaf = 0, placement = (along: 0.0, across: 0.0)
                var leaves = section.resolved.template.leaves, leafCount = section.resolved.leafCount
                for ordinal in ordinals {
                    if unsafe index + 1 < sections.count && sections[index + 1].firstOrdinal <= ordinal {
                        while unsafe index + 1 < sections.count && sections[index + 1].firstOrdinal <= ordinal { index += 1 }
                        section = unsafe sections[index]
                        (leaves, leafCount) = (section.resolved.template.leaves, section.resolved.leafCount)
                        lastItem = -2
                    }
                    let local = ordinal - section.firstOrdinal
                    // Cells, the bulk of an answer, directly: no kind, no z-index, no pinning.
                    let item = local - section.resolved.starts.count
                    let attributes: LayoutAttributes
                    if item >= 0 && item < section.itemCount {
                        if item == lastItem + 1 && leaf + 1 < leafCount {
                            leaf += 1
                        } else {
                            let group = item / leafCount
                            leaf = item - group * leafCount
                            placement = section.groupPlacement(group)
                        }
                        lastItem = item
                        let frame = section.itemFrame(item, leaf: leaves[leaf], in: placement)
                        attributes = LayoutAttributes(id: .cell(IndexPath(item: item, section: index)), frame: frame)
                    } else {
                        let (id, zIndex) = section.element(ofLocal: local, section: index)
                        let frame = section.frame(ofLocal: local, visible: visible)
                        if id.category == .supplementaryView && section.resolved.pins && !rect.intersects(frame) { continue }
                        attributes = LayoutAttributes(id: id, frame: frame, zIndex: zIndex)
                    }
                    answer.append(attributes)
                }
            }
        }
    }

    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = source.sections.element(at: indexPath.section), indexPath.item >= 0,
              indexPath.item < section.itemCount else { return nil }
        return LayoutAttributes(id: .cell(indexPath), frame: section.itemFrame(indexPath.item))
    }

    /// A supplementary item attached to the item at `indexPath` (a badge), or a boundary item of
    /// the section, at `IndexPath(item: 0, section:)`.
    /// - Complexity: O(b + k), for the section's b boundary items and the k supplementary items
    ///   of the item's leaf.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = source.sections.element(at: indexPath.section) else { return nil }
        if let badge = section.badgeIndex(ofItem: indexPath.item, kind: kind) {
            return attributesAndPinning(ofElementAt: section.firstOrdinal + section.resolved.starts.count + section.itemCount + badge).attributes
        }
        guard indexPath.item == 0 else { return nil }
        let local: Int
        if let start = section.resolved.starts.firstIndex(where: { $0.kind == kind }) {
            local = start
        } else if let end = section.resolved.ends.firstIndex(where: { $0.kind == kind }) {
            local = section.resolved.starts.count + section.itemCount + section.badgeCount + end
        } else {
            return nil
        }
        return attributesAndPinning(ofElementAt: section.firstOrdinal + local).attributes
    }

    /// A decoration of the section, at `IndexPath(item: 0, section:)`.
    /// - Complexity: O(d), for the section's d decorations.
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, let section = source.sections.element(at: indexPath.section),
              let index = section.resolved.decorations.firstIndex(where: { $0.kind == kind }) else { return nil }
        let local = section.resolved.starts.count + section.itemCount + section.badgeCount + section.resolved.ends.count + index
        return attributesAndPinning(ofElementAt: section.firstOrdinal + local).attributes
    }

    /// Every boundary item, cell, badge and decoration the last `prepare()` laid out, section by
    /// section; cells are counted, not stored.
    public var elementCount: Int { source.elementCount }

    /// - Complexity: O(log s), where s is the number of sections.
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        attributesAndPinning(ofElementAt: ordinal).attributes
    }

    /// The attributes of the element at `ordinal` (a pinned item at its place for the visible
    /// rect), and whether it pins.
    /// - Complexity: O(log s + b).
    func attributesAndPinning(ofElementAt ordinal: Int) -> (attributes: LayoutAttributes, pins: Bool) {
        let index = source.section(holding: ordinal)
        let local = ordinal - source.sections[index].firstOrdinal
        let (id, zIndex) = source.sections[index].element(ofLocal: local, section: index)
        let pins = id.category == .supplementaryView && source.sections[index].resolved.pins
        return (LayoutAttributes(id: id, frame: source.sections[index].frame(ofLocal: local, visible: visibleBounds), zIndex: zIndex), pins)
    }

    /// - Complexity: O(s), where s is the number of sections.
    public var bytesHeld: Int {
        source.bytesHeld + query.bytesHeld + selfSizing.bytesHeld
            + orthogonalOffsets.count * (MemoryLayout<Int>.stride + MemoryLayout<Double>.stride)
    }
}
