import LayoutEngine

/// One walk of a compositional layout's sections in the specification's order
/// (docs/compositional-layout.md, "Sections"), giving where each section's groups and boundary
/// items must be: along the scroll direction, start boundary items stacked, the leading inset, the
/// groups `interGroupSpacing` apart, the trailing inset, end boundary items; sections
/// `interSectionSpacing` apart from 0 (the layout's own configuration, which the set-property step
/// changes). Described for vertical scrolling (horizontal is the transpose). Data section `i` is
/// described by the composition's section `i mod count`.
///
/// The walk stops (later sections are not checked) at a section whose extent the rules do not
/// give: one that sizes its cells (its lengths come from the cells' reports), an empty orthogonal
/// section (the docs make an orthogonal section "one group long", and say nothing of one with no
/// group), a section whose insets leave no room across, and one whose leaves are not resolved
/// (`CompositionalSpecGroups.leaves`).
struct CompositionalSpecWalk {
    /// Where a section's elements must be; nil members are not checked.
    struct SectionPlan {
        /// The first group's origin and the step from one group to the next.
        var groupOrigin = Point.zero, groupStride = Point.zero
        /// The leaves' cells relative to a group's origin; nil in an orthogonal section (its cells
        /// move with the section's own offset) and where the group is not resolved.
        var leaves: [CompositionalSpecGroups.Leaf]?
        var boundaries: [Boundary] = []
    }

    /// A boundary item's expected frame; `checksAlong` is false for a pinned item (it moves with
    /// the visible rect) and for an overlay that shares its side with another item (the docs place
    /// an overlay over the section's start or end, not relative to a stack).
    struct Boundary {
        var kind: ElementKind
        var frame: Rect
        var checksAlong = true
    }

    private(set) var sections: [SectionPlan?] = []
    let vertical: Bool

    init(subject: SpecSubject, layout: CompositionalLayout, composition: Composition) {
        vertical = layout.configuration.scrollDirection == .vertical
        let data = subject.data, bounds = data.bounds, safe = data.safeAreaInsets.sanitized
        let containerAcross = vertical ? bounds.width - safe.left - safe.right : bounds.height - safe.top - safe.bottom
        let containerAlong = vertical ? bounds.height : bounds.width
        let sectionSpacing = layout.configuration.interSectionSpacing.sanitizedLength
        var start: Double? = 0
        for index in 0..<Swift.max(0, data.numberOfSections) {
            guard let sectionStart = start, !composition.sections.isEmpty else {
                sections.append(nil)
                continue
            }
            let description = composition.sections[index % composition.sections.count]
            let items = data.numberOfItems(inSection: index)
            let planned = plan(description, items: items, start: sectionStart, safe: safe, containerAcross: containerAcross,
                               containerAlong: containerAlong)
            sections.append(planned?.plan)
            start = planned.map { $0.end + sectionSpacing }
        }
    }

    /// A rect from along/across coordinates.
    private func rect(along: Double, across: Double, alongLength: Double, acrossLength: Double) -> Rect {
        vertical ? Rect(x: across, y: along, width: acrossLength, height: alongLength)
                 : Rect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    /// A size from along/across lengths, and back.
    private func size(along: Double, across: Double) -> Size {
        vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    private func along(_ size: Size) -> Double { vertical ? size.height : size.width }
    private func across(_ size: Size) -> Double { vertical ? size.width : size.height }

    /// Whether a section sizes its cells ("Estimated dimensions"): not orthogonal, its group a line
    /// across the scroll direction whose length along it is estimated, its subitems items whose
    /// length along it is estimated.
    private func sizesItsCells(_ section: Composition.Section) -> Bool {
        let group = section.group
        let alongDimension = { (size: LayoutSize) in self.vertical ? size.heightDimension : size.widthDimension }
        guard section.orthogonalScrollingBehavior == .none,
              group.arrangement == (vertical ? .horizontal : .vertical), alongDimension(group.size).isEstimated else { return false }
        return group.subitems.allSatisfy { subitem in
            if case .item(let item) = subitem { return alongDimension(item.size).isEstimated }
            return false
        }
    }

    /// A section's plan and where it ends along the scroll direction; nil where the walk stops.
    private func plan(_ section: Composition.Section, items: Int, start: Double, safe: EdgeInsets,
                      containerAcross: Double, containerAlong: Double) -> (plan: SectionPlan, end: Double)? {
        guard !sizesItsCells(section) else { return nil }
        let orthogonal = section.orthogonalScrollingBehavior != .none
        if orthogonal && items == 0 { return nil }
        let insets = section.contentInsets.sanitized
        let (before, after) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        let acrossStart = (vertical ? safe.left + insets.left : safe.top + insets.top)
        let contentWidth = containerAcross - (vertical ? insets.left + insets.right : insets.top + insets.bottom)
        guard contentWidth >= 0 else { return nil }
        // Groups and boundary items resolve in the section's content width across and the
        // container's length along.
        let container = size(along: containerAlong, across: contentWidth)
        func resolved(_ layoutSize: LayoutSize) -> (along: Double, across: Double) {
            let full = Size(width: CompositionalSpecGroups.length(layoutSize.widthDimension, in: container),
                            height: CompositionalSpecGroups.length(layoutSize.heightDimension, in: container))
            return (along(full), Swift.min(across(full), contentWidth))
        }
        let group = resolved(section.group.size)
        let groupSize = size(along: group.along, across: group.across)
        guard let leaves = CompositionalSpecGroups.leaves(of: section.group, in: Rect(origin: .zero, size: groupSize)),
              !leaves.isEmpty else { return nil }
        let groupCount = orthogonal ? 1 : (items + leaves.count - 1) / leaves.count

        // Boundary items: start or end by alignment, stacked in order when they take room.
        typealias Described = (kind: ElementKind, boundary: Composition.Boundary, alignment: BoundarySupplementaryItem.Alignment)
        let described: [Described] = [(.sectionHeader, section.header, .top), (.sectionFooter, section.footer, .bottom)]
            .compactMap { kind, boundary, alignment in boundary.map { (kind, $0, $0.alignment ?? alignment) } }
        let starts = described.filter { isStart($0.alignment) }, ends = described.filter { !isStart($0.alignment) }
        let startStack = starts.filter(\.boundary.extendsBoundary).reduce(0) { $0 + resolved($1.boundary.size).along }
        let groupsStart = start + startStack + before
        let groupsLength = Double(groupCount) * group.along + Double(Swift.max(0, groupCount - 1)) * section.interGroupSpacing.sanitizedLength
        let contentEnd = groupsStart + groupsLength + after
        let end = contentEnd + ends.filter(\.boundary.extendsBoundary).reduce(0) { $0 + resolved($1.boundary.size).along }

        var plan = SectionPlan()
        plan.groupOrigin = vertical ? Point(x: acrossStart, y: groupsStart) : Point(x: groupsStart, y: acrossStart)
        let stride = group.along + section.interGroupSpacing.sanitizedLength
        plan.groupStride = vertical ? Point(x: 0, y: stride) : Point(x: stride, y: 0)
        plan.leaves = orthogonal ? nil : leaves
        for (side, isStartSide) in [(starts, true), (ends, false)] {
            var position = isStartSide ? start : contentEnd
            for item in side {
                let length = resolved(item.boundary.size)
                let alongStart: Double
                if item.boundary.extendsBoundary {
                    alongStart = position
                    position += length.along
                } else {
                    alongStart = isStartSide ? start : Swift.max(start, contentEnd - length.along)
                }
                let acrossOffset = switch acrossPlacement(item.alignment) {
                case .near: 0.0
                case .centre: (contentWidth - length.across) / 2
                case .far: contentWidth - length.across
                }
                var frame = rect(along: alongStart, across: acrossStart + acrossOffset, alongLength: length.along, acrossLength: length.across)
                frame.origin.x += item.boundary.offset.x
                frame.origin.y += item.boundary.offset.y
                plan.boundaries.append(Boundary(kind: item.kind, frame: frame,
                                                checksAlong: !item.boundary.pinToVisibleBounds && (item.boundary.extendsBoundary || side.count == 1)))
            }
        }
        return (plan, end)
    }

    /// Along the scroll direction: vertically the `top…` alignments are the start, horizontally the
    /// `…leading` ones; the plain edges `top` and `leading` are the start whichever way it scrolls.
    private func isStart(_ alignment: BoundarySupplementaryItem.Alignment) -> Bool {
        switch alignment {
        case .top, .leading, .topLeading: true
        case .bottom, .trailing, .bottomTrailing: false
        case .topTrailing: vertical
        case .bottomLeading: !vertical
        }
    }

    private enum AcrossPlacement { case near, centre, far }

    /// Across it: a plain edge centres the item; a corner names the side (vertically `…Leading`
    /// left and `…Trailing` right; horizontally `top…` top and `bottom…` bottom).
    private func acrossPlacement(_ alignment: BoundarySupplementaryItem.Alignment) -> AcrossPlacement {
        switch alignment {
        case .top, .leading, .bottom, .trailing: .centre
        case .topLeading: .near
        case .bottomTrailing: .far
        case .topTrailing: vertical ? .far : .near
        case .bottomLeading: vertical ? .near : .far
        }
    }
}
