extension CompositionalSectionGeometry {
    /// How many elements `appendOrdinals(in:low:high:to:)` tests when its candidate groups are
    /// `groups` (`candidateGroups(low:high:)`): the boundary items, the groups' items and their
    /// supplementary items, the decorations. No answer for the same rect holds more of the
    /// section's elements.
    /// - Complexity: O(1).
    func candidateCount(groups: Range<Int>) -> Int {
        var count = resolved.starts.count + resolved.ends.count + resolved.decorations.count
        if !groups.isEmpty {
            let leafCount = resolved.leafCount, perGroup = resolved.template.supplementariesPerGroup
            count += Swift.min(groups.upperBound * leafCount, itemCount) - groups.lowerBound * leafCount
            count += Swift.max(0, Swift.min(groups.upperBound * perGroup, badgeCount) - groups.lowerBound * perGroup)
        }
        return count
    }

    /// Writes the attributes of the section's elements `rect` intersects, in canonical order, as
    /// section `index`, and returns how many elements it tested: the elements and the tests of
    /// `appendOrdinals(in:low:high:to:)` given the same `groups` (`candidateGroups(low:high:)`),
    /// each candidate's frame computed once and written as the layout's ordinals path writes it.
    /// A pinned boundary item is tested by its reach, as the search tests it, then at its place
    /// for `visible`, where it is written, and dropped when it misses the rect there: every
    /// other element's frame is the same for any visible rect.
    /// - Complexity: O(b + d + c) for b boundary items, d decorations and c candidates.
    func writeElements(in rect: Rect, groups: Range<Int>, visible: Rect, section index: Int,
                       to writer: inout AnswerWriter) -> Int {
        var examined = 0
        let startCount = resolved.starts.count
        for local in 0..<startCount {
            examined += 1
            let boundary = resolved.starts[local]
            writeBoundary(boundary, local: local, in: rect, visible: visible,
                          id: .supplementary(boundary.kind, IndexPath(item: 0, section: index)), to: &writer)
        }
        if !groups.isEmpty {
            examined += writeItems(in: rect, groups: groups, section: index, to: &writer)
            let perGroup = resolved.template.supplementariesPerGroup
            if perGroup > 0 {
                examined += writeAttachedItems(in: rect, groups: groups, section: index, to: &writer)
            }
        }
        let endsStart = startCount + itemCount + badgeCount
        for (offset, boundary) in resolved.ends.enumerated() {
            examined += 1
            writeBoundary(boundary, local: endsStart + offset, in: rect, visible: visible,
                          id: .supplementary(boundary.kind, IndexPath(item: 0, section: index)), to: &writer)
        }
        let decorationsStart = endsStart + resolved.ends.count
        for (offset, decoration) in resolved.decorations.enumerated() {
            examined += 1
            let frame = frame(ofLocal: decorationsStart + offset, visible: nil)
            if rect.intersects(frame) {
                writer.append(LayoutAttributes(id: .decoration(decoration.kind, IndexPath(item: 0, section: index)),
                                               frame: frame, zIndex: decoration.zIndex))
            }
        }
        return examined
    }

    /// Writes boundary item `boundary`, the element at `local`, when `rect` meets its reach and,
    /// if it pins, its place for `visible`.
    @inline(__always)
    private func writeBoundary(_ boundary: ResolvedSection.Boundary, local: Int, in rect: Rect, visible: Rect,
                               id: ElementID, to writer: inout AnswerWriter) {
        let reach = frame(ofLocal: local, visible: nil)
        guard rect.intersects(reach) else { return }
        // Only a pinned item's frame depends on the visible rect.
        let frame = boundary.pins ? frame(ofLocal: local, visible: visible) : reach
        guard !boundary.pins || rect.intersects(frame) else { return }
        writer.append(LayoutAttributes(id: id, frame: frame, zIndex: boundary.zIndex))
    }

    /// Writes the cells of `groups` that `rect` intersects, group by group, each group placed
    /// once; returns how many it tested.
    /// - Complexity: O(c) for the c items of `groups`.
    @inline(__always)
    private func writeItems(in rect: Rect, groups: Range<Int>, section index: Int, to writer: inout AnswerWriter) -> Int {
        let leafCount = resolved.leafCount, itemCount = itemCount
        return unsafe resolved.template.leaves.withUnsafeBufferPointer { leaves in
            var examined = 0
            for group in groups {
                let placement = groupPlacement(group), firstItem = group * leafCount
                let leavesInGroup = Swift.min(leafCount, itemCount - firstItem)
                examined += leavesInGroup
                for leaf in 0..<leavesInGroup {
                    let item = firstItem + leaf
                    let frame = unsafe itemFrame(item, leaf: leaves[leaf], in: placement)
                    if rect.intersects(frame) {
                        writer.append(LayoutAttributes(id: .cell(IndexPath(item: item, section: index)), frame: frame))
                    }
                }
            }
            return examined
        }
    }

    /// Writes the supplementary items attached to the items of `groups` that `rect` intersects,
    /// item by item, each item's in its leaf's order (their canonical order); returns how many it
    /// tested. The item's frame is computed as `itemFrame(_:)` computes it.
    /// - Complexity: O(a) for the a supplementary items attached to the items of `groups`.
    private func writeAttachedItems(in rect: Rect, groups: Range<Int>, section index: Int,
                                    to writer: inout AnswerWriter) -> Int {
        let leafCount = resolved.leafCount, leaves = resolved.template.leaves
        let attached = resolved.template.leafSupplementaries
        var examined = 0
        for group in groups {
            let placement = groupPlacement(group), firstItem = group * leafCount
            for leaf in 0..<Swift.min(leafCount, itemCount - firstItem) where !attached[leaf].isEmpty {
                let item = firstItem + leaf
                let itemFrame = itemFrame(item, leaf: leaves[leaf], in: placement)
                for supplementary in attached[leaf] {
                    examined += 1
                    let frame = supplementary.frame(onItem: itemFrame)
                    if rect.intersects(frame) {
                        writer.append(LayoutAttributes(id: .supplementary(supplementary.elementKind, IndexPath(item: item, section: index)),
                                                       frame: frame, zIndex: supplementary.zIndex))
                    }
                }
            }
        }
        return examined
    }
}
