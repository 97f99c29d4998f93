/// One section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated
/// until the section's items are placed, `interGroupSpacing` apart, inside `contentInsets`;
/// boundary items at its start and end; decorations behind it.
///
/// Along the scroll direction a section is: its start boundary items, the inset, the groups,
/// the inset, its end boundary items. An orthogonal section lays its groups out in one row
/// across the scroll direction instead.
open class LayoutSection {
    /// The group the section repeats until its items are placed.
    public let group: LayoutGroup
    /// Space between consecutive groups, in points, as UIKit's `interGroupSpacing`.
    public var interGroupSpacing: Double = 0
    /// Space between the section's boundary items and its groups, as UIKit's `contentInsets`.
    public var contentInsets: EdgeInsets = .zero
    /// Headers and footers at the section's start and end (`BoundarySupplementaryItem`).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    /// Views behind the section, such as a background (`DecorationItem`).
    public var decorationItems: [DecorationItem] = []
    /// How the section scrolls across the layout's scroll direction; `.none` by default.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none

    /// A section that repeats `group`, with no spacing, insets, boundary items or decorations.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
