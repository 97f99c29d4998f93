/// What the frames and identities of a prepared section's elements are read from, besides each
/// element's own span and column: plain values, copied without reference counting, so an answer
/// walking a section's elements keeps it in registers.
///
/// Invariant: `firstOrdinal ≤ firstItemOrdinal ≤ itemEnd ≤ end`, with `firstItemOrdinal −
/// firstOrdinal` 1 when the section has a header, 0 otherwise, and `end − itemEnd` likewise for
/// its footer.
struct WaterfallSectionPlacement: Sendable {
    /// The section's index.
    var section: Int
    var firstOrdinal: Int
    var firstItemOrdinal: Int
    /// The ordinal after the section's last item.
    var itemEnd: Int
    /// The ordinal after the section's last element.
    var end: Int
    /// Across the scroll direction: where the header, the footer and the first column start.
    var crossStart: Double
    /// Across the scroll direction: from one column's start to the next's (the column width plus
    /// the spacing between columns).
    var laneStride: Double

    /// True when `ordinal` is one of the section's items (not its header or footer).
    @inline(__always)
    func isItem(_ ordinal: Int) -> Bool { ordinal >= firstItemOrdinal && ordinal < itemEnd }

    /// The identity of the section's element at `ordinal`.
    /// - Precondition: `firstOrdinal ≤ ordinal < end`.
    @inline(__always)
    func id(ofElementAt ordinal: Int) -> ElementID {
        if isItem(ordinal) { return .cell(IndexPath(item: ordinal - firstItemOrdinal, section: section)) }
        return .supplementary(ordinal < firstItemOrdinal ? .sectionHeader : .sectionFooter,
                              IndexPath(item: 0, section: section))
    }
}
