import LayoutEngine

/// The compositional layout's specification (seed 004, docs/compositional-layout.md) as spec
/// properties: the content width across the scroll direction (below), the item frames of the
/// resolved groups (`itemFramesViolation`) and the boundary items (`boundaryItemsViolation`), the
/// last two from one walk of the sections (`CompositionalSpecWalk`), which says what it leaves
/// unchecked. Described for vertical scrolling (horizontal is the transpose). A section's group is resolved in the section's content width, "the container less
/// the safe area across, less the section's insets", and "a section's group never leaves the
/// section's content width (except in an orthogonal section)"; "no item leaves its group", and an
/// item's cell is its frame inside its own content insets. So every cell of a section that does not
/// scroll orthogonally lies between the safe area's and the section's leading insets and the
/// bounds' width less the trailing ones. Data section `i` is described by the composition's section
/// `i mod count` (docs/scenarios.md). Where the insets leave no room the docs put what remains at
/// the far edge with no length; such sections are not checked.
public enum CompositionalSpec {
    /// `compositional-content-width`, `compositional-item-frames`, `compositional-boundary-items`.
    /// - Complexity: each O(n + s · l) for n elements, s sections and l leaves of a group.
    public static let properties: [SpecProperty] = [
        SpecProperty(name: "compositional-content-width") { subject in
            guard let layout = subject.layout as? CompositionalLayout else { return nil }
            let composition = subject.settings[.composition] ?? .seedGrid
            guard !composition.sections.isEmpty else { return nil }
            let vertical = layout.configuration.scrollDirection == .vertical
            let bounds = subject.data.bounds, safe = subject.data.safeAreaInsets.sanitized
            for element in subject.elements where element.representedElementCategory == .cell && element.indexPath.section >= 0 {
                let description = composition.sections[element.indexPath.section % composition.sections.count]
                guard description.orthogonalScrollingBehavior == .none else { continue }
                let inset = description.contentInsets.sanitized
                let (start, end) = vertical ? (safe.left + inset.left, bounds.width - safe.right - inset.right)
                                            : (safe.top + inset.top, bounds.height - safe.bottom - inset.bottom)
                guard end >= start else { continue }
                let frame = element.frame
                let (low, high) = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
                if (low < start && !SpecProperty.agree(low, start)) || (high > end && !SpecProperty.agree(high, end)) {
                    return SpecViolation(element: element.id, message: "\(element.id) at \(frame) leaves its section's content width, \(start) to \(end) across")
                }
            }
            return nil
        },
        SpecProperty(name: "compositional-item-frames") { subject in
            guard let walk = walk(of: subject) else { return nil }
            return itemFramesViolation(subject, walk)
        },
        SpecProperty(name: "compositional-boundary-items") { subject in
            guard let walk = walk(of: subject) else { return nil }
            return boundaryItemsViolation(subject, walk)
        },
    ]
}

extension CompositionalSpec {
    /// The walk of the subject's sections, made once for both properties (`SpecMemo`); nil for a
    /// layout that is not a compositional one or a composition with no section.
    static func walk(of subject: SpecSubject) -> CompositionalSpecWalk? {
        guard let layout = subject.layout as? CompositionalLayout else { return nil }
        let composition = subject.settings[.composition] ?? .seedGrid
        guard !composition.sections.isEmpty else { return nil }
        return subject.memo.value { CompositionalSpecWalk(subject: subject, layout: layout, composition: composition) }
    }

    /// `compositional-item-frames`: item `i` of a section whose group resolves to `l` leaves is
    /// leaf `i mod l` of group `⌊i / l⌋`, the groups repeated along the section from its start
    /// (after the start boundary items and the leading inset), `interGroupSpacing` apart, at the
    /// section's leading inset across; its cell is the leaf's frame inside the item's content
    /// insets (`CompositionalSpecGroups`).
    static func itemFramesViolation(_ subject: SpecSubject, _ walk: CompositionalSpecWalk) -> SpecViolation? {
        for element in subject.elements where element.representedElementCategory == .cell {
            let path = element.indexPath
            guard walk.sections.indices.contains(path.section), let plan = walk.sections[path.section],
                  let leaves = plan.leaves, path.item >= 0 else { continue }
            let leaf = leaves[path.item % leaves.count], group = Double(path.item / leaves.count)
            var expected = leaf.cell
            expected.origin.x += plan.groupOrigin.x + group * plan.groupStride.x
            expected.origin.y += plan.groupOrigin.y + group * plan.groupStride.y
            let frame = element.frame
            let agrees = (!leaf.checksX || (SpecProperty.agree(frame.minX, expected.minX) && SpecProperty.agree(frame.width, expected.width)))
                && (!leaf.checksY || (SpecProperty.agree(frame.minY, expected.minY) && SpecProperty.agree(frame.height, expected.height)))
            if !agrees {
                return SpecViolation(element: element.id, message: "\(element.id) at \(frame), expected \(expected)"
                                     + " (leaf \(path.item % leaves.count) of \(leaves.count) in group \(path.item / leaves.count))"
                                     + (leaf.checksX && leaf.checksY ? "" : leaf.checksX ? ", x and width only" : ", y and height only"))
            }
        }
        return nil
    }

    /// `compositional-boundary-items`: a section's header and footer are there exactly when its
    /// description has them; start items (by alignment) stacked from the section's start, end items
    /// from after its trailing inset, an overlay (`extendsBoundary` false) over the section's start or
    /// end (never before its start); across, at the leading inset, centred or at the trailing inset
    /// by alignment, at most the content width; then moved by its offset. A pinned item's position
    /// along the scroll direction is not checked (it follows the visible rect), nor that of an
    /// overlay sharing its side with another item.
    static func boundaryItemsViolation(_ subject: SpecSubject, _ walk: CompositionalSpecWalk) -> SpecViolation? {
        var seen = Set<ElementID>()
        for element in subject.elements where element.representedElementCategory == .supplementaryView {
            guard let kind = element.representedElementKind, kind == .sectionHeader || kind == .sectionFooter else { continue }
            let section = element.indexPath.section
            guard walk.sections.indices.contains(section), let plan = walk.sections[section] else { continue }
            guard let expected = plan.boundaries.first(where: { $0.kind == kind }), element.indexPath.item == 0 else {
                return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame): its section's description has no \(kind.rawValue)")
            }
            seen.insert(element.id)
            let frame = element.frame, want = expected.frame
            let alongAgrees = walk.vertical ? SpecProperty.agree(frame.minY, want.minY) : SpecProperty.agree(frame.minX, want.minX)
            let agrees = (alongAgrees || !expected.checksAlong) && SpecProperty.agree(frame.width, want.width)
                && SpecProperty.agree(frame.height, want.height)
                && (walk.vertical ? SpecProperty.agree(frame.minX, want.minX) : SpecProperty.agree(frame.minY, want.minY))
            if !agrees {
                return SpecViolation(element: element.id, message: "\(element.id) at \(frame), expected \(want)"
                                     + (expected.checksAlong ? "" : " (across the scroll direction and its size only)"))
            }
        }
        for (section, plan) in walk.sections.enumerated() {
            for boundary in plan?.boundaries ?? [] {
                let id = ElementID.supplementary(boundary.kind, IndexPath(item: 0, section: section))
                if !seen.contains(id) {
                    return SpecViolation(element: id, message: "\(id) is missing: its section's description has one, at \(boundary.frame)")
                }
            }
        }
        return nil
    }
}
