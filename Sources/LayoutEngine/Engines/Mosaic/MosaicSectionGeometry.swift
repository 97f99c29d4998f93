/// One prepared mosaic section, in O(1) state: its cells' frames are computed from it on demand.
///
/// Segment `k` has its top at `firstSegmentTop + k · segmentPitch` (`segmentPitch` = segment
/// height + 1, `firstSegmentTop` = `top + 1`), each operation rounded once, and its cells are the
/// style's division of the rect `(0, top_k, width, segmentHeight)`; every cell lies between
/// `top_k` and `top_k + segmentHeight` (rounded once), and a cell of full height reaches that
/// bottom (docs/mosaic-layout.md proves both, and that segments do not overlap).
///
/// Invariants: the section's cells are ordinals `firstOrdinal ..< firstOrdinal + itemCount`, in
/// item order; `sequence.itemCount == itemCount`; `bottom` is the last segment's bottom, or `top`
/// when the section is empty.
struct MosaicSectionGeometry: Sendable {
    var firstOrdinal: Int
    /// Where the section starts: the previous section's bottom (0 for the first).
    var top: Double
    var sequence: MosaicSegmentSequence
    /// The lowest edge of the section's cells (`top` when it has none).
    var bottom: Double

    /// The section of `itemCount` items starting at `top`.
    /// - Complexity: O(1).
    init(firstOrdinal: Int, itemCount: Int, top: Double, metrics: MosaicMetrics) {
        self.firstOrdinal = firstOrdinal
        self.top = top
        sequence = MosaicSegmentSequence(itemCount: itemCount)
        bottom = top
        if sequence.segmentCount > 0 { bottom = segmentBottom(sequence.segmentCount - 1, metrics: metrics) }
    }

    var itemCount: Int { sequence.itemCount }

    /// The top of the first segment, one point below the section's start.
    var firstSegmentTop: Double { top + 1 }

    /// The top edge of segment `index`: in closed form, not accumulated segment by segment.
    /// - Complexity: O(1).
    @inline(__always)
    func segmentTop(_ index: Int, metrics: MosaicMetrics) -> Double {
        firstSegmentTop + Double(index) * metrics.segmentPitch
    }

    /// The lowest edge any cell of segment `index` reaches.
    @inline(__always)
    func segmentBottom(_ index: Int, metrics: MosaicMetrics) -> Double {
        segmentTop(index, metrics: metrics) + metrics.segmentHeight
    }

    /// The frames of segment `segment`'s cells, in item order.
    /// - Complexity: O(1).
    func frames(of segment: MosaicSegmentSequence.Segment, metrics: MosaicMetrics) -> MosaicSegmentFrames {
        segment.style.frames(in: Rect(x: 0, y: segmentTop(segment.index, metrics: metrics),
                                      width: metrics.width, height: metrics.segmentHeight))
    }

    /// The frame of item `item`, `0 ≤ item < itemCount`.
    /// - Complexity: O(1).
    func frame(ofItem item: Int, metrics: MosaicMetrics) -> Rect {
        let segment = sequence.segment(holding: item)
        return frames(of: segment, metrics: metrics)[item - segment.firstItem]
    }

    /// The segments whose cells can meet the vertical range from `low` to `high` (`low < high`):
    /// those with `segmentBottom > low` and `segmentTop < high`, which include every segment
    /// holding a cell with `maxY > low` and `minY < high` (its cells lie between its top and
    /// bottom). Segment tops and bottoms never decrease with the index, so the range is estimated
    /// by division and corrected against the computed edges: exact whatever the rounding.
    /// - Complexity: O(1).
    func segments(crossing low: Double, _ high: Double, metrics: MosaicMetrics) -> Range<Int> {
        let count = sequence.segmentCount
        guard count > 0 else { return 0..<0 }
        // The first segment whose bottom is past `low`.
        var first = estimate((low - metrics.segmentHeight - firstSegmentTop) / metrics.segmentPitch, count: count)
        while first > 0 && segmentBottom(first - 1, metrics: metrics) > low { first -= 1 }
        while first < count && !(segmentBottom(first, metrics: metrics) > low) { first += 1 }
        // The first segment after it whose top is at or past `high`.
        var end = Swift.max(first, estimate((high - firstSegmentTop) / metrics.segmentPitch, count: count))
        while end > first && !(segmentTop(end - 1, metrics: metrics) < high) { end -= 1 }
        while end < count && segmentTop(end, metrics: metrics) < high { end += 1 }
        return first..<end
    }

    /// A segment index near `quotient`, clamped to `0 ... count` (infinite and huge quotients too).
    private func estimate(_ quotient: Double, count: Int) -> Int {
        let clamped = Swift.min(Swift.max(quotient.rounded(.up), 0), Double(count))
        return clamped.isNaN ? 0 : Int(clamped)
    }
}
