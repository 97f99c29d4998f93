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

    /// Ordered when every section is uniform: the header comes before the lines, each line's
    /// items share their edges along the scroll direction, and the footer comes after.
    var isOrderedAlongScrollDirection: Bool {
        sections.allSatisfy { $0.uniform != nil }
    }

    /// False when every section is uniform: its frames are a closed form.
    var storesFrames: Bool { !isOrderedAlongScrollDirection }

    /// The section holding the element at `ordinal`.
    /// - Complexity: O(log s), where s is the number of sections.
    func section(containing ordinal: Int) -> Int {
        partitionPoint(sections.count) { sections[$0].firstOrdinal > ordinal } - 1
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

    /// Recomputes the content size from the sections: along, the last section's end; across, the
    /// bounds' length or the farthest item edge, whichever is larger.
    /// - Complexity: O(s).
    mutating func updateContentSize() {
        let along = sections.last?.end ?? 0
        let across = sections.reduce(container.crossLength) { Swift.max($0, $1.itemsMaxAcross) }
        contentSize = axes.direction == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }
}
