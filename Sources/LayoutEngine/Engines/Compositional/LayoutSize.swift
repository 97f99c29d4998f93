/// A width and a height, each a `LayoutDimension`, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width, absolute, fractional or estimated.
    public var widthDimension: LayoutDimension
    /// The height, absolute, fractional or estimated.
    public var heightDimension: LayoutDimension

    /// A size of `widthDimension` by `heightDimension`, as `NSCollectionLayoutSize`.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// Both dimensions resolved in `container`.
    /// - Complexity: O(1).
    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
