/// One section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated
/// until the section's items are placed, `interGroupSpacing` apart, inside `contentInsets`;
/// boundary items at its start and end; decorations behind it.
///
/// Along the scroll direction a section is: its start boundary items, the inset, the groups,
/// the inset, its end boundary items. An orthogonal section lays its groups out in one row
/// across the scroll direction instead.
open class LayoutSection {
    public let group: LayoutGroup
    public var interGroupSpacing: Double = 0
    public var contentInsets: EdgeInsets = .zero
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    public var decorationItems: [DecorationItem] = []
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none

    public init(group: LayoutGroup) {
        self.group = group
    }
}
