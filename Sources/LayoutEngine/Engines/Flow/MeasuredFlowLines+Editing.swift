extension MeasuredFlowLines {
    /// A change of one block made in place: some of its lines laid out again, the lines after
    /// them kept with their items and moved along. A relayout that resynchronises inside the
    /// block it changed makes one (`Builder.edit(ofBlock:…)`), so that neither the block's
    /// lines before the change nor the items after it are copied into a new block.
    ///
    /// Invariant: `lines` count items from the block's first and start relative to its base, as
    /// the block's own lines do, and begin at item `replacedItems.lowerBound`; `keptLineStarts`
    /// has one start (relative to the base) per line after `replacedLines`.
    struct BlockEdit {
        var block: Int
        /// The block's new base, when the lines before the replaced ones move with it.
        var movedBase: Double?
        var replacedLines: Range<Int>
        var replacedItems: Range<Int>
        var lines: ContiguousArray<Line>
        var items: ContiguousArray<Item>
        var keptLineStarts: ContiguousArray<Double>
        /// The block's farthest edge across after the edit.
        var maxAcross: Double
    }
}

extension MeasuredFlowLines.Block {
    /// Replaces `edit`'s lines and items, renumbers the kept lines after them and gives them
    /// their new starts.
    /// - Complexity: O(k) for the k lines and items from the edit on.
    mutating func apply(_ edit: MeasuredFlowLines.BlockEdit) {
        items.replaceSubrange(edit.replacedItems, with: edit.items)
        lines.replaceSubrange(edit.replacedLines, with: edit.lines)
        let itemDelta = Int32(edit.items.count - edit.replacedItems.count)
        let firstKept = edit.replacedLines.lowerBound + edit.lines.count
        unsafe lines.withUnsafeMutableBufferPointer { lines in
            for (offset, start) in edit.keptLineStarts.enumerated() {
                unsafe lines[firstKept + offset].firstItem += itemDelta
                unsafe lines[firstKept + offset].start = start
            }
        }
        maxAcross = edit.maxAcross
    }

    /// The farthest edge across of the items `range` (0 when none reaches past 0).
    /// - Complexity: O(k) for its k items.
    func farthestEdge(ofItems range: Range<Int>) -> Double {
        unsafe items.withUnsafeBufferPointer { items in
            var farthest = 0.0
            for index in range { farthest = unsafe Swift.max(farthest, items[index].across + items[index].acrossLength) }
            return farthest
        }
    }
}
