import LayoutEngine

/// One thing a workload does to a collection view, timed on its own by the perf lab. What each
/// does, exactly, is `WorkloadPlayer.apply(_:)`'s to say.
public enum WorkloadStep: Hashable, Sendable {
    /// A frame of scrolling: the bounds' origin moves to the offset, the layout lays out and the
    /// visible elements are queried.
    case scroll(to: Point)
    /// The bounds take a new size, keeping their origin (a rotation, a split-view resize); the
    /// layout lays out and the visible elements are queried.
    case setBounds(Size)
    /// `performBatchUpdates` with the batch; the data after it is rebuilt from the batch alone.
    case batchUpdate(WorkloadBatch)
    /// The visible cells report their preferred sizes (`selfSizeVisibleCells()`), and the layout
    /// lays out the corrections.
    case selfSizeVisibleCells
    /// `layoutAttributesForElements(in:)` for the rect, after any pending layout pass.
    case query(Rect)
}
