/// The waterfall's queries: by search over the block summaries (`BlockSummaries`), by scan, and
/// the attributes of an answer, each walking the sections forwards with the ordinals.
extension WaterfallElements {
    /// Tests the elements of the blocks that may reach the rect along the scroll direction (those
    /// `BlockSummaries.candidateBlocks` gives, less any whose own elements all end at or before the
    /// rect's start) with `Rect.intersects`, ascending.
    /// - Complexity: O(log b + c) for b blocks and the c elements of the candidate blocks.
    func appendOrdinalsBySearch(in rect: Rect, to result: inout [Int]) -> Int {
        let low = rect.minAlong(scrollDirection), high = rect.maxAlong(scrollDirection)
        let candidates = blocks.candidateBlocks(low: low, high: high)
        guard !candidates.isEmpty else { return 0 }
        var tested = 0
        var cursor = SectionCursor()
        unsafe spans.withUnsafeBufferPointer { spans in
            unsafe blocks.far.withUnsafeBufferPointer { farthest in
            unsafe BlockSummarySearch.forEachBlock(in: candidates, far: farthest, reachingPast: low) { block in
                let first = block << BlockSummaries.shift
                let end = Swift.min(first + BlockSummaries.size, spans.count)
                tested += end - first
                for ordinal in first..<end {
                    // Along the scroll first, from the span alone: `intersects` would refuse the
                    // element on the same comparisons.
                    let span = unsafe spans[ordinal]
                    guard span.along < high && low < span.farEdge else { continue }
                    let placement = cursor.placement(holding: ordinal, in: self)
                    if rect.intersects(frame(ofElementAt: ordinal, in: placement)) { result.append(ordinal) }
                }
            }
            }
        }
        return tested
    }

    /// Tests every element in ordinal order, section by section.
    /// - Complexity: O(n + s) for n elements and s sections.
    func appendOrdinalsByScan(in rect: Rect, to result: inout [Int]) -> Int {
        for index in sections.indices {
            let placement = placement(ofSection: index)
            for ordinal in placement.firstOrdinal..<placement.end
            where rect.intersects(frame(ofElementAt: ordinal, in: placement)) {
                result.append(ordinal)
            }
        }
        return elementCount
    }

    /// The attributes of `ordinals`, ascending, as a query returns them.
    /// - Complexity: O(k + j log s) for k ordinals spread over j sections, of s.
    func attributes(ofAscending ordinals: [Int]) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(ordinals.count)
        var cursor = SectionCursor()
        for ordinal in ordinals {
            result.append(attributes(ofElementAt: ordinal, in: cursor.placement(holding: ordinal, in: self)))
        }
        return result
    }

    /// The section of ascending ordinals, found by search only when an ordinal leaves the last one.
    struct SectionCursor {
        private var current = WaterfallSectionPlacement(section: -1, firstOrdinal: 0, firstItemOrdinal: 0, itemEnd: 0,
                                                        end: 0, crossStart: 0, laneStride: 0)

        /// The placement of the section holding `ordinal`.
        /// - Precondition: `ordinal` is at or after the previous one asked.
        /// - Complexity: O(1) within the previous section, O(log s) otherwise.
        @inline(__always)
        mutating func placement(holding ordinal: Int, in elements: WaterfallElements) -> WaterfallSectionPlacement {
            if ordinal >= current.end { current = elements.placement(ofSection: elements.section(holding: ordinal)) }
            return current
        }
    }
}
