import LayoutEngine

/// A layout some of whose sections scroll across its scroll direction (UIKit's orthogonally
/// scrolling sections): across the scroll direction, such a section's cells lie wherever the
/// section's own offset puts them, and the content size does not grow for them, as in UIKit. The
/// invariants' inside-content check asks the layout itself, by this capability, which sections
/// do, rather than deciding by the layout's type; a user's layout with such sections conforms.
package protocol OrthogonallyScrollingSections {
    /// The layout's own scroll direction.
    var sectionsScrollDirection: ScrollDirection { get }
    /// Whether `section` scrolls across `sectionsScrollDirection`.
    func scrollsOrthogonally(section: Int) -> Bool
}

extension OrthogonallyScrollingSections {
    /// The exception to inside-content: a cell of a section that scrolls orthogonally must lie
    /// inside `content` along the scroll direction only.
    /// - Complexity: that of `scrollsOrthogonally(section:)`.
    func liesInside(_ content: Rect, _ element: LayoutAttributes) -> Bool {
        guard element.representedElementCategory == .cell, scrollsOrthogonally(section: element.indexPath.section) else { return false }
        let frame = element.frame
        return sectionsScrollDirection == .vertical
            ? frame.minY >= content.minY && frame.maxY <= content.maxY
            : frame.minX >= content.minX && frame.maxX <= content.maxX
    }
}

extension CompositionalLayout: OrthogonallyScrollingSections {
    package var sectionsScrollDirection: ScrollDirection { configuration.scrollDirection }
}
