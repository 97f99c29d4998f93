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
        guard low < high, !lines.pointee.blocks.isEmpty else { return 0 }
        let margin = blockSearchMargin(largestPosition: lines.pointee.largestPosition)
        // Blocks before the one before the first based past `low − margin` end before `low`;
        // blocks from the first based past `high + margin` on start after `high`.
        let before = lines.pointee.positions.lastBlock(below: low - margin)
        let last = lines.pointee.positions.lastBlock(below: high + margin)
        let firstBlock = Swift.max(0, before.block)
        guard firstBlock <= last.block else { return 0 }
        var firstItem = lines.pointee.itemCounts.prefixSum(before: firstBlock)
        var examined = 0
        for index in firstBlock...last.block {
            let base = index == before.block ? before.position
                : index == last.block ? last.position : lines.pointee.positions.position(of: index)
            examined += lines.pointee.blocks[index].appendItems(in: rect, low: low, high: high, base: base, axes: axes,
                                                                firstOrdinal: firstOrdinal + firstItem, to: &result)
            firstItem += lines.pointee.blocks[index].items.count
        }
        return examined
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
    /// `MeasuredFlowLines.appendItems(in:firstOrdinal:to:)` within this block, based at `base`,
    /// whose first item is ordinal `firstOrdinal`: the lines from the one before the first that
    /// reaches `low` (less the margin) to the first that starts at or after `high`, every item of
    /// them tested. Returns how many it tested.
    /// - Complexity: O(log l + c) for c items in those lines (O(1 + c) when interpolation between
    ///   the first and last line's starts puts `low` within a few lines of its place).
    func appendItems(in rect: Rect, low: Double, high: Double, base: Double, axes: ScrollAxes, firstOrdinal: Int,
                     to result: inout [Int]) -> Int {
        lines.withUnsafeBufferPointer { lines in
            items.withUnsafeBufferPointer { items in
                // A line whose successor starts at or before `low` (less the margin) ends before it.
                // Searched from where `low` falls between the block's first and last line starts: a
                // cold block's lines then cost a cache line or two, not a binary search's half a
                // dozen (the estimate only steers; the starts decide).
                let last = lineCount - 1
                let estimate = last == 0 ? 0 : (low - base) / lastLineStart * Double(last)
                let firstReaching = partitionPoint(lines.count, near: estimate) {
                    let start = base + lines[$0].start
                    return start + MeasuredFlowLines.searchMargin(start) > low
                }
                var line = Swift.max(0, firstReaching - 1)
                var lineFirst = Int(lines[line].firstItem)
                var examined = 0
                while line < lines.count {
                    let start = base + lines[line].start
                    if start - MeasuredFlowLines.searchMargin(start) >= high { break }
                    let lineEnd = line + 1 < lines.count ? Int(lines[line + 1].firstItem) : items.count
                    // The line's thickness, as `thickness(ofLine:)` reads it.
                    var thickness = 0.0
                    for local in lineFirst..<lineEnd { thickness = Swift.max(thickness, items[local].alongLength) }
                    for local in lineFirst..<lineEnd {
                        let frame = MeasuredFlowLines.frame(of: items[local], lineStart: start, thickness: thickness, axes: axes)
                        if rect.intersects(frame) { result.append(firstOrdinal + local) }
                    }
                    examined += lineEnd - lineFirst
                    lineFirst = lineEnd
                    line += 1
                }
                return examined
            }
        }
    }
}
