extension MeasuredFlowLines {
    /// Builds a section's blocks in item order: line by line (a new block opens when the open one
    /// holds `blockCapacity` items), or a whole earlier block at a time at a new base.
    struct Builder {
        private var blocks: ContiguousArray<Block> = []
        private var open: Block?
        /// The number of items appended so far: the next line's first item.
        private(set) var itemCount = 0

        init() {}

        /// Starts with the lines of `old` before the line at `location`, kept as they are (the
        /// blocks before it shared, not copied).
        /// - Complexity: O(b + B), where B is the block's size.
        init(keepingLinesOf old: MeasuredFlowLines, before location: (block: Int, line: Int)) {
            blocks = ContiguousArray(old.blocks[..<location.block])
            itemCount = old.blocks[location.block].firstItem
            guard location.line > 0 else { return }
            var kept = old.blocks[location.block]
            let firstDropped = Int(kept.lines[location.line].firstItem)
            kept.lines.removeSubrange(location.line...)
            kept.items.removeSubrange(firstDropped...)
            kept.maxAcross = kept.items.reduce(0) { Swift.max($0, $1.across + $1.acrossLength) }
            itemCount += firstDropped
            open = kept
        }

        /// Appends a line starting at along-position `start`.
        /// - Complexity: O(k) for its k items.
        mutating func appendLine(start: Double, thickness: Double, items: some Collection<Item>) {
            if open == nil || open!.items.count >= MeasuredFlowLines.blockCapacity {
                closeOpenBlock()
                open = Block(base: start, firstItem: itemCount)
            }
            open!.lines.append(Line(firstItem: Int32(itemCount - open!.firstItem), start: start - open!.base,
                                    thickness: thickness))
            for item in items {
                open!.items.append(item)
                open!.maxAcross = Swift.max(open!.maxAcross, item.across + item.acrossLength)
            }
            itemCount += items.count
        }

        /// Appends `block` whole, its first line starting at `start`: its lines and items are
        /// shared with the block it was, only its base and first item change.
        /// - Precondition: the block's first line is at its base.
        /// - Complexity: O(1), plus O(B) when the open block is merged into the one before it.
        mutating func appendBlock(_ block: Block, start: Double) {
            precondition(block.lines[0].start == 0, "a whole block starts at its base")
            closeOpenBlock()
            var moved = block
            moved.base = start
            moved.firstItem = itemCount
            itemCount += moved.items.count
            blocks.append(moved)
        }

        /// Closes the open block. One holding under a quarter of the capacity joins the block
        /// before it when both fit in one, so that the small blocks left where runs of moved
        /// blocks meet lines laid out again do not accumulate over many relayouts.
        /// - Complexity: O(B) when it merges, O(1) otherwise.
        private mutating func closeOpenBlock() {
            guard let block = open else { return }
            open = nil
            let capacity = MeasuredFlowLines.blockCapacity
            guard block.items.count < capacity / 4, let previous = blocks.last,
                  previous.items.count + block.items.count <= capacity else {
                blocks.append(block)
                return
            }
            var merged = blocks.removeLast()
            let offset = Int32(merged.items.count)
            for line in block.lines {
                merged.lines.append(Line(firstItem: line.firstItem + offset, start: (block.base + line.start) - merged.base,
                                         thickness: line.thickness))
            }
            merged.items.append(contentsOf: block.items)
            merged.maxAcross = Swift.max(merged.maxAcross, block.maxAcross)
            blocks.append(merged)
        }

        /// The section's lines, ending at `linesEnd`.
        /// - Complexity: O(b).
        consuming func finish(axes: ScrollAxes, linesEnd: Double) -> MeasuredFlowLines {
            closeOpenBlock()
            return MeasuredFlowLines(axes: axes, blocks: blocks, linesEnd: linesEnd)
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
    /// line; then returns that item and where its line starts, without laying it out. With no
    /// stop, returns nil and sets `end` to the along-position just past the last line.
    /// - Complexity: O(k), where k is the number of items laid out.
    @discardableResult
    static func layOut(items firstItem: Int, through itemCount: Int, from start: Double, geometry: LineGeometry,
                       into builder: inout Builder, end: inout Double,
                       stopsBefore: (Int) -> Bool = { _ in false }, size: (Int) -> Size) -> (item: Int, start: Double)? {
        let axes = geometry.axes, placement = geometry.placement, available = geometry.available
        var lineStart = start
        var item = firstItem
        var sizes = ContiguousArray<Size>()
        var lineItems = ContiguousArray<Item>()
        end = start
        while item < itemCount {
            // Greedy line break: the first item always fits; each next one needs its length
            // plus the minimum spacing.
            sizes.removeAll(keepingCapacity: true)
            let first = size(item)
            sizes.append(first)
            var used = axes.across(first)
            var itemsLength = used
            var thickness = axes.along(first)
            var next = item + 1
            while next < itemCount {
                let candidate = size(next)
                let extended = used + placement.interitemSpacing + axes.across(candidate)
                if extended > available { break }
                sizes.append(candidate)
                used = extended
                itemsLength += axes.across(candidate)
                thickness = Swift.max(thickness, axes.along(candidate))
                next += 1
            }
            let count = next - item
            let alignment = placement.alignment(count: count, isLastLine: next == itemCount)
            let spread = placement.spread(count: count, itemsLength: itemsLength, available: available,
                                          alignment: alignment)
            var across = geometry.crossStart + spread.offset
            lineItems.removeAll(keepingCapacity: true)
            for itemSize in sizes {
                let acrossLength = axes.across(itemSize)
                lineItems.append(Item(across: across, alongLength: axes.along(itemSize), acrossLength: acrossLength))
                across += acrossLength + spread.gap
            }
            builder.appendLine(start: lineStart, thickness: thickness, items: lineItems)
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
        var builder = Builder()
        var end = start
        layOut(items: 0, through: itemCount, from: start, geometry: geometry, into: &builder, end: &end, size: size)
        var lines = builder.finish(axes: geometry.axes, linesEnd: end)
        lines.roundingSteps = 2 * itemCount + roundingStepsPerRelayout
        return lines
    }

    /// Lays the section out again from the line before the one holding `item` (or the last line,
    /// when `item` is past the end of the old or the new items), keeping every line before it;
    /// returns the first item laid out again. The line holding the item before `item` is laid
    /// out again too, since whether it is the last line decides its alignment.
    /// - Complexity: O(b + k), where k is the number of items laid out.
    mutating func relayOut(fromItem item: Int, itemCount newItemCount: Int, geometry: LineGeometry,
                           size: (Int) -> Size) -> Int? {
        guard !blocks.isEmpty else { return nil }
        let anchor = Swift.max(0, Swift.min(item, itemCount, newItemCount) - 1)
        let location = location(ofLineHolding: anchor)
        let resumed = firstItem(ofLineAt: location)
        let block = blocks[location.block]
        let start = block.base + block.lines[location.line].start
        var builder = Builder(keepingLinesOf: self, before: location)
        var end = start
        Self.layOut(items: resumed, through: newItemCount, from: start, geometry: geometry, into: &builder, end: &end,
                    size: size)
        let steps = roundingSteps + 2 * (newItemCount - resumed) + Self.roundingStepsPerRelayout
        self = builder.finish(axes: geometry.axes, linesEnd: end)
        roundingSteps = steps
        return resumed
    }
}
