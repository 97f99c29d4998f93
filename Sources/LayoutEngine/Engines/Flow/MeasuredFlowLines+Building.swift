extension MeasuredFlowLines {
    /// Builds blocks of whole lines in item order: a new block opens at a line when the open one
    /// holds `blockCapacity` items, its base at that line's start.
    struct Builder {
        struct Output {
            var blocks: ContiguousArray<Block> = []
            var bases: ContiguousArray<Double> = []
        }

        /// Lines of an old block that the open block starts with, not copied yet: the open
        /// block's own lines and items follow them (its lines count items from the old block's
        /// first). Closing the block copies them in front; an edit in place never copies them.
        private struct KeptHead {
            var block: Int
            var source: Block
            var lineCount: Int
            var itemCount: Int
            /// The block's new base, when the kept lines move with it.
            var movedBase: Double?
        }

        private var output = Output()
        private var open = Block()
        private var head: KeptHead?
        private var openBase = 0.0
        private var openFirstItem = 0
        private var isOpen = false
        /// The next line's first item, counted from the section's start.
        private(set) var nextItem: Int

        /// The open block's items, its kept head's included.
        private var openItemCount: Int { (head?.itemCount ?? 0) + open.items.count }

        /// Whether nothing has been built or kept.
        var isEmpty: Bool { !isOpen && output.blocks.isEmpty }

        /// An empty builder whose first line will start at item `firstItem`.
        init(firstItem: Int) {
            nextItem = firstItem
        }

        /// Starts with the lines of `lines`' block `block` before its line `line` (none when
        /// `line` is 0), kept as they are, at the block's base. They are copied when the block is
        /// closed, unless `edit(ofBlock:…)` takes what follows them.
        /// - Complexity: O(log b).
        init(keepingLinesOf lines: MeasuredFlowLines, block: Int, before line: Int) {
            self.init(firstItem: lines.firstItem(ofBlock: block))
            guard line > 0 else { return }
            keep(line, linesOf: lines.blocks[block], block: block, base: lines.base(ofBlock: block), moved: false)
        }

        /// Starts with the lines of `lines`' block `block` before its line `line` (at least one),
        /// moved with the block to base `base`, as a moved block is (their starts relative to it
        /// kept), the first of them now item `firstItem`.
        /// - Complexity: O(1).
        init(movingLinesOf lines: MeasuredFlowLines, block: Int, before line: Int, to base: Double, firstItem: Int) {
            self.init(firstItem: firstItem)
            keep(line, linesOf: lines.blocks[block], block: block, base: base, moved: true)
        }

        private mutating func keep(_ lineCount: Int, linesOf source: Block, block: Int, base: Double, moved: Bool) {
            let keptItems = Int(source.lines[lineCount].firstItem)
            head = KeptHead(block: block, source: source, lineCount: lineCount, itemCount: keptItems,
                            movedBase: moved ? base : nil)
            (openBase, openFirstItem, isOpen) = (base, nextItem, true)
            nextItem += keptItems
            // Room for the lines a change usually lays out again, which would otherwise grow the
            // arrays from nothing, one reallocation per doubling.
            open.lines.reserveCapacity(MeasuredFlowLines.blockCapacity / 16)
            open.items.reserveCapacity(MeasuredFlowLines.blockCapacity / 4)
        }

        /// Starts a line at along-position `start`; its items follow (`appendUnplacedItem`).
        mutating func openLine(start: Double) {
            if !isOpen || openItemCount >= MeasuredFlowLines.blockCapacity { openBlock(at: start) }
            open.lines.append(Line(firstItem: Int32(nextItem - openFirstItem), start: relativeStart(start)))
        }

        /// `start` relative to the open block's base, never before the block's last line: lines
        /// kept with a moved base start at their old relative starts, and a start summed from
        /// the base as moved can read an ulp before the kept line's when the line between adds
        /// nothing (a line 0 thick with no spacing). Elsewhere starts never decrease, so the
        /// difference is the result.
        @inline(__always)
        private func relativeStart(_ start: Double) -> Double {
            let relative = start - openBase
            guard let previous = open.lines.last?.start ?? head.map({ $0.source.lines[$0.lineCount - 1].start }) else {
                return relative
            }
            return Swift.max(relative, previous)
        }

        /// Closes the open block and opens an empty one based at `base`, its first item the next.
        private mutating func openBlock(at base: Double) {
            closeOpenBlock()
            open.lines.reserveCapacity(MeasuredFlowLines.blockCapacity / 2)
            open.items.reserveCapacity(MeasuredFlowLines.blockCapacity + 16)
            (openBase, openFirstItem, isOpen) = (base, nextItem, true)
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
            unsafe open.items.withUnsafeMutableBufferPointer { items in
                for index in (items.count - count)..<items.count {
                    unsafe items[index].across = across
                    farthest = unsafe Swift.max(farthest, across + items[index].acrossLength)
                    unsafe across += items[index].acrossLength + gap
                }
            }
            open.maxAcross = farthest
        }

        /// Appends copies of lines `lines` of `block`, placed along as a fresh layout places
        /// them: the first at `start`, each next one `lineSpacing` past the end of the one
        /// before (its start plus its items' largest length along). Returns the last one's end.
        ///
        /// Lines go into the open block until it holds `blockCapacity` items, as `openLine` would
        /// put them; each run of lines that shares an open block has its items appended in one
        /// call (one call per line cost about as much as the rest of the copy), and one pass over
        /// those items finds each line's thickness and the block's farthest edge across.
        /// - Complexity: O(l + k) for l lines and k items.
        mutating func appendLines(_ lines: ClosedRange<Int>, of block: borrowing Block, start: Double,
                                  lineSpacing: Double) -> Double {
            let capacity = MeasuredFlowLines.blockCapacity
            var lineStart = start, end = start
            unsafe block.lines.withUnsafeBufferPointer { oldLines in
                unsafe block.items.withUnsafeBufferPointer { items in
                    var line = lines.lowerBound
                    var lineFirstItem = unsafe Int(oldLines[line].firstItem)
                    while line <= lines.upperBound {
                        if !isOpen || openItemCount >= capacity { openBlock(at: lineStart) }
                        // Lines join the open block while it holds fewer than `capacity` items
                        // before them.
                        let room = capacity - openItemCount, runFirstItem = lineFirstItem
                        let itemOffset = Int32(nextItem - openFirstItem - runFirstItem)
                        var farthest = open.maxAcross
                        repeat {
                            let lineEndItem = unsafe line + 1 < oldLines.count ? Int(oldLines[line + 1].firstItem) : items.count
                            var thickness = 0.0
                            for index in lineFirstItem..<lineEndItem {
                                thickness = unsafe Swift.max(thickness, items[index].alongLength)
                                farthest = unsafe Swift.max(farthest, items[index].across + items[index].acrossLength)
                            }
                            unsafe open.lines.append(Line(firstItem: oldLines[line].firstItem + itemOffset,
                                                   start: relativeStart(lineStart)))
                            end = lineStart + thickness
                            lineStart = end + lineSpacing
                            (line, lineFirstItem) = (line + 1, lineEndItem)
                        } while line <= lines.upperBound && lineFirstItem - runFirstItem < room
                        open.maxAcross = farthest
                        unsafe open.items.append(contentsOf: items[runFirstItem..<lineFirstItem])
                        nextItem += lineFirstItem - runFirstItem
                    }
                }
            }
            return end
        }

        /// The edit in place that turns old block `block` into the open block followed by the
        /// old block's lines from `line` on, when the open block began with that block's kept
        /// head and the builder holds nothing else: the kept lines keep their items and are
        /// placed along as `appendLines` places them (the first at `start`, each next one
        /// `lineSpacing` past the end of the one before), and the returned end is the last one's.
        /// Nil otherwise, or when the block would pass `blockLimit` items; the builder is done
        /// with once an edit is returned.
        ///
        /// The block's farthest edge across is found from the items read (the replaced ones, the
        /// new ones and the kept lines') and the old value; the kept head is read only when a
        /// replaced item reached the old value and nothing left in the block is known to.
        /// - Complexity: O(k + r + l) for the kept lines' k items, the r items replaced and the l
        ///   new items; O(h) more for the head's h items when they must be read.
        mutating func edit(ofBlock block: Int, keepingLinesFrom line: Int, start: Double,
                           lineSpacing: Double) -> (edit: BlockEdit, end: Double)? {
            guard let head, head.block == block, isOpen, output.blocks.isEmpty else { return nil }
            let source = head.source
            let keptFirstItem = Int(source.lines[line].firstItem)
            guard head.itemCount + open.items.count + source.itemCount - keptFirstItem <= MeasuredFlowLines.blockLimit else {
                return nil
            }
            var starts = ContiguousArray<Double>()
            starts.reserveCapacity(source.lineCount - line)
            var lineStart = start, end = start, keptFarthest = 0.0
            // Never before the line before, as `relativeStart` keeps them.
            var previousStart = open.lines.last?.start ?? source.lines[head.lineCount - 1].start
            unsafe source.items.withUnsafeBufferPointer { items in
                for kept in line..<source.lineCount {
                    if kept > line { lineStart = end + lineSpacing }
                    var thickness = 0.0
                    for index in source.itemRange(ofLine: kept) {
                        thickness = unsafe Swift.max(thickness, items[index].alongLength)
                        keptFarthest = unsafe Swift.max(keptFarthest, items[index].across + items[index].acrossLength)
                    }
                    previousStart = Swift.max(lineStart - openBase, previousStart)
                    starts.append(previousStart)
                    end = lineStart + thickness
                }
            }
            let replacedItems = head.itemCount..<keptFirstItem
            let oldFarthest = source.maxAcross, newFarthest = open.maxAcross
            // The old value is the largest of the head's, the replaced items' and the kept
            // lines'; unless only a replaced item is known to reach it, the head is within it.
            let maxAcross = keptFarthest >= oldFarthest || newFarthest >= oldFarthest
                || source.farthestEdge(ofItems: replacedItems) < oldFarthest
                ? Swift.max(oldFarthest, newFarthest)
                : Swift.max(source.farthestEdge(ofItems: 0..<head.itemCount), keptFarthest, newFarthest)
            let edit = BlockEdit(block: block, movedBase: head.movedBase, replacedLines: head.lineCount..<line,
                                 replacedItems: replacedItems, lines: open.lines, items: open.items,
                                 keptLineStarts: starts, maxAcross: maxAcross)
            return (edit, end)
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
            if let head {
                open = head.source.prefix(lines: head.lineCount, items: head.itemCount, followedBy: open)
                self.head = nil
            }
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
        lines.rounding.add(.freshLayout(itemCount: itemCount))
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
        rounding.layOut(newItemCount - resumed)
        rounding.relayout()
        return resumed
    }
}

extension MeasuredFlowLines.Block {
    /// A block of this one's first `lineCount` lines and `itemCount` items (whole lines),
    /// followed by `rest`'s lines and items, which count items from this block's first.
    /// - Complexity: O(k) for the k lines and items of both.
    func prefix(lines lineCount: Int, items itemCount: Int, followedBy rest: Self) -> Self {
        var block = Self()
        block.lines.reserveCapacity(Swift.max(lineCount + rest.lines.count, MeasuredFlowLines.blockCapacity / 2))
        block.lines.append(contentsOf: lines[..<lineCount])
        block.lines.append(contentsOf: rest.lines)
        block.items.reserveCapacity(Swift.max(itemCount + rest.items.count, MeasuredFlowLines.blockCapacity + 16))
        block.items.append(contentsOf: items[..<itemCount])
        block.items.append(contentsOf: rest.items)
        block.maxAcross = Swift.max(farthestEdge(ofItems: 0..<itemCount), rest.maxAcross)
        return block
    }
}
