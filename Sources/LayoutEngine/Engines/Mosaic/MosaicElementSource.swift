/// A prepared mosaic's sections as an `ElementSource`: a cell's frame is found by a binary search
/// for its section, then in closed form (`MosaicSectionGeometry`). Nothing is stored per cell, so
/// the source searches itself: a query finds the first section that reaches the rect by binary
/// search, and in each section the segments the rect's vertical range crosses by division.
///
/// Invariants: sections' `firstOrdinal`s are consecutive (each the previous plus its item count,
/// from 0); each section's `top` is the previous section's `bottom` (0 for the first), so tops and
/// bottoms never decrease from section to section.
struct MosaicElementSource: ElementSource, Sendable {
    var sections: ContiguousArray<MosaicSectionGeometry> = []
    var metrics = MosaicMetrics(width: 0, segmentHeight: 0)

    var elementCount: Int { sections.last.map { $0.firstOrdinal + $0.itemCount } ?? 0 }
    var scrollDirection: ScrollDirection { .vertical }
    /// Stacked cells end above the big cell beside them, which comes first in item order.
    var isOrderedAlongScrollDirection: Bool { false }
    var storesFrames: Bool { false }
    var searchesItself: Bool { true }

    /// The bottom of the last section: every cell is above it (0 with no sections).
    var bottom: Double { sections.last?.bottom ?? 0 }

    /// The section holding `ordinal`: the last whose first ordinal is not after it (empty
    /// sections share their first ordinal with the next).
    /// - Complexity: O(log s), where s is the number of sections.
    func section(holding ordinal: Int) -> Int {
        partitionPoint(sections.count) { sections[$0].firstOrdinal > ordinal } - 1
    }

    /// - Complexity: O(log s).
    func frame(ofElementAt ordinal: Int) -> Rect {
        let index = section(holding: ordinal)
        return sections[index].frame(ofItem: ordinal - sections[index].firstOrdinal, metrics: metrics)
    }

    /// The cell at `ordinal`.
    /// - Complexity: O(log s).
    func attributes(ofElementAt ordinal: Int) -> LayoutAttributes {
        let index = section(holding: ordinal)
        let item = ordinal - sections[index].firstOrdinal
        return LayoutAttributes(id: .cell(IndexPath(item: item, section: index)),
                                frame: sections[index].frame(ofItem: item, metrics: metrics))
    }

    /// The cells at `ordinals`, which ascend.
    /// - Complexity: O(log s + k + s'), for k ordinals spread over s' sections.
    func attributes(ofElementsAt ordinals: [Int]) -> [LayoutAttributes] {
        guard let first = ordinals.first else { return [] }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(ordinals.count)
        var index = section(holding: first)
        for ordinal in ordinals {
            while index + 1 < sections.count && sections[index + 1].firstOrdinal <= ordinal { index += 1 }
            let item = ordinal - sections[index].firstOrdinal
            result.append(LayoutAttributes(id: .cell(IndexPath(item: item, section: index)),
                                           frame: sections[index].frame(ofItem: item, metrics: metrics)))
        }
        return result
    }

    /// Tests every cell in ordinal order, computing each segment's frames once.
    /// - Complexity: O(n + s).
    func appendOrdinalsByScan(in rect: Rect, to result: inout [Int]) -> Int {
        for section in sections {
            for index in 0..<section.sequence.segmentCount {
                append(segment: index, of: section, in: rect, to: &result)
            }
        }
        return elementCount
    }

    /// The sections that reach the rect's vertical range, found by binary search, and in each the
    /// segments that cross it, found by division; each of their cells is tested with
    /// `Rect.intersects`. Exact: a cell meets the range only if its section's bottom is below the
    /// range's top and its section starts above the range's bottom, and only within the segments
    /// `MosaicSectionGeometry.segments(crossing:_:metrics:)` returns.
    /// - Complexity: O(log s + s' + c), where s' is the number of sections that reach the range
    ///   and c the number of cells of the segments crossing it (about 2.7 per segment).
    func appendOrdinalsBySearch(in rect: Rect, to result: inout [Int]) -> Int {
        let low = rect.minY, high = rect.maxY
        guard low < high else { return 0 }
        var examined = 0
        var index = partitionPoint(sections.count) { sections[$0].bottom > low }
        while index < sections.count && sections[index].top < high {
            let section = sections[index]
            for segment in section.segments(crossing: low, high, metrics: metrics) {
                examined += append(segment: segment, of: section, in: rect, to: &result)
            }
            index += 1
        }
        return examined
    }

    /// Appends the ordinals of segment `index`'s cells that `rect` intersects; returns how many
    /// cells it tested.
    @discardableResult
    private func append(segment index: Int, of section: MosaicSectionGeometry, in rect: Rect, to result: inout [Int]) -> Int {
        let segment = section.sequence.segment(at: index)
        let frames = section.frames(of: segment, metrics: metrics)
        let first = section.firstOrdinal + segment.firstItem
        for cell in 0..<frames.count where rect.intersects(frames[cell]) {
            result.append(first + cell)
        }
        return frames.count
    }

    /// Bytes held: one section state per section, by count (not capacity), so the figure depends
    /// on the data only.
    var bytesHeld: Int { sections.count * MemoryLayout<MosaicSectionGeometry>.stride }
}
