extension MeasuredFlowLines {
    /// Relays out the items of a section whose count did not change and whose items after
    /// `lastChanged` kept their sizes (a self-sizing correction, a resized item): from the line
    /// holding `item`, as `truncate` and `layOut` would, but only until a new line starts, after
    /// `lastChanged`, at the item an old line started at. From there the old line breaks hold (a
    /// greedy break depends only on the sizes from the line's first item on, and the last line is
    /// still the last), and so do every later item's size and position across its line; only
    /// positions along the scroll direction move. `realignLines(from:)` recomputes them from the
    /// stored frames with the arithmetic of a layout from the section's start, so the result is
    /// bit for bit a full relayout's, without asking for any size again.
    ///
    /// Returns where relayout resumed and how many items were laid out again (the rest were
    /// realigned), or nil when there are no lines or the stored frames do not match `itemCount`
    /// (the caller then lays out as usual).
    /// - Complexity: O(k + r), where k is the number of items laid out again, and r the number
    ///   realigned: none when the resynchronised line starts where it did and the farthest
    ///   across-edge before it is unchanged, every later item otherwise.
    mutating func relayOut(fromLineHolding item: Int, resynchronisingAfter lastChanged: Int, itemCount: Int,
                           axes: ScrollAxes, crossStart: Double, available: Double, lineSpacing: Double,
                           placement: FlowLinePlacement, size: (Int) -> Size) -> (firstItem: Int, laidOut: Int)? {
        guard !lines.isEmpty, frames.count == itemCount, itemCount > 0 else { return nil }
        let resumedLine = line(containing: Swift.max(0, Swift.min(item, itemCount) - 1))
        let resume = lines[resumedLine]
        let maxAcrossBefore = resumedLine > 0 ? lines[resumedLine - 1].maxAcrossSoFar : 0
        var fresh = MeasuredFlowLines()
        let stop = fresh.layOut(items: resume.firstItem, through: itemCount, from: resume.start, axes: axes,
                                crossStart: crossStart, available: available, lineSpacing: lineSpacing,
                                placement: placement, maxAcrossBefore: maxAcrossBefore,
                                stopsBefore: { next in next > lastChanged && lines[line(containing: next)].firstItem == next },
                                size: size)
        let end = stop?.item ?? itemCount
        frames.replaceSubrange(resume.firstItem..<end, with: fresh.frames)
        guard let stop else {
            lines.replaceSubrange(resumedLine..., with: fresh.lines)
            linesEnd = fresh.linesEnd
            return (resume.firstItem, end - resume.firstItem)
        }
        let oldLine = line(containing: stop.item)
        let unchangedAfter = lines[oldLine].start == stop.start
            && lines[oldLine - 1].maxAcrossSoFar == (fresh.lines.last?.maxAcrossSoFar ?? maxAcrossBefore)
        lines.replaceSubrange(resumedLine..<oldLine, with: fresh.lines)
        if !unchangedAfter {
            realignLines(from: resumedLine + fresh.lines.count, start: stop.start, itemCount: itemCount, axes: axes,
                         lineSpacing: lineSpacing)
        }
        return (resume.firstItem, end - resume.firstItem)
    }

    /// Recomputes, from line `first` on, each line's start and its items' positions along the
    /// scroll direction from the stored frames' lengths, and the farthest across-edges, exactly
    /// as `layOut` computes them: the line's thickness is its longest item, each item is centred
    /// in it, and the next line starts after the thickness and the line spacing.
    /// - Complexity: O(r), where r is the number of items in those lines.
    private mutating func realignLines(from first: Int, start: Double, itemCount: Int, axes: ScrollAxes, lineSpacing: Double) {
        var lineStart = start
        var maxAcrossSoFar = first > 0 ? lines[first - 1].maxAcrossSoFar : 0
        for index in first..<lines.count {
            let firstItem = lines[index].firstItem
            let end = index + 1 < lines.count ? lines[index + 1].firstItem : itemCount
            var thickness = axes.along(frames[firstItem].size)
            for item in (firstItem + 1)..<end { thickness = Swift.max(thickness, axes.along(frames[item].size)) }
            for item in firstItem..<end {
                let along = lineStart + (thickness - axes.along(frames[item].size)) / 2
                if axes.direction == .vertical { frames[item].origin.y = along } else { frames[item].origin.x = along }
                maxAcrossSoFar = Swift.max(maxAcrossSoFar, axes.maxAcross(frames[item]))
            }
            lines[index].start = lineStart
            lines[index].maxAcrossSoFar = maxAcrossSoFar
            lineStart += thickness
            if end < itemCount { lineStart += lineSpacing }
        }
        linesEnd = lineStart
    }
}
