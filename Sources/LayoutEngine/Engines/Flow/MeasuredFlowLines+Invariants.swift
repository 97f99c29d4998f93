extension MeasuredFlowLines {
    /// Checks the documented invariants; runs after every prepare in debug builds.
    /// - Complexity: O(b·log b + l + n), where l is the number of lines and n of items.
    func _checkInvariants(itemCount expected: Int, section: Int) {
        precondition(itemCount == expected, "section \(section) stores \(itemCount) items for \(expected)")
        precondition(positions.count == blocks.count, "section \(section): \(positions.count) positions for \(blocks.count) blocks")
        var first = 0
        for (index, block) in blocks.enumerated() {
            precondition(firstItem(ofBlock: index) == first,
                         "section \(section) block \(index) starts at item \(firstItem(ofBlock: index)), expected \(first)")
            precondition(!block.lines.isEmpty && block.lines[0].firstItem == 0 && block.lines[0].start == 0,
                         "section \(section) block \(index) does not start with a line at its base")
            precondition(block.lineCount == block.lines.count && block.itemCount == block.items.count
                            && block.lastLineStart == block.lines[block.lines.count - 1].start,
                         "section \(section) block \(index): stale line or item count, or last line start")
            precondition(zip(block.lines, block.lines.dropFirst()).allSatisfy { $0.firstItem < $1.firstItem && $0.start <= $1.start },
                         "section \(section) block \(index): lines out of order")
            precondition(Int(block.lines[block.lines.count - 1].firstItem) < Swift.min(block.items.count, Self.blockLimit),
                         "section \(section) block \(index): an empty last line, or \(block.items.count) items")
            precondition(block.maxAcross == block.farthestEdge(ofItems: 0..<block.items.count),
                         "section \(section) block \(index): stale farthest edge across")
            first += block.items.count
        }
        precondition(blocks.isEmpty || acrossMaxima.maximum == blocks.lazy.map(\.maxAcross).max()!,
                     "section \(section): stale farthest edge across")
    }
}
