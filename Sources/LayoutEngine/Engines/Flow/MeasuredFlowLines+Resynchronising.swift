extension MeasuredFlowLines {
    /// Relays out a section whose items changed only where `correspondence` says, from the line
    /// holding `item` (the first changed item): lines that hold a changed item are laid out again;
    /// a line of unchanged items is copied from the old layout when the old line started at its
    /// first item, held exactly its items, and was followed by the same item (or ended the section
    /// in both). A greedy break depends only on the sizes from the line's first item to the item
    /// that did not fit, and the line's placement across on its items and on whether it is the
    /// last, so the copied line's breaks and positions across are those a layout would compute;
    /// its positions along are recomputed from the stored lengths with a layout's arithmetic (the
    /// thickness is the longest item, each item is centred in it, the next line starts after the
    /// thickness and the spacing), so the result is bit for bit a full relayout's, and no size of
    /// an unchanged item is asked again. Once a copied line starts
    /// where it did, at the same item, after the same farthest across-edge, and its run of unchanged
    /// items reaches the end of both the old and the new section, everything after it is kept as
    /// it is.
    ///
    /// Returns where relayout resumed and how many items were laid out again (the others were
    /// copied or kept), or nil when there are no old lines (the caller lays out as usual).
    /// - Complexity: O(k + c), where k is the number of items laid out again and c the number
    ///   copied: those between the first changed item and the point where the lines resynchronise
    ///   for good.
    mutating func relayOut(fromLineHolding item: Int, correspondence: FlowItemCorrespondence, itemCount: Int,
                           axes: ScrollAxes, crossStart: Double, available: Double, lineSpacing: Double,
                           placement: FlowLinePlacement, size: (Int) -> Size) -> (firstItem: Int, laidOut: Int)? {
        let oldCount = frames.count
        guard !lines.isEmpty, itemCount > 0 else { return nil }
        let resumedLine = line(containing: Swift.max(0, Swift.min(item, oldCount, itemCount) - 1))
        let resume = lines[resumedLine]
        var tail = MeasuredFlowLines()
        tail.frames.reserveCapacity(itemCount - resume.firstItem)
        tail.lines.reserveCapacity(lines.count - resumedLine + 16)
        var lineStart = resume.start, next = resume.firstItem, laidOut = 0
        // After a copied line, the next one to try: the old line after it, in the same run.
        var hint: (run: FlowItemCorrespondence.Run, line: Int)?
        var lineThickness = 0.0
        var maxAcrossSoFar = resumedLine > 0 ? lines[resumedLine - 1].maxAcrossSoFar : 0
        while next < itemCount {
            guard let copy = copiableLine(startingAt: next, hint: hint, correspondence: correspondence, itemCount: itemCount) else {
                hint = nil
                let stop = tail.layOut(items: next, through: itemCount, from: lineStart, axes: axes, crossStart: crossStart,
                                       available: available, lineSpacing: lineSpacing, placement: placement,
                                       maxAcrossBefore: maxAcrossSoFar,
                                       stopsBefore: { copiableLine(startingAt: $0, hint: nil, correspondence: correspondence, itemCount: itemCount) != nil },
                                       size: size)
                let end = stop?.item ?? itemCount
                laidOut += end - next
                (next, lineStart) = (end, stop?.start ?? tail.linesEnd)
                maxAcrossSoFar = tail.lines.last?.maxAcrossSoFar ?? maxAcrossSoFar
                continue
            }
            if copy.run.newEnd == itemCount, copy.oldItem == next, oldCount == itemCount, lines[copy.line].start == lineStart,
               (copy.line > 0 ? lines[copy.line - 1].maxAcrossSoFar : 0) == maxAcrossSoFar {
                // Nothing changes from here on: keep the old lines and frames.
                frames.replaceSubrange(resume.firstItem..<next, with: tail.frames)
                lines.replaceSubrange(resumedLine..<copy.line, with: tail.lines)
                return (resume.firstItem, laidOut)
            }
            let end = copy.oldEnd - copy.oldItem + next
            frames.withUnsafeBufferPointer { old in
                var thickness = axes.along(old[copy.oldItem].size)
                for item in (copy.oldItem + 1)..<copy.oldEnd { thickness = Swift.max(thickness, axes.along(old[item].size)) }
                for item in copy.oldItem..<copy.oldEnd {
                    var frame = old[item]
                    let along = lineStart + (thickness - axes.along(frame.size)) / 2
                    if axes.direction == .vertical { frame.origin.y = along } else { frame.origin.x = along }
                    tail.frames.append(frame)
                    maxAcrossSoFar = Swift.max(maxAcrossSoFar, axes.maxAcross(frame))
                }
                lineThickness = thickness
            }
            tail.lines.append(Line(firstItem: next, start: lineStart, maxAcrossSoFar: maxAcrossSoFar))
            hint = (copy.run, copy.line + 1)
            lineStart += lineThickness
            next = end
            if next < itemCount { lineStart += lineSpacing }
        }
        frames.replaceSubrange(resume.firstItem..<oldCount, with: tail.frames)
        lines.replaceSubrange(resumedLine..., with: tail.lines)
        linesEnd = tail.lines.isEmpty ? resume.start : lineStart
        return (resume.firstItem, laidOut)
    }

    /// The old line a new line starting at `item` can be copied from: its first item is the old
    /// item at the same place in an unchanged run, which started an old line; every item of that
    /// line, and the item after it, lie in the same run (or the line ended the old section and the
    /// copy ends the new one). `hint`, the run and old line after a copied line, saves the two
    /// searches when it holds.
    /// - Complexity: O(1) when the hint holds, O(log r + log l) otherwise.
    private func copiableLine(startingAt item: Int, hint: (run: FlowItemCorrespondence.Run, line: Int)?,
                              correspondence: FlowItemCorrespondence, itemCount: Int)
        -> (run: FlowItemCorrespondence.Run, line: Int, oldItem: Int, oldEnd: Int)? {
        let run: FlowItemCorrespondence.Run, line: Int
        if let hint, item >= hint.run.newStart, item < hint.run.newEnd, hint.line < lines.count,
           lines[hint.line].firstItem == hint.run.oldStart + item - hint.run.newStart {
            (run, line) = hint
        } else {
            guard let found = correspondence.run(holding: item) else { return nil }
            run = found
            let oldItem = run.oldStart + item - run.newStart
            guard oldItem < frames.count else { return nil }
            line = self.line(containing: oldItem)
        }
        let oldItem = run.oldStart + item - run.newStart
        guard lines[line].firstItem == oldItem else { return nil }
        let oldEnd = line + 1 < lines.count ? lines[line + 1].firstItem : frames.count
        let newEnd = oldEnd - oldItem + item
        let endsBoth = oldEnd == frames.count && newEnd == itemCount
        guard newEnd < run.newEnd || (endsBoth && newEnd == run.newEnd) else { return nil }
        return (run, line, oldItem, oldEnd)
    }
}
