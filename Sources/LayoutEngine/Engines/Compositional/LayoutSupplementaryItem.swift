/// A supplementary view attached to every item of a `LayoutItem` (a badge), as
/// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)`: one view of
/// `elementKind` per item, at the item's index path, its size resolved against the item's frame
/// (`.fractionalWidth(0.2)` is a fifth of the item's width) and placed by `containerAnchor`
/// (`LayoutAnchor`). It takes no room: it lies over its item and may reach past it.
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The view's size, resolved against its item's frame.
    public var layoutSize: LayoutSize
    /// The kind of the supplementary view, as the layout reports it.
    public var elementKind: ElementKind
    /// Where the view sits on its item.
    public var containerAnchor: LayoutAnchor
    /// Above the cell by default, as a badge is.
    public var zIndex: Int = 1

    /// A view of `elementKind` and `layoutSize` placed on each item by `containerAnchor`, above the
    /// cell.
    public init(layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }

    /// Its frame on an item whose frame is `item`.
    /// - Complexity: O(1).
    func frame(onItem item: Rect) -> Rect {
        containerAnchor.frame(of: layoutSize.resolved(in: item.size), in: item)
    }
}
