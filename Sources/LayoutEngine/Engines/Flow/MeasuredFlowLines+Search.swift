extension MeasuredFlowLines {
    /// Appends `firstOrdinal + item` for every item whose frame `rect` intersects
    /// (`Rect.intersects(_:)`), ascending, and returns how many frames it tested. Blocks are
    /// found by two descents of the positions tree, which read the bases of the first and the last
    /// block on the way: a block's items lie between its base and the next block's, each within
    /// `blockSearchMargin` (docs/flow-layout.md); lines within a block by a search over their
    /// starts (which never decrease) from where interpolation puts the rect, then a walk to the
    /// first line starting at or after its end, each bound widened by `searchMargin`, so the
    /// candidates are a superset and the answer is exact.
    /// - Complexity: O(log b + log l + c), where c is the number of items in the lines that reach
    ///   the rect along the scroll direction.
    ///
    /// The lines are taken by pointer, and only their small parts are read (the blocks, the
    /// trees): a method of the whole value, which is large, reached in an array of sections,
    /// would be called on a copy of it (its four arrays retained, then released).
    static func appendItems(of lines: UnsafePointer<MeasuredFlowLines>, in rect: Rect, firstOrdinal: Int,
                            to result: inout [Int]) -> Int {
        guard let candidates = unsafe candidateBlocks(of: lines, in: rect) else { return 0 }
        let axes = unsafe lines.pointee.axes
        var examined = 0
        unsafe forEachBlock(of: lines, candidates, in: rect) { block, base, firstItem, candidateLines in
            unsafe examined += Block.appendItems(of: block, candidateLines, in: rect, base: base, axes: axes,
                                          firstOrdinal: firstOrdinal + firstItem, to: &result)
        }
        return examined
    }

    /// The blocks that can hold an item reaching a rect along the scroll direction
    /// (`candidateBlocks(of:in:)`): blocks `first...last`, and of the first and the last, the base
    /// as read (bit for bit `BlockPositions.position(of:)`), the first item and the candidate
    /// lines (`Block.candidateLines(of:in:base:axes:)`).
    struct CandidateBlocks {
        var first: Int
        var firstBase: Double
        var firstItem: Int
        var firstLines: (lines: Range<Int>, items: Range<Int>)
        var last: Int
        var lastBase: Double
        var lastItem: Int
        var lastLines: (lines: Range<Int>, items: Range<Int>)

        /// At least as many as the candidate items of all the blocks: the items from the first
        /// block's first candidate to the last block's last (as many, for one block or two).
        var itemBound: Int { lastItem + lastLines.items.upperBound - (firstItem + firstLines.items.lowerBound) }
    }

    /// The blocks that can hold an item reaching `rect` along the scroll direction, found by two
    /// descents of the positions tree: blocks before `firstCandidateBlock(of:reaching:)` the rect's
    /// start end before it, and blocks from the first based at or past its end plus `m` on start
    /// after it, for `m` the `blockSearchMargin`; with the first and last block's candidate lines.
    /// Nil when there are none (or the rect is empty along the scroll direction).
    /// - Complexity: O(log b + k + log l) for k blocks.
    static func candidateBlocks(of lines: UnsafePointer<MeasuredFlowLines>, in rect: Rect) -> CandidateBlocks? {
        let axes = unsafe lines.pointee.axes
        let low = rect.minAlong(axes.direction), high = rect.maxAlong(axes.direction)
        guard low < high, let first = unsafe firstCandidateBlock(of: lines, reaching: low) else { return nil }
        let margin = unsafe blockSearchMargin(largestPosition: lines.pointee.largestPosition)
        let last = unsafe lines.pointee.positions.lastBlock(below: high + margin)
        guard first.block <= last.block else { return nil }
        let firstItem = unsafe lines.pointee.itemCounts.prefixSum(before: first.block)
        return unsafe withBlocks(of: lines) { blocks in
            let firstLines = unsafe Block.candidateLines(of: blocks.pointer(at: first.block), in: rect, base: first.base, axes: axes)
            guard last.block > first.block else {
                return CandidateBlocks(first: first.block, firstBase: first.base, firstItem: firstItem, firstLines: firstLines,
                                       last: first.block, lastBase: first.base, lastItem: firstItem, lastLines: firstLines)
            }
            var lastItem = firstItem
            for index in first.block..<last.block { unsafe lastItem += blocks[index].itemCount }
            return unsafe CandidateBlocks(first: first.block, firstBase: first.base, firstItem: firstItem, firstLines: firstLines,
                                   last: last.block, lastBase: last.position, lastItem: lastItem,
                                   lastLines: Block.candidateLines(of: blocks.pointer(at: last.block), in: rect,
                                                                   base: last.position, axes: axes))
        }
    }

    /// Calls `body` with each of `candidates`' blocks, in order, its base as read, its first item
    /// and its candidate lines for `rect` (found here for the blocks between the first and the last).
    /// - Complexity: O(k · (log b + log l)) for k blocks (O(k) for one or two).
    @inline(__always)
    static func forEachBlock(of lines: UnsafePointer<MeasuredFlowLines>, _ candidates: CandidateBlocks, in rect: Rect,
                             _ body: (UnsafePointer<Block>, _ base: Double, _ firstItem: Int,
                                      _ lines: (lines: Range<Int>, items: Range<Int>)) -> Void) {
        var firstItem = candidates.firstItem
        let axes = unsafe lines.pointee.axes
        unsafe withBlocks(of: lines) { blocks in
            for index in candidates.first...candidates.last {
                let block = unsafe blocks.pointer(at: index)
                if index == candidates.first {
                    unsafe body(block, candidates.firstBase, firstItem, candidates.firstLines)
                } else if index == candidates.last {
                    unsafe body(block, candidates.lastBase, firstItem, candidates.lastLines)
                } else {
                    let base = unsafe lines.pointee.positions.position(of: index)
                    unsafe body(block, base, firstItem, Block.candidateLines(of: block, in: rect, base: base, axes: axes))
                }
                unsafe firstItem += blocks[index].itemCount
            }
        }
    }

    /// The first block that can hold an item reaching past `low` along the scroll direction, and
    /// its base as read: the one before the first based at or past `low − m`, for `m` the
    /// `blockSearchMargin` (block 0 when none is before it); nil when there are no blocks.
    /// - Complexity: O(log b): one descent of the positions tree.
    static func firstCandidateBlock(of lines: UnsafePointer<MeasuredFlowLines>, reaching low: Double) -> (block: Int, base: Double)? {
        guard unsafe !lines.pointee.blocks.isEmpty else { return nil }
        let margin = unsafe blockSearchMargin(largestPosition: lines.pointee.largestPosition)
        let before = unsafe lines.pointee.positions.lastBlock(below: low - margin)
        return unsafe before.block >= 0 ? (before.block, before.position) : (0, lines.pointee.positions.position(of: 0))
    }

    /// Appends `firstOrdinal + item` for every item whose frame `rect` intersects, testing every
    /// item in order; returns the number of items.
    /// - Complexity: O(n).
    func appendItemsByScan(in rect: Rect, firstOrdinal: Int, to result: inout [Int]) -> Int {
        var firstItem = 0
        for (index, block) in blocks.enumerated() {
            let base = base(ofBlock: index)
            defer { firstItem += block.items.count }
            for line in block.lines.indices {
                let start = base + block.lines[line].start, thickness = block.thickness(ofLine: line)
                for local in block.itemRange(ofLine: line)
                where rect.intersects(frame(ofItem: local, lineStart: start, thickness: thickness, in: block)) {
                    result.append(firstOrdinal + firstItem + local)
                }
            }
        }
        return itemCount
    }
}

extension MeasuredFlowLines.Block {
    /// The lines of `block`, based at `base`, that can hold an item reaching `rect` along the
    /// scroll direction, and their items: from the line before the first that reaches the rect's
    /// start (less the margin) to the first that starts at or after its end, each bound widened by
    /// `MeasuredFlowLines.searchMargin`, so that they hold every item that reaches it. Found by a
    /// search over the line starts (which never decrease) from where interpolation between the
    /// block's first and last line puts the rect (the estimate only steers; the starts decide):
    /// a cold block's lines then cost a cache line or two, not a binary search's half a dozen.
    /// - Complexity: O(log l + m) for m lines found (O(1 + m) when interpolation puts the rect's
    ///   start within a few lines of its place).
    static func candidateLines(of block: UnsafePointer<Self>, in rect: Rect, base: Double, axes: ScrollAxes)
        -> (lines: Range<Int>, items: Range<Int>) {
        let low = rect.minAlong(axes.direction), high = rect.maxAlong(axes.direction)
        let lineCount = unsafe block.pointee.lineCount, itemCount = unsafe block.pointee.itemCount
        return unsafe block.pointee.lines.withUnsafeBufferPointer { lines in
            let last = lineCount - 1
            let estimate = unsafe last == 0 ? 0 : (low - base) / block.pointee.lastLineStart * Double(last)
            // A line whose successor starts at or before `low` (less the margin) ends before it.
            let firstReaching = partitionPoint(lineCount, near: estimate) {
                let start = unsafe base + lines[$0].start
                return start + MeasuredFlowLines.searchMargin(start) > low
            }
            let firstLine = Swift.max(0, firstReaching - 1)
            var endLine = firstLine
            while endLine < lineCount {
                let start = unsafe base + lines[endLine].start
                if start - MeasuredFlowLines.searchMargin(start) >= high { break }
                endLine += 1
            }
            return unsafe (firstLine..<endLine,
                    Int(lines[firstLine].firstItem)..<(endLine < lineCount ? Int(lines[endLine].firstItem) : itemCount))
        }
    }

    /// Calls `visit` with every item of lines `lines` of `block` (based at `base`, their first
    /// item `firstItem`) whose frame `rect` intersects (`Rect.intersects(_:)`), ascending, and
    /// that frame.
    /// - Complexity: O(c) for the c items of those lines.
    @inline(__always)
    static func forEachItem(of block: UnsafePointer<Self>, inLines lines: Range<Int>, from firstItem: Int, base: Double,
                            axes: ScrollAxes, intersecting rect: Rect, _ visit: (_ local: Int, _ frame: Rect) -> Void) {
        let lineCount = unsafe block.pointee.lineCount, itemCount = unsafe block.pointee.itemCount
        let starts = unsafe block.pointee.lines.span, items = unsafe block.pointee.items.span
        unsafe withUnsafeTemporaryAllocation(of: Double.self, capacity: lines.count) { thicknesses in
            // Every line's thickness first, as `thickness(ofLine:)` reads it: a loop of loads
            // alone, whose cache misses the processor overlaps; interleaved with writing frames,
            // each line's waited for the one before.
            var lineFirst = firstItem
            for (offset, line) in lines.enumerated() {
                let lineEnd = line + 1 < lineCount ? Int(starts[line + 1].firstItem) : itemCount
                unsafe thicknesses.initializeElement(at: offset, to: Self.thickness(of: items, lineFirst..<lineEnd))
                lineFirst = lineEnd
            }
            lineFirst = firstItem
            for (offset, line) in lines.enumerated() {
                let start = base + starts[line].start
                let lineEnd = line + 1 < lineCount ? Int(starts[line + 1].firstItem) : itemCount
                for local in lineFirst..<lineEnd {
                    let frame = unsafe MeasuredFlowLines.frame(of: items[local], lineStart: start, thickness: thicknesses[offset], axes: axes)
                    // Lengths are sanitised: never negative.
                    if rect.intersects(standardized: frame) { visit(local, frame) }
                }
                lineFirst = lineEnd
            }
        }
    }

    /// `MeasuredFlowLines.appendItems(of:in:firstOrdinal:to:)` within `block`, based at `base`,
    /// whose first item is ordinal `firstOrdinal`: every item of its `candidateLines` tested.
    /// Returns how many it tested.
    ///
    /// The items found go to a scratch buffer on the stack, appended to `result` in one call at
    /// the end: appending one ordinal at a time checked the array's uniqueness and capacity for
    /// each. The block is read where it is stored (a copy would retain its two arrays).
    /// - Complexity: O(c) for the c items of the candidate lines.
    static func appendItems(of block: UnsafePointer<Self>, _ candidates: (lines: Range<Int>, items: Range<Int>), in rect: Rect,
                            base: Double, axes: ScrollAxes, firstOrdinal: Int, to result: inout [Int]) -> Int {
        guard !candidates.items.isEmpty else { return 0 }
        unsafe withUnsafeTemporaryAllocation(of: Int.self, capacity: candidates.items.count) { found in
            var count = 0
            unsafe forEachItem(of: block, inLines: candidates.lines, from: candidates.items.lowerBound, base: base, axes: axes,
                        intersecting: rect) { local, _ in
                unsafe found[count] = firstOrdinal + local
                count += 1
            }
            unsafe result.append(contentsOf: UnsafeBufferPointer(rebasing: found[..<count]))
        }
        return candidates.items.count
    }
}
