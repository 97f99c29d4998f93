/// Restarting a section inside its items. Shortest-column placement depends on every earlier
/// item through the columns' lengths (docs/waterfall-layout.md, "Why a change moves everything
/// after it"), so a relayout after a change at item j needs those lengths just before j: the
/// section keeps them every `checkpointInterval` items, exactly as the placement left them, and
/// a relayout restarts from the last checkpoint at or before j. Items before the checkpoint are
/// unchanged and not recomputed; the ones between it and j are recomputed to the same frames,
/// because they are placed by the same arithmetic from the same state.
extension WaterfallSectionGeometry {
    /// Items between checkpoints: 256, or 4 per column when that is more, so the checkpoints hold
    /// at most 9/4 bytes per item whatever the column count (a `Double` and a `Bool` per column per
    /// checkpoint) and a restart recomputes fewer unchanged items than the interval (255 for up to
    /// 64 columns).
    static func checkpointInterval(columns: Int) -> Int {
        Swift.max(256, 4 * columns)
    }

    /// Records the columns' state, `ends` and `used` (the section's `columnEnds` and `columnUsed`
    /// while a placement holds them), before placing the next item, whose index is a multiple of
    /// the interval.
    /// - Complexity: O(c) for c columns, amortised.
    mutating func recordCheckpoint(ends: UnsafeMutableBufferPointer<Double>, used: UnsafeMutableBufferPointer<Bool>) {
        unsafe checkpointEnds.append(contentsOf: ends)
        unsafe checkpointUsed.append(contentsOf: used)
    }

    /// Forgets every item from the last checkpoint at or before item `item` on (nothing when
    /// `item` is at or after the end) and restores the columns' state there, so that placing the
    /// items again from `itemCount` gives the frames a fresh layout gives. The footer is dropped:
    /// it is laid out again after the items.
    /// - Complexity: O(c + removed checkpoints · c) for c columns.
    mutating func rewind(toItem item: Int) {
        hasFooter = false
        guard item < itemCount else { return }
        let columns = columnEnds.count
        let checkpoint = Swift.max(0, item) / Self.checkpointInterval(columns: columns)
        itemCount = checkpoint * Self.checkpointInterval(columns: columns)
        if checkpoint == 0 {
            for column in 0..<columns {
                columnEnds[column] = columnsStart
                columnUsed[column] = false
            }
            checkpointEnds.removeAll(keepingCapacity: true)
            checkpointUsed.removeAll(keepingCapacity: true)
            return
        }
        // Checkpoint m (from 1) is entry m − 1; placing item `itemCount` records it again.
        let first = (checkpoint - 1) * columns
        for column in 0..<columns {
            columnEnds[column] = checkpointEnds[first + column]
            columnUsed[column] = checkpointUsed[first + column]
        }
        checkpointEnds.removeSubrange(first...)
        checkpointUsed.removeSubrange(first...)
    }
}
