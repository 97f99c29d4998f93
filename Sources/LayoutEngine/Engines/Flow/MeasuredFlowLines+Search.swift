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
        let axes = lines.pointee.axes
        let low = rect.minAlong(axes.direction), high = rect.maxAlong(axes.direction)
        guard let candidates = candidateBlocks(of: lines, from: low, to: high) else { return 0 }
        var firstItem = lines.pointee.itemCounts.prefixSum(before: candidates.first)
        return lines.pointee.blocks.withUnsafeBufferPointer { blocks in
            var examined = 0
            for index in candidates.first...candidates.last {
                let base = index == candidates.first ? candidates.firstBase
                    : index == candidates.last ? candidates.lastBase : lines.pointee.positions.position(of: index)
                examined += Block.appendItems(of: blocks.baseAddress! + index, in: rect, low: low, high: high, base: base,
                                              axes: axes, firstOrdinal: firstOrdinal + firstItem, to: &result)
                firstItem += blocks[index].itemCount
            }
            return examined
        }
    }

    /// The blocks that can hold an item reaching `low..<high` along the scroll direction, from
    /// `first` to `last`, with their bases as read (bit for bit `BlockPositions.position(of:)`),
    /// found by two descents of the positions tree: blocks before `firstCandidateBlock(of:reaching:
    /// low)` end before `low`, and blocks from the first based at or past `high + m` on start after
    /// `high`, for `m` the `blockSearchMargin`. Nil when there are none.
    /// - Complexity: O(log b).
    static func candidateBlocks(of lines: UnsafePointer<MeasuredFlowLines>, from low: Double, to high: Double)
        -> (first: Int, firstBase: Double, last: Int, lastBase: Double)? {
        guard low < high, let first = firstCandidateBlock(of: lines, reaching: low) else { return nil }
        let margin = blockSearchMargin(largestPosition: lines.pointee.largestPosition)
        let last = lines.pointee.positions.lastBlock(below: high + margin)
        guard first.block <= last.block else { return nil }
        return (first.block, first.base, last.block, last.position)
    }

    /// The first block that can hold an item reaching past `low` along the scroll direction, and
    /// its base as read: the one before the first based at or past `low − m`, for `m` the
    /// `blockSearchMargin` (block 0 when none is before it); nil when there are no blocks.
    /// - Complexity: O(log b): one descent of the positions tree.
    static func firstCandidateBlock(of lines: UnsafePointer<MeasuredFlowLines>, reaching low: Double) -> (block: Int, base: Double)? {
        guard !lines.pointee.blocks.isEmpty else { return nil }
        let margin = blockSearchMargin(largestPosition: lines.pointee.largestPosition)
        let before = lines.pointee.positions.lastBlock(below: low - margin)
        return before.block >= 0 ? (before.block, before.position) : (0, lines.pointee.positions.position(of: 0))
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
    /// `MeasuredFlowLines.appendItems(in:firstOrdinal:to:)` within `block`, based at `base`, whose
    /// first item is ordinal `firstOrdinal`: the lines from the one before the first that reaches
    /// `low` (less the margin) to the first that starts at or after `high`, every item of them
    /// tested. Returns how many it tested.
    ///
    /// The lines are found first, then their items tested into a scratch buffer on the stack,
    /// appended to `result` in one call at the end: appending one ordinal at a time checked the
    /// array's uniqueness and capacity for each. The block is read where it is stored (a copy
    /// would retain its two arrays).
    /// - Complexity: O(log l + c) for c items in those lines (O(1 + c) when interpolation between
    ///   the first and last line's starts puts `low` within a few lines of its place).
    static func appendItems(of block: UnsafePointer<Self>, in rect: Rect, low: Double, high: Double, base: Double,
                            axes: ScrollAxes, firstOrdinal: Int, to result: inout [Int]) -> Int {
        let lineCount = block.pointee.lineCount, itemCount = block.pointee.itemCount
        // The lines that reach the rect, `firstLine..<endLine`, and their items,
        // `firstCandidate..<endCandidate`.
        let (firstLine, endLine, firstCandidate, endCandidate) = block.pointee.lines.withUnsafeBufferPointer { lines in
            // A line whose successor starts at or before `low` (less the margin) ends before it.
            // Searched from where `low` falls between the block's first and last line starts: a
            // cold block's lines then cost a cache line or two, not a binary search's half a
            // dozen (the estimate only steers; the starts decide).
            let last = lineCount - 1
            let estimate = last == 0 ? 0 : (low - base) / block.pointee.lastLineStart * Double(last)
            let firstReaching = partitionPoint(lineCount, near: estimate) {
                let start = base + lines[$0].start
                return start + MeasuredFlowLines.searchMargin(start) > low
            }
            let firstLine = Swift.max(0, firstReaching - 1)
            var endLine = firstLine
            while endLine < lineCount {
                let start = base + lines[endLine].start
                if start - MeasuredFlowLines.searchMargin(start) >= high { break }
                endLine += 1
            }
            return (firstLine, endLine, Int(lines[firstLine].firstItem),
                    endLine < lineCount ? Int(lines[endLine].firstItem) : itemCount)
        }
        let candidates = endCandidate - firstCandidate
        guard candidates > 0 else { return 0 }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: candidates) { found in
            var count = 0
            block.pointee.lines.withUnsafeBufferPointer { lines in
                block.pointee.items.withUnsafeBufferPointer { items in
                    var lineFirst = firstCandidate
                    for line in firstLine..<endLine {
                        let start = base + lines[line].start
                        let lineEnd = line + 1 < lineCount ? Int(lines[line + 1].firstItem) : itemCount
                        // The line's thickness, as `thickness(ofLine:)` reads it.
                        var thickness = 0.0
                        for local in lineFirst..<lineEnd { thickness = Swift.max(thickness, items[local].alongLength) }
                        for local in lineFirst..<lineEnd {
                            let frame = MeasuredFlowLines.frame(of: items[local], lineStart: start, thickness: thickness, axes: axes)
                            if rect.intersects(frame) {
                                found[count] = firstOrdinal + local
                                count += 1
                            }
                        }
                        lineFirst = lineEnd
                    }
                }
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: found[..<count]))
        }
        return candidates
    }
}
