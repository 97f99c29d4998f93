extension MeasuredFlowLines {
    /// An old line a new line can be copied from.
    private struct CopiableLine {
        var run: FlowItemCorrespondence.Run
        var location: (block: Int, line: Int)
        var oldItem: Int
        var oldEnd: Int
    }

    /// Relays out a section whose items changed only where `correspondence` says, from the line
    /// holding `item` (the first changed item): lines that hold a changed item are laid out again;
    /// a line of unchanged items is copied from the old layout when the old line started at its
    /// first item, held exactly its items, and was followed by the same item (or ended the section
    /// in both). A greedy break depends only on the sizes from the line's first item to the item
    /// that did not fit, and the line's placement across on its items and on whether it is the
    /// last, so the copied line's breaks and positions across are those a layout would compute,
    /// and no size of an unchanged item is asked again. A copied line keeps its thickness and takes
    /// its new start; when a whole old block can be copied (it starts at a copiable line and every
    /// line of it is copiable), it is moved whole: its storage shared, its base set to the new
    /// start. So a change costs the lines it touches, not the lines after it.
    ///
    /// Returns where relayout resumed and how many items were laid out again (the others were
    /// copied or moved), or nil when there are no old lines (the caller lays out as usual).
    /// - Complexity: O(b + k + c·B), where b is the number of blocks, k the number of items laid
    ///   out again, c the number of runs of unchanged items and B the block capacity (the lines
    ///   copied one by one at each end of a run, before and after its whole blocks).
    mutating func relayOut(fromLineHolding item: Int, correspondence: FlowItemCorrespondence, itemCount newItemCount: Int,
                           geometry: LineGeometry, size: (Int) -> Size) -> (firstItem: Int, laidOut: Int)? {
        guard !blocks.isEmpty, newItemCount > 0 else { return nil }
        let old = self
        let resumedAt = old.location(ofLineHolding: Swift.max(0, Swift.min(item, old.itemCount, newItemCount) - 1))
        let resumedItem = old.firstItem(ofLineAt: resumedAt)
        var builder = Builder(keepingLinesOf: old, before: resumedAt)
        let resumedBlock = old.blocks[resumedAt.block]
        var lineStart = resumedBlock.base + resumedBlock.lines[resumedAt.line].start
        var next = resumedItem, laidOut = 0, end = lineStart
        // After a copied line, the next one to try: the old line after it, in the same run.
        var hint: (run: FlowItemCorrespondence.Run, location: (block: Int, line: Int))?
        // The shift of the run of whole blocks being moved, and the last old block moved: the
        // blocks of one run all move by the same Δ, so rounding does not build up from block to
        // block (docs/flow-layout.md, "How far a moved line can be from a fresh one").
        var moving: (lastBlock: Int, delta: Double)?
        var steps = 0
        while next < newItemCount {
            guard let copy = old.copiableLine(startingAt: next, hint: hint, correspondence: correspondence,
                                              itemCount: newItemCount) else {
                hint = nil
                let stop = Self.layOut(items: next, through: newItemCount, from: lineStart, geometry: geometry,
                                       into: &builder, end: &end,
                                       stopsBefore: { old.copiableLine(startingAt: $0, hint: nil, correspondence: correspondence,
                                                                       itemCount: newItemCount) != nil },
                                       size: size)
                let stopItem = stop?.item ?? newItemCount
                laidOut += stopItem - next
                steps += 2 * (stopItem - next) + 1
                moving = nil
                (next, lineStart) = (stopItem, stop?.start ?? end)
                continue
            }
            let block = old.blocks[copy.location.block]
            let blockEnd = block.firstItem + block.items.count
            let newBlockEnd = blockEnd - copy.oldItem + next
            if copy.location.line == 0,
               newBlockEnd < copy.run.newEnd || (blockEnd == old.itemCount && newBlockEnd == newItemCount && newBlockEnd == copy.run.newEnd) {
                // Every line of the block is copiable: move it whole.
                let delta = moving.flatMap { $0.lastBlock == copy.location.block - 1 ? $0.delta : nil }
                    ?? lineStart - block.base
                let base = block.base + delta
                builder.appendBlock(block, start: base)
                moving = (copy.location.block, delta)
                let last = block.lines[block.lines.count - 1]
                end = (base + last.start) + last.thickness
                lineStart = end
                next = newBlockEnd
                if next < newItemCount { lineStart += geometry.lineSpacing }
                hint = nil
                if copy.location.block + 1 < old.blocks.count { hint = (copy.run, (block: copy.location.block + 1, line: 0)) }
                continue
            }
            let line = block.lines[copy.location.line]
            let local = block.itemRange(ofLine: copy.location.line)
            builder.appendLine(start: lineStart, thickness: line.thickness, items: block.items[local])
            moving = nil
            steps += 2
            end = lineStart + line.thickness
            lineStart = end
            next = copy.oldEnd - copy.oldItem + next
            if next < newItemCount { lineStart += geometry.lineSpacing }
            hint = old.lineAfter(copy.location).map { (copy.run, $0) }
        }
        self = builder.finish(axes: geometry.axes, linesEnd: end)
        roundingSteps = old.roundingSteps + steps + Self.roundingStepsPerRelayout
        return (resumedItem, laidOut)
    }

    /// The old line a new line starting at `item` can be copied from: its first item is the old
    /// item at the same place in an unchanged run, which started an old line; every item of that
    /// line, and the item after it, lie in the same run (or the line ended the old section and the
    /// copy ends the new one). `hint`, the run and old line after a copied line, saves the two
    /// searches when it holds.
    /// - Complexity: O(1) when the hint holds, O(log r + log b + log l) otherwise.
    private func copiableLine(startingAt item: Int, hint: (run: FlowItemCorrespondence.Run, location: (block: Int, line: Int))?,
                              correspondence: FlowItemCorrespondence, itemCount newItemCount: Int) -> CopiableLine? {
        let run: FlowItemCorrespondence.Run, location: (block: Int, line: Int)
        if let hint, item >= hint.run.newStart, item < hint.run.newEnd,
           firstItem(ofLineAt: hint.location) == hint.run.oldStart + item - hint.run.newStart {
            (run, location) = hint
        } else {
            guard let found = correspondence.run(holding: item) else { return nil }
            run = found
            let oldItem = run.oldStart + item - run.newStart
            guard oldItem < itemCount else { return nil }
            location = self.location(ofLineHolding: oldItem)
        }
        let oldItem = run.oldStart + item - run.newStart
        guard firstItem(ofLineAt: location) == oldItem else { return nil }
        let oldEnd = lineAfter(location).map(firstItem(ofLineAt:)) ?? itemCount
        let newEnd = oldEnd - oldItem + item
        let endsBoth = oldEnd == itemCount && newEnd == newItemCount
        guard newEnd < run.newEnd || (endsBoth && newEnd == run.newEnd) else { return nil }
        return CopiableLine(run: run, location: location, oldItem: oldItem, oldEnd: oldEnd)
    }
}
