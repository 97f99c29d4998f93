extension FlowLayout {
    /// One prepared section along the scroll direction: where it starts (its header's leading edge)
    /// and ends (its footer's trailing edge), and its header's and footer's frames (nil when the
    /// section has none).
    package struct SectionExtent: Hashable, Sendable {
        package var start: Double
        package var end: Double
        package var header: Rect?
        package var footer: Rect?
    }

    /// Every prepared section's extent, in section order: what the UIKit surface's flow layout needs
    /// to pin headers and footers to the visible bounds, which this engine does not do itself.
    /// - Complexity: O(s), where s is the number of sections.
    package var sectionExtents: [SectionExtent] {
        geometry.sections.map { SectionExtent(start: $0.start, end: $0.end, header: $0.header, footer: $0.footer) }
    }
}
