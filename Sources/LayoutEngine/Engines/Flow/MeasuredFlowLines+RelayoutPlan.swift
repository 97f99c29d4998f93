extension MeasuredFlowLines {
    /// What a relayout changes: the regions of blocks laid out again (ascending, with what
    /// replaces them), the blocks edited in place, the runs of blocks that stay and move, the
    /// lines' new end, and the roundings all of it adds (`FlowRoundingBound`).
    struct RelayoutPlan {
        var resumedItem: Int
        var laidOut = 0
        var regions: [(range: Range<Int>, blocks: Builder.Output)] = []
        var edits: [BlockEdit] = []
        var shifts: [(range: Range<Int>, delta: Double)] = []
        var end: Double
        var rounding = FlowRoundingBound()
    }

    /// Plans `relayOut(fromLineHolding:…)` (see there) from the blocks as they are, which it does
    /// not change: block indices are those of the old layout throughout. Each next new line is one
    /// of three cases, each a method of `LinePlanner`: no old line can be copied
    /// (`layOutUntilCopiable`); a copiable line starts a run of old blocks that lie whole in its
    /// run (`moveBlocks`); or lines of one old block are copied (`copyLines`).
    /// - Complexity: that of `relayOut(fromLineHolding:…)`, less the application.
    func planRelayout(fromLineHolding item: Int, correspondence: FlowItemCorrespondence, itemCount newItemCount: Int,
                      geometry: LineGeometry, size: (Int) -> Size) -> RelayoutPlan {
        var planner = LinePlanner(old: self, fromLineHolding: item, itemCount: newItemCount, lineSpacing: geometry.lineSpacing)
        var plan = RelayoutPlan(resumedItem: planner.next, end: planner.lineStart)
        while planner.next < newItemCount {
            guard let copy = planner.nextCopiableLine(in: self, correspondence: correspondence) else {
                planner.layOutUntilCopiable(in: self, correspondence: correspondence, geometry: geometry, size: size, into: &plan)
                continue
            }
            if copy.location.line == 0, let last = planner.lastMovableBlock(in: self, from: copy) {
                planner.moveBlocks(in: self, from: copy, through: last, into: &plan)
            } else {
                planner.copyLines(in: self, from: copy, into: &plan)
            }
        }
        planner.endRegion(at: blocks.count, into: &plan)
        return plan
    }

    /// A relayout being planned: where the new lines have got to (`next`, `lineStart`) and the
    /// blocks being built. What it reads and what it writes are passed to each method, not stored:
    /// the old lines (`old`, never changed: the lines planned from), the item correspondence and
    /// the plan (`plan`, which `planRelayout` owns and returns). Stored, they were copied (every
    /// array they hold retained, then released) into the planner, again to be read while its
    /// other fields changed, and once more to hand the plan out. The methods are split for the
    /// reader and inlined for the machine, so that `planRelayout` compiles to the one loop it was:
    /// called apart, or with those stored, a self-sizing correction counted 4.5% more
    /// instructions than that loop (callgrind); now within 0.2%. `layOutUntilCopiable` is
    /// `@inline(always)`: with `layOut` inlined into it, the optimizer judged it too large for
    /// `@inline(__always)` and called it apart.
    ///
    /// Invariant: old blocks before `regionStart` are done with (kept, moved, edited, or in a
    /// region of the plan); the builder holds the new lines from the region's start up to item
    /// `next`, whose line starts at `lineStart`; `hint`, when set, is the old line after the
    /// last one copied or moved, in the same run.
    struct LinePlanner {
        /// Of the lines as they were before the change (`old`): block indices are theirs throughout.
        let oldItemCount: Int, newItemCount: Int, oldBlockCount: Int, lineSpacing: Double
        var builder: Builder
        /// The first old block not yet done with: where the region being built starts.
        var regionStart: Int
        /// The new item the next line starts at, and where along.
        var next: Int, lineStart: Double
        /// After a copied line or moved blocks, the next old line to try, in the same run.
        var hint: LineHint?

        /// Starts at the line before the one holding `item` (or the last line), keeping the lines
        /// of its block before it.
        /// - Complexity: O(log b + log l).
        @inline(__always)
        init(old: MeasuredFlowLines, fromLineHolding item: Int, itemCount newItemCount: Int, lineSpacing: Double) {
            let resumedAt = old.location(ofLineHolding: Swift.max(0, Swift.min(item, old.itemCount, newItemCount) - 1))
            self.lineSpacing = lineSpacing
            (oldItemCount, self.newItemCount, oldBlockCount) = (old.itemCount, newItemCount, old.blocks.count)
            lineStart = old.start(ofLineAt: resumedAt)
            regionStart = resumedAt.block
            builder = Builder(keepingLinesOf: old, block: resumedAt.block, before: resumedAt.line)
            next = old.firstItem(ofLineAt: resumedAt)
        }

        /// The old line the next new line can be copied from, among the blocks not done with.
        @inline(__always)
        func nextCopiableLine(in old: MeasuredFlowLines, correspondence: FlowItemCorrespondence) -> CopiableLine? {
            old.copiableLine(startingAt: next, among: regionStart..<oldBlockCount, oldItemCount: oldItemCount, hint: hint,
                             correspondence: correspondence, newItemCount: newItemCount)
        }

        /// The last old block from `copy`'s (which `copy` starts) that lies whole in `copy`'s run.
        @inline(__always)
        func lastMovableBlock(in old: MeasuredFlowLines, from copy: CopiableLine) -> Int? {
            old.lastMovableBlock(from: copy.location.block, run: copy.run, oldItem: copy.oldItem, newItem: next,
                                 oldItemCount: oldItemCount, newItemCount: newItemCount)
        }

        /// Ends the region being built at old block `block`: the blocks from `regionStart` up to
        /// it are to be replaced by what was built.
        @inline(__always)
        mutating func endRegion(at block: Int, into plan: inout RelayoutPlan) {
            let built = builder.finish()
            if block > regionStart || !built.blocks.isEmpty { plan.regions.append((regionStart..<block, built)) }
            regionStart = block
        }

        /// No old line can be copied at `next`: lays lines out from it until one can, or to the end.
        /// - Complexity: O(k·(log r + log b + log l)) for k items laid out.
        @inline(always)
        mutating func layOutUntilCopiable(in old: MeasuredFlowLines, correspondence: FlowItemCorrespondence,
                                          geometry: LineGeometry, size: (Int) -> Size, into plan: inout RelayoutPlan) {
            hint = nil
            // The closure reads locals: capturing `self` would conflict with the builder's access.
            let unprocessed = regionStart..<oldBlockCount, oldItemCount = self.oldItemCount, newItemCount = self.newItemCount
            let stop = MeasuredFlowLines.layOut(items: next, through: newItemCount, from: lineStart, geometry: geometry,
                                                into: &builder, end: &plan.end,
                                                stopsBefore: {
                                                    old.copiableLine(startingAt: $0, among: unprocessed, oldItemCount: oldItemCount,
                                                                     hint: nil, correspondence: correspondence,
                                                                     newItemCount: newItemCount) != nil
                                                },
                                                size: size)
            let stopItem = stop?.item ?? newItemCount
            plan.laidOut += stopItem - next
            plan.rounding.layOut(stopItem - next)
            (next, lineStart) = (stopItem, stop?.start ?? plan.end)
        }

        /// Old blocks `copy.location.block...last` lie whole in `copy`'s run (which `copy`, their
        /// first line, starts): they stay, moved by the run's shift; the next line is the next
        /// block's first, moved by the same shift, within the roundings of `shiftBlocks` and of
        /// a read (the item after the run's blocks is in the run), or the lines end with them.
        /// - Complexity: O(log b).
        @inline(__always)
        mutating func moveBlocks(in old: MeasuredFlowLines, from copy: CopiableLine, through last: Int,
                                 into plan: inout RelayoutPlan) {
            let block = copy.location.block
            endRegion(at: block, into: &plan)
            let delta = lineStart - old.base(ofBlock: block), itemDelta = next - old.firstItem(ofBlock: block)
            plan.shifts.append((block..<(last + 1), delta))
            regionStart = last + 1
            // The shift and reading the next block's base or the last block's end.
            plan.rounding.moveBlocks()
            // Read from the trees, not from the moved blocks, whose arrays are cold.
            let followingFirstItem = old.firstItem(ofBlock: last + 1)
            next = followingFirstItem + itemDelta
            builder = Builder(firstItem: next)
            if next < newItemCount, last + 1 < oldBlockCount {
                lineStart = old.base(ofBlock: last + 1) + delta
                hint = LineHint(run: copy.run, location: (block: last + 1, line: 0), blockFirstItem: followingFirstItem)
            } else {
                plan.end = (old.base(ofBlock: last) + delta) + old.blocks[last].end
                lineStart = plan.end
                hint = nil
            }
        }

        /// Copies `copy`'s line and the lines after it in its block that can be copied too, in one
        /// pass, in one of three ways: the block's lines up to them stay where they are, moved with
        /// its base (`keepHead`); the rest of the block stays and the block is edited in place
        /// (`editInPlace`); or the lines are copied into the block being built (`appendCopies`).
        /// - Complexity: O(log l + k) for the k items of the lines copied (none when kept).
        @inline(__always)
        mutating func copyLines(in old: MeasuredFlowLines, from copy: CopiableLine, into plan: inout RelayoutPlan) {
            let block = copy.location.block, lineCount = old.blocks[block].lines.count
            let lastLine = old.lastCopiableLine(from: copy, newItem: next, oldItemCount: oldItemCount, newItemCount: newItemCount)
            var edited = false
            if copy.location.line == 0, lastLine < lineCount - 1, regionStart == block, builder.isEmpty {
                keepHead(in: old, of: block, through: lastLine, into: &plan)
            } else if lastLine == lineCount - 1, editInPlace(from: copy, into: &plan) {
                edited = true
            } else {
                appendCopies(in: old, of: copy, through: lastLine, into: &plan)
            }
            plan.rounding.layOut(lastLine - copy.location.line + 1)
            lineStart = plan.end
            next = copy.blockFirstItem + old.blocks[block].itemRange(ofLine: lastLine).upperBound - copy.oldItem + next
            if edited { builder = Builder(firstItem: next) }
            if next < newItemCount { lineStart += lineSpacing }
            let blockFirstItem = copy.blockFirstItem, itemsInBlock = old.blocks[block].items.count
            hint = old.lineAfter((block, lastLine)).map { after in
                // The next block's old first item follows this block's items.
                LineHint(run: copy.run, location: after,
                         blockFirstItem: after.block == block ? blockFirstItem : blockFirstItem + itemsInBlock)
            }
        }

        /// The lines of old block `block` through `lastLine` (its first to a change, the builder
        /// empty) stay where they are, moved with the block's base to `lineStart`.
        /// - Complexity: O(k) for the k items of the last of them.
        @inline(__always)
        private mutating func keepHead(in old: MeasuredFlowLines, of block: Int, through lastLine: Int,
                                       into plan: inout RelayoutPlan) {
            builder = Builder(movingLinesOf: old, block: block, before: lastLine + 1, to: lineStart, firstItem: next)
            plan.end = (lineStart + old.blocks[block].lines[lastLine].start) + old.blocks[block].thickness(ofLine: lastLine)
            plan.rounding.moveBlocks()
        }

        /// The rest of `copy`'s block, from its line on, is kept where it is: the block is edited
        /// in place (`Builder.edit(ofBlock:…)`), and the region after it starts afresh. False,
        /// changing nothing, when the builder cannot make the edit.
        /// - Complexity: that of `Builder.edit(ofBlock:…)`.
        @inline(__always)
        private mutating func editInPlace(from copy: CopiableLine, into plan: inout RelayoutPlan) -> Bool {
            guard let (edit, end) = builder.edit(ofBlock: copy.location.block, keepingLinesFrom: copy.location.line,
                                                 start: lineStart, lineSpacing: lineSpacing) else { return false }
            plan.edits.append(edit)
            plan.end = end
            regionStart = copy.location.block + 1
            return true
        }

        /// Copies `copy`'s line through `lastLine` of its block into the blocks being built.
        /// - Complexity: O(l + k) for l lines and k items.
        @inline(__always)
        private mutating func appendCopies(in old: MeasuredFlowLines, of copy: CopiableLine, through lastLine: Int,
                                           into plan: inout RelayoutPlan) {
            plan.end = builder.appendLines(copy.location.line...lastLine, of: old.blocks[copy.location.block], start: lineStart,
                                           lineSpacing: lineSpacing)
        }
    }
}
