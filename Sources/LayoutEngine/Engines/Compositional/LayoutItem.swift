/// The smallest component of a compositional layout, as `NSCollectionLayoutItem`: one cell, of
/// `layoutSize` in its group, drawn inset by `contentInsets` (an inset larger than the item
/// leaves it empty, never negative) and kept `edgeSpacing` away from its neighbours.
///
/// A class, as in UIKit, so a port can configure it after creating it (`item.contentInsets = …`).
/// The layout reads items while it prepares and keeps nothing of them.
open class LayoutItem {
    /// The item's width and height, resolved against its group's content area.
    public var layoutSize: LayoutSize
    /// Space inside the item's frame around its cell, as UIKit's `contentInsets`; a larger inset
    /// leaves the cell zero long, never negative.
    public var contentInsets: EdgeInsets = .zero
    /// Space kept around the item in its group, outside its layout size (nil: none), as UIKit's
    /// `edgeSpacing`.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Views attached to each of its items (badges): `LayoutSupplementaryItem`. Ignored on a
    /// group (UIKit attaches them to groups too; this layout does not).
    public var supplementaryItems: [LayoutSupplementaryItem] = []

    /// An item of `layoutSize` with no insets, edge spacing or supplementary items.
    public init(layoutSize: LayoutSize) {
        self.layoutSize = layoutSize
    }

    /// An item with views attached to each of its items, as
    /// `NSCollectionLayoutItem(layoutSize:supplementaryItems:)`.
    public convenience init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }
}
