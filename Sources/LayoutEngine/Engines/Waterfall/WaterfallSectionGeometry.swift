/// One prepared waterfall section: where its elements sit among the elements (`WaterfallElements`), its metrics,
/// the column lengths after its last item, from which an append continues, and checkpoints of
/// the columns inside it, from which a relayout after a change at item j restarts.
///
/// Invariants: the section's elements are ordinals `firstOrdinal ..< firstOrdinal +
/// elementCount`, in the order header (when its length is not zero), items, footer (likewise);
/// `columnEnds` has one entry per column, each the far edge of the column's last item (the
/// columns' start when the column is empty); `checkpointEnds` and `checkpointUsed` hold
/// `columnEnds.count` entries for each of the `max(0, itemCount − 1) / checkpointInterval`
/// checkpoints (see `WaterfallSectionGeometry+Checkpoints.swift`).
struct WaterfallSectionGeometry: Sendable {
    var firstOrdinal: Int
    var itemCount: Int
    var metrics: WaterfallSectionMetrics
    var hasHeader: Bool
    var hasFooter: Bool
    /// Across the scroll direction: where the header, the footer and the first column start.
    var crossStart: Double
    /// Across the scroll direction: the column width plus the spacing between columns; column k
    /// starts at `crossStart + k · laneStride`.
    var laneStride: Double
    var columnsStart: Double
    var columnEnds: ContiguousArray<Double>
    /// Whether each column holds an item (the next item in it comes a row spacing later).
    var columnUsed: ContiguousArray<Bool>
    /// The columns' state just before item `m · checkpointInterval` was placed, for m = 1, 2, …:
    /// `columnEnds` then `columnUsed`, one run of `columnEnds.count` entries per checkpoint.
    var checkpointEnds: ContiguousArray<Double> = []
    var checkpointUsed: ContiguousArray<Bool> = []
    var end: Double
    /// The farthest edge across the scroll direction of the header, footer or any column (the
    /// columns overflow the section's width when their spacing leaves them no room).
    var maxAcross: Double

    var elementCount: Int { (hasHeader ? 1 : 0) + itemCount + (hasFooter ? 1 : 0) }

    /// The ordinal of the section's first item (or of its footer when it has no item).
    var firstItemOrdinal: Int { firstOrdinal + (hasHeader ? 1 : 0) }

    /// What the frames and identities of the section's elements are read from, for section `index`.
    @inline(__always)
    func placement(section index: Int) -> WaterfallSectionPlacement {
        let firstItem = firstItemOrdinal
        return WaterfallSectionPlacement(section: index, firstOrdinal: firstOrdinal, firstItemOrdinal: firstItem,
                                         itemEnd: firstItem + itemCount, end: firstOrdinal + elementCount,
                                         crossStart: crossStart, laneStride: laneStride)
    }

    /// Bytes of column state held: columns and checkpoints (a `Double` and a `Bool` per entry),
    /// from counts, not capacities.
    var bytesHeld: Int {
        (columnEnds.count + checkpointEnds.count) * (MemoryLayout<Double>.stride + MemoryLayout<Bool>.stride)
    }
}
