/// One item of a custom group, as `NSCollectionLayoutGroupCustomItem`: a frame in the group's
/// coordinates (its origin is the group's content area's top-left corner). A frame reaching out
/// of the group is clipped to it.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame in the group's coordinates, in points; clipped to the group.
    public var frame: Rect
    /// The item's stacking order; 0 by default.
    public var zIndex: Int

    /// A custom item at `frame`, in the group's coordinates.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
