extension MeasuredFlowLines {
    /// Appends `firstOrdinal + item` for every item whose frame `rect` intersects
    /// (`Rect.intersects(_:)`), ascending, and returns how many frames it tested. Blocks are
    /// found by two descents of the positions tree: a block's items lie between its base and the
    /// next block's, each within `blockSearchMargin` (docs/flow-layout.md); lines within a block
    /// by a search over their starts (which never decrease) from where interpolation puts the
    /// rect, then a walk to the first line starting at or after its end, each bound widened by
    /// `searchMargin`, so the candidates are a superset and the answer is exact.
    /// - Complexity: O(log b + log l + c), where c is the number of items in the lines that reach
    ///   the rect along the scroll direction.
    func appendItems(in rect: Rect, firstOrdinal: Int, to result: inout [Int]) -> Int {
        let low = rect.minAlong(axes.direction), high = rect.maxAlong(axes.direction)
        guard low < high, !blocks.isEmpty else { return 0 }
        let margin = blockSearchMargin
        // Blocks before the one before the first based past `low − margin` end before `low`.
        let firstBlock = Swift.max(0, positions.firstBlock(atOrAfter: low - margin) - 1)
        let endBlock = positions.firstBlock(atOrAfter: high + margin)
        guard firstBlock < endBlock else { return 0 }
        var firstItem = self.firstItem(ofBlock: firstBlock)
        // Read in place: a copy of a block would retain its two arrays.
        return blocks.withUnsafeBufferPointer { blocks in
            var examined = 0
            for index in firstBlock..<endBlock {
                let base = base(ofBlock: index)
                defer { firstItem += blocks[index].items.count }
                blocks[index].lines.withUnsafeBufferPointer { lines in
                    // A line whose successor starts at or before `low` (less the margin) ends before it.
                    // Searched from where `low` falls between the block's first and last line
                    // starts: a cold block's lines then cost a cache line or two, not a binary
                    // search's half a dozen (the estimate only steers; the starts decide).
                    let last = lines.count - 1
                    let estimate = last == 0 ? 0 : (low - base) / lines[last].start * Double(last)
                    let firstReaching = partitionPoint(lines.count, near: estimate) {
                        let start = base + lines[$0].start
                        return start + Self.searchMargin(start) > low
                    }
                    var line = Swift.max(0, firstReaching - 1)
                    while line < lines.count {
                        let start = base + lines[line].start
                        if start - Self.searchMargin(start) >= high { break }
                        let thickness = blocks[index].thickness(ofLine: line)
                        for local in blocks[index].itemRange(ofLine: line) {
                            examined += 1
                            if rect.intersects(frame(ofItem: local, lineStart: start, thickness: thickness, in: blocks[index])) {
                                result.append(firstOrdinal + firstItem + local)
                            }
                        }
                        line += 1
                    }
                }
            }
            return examined
        }
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
