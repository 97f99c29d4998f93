extension MeasuredFlowLines {
    /// Checks the documented invariants of the blocks and their three trees: every block's lines
    /// and cached counts, its item count in `itemCounts` and its `maxAcross` (recomputed from its
    /// items) in `acrossMaxima`, slot by slot; the positions tree's own check (its reads agree bit
    /// for bit); and the summary (`itemCount`, `maxAcross`, a `linesEnd` that contains the last
    /// line as read). Runs after every relayout (`updateSummary(runningEnd:)`) when internal
    /// checks are on (`InternalChecks`).
    /// - Complexity: O(b·log b + l + n), where l is the number of lines and n of items.
    func _checkInvariants() {
        precondition(positions.count == blocks.count && itemCounts.count == blocks.count,
                     "flow lines: \(positions.count) positions and \(itemCounts.count) counts for \(blocks.count) blocks")
        positions._checkInvariants()
        var first = 0
        for (index, block) in blocks.enumerated() {
            precondition(itemCounts.count(at: index) == block.items.count,
                         "flow block \(index): counted \(itemCounts.count(at: index)) items, holds \(block.items.count)")
            precondition(firstItem(ofBlock: index) == first,
                         "flow block \(index) starts at item \(firstItem(ofBlock: index)), expected \(first)")
            precondition(!block.lines.isEmpty && block.lines[0].firstItem == 0 && block.lines[0].start == 0,
                         "flow block \(index) does not start with a line at its base")
            precondition(block.lineCount == block.lines.count && block.itemCount == block.items.count
                            && block.lastLineStart == block.lines[block.lines.count - 1].start,
                         "flow block \(index): stale line or item count, or last line start")
            precondition(zip(block.lines, block.lines.dropFirst()).allSatisfy { $0.firstItem < $1.firstItem && $0.start <= $1.start },
                         "flow block \(index): lines out of order")
            precondition(Int(block.lines[block.lines.count - 1].firstItem) < Swift.min(block.items.count, Self.blockLimit),
                         "flow block \(index): an empty last line, or \(block.items.count) items")
            precondition(block.maxAcross == block.farthestEdge(ofItems: 0..<block.items.count),
                         "flow block \(index): stale farthest edge across")
            precondition(acrossMaxima.value(at: index).bitPattern == block.maxAcross.bitPattern,
                         "flow block \(index): the maxima tree holds \(acrossMaxima.value(at: index)), the block \(block.maxAcross)")
            first += block.items.count
        }
        precondition(itemCount == first, "flow lines: \(itemCount) items summarised, \(first) stored")
        precondition(blocks.isEmpty || acrossMaxima.maximum == blocks.lazy.map(\.maxAcross).max()!,
                     "flow lines: stale farthest edge across in the maxima tree")
        precondition(maxAcross == Swift.max(0, acrossMaxima.maximum), "flow lines: stale farthest edge across")
        if let last = blocks.indices.last {
            let block = blocks[last], line = block.lines.count - 1
            let start = base(ofBlock: last) + block.lines[line].start
            precondition(!(linesEnd < start), "flow lines: the lines end at \(linesEnd), before the last line's start \(start)")
        }
    }
}
