/// One prepared mosaic section: where its cells sit in the element table, and its segments.
///
/// Invariants: the section's cells are table ordinals `firstOrdinal ..< firstOrdinal + itemCount`,
/// in item order; `segments` cover items `0 ..< itemCount` in order, each holding its style's
/// cell count; each segment's `top` is one point below the previous segment's bottom (the lowest
/// edge of its cells, or its own top when that is lower: `bottom(ofSegment:in:)`); the section's
/// `bottom` is its last segment's (the previous section's bottom when it is empty).
struct MosaicSectionGeometry: Sendable {
    /// A segment: its top edge, its first item and its style, in 16 bytes. Its bottom is not
    /// stored: the table's frames of its cells give it exactly.
    struct Segment: Sendable {
        var top: Double
        private var storedFirstItem: Int32
        var style: MosaicSegmentStyle

        init(firstItem: Int, style: MosaicSegmentStyle, top: Double) {
            self.top = top
            storedFirstItem = Int32(truncatingIfNeeded: firstItem)
            self.style = style
        }

        /// Item counts fit in 32 bits, as the element table's keys require.
        var firstItem: Int { Int(storedFirstItem) }
    }

    var firstOrdinal: Int
    var itemCount: Int
    var segments: ContiguousArray<Segment>
    var bottom: Double

    /// The lowest edge of segment `index`'s cells, or its top when that is lower (a segment of
    /// empty cells), read from `table`, as the layout pass computed it.
    /// - Complexity: O(1): a segment holds at most three cells.
    func bottom(ofSegment index: Int, in table: ElementTable) -> Double {
        let segment = segments[index]
        let end = index + 1 < segments.count ? segments[index + 1].firstItem : itemCount
        var bottom = segment.top
        for item in segment.firstItem..<end {
            bottom = Swift.max(bottom, table.frame(ofElementAt: firstOrdinal + item).maxY)
        }
        return bottom
    }
}
