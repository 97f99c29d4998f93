extension WaterfallLayout {
    /// Recomputes every element from `start` on (everything when nil). A change at item j of a
    /// section whose own metrics are unchanged restarts from the section's last checkpoint at or
    /// before j (items appended at its end continue from its columns' lengths); otherwise the
    /// section restarts. The sections after it are laid out again: every later item may move
    /// (docs/waterfall-layout.md). Returns the first ordinal that may have changed.
    /// - Complexity: O(k·c + s) for the k elements recomputed, c columns and s sections.
    func relayout(from start: IndexPath?, counts: SectionCounts, metrics: WaterfallMetrics) -> Int {
        // The elements leave the layout for the pass, so that the appends, one or more per
        // element, are to a local value: a stored property of a class pays a dynamic exclusivity
        // check on every access.
        var elements = self.elements
        self.elements = WaterfallElements(scrollDirection: metrics.direction)
        defer { self.elements = elements }
        if elements.scrollDirection != metrics.direction {
            elements = WaterfallElements(scrollDirection: metrics.direction)
        }
        var section = Swift.min(Swift.max(0, start?.section ?? 0), elements.sections.count, counts.numberOfSections)
        var resumed: WaterfallSectionGeometry?
        if let start, section == start.section, section < elements.sections.count, section < counts.numberOfSections,
           sectionMetrics(section, direction: metrics.direction) == elements.sections[section].metrics {
            // Items before `start` are unchanged, and so are the ones before the new count.
            var geometry = elements.sections[section]
            geometry.rewind(toItem: Swift.min(start.item, counts.itemCounts[section]))
            resumed = geometry
        }
        elements.sections.removeSubrange(section...)
        var firstChanged = elements.sections.last.map { $0.firstOrdinal + $0.elementCount } ?? 0
        if let resumed {
            // Keep the header and the items before the restart; the rest is laid out again.
            firstChanged = resumed.firstItemOrdinal + resumed.itemCount
        }
        elements.truncate(to: firstChanged)
        var along = elements.sections.last?.end ?? 0
        while section < counts.numberOfSections {
            var geometry = resumed ?? beginSection(section, at: along, metrics: metrics, into: &elements)
            placeItems(&geometry, section: section, through: counts.itemCounts[section], metrics: metrics, into: &elements)
            finishSection(&geometry, metrics: metrics, into: &elements)
            along = geometry.end
            elements.sections.append(geometry)
            resumed = nil
            section += 1
        }
        elements.seal()
        contentSize = updatedContentSize(sections: elements.sections, metrics: metrics)
        return firstChanged
    }

    /// The section's header and empty columns, starting at along-position `start`.
    private func beginSection(_ section: Int, at start: Double, metrics: WaterfallMetrics,
                              into elements: inout WaterfallElements) -> WaterfallSectionGeometry {
        let sectionMetrics = sectionMetrics(section, direction: metrics.direction)
        let area = columnArea(sectionMetrics, metrics: metrics)
        let firstOrdinal = elements.elementCount
        var along = start + area.alongStartInset
        let hasHeader = sectionMetrics.headerLength > 0
        if hasHeader {
            elements.append(.init(along: along, alongLength: sectionMetrics.headerLength, acrossLength: area.available), lane: 0)
            along += sectionMetrics.headerLength
            counters.elementsRecomputed += 1
        }
        let columns = metrics.columnCount
        let columnWidth = Self.columnWidth(available: area.available, columns: columns, spacing: sectionMetrics.acrossSpacing)
        let laneStride = columnWidth + sectionMetrics.acrossSpacing
        let lastColumnEnd = area.crossStart + Double(columns - 1) * laneStride + columnWidth
        return WaterfallSectionGeometry(
            firstOrdinal: firstOrdinal, itemCount: 0, metrics: sectionMetrics,
            hasHeader: hasHeader, hasFooter: false, crossStart: area.crossStart, laneStride: laneStride, columnsStart: along,
            columnEnds: ContiguousArray(repeating: along, count: columns),
            columnUsed: ContiguousArray(repeating: false, count: columns), end: along,
            maxAcross: Swift.max(area.crossStart + area.available, lastColumnEnd))
    }

    /// Places items `geometry.itemCount ..< itemCount`, each in the shortest column (ties to the
    /// first), the along-scroll spacing after the column's last item, recording a checkpoint before every
    /// `checkpointInterval`-th item.
    /// - Complexity: O(k·c) for k items and c columns.
    private func placeItems(_ geometry: inout WaterfallSectionGeometry, section: Int, through itemCount: Int,
                            metrics: WaterfallMetrics, into elements: inout WaterfallElements) {
        let axes = ScrollAxes(direction: metrics.direction)
        let area = columnArea(geometry.metrics, metrics: metrics)
        let columns = metrics.columnCount
        let columnWidth = Self.columnWidth(available: area.available, columns: columns, spacing: geometry.metrics.acrossSpacing)
        let limit = metrics.direction == .vertical ? Size(width: columnWidth, height: .infinity)
                                                   : Size(width: .infinity, height: columnWidth)
        let size = itemSizes(section: section, limit: limit)
        let first = geometry.itemCount
        elements.reserveCapacity(elements.elementCount + itemCount - first)
        let interval = WaterfallSectionGeometry.checkpointInterval(columns: columns)
        let alongSpacing = geometry.metrics.alongSpacing
        // Items until the next checkpoint: a countdown, not a division per item.
        var untilCheckpoint = first == 0 ? interval : (interval - first % interval) % interval
        // The columns' state leaves the geometry for the loop, so that the reads and writes of
        // every item go to a local buffer, not through the geometry's arrays (a uniqueness check
        // per write).
        var ends = geometry.columnEnds, used = geometry.columnUsed
        (geometry.columnEnds, geometry.columnUsed) = ([], [])
        defer { (geometry.columnEnds, geometry.columnUsed) = (ends, used) }
        unsafe ends.withUnsafeMutableBufferPointer { ends in
            unsafe used.withUnsafeMutableBufferPointer { used in
                for item in first..<Swift.max(first, itemCount) {
                    if untilCheckpoint == 0 {
                        unsafe geometry.recordCheckpoint(ends: ends, used: used)
                        untilCheckpoint = interval
                    }
                    untilCheckpoint -= 1
                    var shortest = 0
                    for column in 1..<columns where unsafe ends[column] < ends[shortest] { shortest = column }
                    let itemSize = size(item)
                    let along = unsafe ends[shortest] + (used[shortest] ? alongSpacing : 0)
                    // Its position across is its column's (`WaterfallSectionPlacement.laneStride`).
                    elements.append(.init(along: along, alongLength: axes.along(itemSize),
                                          acrossLength: Swift.min(axes.across(itemSize), columnWidth)),
                                    lane: UInt16(shortest))
                    unsafe ends[shortest] = along + axes.along(itemSize)
                    unsafe used[shortest] = true
                }
            }
        }
        geometry.itemCount = Swift.max(first, itemCount)
        counters.elementsRecomputed += geometry.itemCount - first
    }

    /// The section's bottom inset and footer, after its longest column.
    private func finishSection(_ geometry: inout WaterfallSectionGeometry, metrics: WaterfallMetrics,
                               into elements: inout WaterfallElements) {
        let area = columnArea(geometry.metrics, metrics: metrics)
        var along = (geometry.columnEnds.max() ?? geometry.columnsStart) + area.alongEndInset
        geometry.hasFooter = geometry.metrics.footerLength > 0
        if geometry.hasFooter {
            elements.append(.init(along: along, alongLength: geometry.metrics.footerLength, acrossLength: area.available),
                            lane: 0)
            along += geometry.metrics.footerLength
            counters.elementsRecomputed += 1
        }
        geometry.end = along
    }

    /// The width of each of `columns` columns `spacing` apart in `available` points (0 when the
    /// spacing leaves no room).
    static func columnWidth(available: Double, columns: Int, spacing: Double) -> Double {
        Swift.max(0, (available - Double(columns - 1) * spacing) / Double(columns))
    }

    /// Where a section's columns go across the scroll direction, and its insets along it.
    private func columnArea(_ sectionMetrics: WaterfallSectionMetrics, metrics: WaterfallMetrics)
        -> (crossStart: Double, available: Double, alongStartInset: Double, alongEndInset: Double) {
        let inset = sectionMetrics.inset
        if metrics.direction == .vertical {
            return (inset.left, Swift.max(0, metrics.crossLength - inset.horizontal), inset.top, inset.bottom)
        }
        return (inset.top, Swift.max(0, metrics.crossLength - inset.vertical), inset.left, inset.right)
    }

    /// A function giving each item's size: the delegate's within `limit`, else a square as wide as
    /// the column.
    private func itemSizes(section: Int, limit: Size) -> (Int) -> Size {
        guard let delegate = collectionView as? any WaterfallLayoutDelegate else {
            let side = Swift.min(limit.width, limit.height)
            return { _ in Size(width: side, height: side) }
        }
        return { delegate.collectionView(delegate, limitSize: limit, sizeForItemAt: IndexPath(item: $0, section: section)).sanitized }
    }

    /// Across, the bounds' length, or the farthest section edge when columns overflow it;
    /// along, the last section's end.
    private func updatedContentSize(sections: [WaterfallSectionGeometry], metrics: WaterfallMetrics) -> Size {
        let along = sections.last?.end ?? 0
        let across = sections.reduce(metrics.crossLength) { Swift.max($0, $1.maxAcross) }
        return metrics.direction == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }
}
