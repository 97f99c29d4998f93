import LayoutEngine

/// The compositional layout's specification (seed 004, docs/compositional-layout.md), across the
/// scroll direction, as a spec property; described for vertical scrolling (horizontal is the
/// transpose). A section's group is resolved in the section's content width, "the container less
/// the safe area across, less the section's insets", and "a section's group never leaves the
/// section's content width (except in an orthogonal section)"; "no item leaves its group", and an
/// item's cell is its frame inside its own content insets. So every cell of a section that does not
/// scroll orthogonally lies between the safe area's and the section's leading insets and the
/// bounds' width less the trailing ones. Data section `i` is described by the composition's section
/// `i mod count` (docs/scenarios.md). Where the insets leave no room the docs put what remains at
/// the far edge with no length; such sections are not checked.
public enum CompositionalSpec {
    /// `compositional-content-width`.
    /// - Complexity: O(n) for n elements.
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
    ]
}
