/// A width and a height, each a `LayoutDimension`, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var widthDimension: LayoutDimension
    public var heightDimension: LayoutDimension

    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// Both dimensions resolved in `container`.
    /// - Complexity: O(1).
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
