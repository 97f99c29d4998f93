extension MeasuredFlowLines {
    /// Builds blocks of whole lines in item order: a new block opens at a line when the open one
    /// holds `blockCapacity` items, its base at that line's start.
    struct Builder {
        struct Output {
            var blocks: ContiguousArray<Block> = []
            var bases: ContiguousArray<Double> = []
        }

        private var output = Output()
        private var open = Block()
        private var openBase = 0.0
        private var openFirstItem = 0
        private var isOpen = false
        /// The next line's first item, counted from the section's start.
        private(set) var nextItem: Int

        /// An empty builder whose first line will start at item `firstItem`.
        init(firstItem: Int) {
            nextItem = firstItem
        }

        /// Starts with the lines of `lines`' block `block` before its line `line` (none when
        /// `line` is 0), kept as they are, at the block's base.
        /// - Complexity: O(B), the block's size.
        init(keepingLinesOf lines: MeasuredFlowLines, block: Int, before line: Int) {
            nextItem = lines.firstItem(ofBlock: block)
            guard line > 0 else { return }
            var kept = lines.blocks[block]
            let firstDropped = Int(kept.lines[line].firstItem)
            kept.lines.removeSubrange(line...)
            kept.items.removeSubrange(firstDropped...)
            kept.maxAcross = kept.items.reduce(0) { Swift.max($0, $1.across + $1.acrossLength) }
            (open, openBase, openFirstItem, isOpen) = (kept, lines.base(ofBlock: block), nextItem, true)
            nextItem += firstDropped
        }

        /// Starts a line at along-position `start`; its items follow (`appendUnplacedItem`).
        mutating func openLine(start: Double) {
            if !isOpen || open.items.count >= MeasuredFlowLines.blockCapacity {
                closeOpenBlock()
                open.lines.reserveCapacity(MeasuredFlowLines.blockCapacity / 2)
                open.items.reserveCapacity(MeasuredFlowLines.blockCapacity + 16)
                (openBase, openFirstItem, isOpen) = (start, nextItem, true)
            }
            open.lines.append(Line(firstItem: Int32(nextItem - openFirstItem), start: start - openBase))
        }

        /// Appends an item to the line opened last before its position across is known:
        /// `placeLastItems` gives it one when the line is complete.
        @inline(__always)
        mutating func appendUnplacedItem(alongLength: Double, acrossLength: Double) {
            open.items.append(Item(across: 0, alongLength: alongLength, acrossLength: acrossLength))
            nextItem += 1
        }

        /// Places the last `count` items appended (the open line's) across the scroll direction:
        /// the first at `start`, each next one its predecessor's length and `gap` further.
        /// - Complexity: O(count).
        mutating func placeLastItems(_ count: Int, start: Double, gap: Double) {
            var across = start
            var farthest = open.maxAcross
            open.items.withUnsafeMutableBufferPointer { items in
                for index in (items.count - count)..<items.count {
                    items[index].across = across
                    farthest = Swift.max(farthest, across + items[index].acrossLength)
                    across += items[index].acrossLength + gap
                }
            }
            open.maxAcross = farthest
        }

        /// Appends copies of lines `lines` of `block`, placed along as a fresh layout places
        /// them: the first at `start`, each next one `lineSpacing` past the end of the one
        /// before (its start plus its items' largest length along). Returns the last one's end.
        ///
        /// The lines' items are contiguous in `block`: those of the lines copied into one open
        /// block are appended in one call, when the block is about to close or at the end (one
        /// call per line cost about as much as the rest of the copy).
        /// - Complexity: O(k) for their k items.
        mutating func appendLines(_ lines: ClosedRange<Int>, of block: borrowing Block, start: Double,
                                  lineSpacing: Double) -> Double {
            var lineStart = start, end = start
            block.items.withUnsafeBufferPointer { items in
                // The items of the lines opened since the last append of items, not yet appended.
                var pending = block.itemRange(ofLine: lines.lowerBound).lowerBound
                var pendingEnd = pending
                for line in lines {
                    if line > lines.lowerBound { lineStart = end + lineSpacing }
                    let range = block.itemRange(ofLine: line)
                    // `openLine` closes the open block when it is full: its items go in first.
                    if !isOpen || open.items.count + (pendingEnd - pending) >= MeasuredFlowLines.blockCapacity {
                        open.items.append(contentsOf: items[pending..<pendingEnd])
                        pending = pendingEnd
                    }
                    openLine(start: lineStart)
                    var thickness = 0.0, farthest = open.maxAcross
                    for index in range {
                        thickness = Swift.max(thickness, items[index].alongLength)
                        farthest = Swift.max(farthest, items[index].across + items[index].acrossLength)
                    }
                    open.maxAcross = farthest
                    pendingEnd = range.upperBound
                    nextItem += range.count
                    end = lineStart + thickness
                }
                open.items.append(contentsOf: items[pending..<pendingEnd])
            }
            return end
        }

        /// Closes the open block. One holding under a quarter of the capacity joins the block
        /// before it when both fit in `blockLimit`, so small blocks do not pile up where lines laid
        /// out again meet lines kept, and a few items inserted into a block leave the block count
        /// as it was (the trees are then updated in place, not rebuilt).
        /// - Complexity: O(B) when it merges, O(1) otherwise.
        private mutating func closeOpenBlock() {
            guard isOpen else { return }
            isOpen = false
            defer { open = Block() }
            let capacity = MeasuredFlowLines.blockCapacity
            guard open.items.count < capacity / 4, let previous = output.blocks.last,
                  previous.items.count + open.items.count <= MeasuredFlowLines.blockLimit else {
                output.blocks.append(open)
                output.bases.append(openBase)
                return
            }
            let last = output.blocks.count - 1
            let previousBase = output.bases[last]
            let offset = Int32(previous.items.count)
            for line in open.lines {
                output.blocks[last].lines.append(Line(firstItem: line.firstItem + offset,
                                                      start: (openBase + line.start) - previousBase))
            }
            output.blocks[last].items.append(contentsOf: open.items)
            output.blocks[last].maxAcross = Swift.max(previous.maxAcross, open.maxAcross)
        }

        /// The blocks built.
        consuming func finish() -> Output {
            closeOpenBlock()
            return output
        }
    }

    /// The geometry every line of a section shares.
    struct LineGeometry {
        var axes: ScrollAxes
        var crossStart: Double
        var available: Double
        var lineSpacing: Double
        var placement: FlowLinePlacement
    }

    /// Breaks items `firstItem..<itemCount` into lines from along-position `start`, appending them
    /// to `builder`, until the end or until `stopsBefore` is true of the first item of the next
    /// line; then returns that item and where its line starts, without laying it out. `end` is
    /// set to the along-position just past the last line laid out (`start` when none is).
    /// - Complexity: O(k), where k is the number of items laid out.
    @discardableResult
    static func layOut(items firstItem: Int, through itemCount: Int, from start: Double, geometry: LineGeometry,
                       into builder: inout Builder, end: inout Double,
                       stopsBefore: (Int) -> Bool = { _ in false }, size: (Int) -> Size) -> (item: Int, start: Double)? {
        let axes = geometry.axes, placement = geometry.placement, available = geometry.available
        var lineStart = start
        var item = firstItem
        // The size of `item` when the line before read it and found it did not fit: each item's
        // size is asked for once.
        var following: Size?
        end = start
        while item < itemCount {
            // Greedy line break: the first item always fits; each next one needs its length
            // plus the minimum spacing. Items go straight into the builder and are placed across
            // once the line is complete.
            builder.openLine(start: lineStart)
            let first = following ?? size(item)
            let (firstAlong, firstAcross) = (axes.along(first), axes.across(first))
            builder.appendUnplacedItem(alongLength: firstAlong, acrossLength: firstAcross)
            var used = firstAcross
            var itemsLength = used
            var thickness = firstAlong
            var next = item + 1
            following = nil
            while next < itemCount {
                let candidate = size(next)
                let (candidateAlong, candidateAcross) = (axes.along(candidate), axes.across(candidate))
                let extended = used + placement.interitemSpacing + candidateAcross
                following = candidate
                if lineOverflows(extended, available) { break }
                following = nil
                builder.appendUnplacedItem(alongLength: candidateAlong, acrossLength: candidateAcross)
                used = extended
                itemsLength += candidateAcross
                thickness = Swift.max(thickness, candidateAlong)
                next += 1
            }
            let count = next - item
            let alignment = placement.alignment(count: count, isLastLine: next == itemCount)
            let spread = placement.spread(count: count, itemsLength: itemsLength, available: available,
                                          alignment: alignment)
            builder.placeLastItems(count, start: geometry.crossStart + spread.offset, gap: spread.gap)
            lineStart += thickness
            end = lineStart
            item = next
            if item < itemCount {
                lineStart += geometry.lineSpacing
                if stopsBefore(item) { return (item, lineStart) }
            }
        }
        return nil
    }

    /// Lays out a whole section's items from along-position `start`.
    /// - Complexity: O(n) for n items.
    static func layingOut(itemCount: Int, from start: Double, geometry: LineGeometry, size: (Int) -> Size) -> MeasuredFlowLines {
        var builder = Builder(firstItem: 0)
        var end = start
        layOut(items: 0, through: itemCount, from: start, geometry: geometry, into: &builder, end: &end, size: size)
        var lines = MeasuredFlowLines(axes: geometry.axes)
        lines.replaceBlocks(0..<0, with: builder.finish())
        lines.updateSummary(runningEnd: end)
        lines.roundingSteps += 2 * itemCount + roundingStepsPerRelayout
        return lines
    }

    /// Lays the section out again from the line before the one holding `item` (or the last line,
    /// when `item` is past the end of the old or the new items), keeping every line before it;
    /// returns the first item laid out again, or nil when there are no lines (the caller lays
    /// the section out whole). The line holding the item before `item` is laid out again too,
    /// since whether it is the last line decides its alignment.
    /// - Complexity: O(b + k), where k is the number of items laid out (the blocks after it are
    ///   dropped, so the trees are rebuilt).
    mutating func relayOut(fromItem item: Int, itemCount newItemCount: Int, geometry: LineGeometry,
                           size: (Int) -> Size) -> Int? {
        guard !blocks.isEmpty else { return nil }
        let location = location(ofLineHolding: Swift.max(0, Swift.min(item, itemCount, newItemCount) - 1))
        let resumed = firstItem(ofLineAt: location)
        let start = start(ofLineAt: location)
        var builder = Builder(keepingLinesOf: self, block: location.block, before: location.line)
        var end = start
        Self.layOut(items: resumed, through: newItemCount, from: start, geometry: geometry, into: &builder, end: &end,
                    size: size)
        replaceBlocks(location.block..<blocks.count, with: builder.finish())
        updateSummary(runningEnd: end)
        roundingSteps += 2 * (newItemCount - resumed) + Self.roundingStepsPerRelayout
        return resumed
    }
}
