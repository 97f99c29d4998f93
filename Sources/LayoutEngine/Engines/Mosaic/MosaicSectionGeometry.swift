/// One prepared mosaic section: where its cells sit in the element table, and its segments.
///
/// Invariants: the section's cells are table ordinals `firstOrdinal ..< firstOrdinal + itemCount`,
/// in item order; `segments` cover items `0 ..< itemCount` in order, each holding its style's
/// cell count; each segment's `top` is one point below the previous segment's `bottom`; the
/// section's `bottom` is its last segment's (the previous section's bottom when it is empty).
struct MosaicSectionGeometry: Sendable {
    /// A segment: its first item, its style, its top edge and its cells' lowest edge.
    struct Segment: Sendable {
        var firstItem: Int
        var style: MosaicSegmentStyle
        var top: Double
        var bottom: Double
    }

    var firstOrdinal: Int
    var itemCount: Int
    var segments: ContiguousArray<Segment>
    var bottom: Double
}
