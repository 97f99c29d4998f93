extension MeasuredFlowLines {
    /// An old line a new line can be copied from.
    struct CopiableLine {
        var run: FlowItemCorrespondence.Run
        var location: (block: Int, line: Int)
        /// The old first item of the line's block.
        var blockFirstItem: Int
        var oldItem: Int
        var oldEnd: Int
    }

    /// Where to look first for the next copiable line: the old line after one just copied (or
    /// after blocks just moved), in the same run, with its block's old first item, so that trying
    /// it needs no search of the trees.
    struct LineHint {
        var run: FlowItemCorrespondence.Run
        var location: (block: Int, line: Int)
        var blockFirstItem: Int
    }

    /// Relays out a section whose items changed only where `correspondence` says, from the line
    /// holding `item` (the first changed item), editing the blocks in place.
    ///
    /// Lines that hold a changed item are laid out again. A new line that starts at an unchanged
    /// item which started an old line, holds exactly that old line's items and is followed by the
    /// same item (or ends the section in both) has the old line's breaks and positions across (a
    /// greedy break depends only on the sizes from the line's first item to the one that did not
    /// fit, the placement across only on its items and on whether it is the last line): it is
    /// copied, its start the new one, and no size of an unchanged item is asked again. When such a
    /// line starts an old block, every old block whose items, and the item after them, lie in the
    /// same unchanged run stays where it is: its base and first item move by the run's shift, its
    /// contents are not touched. Within a block that holds a change, the lines before it stay in
    /// place too, moved with the block's base, and when relayout resynchronises in that block and
    /// the rest of it can be copied, the block is edited in place (`BlockEdit`): the lines laid
    /// out again replace the old ones and the kept lines after them take their new starts, so
    /// nothing of the block is copied into a new one. So a change costs the lines it touches, a
    /// pass over the kept lines after it in its block, and the tree updates for the blocks it
    /// moves.
    ///
    /// Returns where relayout resumed and how many items were laid out again (the others were
    /// copied or moved), or nil when there are no old lines (the caller lays out as usual).
    /// - Complexity: O(k + c·(B + log b) + b·s), where k is the number of items laid out again,
    ///   c the number of runs of unchanged items, B the block capacity and s the number of regions
    ///   whose block count changed (their replacement moves the arrays after them, and the trees
    ///   are rebuilt); a run of moved blocks costs O(log b).
    mutating func relayOut(fromLineHolding item: Int, correspondence: FlowItemCorrespondence, itemCount newItemCount: Int,
                           geometry: LineGeometry, size: (Int) -> Size) -> (firstItem: Int, laidOut: Int)? {
        guard !blocks.isEmpty, newItemCount > 0 else { return nil }
        // Planned without touching the blocks (so nothing is copied while it is read), then applied.
        let plan = planRelayout(fromLineHolding: item, correspondence: correspondence, itemCount: newItemCount,
                                geometry: geometry, size: size)
        for shift in plan.shifts { shiftBlocks(shift.range, by: shift.delta) }
        // Edits keep their blocks' count, so they go in at the old indices, before the regions.
        for edit in plan.edits { apply(edit) }
        replaceRegions(plan.regions)
        updateSummary(runningEnd: plan.end)
        rounding.add(plan.rounding)
        rounding.relayout()
        return (plan.resumedItem, plan.laidOut)
    }

    /// The last of the blocks from `first` on (current indices, not yet moved) that lie whole in
    /// `run` with the item after each: blocks that can stay where they are, moved by the run's
    /// shift. Block `first` starts at old item `oldItem`, which becomes new item `newItem`. Nil
    /// when not even `first` does.
    /// - Complexity: O(log b).
    func lastMovableBlock(from first: Int, run: FlowItemCorrespondence.Run, oldItem: Int, newItem: Int,
                                  oldItemCount: Int, newItemCount: Int) -> Int? {
        // Old items of the run from `oldItem` on; a block can move when its last item + 1 is still
        // in the run, or when it ends both the old and the new section with the run.
        let runOldEnd = oldItem + (run.newEnd - newItem)
        let endsBoth = run.newEnd == newItemCount && runOldEnd == oldItemCount
        let limit = endsBoth ? runOldEnd : runOldEnd - 1
        // The first block (from `first`) whose items end past `limit`: the one holding it.
        let firstBeyond = Swift.max(first, limit < itemCount ? block(holding: limit) : blocks.count)
        return firstBeyond > first ? firstBeyond - 1 : nil
    }

    /// The last line of `copy`'s block, from `copy`'s on, such that it and every line between
    /// can be copied as `copy` can: each line's items, and the item after it, lie in `copy`'s run
    /// (or the line ends the old section as its copy ends the new one). `newItem` is the new item
    /// `copy` starts at. Lines' ends increase, so the lines that can be copied are a prefix of
    /// those after `copy`'s, found by halves.
    /// - Complexity: O(log l) for the block's l lines.
    func lastCopiableLine(from copy: CopiableLine, newItem: Int, oldItemCount: Int, newItemCount: Int) -> Int {
        let lines = blocks[copy.location.block].lines, itemsInBlock = blocks[copy.location.block].items.count
        let following = copy.location.line + 1
        let rejected = partitionPoint(lines.count - following) { offset in
            let line = following + offset
            // Where `line` ends: the next one's first item, or the block's end.
            let oldEnd = copy.blockFirstItem + (line + 1 < lines.count ? Int(lines[line + 1].firstItem) : itemsInBlock)
            let newEnd = oldEnd - copy.oldItem + newItem
            let endsBoth = oldEnd == oldItemCount && newEnd == newItemCount
            return !(newEnd < copy.run.newEnd || (endsBoth && newEnd == copy.run.newEnd))
        }
        return copy.location.line + rejected
    }

    /// The old line a new line starting at `item` can be copied from, among the old blocks
    /// `unprocessed` (current indices): its first item is the old item at the same place in an
    /// unchanged run, which started an old line; every item of that line, and the item after it,
    /// lie in the same run (or the line ended the old section and the copy ends the new one).
    /// `hint`, the run and old line after a copied line, saves the searches when it holds.
    /// - Complexity: O(1) when the hint holds, O(log r + log b + log l) otherwise.
    func copiableLine(startingAt item: Int, among unprocessed: Range<Int>, oldItemCount: Int,
                              hint: LineHint?, correspondence: FlowItemCorrespondence, newItemCount: Int) -> CopiableLine? {
        let run: FlowItemCorrespondence.Run, location: (block: Int, line: Int), blockFirstItem: Int
        if let hint, item >= hint.run.newStart, item < hint.run.newEnd, unprocessed.contains(hint.location.block) {
            (run, location, blockFirstItem) = (hint.run, hint.location, hint.blockFirstItem)
        } else {
            guard let found = correspondence.run(holding: item), !unprocessed.isEmpty else { return nil }
            run = found
            let oldItem = run.oldStart + item - run.newStart
            guard oldItem < oldItemCount else { return nil }
            // Blocks hold at least one item, so the one holding `oldItem` is unprocessed exactly
            // when `oldItem` is at or after the first unprocessed block's first item.
            let (block, before) = itemCounts.slot(holding: oldItem)
            guard block >= unprocessed.lowerBound else { return nil }
            (location, blockFirstItem) = ((block, blocks[block].line(holding: oldItem - before)), before)
        }
        let oldItem = run.oldStart + item - run.newStart
        let lines = blocks[location.block].lines
        guard blockFirstItem + Int(lines[location.line].firstItem) == oldItem else { return nil }
        // The next line's first item: in this block, or the next block's first, which follows
        // this block's items (the old section's item count after its last block).
        let oldEnd = blockFirstItem + (location.line + 1 < lines.count ? Int(lines[location.line + 1].firstItem)
                                                                       : blocks[location.block].items.count)
        let newEnd = oldEnd - oldItem + item
        let endsBoth = oldEnd == oldItemCount && newEnd == newItemCount
        guard newEnd < run.newEnd || (endsBoth && newEnd == run.newEnd) else { return nil }
        return CopiableLine(run: run, location: location, blockFirstItem: blockFirstItem, oldItem: oldItem, oldEnd: oldEnd)
    }
}
