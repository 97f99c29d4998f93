/// One item of a custom group, as `NSCollectionLayoutGroupCustomItem`: a frame in the group's
/// coordinates (its origin is the group's content area's top-left corner). A frame reaching out
/// of the group is clipped to it.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    public var frame: Rect
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
