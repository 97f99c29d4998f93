extension MosaicLayout {
    typealias Segment = MosaicSectionGeometry.Segment

    /// Recomputes every cell from `start` on (everything when nil), keeping the sections before
    /// it and the segments of its section before the restart point. Returns the first table
    /// ordinal that may have changed.
    func relayout(from start: IndexPath?, counts: SectionCounts, metrics: MosaicMetrics) -> Int {
        var section = 0
        var resumed: (geometry: MosaicSectionGeometry, at: Segment, keptBottom: Double?)?
        if let start {
            section = Swift.min(Swift.max(0, start.section), sections.count, counts.numberOfSections)
            if section == start.section, section < sections.count, section < counts.numberOfSections {
                var old = sections[section]
                // Drop the array's other reference first: truncating a shared array copies it whole.
                sections[section].segments = []
                // The last two items decide the styles that end a section: restart no later than
                // the segment holding the second-to-last item, old or new.
                let anchor = Swift.max(0, Swift.min(start.item, old.itemCount - 2, counts.itemCounts[section] - 2))
                let index = partitionPoint(old.segments.count) { old.segments[$0].firstItem > anchor } - 1
                if index >= 0 {
                    // The resumed segment's style was chosen with the old count; choose it again
                    // from its predecessor with the new one, as a pass from the start would.
                    var at = old.segments[index]
                    at.style = index == 0 ? .fullWidth
                        : old.segments[index - 1].style.next(remaining: counts.itemCounts[section] - at.firstItem)
                    // Where the kept cells end, read before the table drops the cells after them.
                    let keptBottom = index > 0 ? old.bottom(ofSegment: index - 1, in: table) : nil
                    old.segments.removeSubrange(index...)
                    resumed = (old, at, keptBottom)
                }
            }
        }
        sections.removeSubrange(section...)
        let firstChanged = (sections.last.map { $0.firstOrdinal + $0.itemCount } ?? 0) + (resumed?.at.firstItem ?? 0)
        table.truncate(to: firstChanged)
        // Exactly the cells when rebuilding; geometric growth otherwise (`ElementTable`).
        table.reserveCapacity(counts.itemCounts.reduce(0, +))
        var bottom = sections.last?.bottom ?? 0
        while section < counts.numberOfSections {
            var geometry = MosaicSectionGeometry(firstOrdinal: table.elementCount, itemCount: 0, segments: [], bottom: bottom)
            var from = Segment(firstItem: 0, style: .fullWidth, top: bottom + 1)
            if let (kept, at, keptBottom) = resumed {
                geometry = kept
                from = at
                // One point above the resumed segment: exactly where the kept cells end, or the
                // previous section's bottom when none is kept.
                geometry.bottom = keptBottom ?? bottom
                resumed = nil
            }
            geometry.itemCount = counts.itemCounts[section]
            layOutSegments(&geometry, section: section, from: from, metrics: metrics)
            bottom = geometry.bottom
            sections.append(geometry)
            section += 1
        }
        return firstChanged
    }

    /// Lays out the section's segments from `from` (a segment start: its first item, style and
    /// top) to its last item, appending cells to the table.
    /// - Complexity: O(k), where k is the number of cells laid out.
    private func layOutSegments(_ geometry: inout MosaicSectionGeometry, section: Int, from: Segment,
                                metrics: MosaicMetrics) {
        var item = from.firstItem, style = from.style, top = from.top
        while item < geometry.itemCount {
            let frames = style.frames(in: Rect(x: 0, y: top, width: metrics.width, height: metrics.segmentHeight))
            let firstItem = item
            var bottom = top
            for index in 0..<frames.count {
                table.append(frames[index], id: .cell(IndexPath(item: item, section: section)))
                bottom = Swift.max(bottom, frames[index].maxY)
                item += 1
            }
            // The next segment starts one point below the segment's lowest cell. (The sample
            // takes the last cell's edge, which with fractional heights can be an ulp above the
            // tallest cell's, so its next segment, and its content size, can cut into it.)
            geometry.bottom = bottom
            geometry.segments.append(Segment(firstItem: firstItem, style: style, top: top))
            style = style.next(remaining: geometry.itemCount - item)
            top = geometry.bottom + 1
        }
        counters.elementsRecomputed += item - from.firstItem
    }
}
