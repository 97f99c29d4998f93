/// The smallest component of a compositional layout, as `NSCollectionLayoutItem`: one cell, of
/// `layoutSize` in its group, drawn inset by `contentInsets` (an inset larger than the item
/// leaves it empty, never negative) and kept `edgeSpacing` away from its neighbours.
///
/// A class, as in UIKit, so a port can configure it after creating it (`item.contentInsets = …`).
/// The layout reads items while it prepares and keeps nothing of them.
open class LayoutItem {
    public var layoutSize: LayoutSize
    public var contentInsets: EdgeInsets = .zero
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Views attached to each of its items (badges): `LayoutSupplementaryItem`. Ignored on a
    /// group (UIKit attaches them to groups too; this layout does not).
    public var supplementaryItems: [LayoutSupplementaryItem] = []

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
