/// Everything a prepared flow layout knows: its sections in order and the content size. A pure
/// value, the `ElementSource` the query strategies search.
///
/// Invariants: sections are contiguous along the scroll direction (`sections[k+1].start ==
/// sections[k].end`); `sections[k+1].firstOrdinal == sections[k].firstOrdinal +
/// sections[k].elementCount`; `elementCount` is the sum of the sections' element counts.
struct FlowGeometry: ElementSource, Sendable {
    var axes: ScrollAxes
    var container: FlowContainer
    var sections: [FlowSectionGeometry] = []
    var contentSize: Size = .zero

    init(axes: ScrollAxes, container: FlowContainer) {
        self.axes = axes
        self.container = container
    }

    var scrollDirection: ScrollDirection { axes.direction }

    var elementCount: Int {
        guard let last = sections.last else { return 0 }
        return last.firstOrdinal + last.elementCount
    }

    /// Whether a section stores its items' sizes (`MeasuredFlowLines`); kept by
    /// `updateSummary()`.
    private(set) var hasMeasuredSection = false
    /// The longest the content has been along the scroll direction since the geometry was laid
    /// out from nothing: the scale of every rounding its stored line starts carry.
    private(set) var largestLength = 0.0

    /// How far a frame may be from a fresh layout's, in points: none when every section is a
    /// closed form, else `MeasuredFlowLines.relativeTolerance` of the content's length along.
    var frameTolerance: Double {
        hasMeasuredSection ? MeasuredFlowLines.relativeTolerance * Swift.max(1, sections.last?.end ?? 0) : 0
    }

    /// Whether the layout should lay everything out afresh: the roundings the stored line starts
    /// may carry, with those of a fresh layout's running sums, could reach `frameTolerance`, or a
    /// section's blocks have fragmented (`MeasuredFlowLines.isFragmented`).
    /// - Complexity: O(s).
    var needsFreshLayout: Bool {
        guard hasMeasuredSection else { return false }
        if sections.contains(where: { $0.uniform == nil && $0.measured.isFragmented }) { return true }
        // Each section's start, insets, header and footer: a few roundings on either side.
        var bound = FlowRoundingBound.sectionEdges(sections.count)
        for section in sections where section.uniform == nil {
            bound.add(section.measured.rounding)
            bound.add(.freshLayout(itemCount: section.itemCount))
        }
        return bound.reaches(frameTolerance, scale: largestLength)
    }

    /// Ordered when every section is uniform: the header comes before the lines, each line's
    /// items share their edges along the scroll direction, and the footer comes after.
    var isOrderedAlongScrollDirection: Bool { !hasMeasuredSection }

    /// False when every section is uniform: its frames are a closed form.
    var storesFrames: Bool { hasMeasuredSection }

    /// The geometry answers both strategies itself (`FlowGeometry+Search.swift`): a measured
    /// section's lines are kept in blocks with their own bounds, a uniform section's are found by
    /// division, so no strategy keeps an index over every element.
    var searchesItself: Bool { true }

    /// The section holding the element at `ordinal`.
    /// - Complexity: O(log s), where s is the number of sections.
    func section(containing ordinal: Int) -> Int {
        let sections = self.sections
        return partitionPoint(sections.count) { sections[$0].firstOrdinal > ordinal } - 1
    }

    /// - Complexity: O(log s).
    func frame(ofElementAt ordinal: Int) -> Rect {
        // Subscripted in place: a copy of the section would retain and release its arrays.
        let index = section(containing: ordinal)
        return sections[index].frame(atLocalOrdinal: ordinal - sections[index].firstOrdinal)
    }

    /// - Complexity: O(log s).
    func element(at ordinal: Int) -> (frame: Rect, id: ElementID) {
        let index = section(containing: ordinal)
        let section = sections[index]
        return section.element(atLocalOrdinal: ordinal - section.firstOrdinal, section: index)
    }

    /// Recomputes what is derived from the sections: whether one is measured, and the content
    /// size (along, the last section's end; across, the bounds' length or the farthest item edge,
    /// whichever is larger).
    /// - Complexity: O(s).
    mutating func updateSummary() {
        hasMeasuredSection = sections.contains { $0.uniform == nil && $0.itemCount > 0 }
        largestLength = Swift.max(largestLength, sections.last?.end ?? 0)
        let along = sections.last?.end ?? 0
        let across = sections.reduce(container.crossLength) { Swift.max($0, $1.itemsMaxAcross) }
        contentSize = axes.direction == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }
}
