/// How `SimulatedCollectionView.performBatchUpdates` orders its calls to the layout. The polite
/// order is UIKit's usual one; each option adds one of the awkward orders UIKit also produces, so
/// that a layout which only works in the polite order is caught.
public struct BatchCallOrder: Hashable, Sendable {
    /// After the counts are invalidated and before the layout prepares, ask for the visible
    /// elements, as a collection view does when it snapshots its cells: the layout must still
    /// answer for the data it last prepared, without reading the new counts.
    public var queriesBeforePrepare: Bool
    /// After the counts are invalidated and before the layout prepares, the visible cells report
    /// their preferred sizes with the attributes they still show: before-update index paths.
    public var selfSizingBeforePrepare: Bool
    /// Bounds adopted between the count invalidation and the layout pass (a rotation during the
    /// update), through `shouldInvalidateLayout(forBoundsChange:)`.
    public var boundsDuringUpdate: Rect?

    /// An order with the given awkward calls added; with no argument, `polite`.
    public init(queriesBeforePrepare: Bool = false, selfSizingBeforePrepare: Bool = false, boundsDuringUpdate: Rect? = nil) {
        self.queriesBeforePrepare = queriesBeforePrepare
        self.selfSizingBeforePrepare = selfSizingBeforePrepare
        self.boundsDuringUpdate = boundsDuringUpdate
    }

    /// UIKit's usual order: invalidate, prepare, `prepare(forCollectionViewUpdates:)`, query,
    /// initial and final attributes, target offset, finalize.
    public static let polite = BatchCallOrder()
}
