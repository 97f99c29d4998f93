import LayoutEngine

/// A compositional layout as data (a scenario's `layout.composition`): section descriptions
/// applied to section `i` as description `i % sections.count`, so a scenario of any number of
/// sections has a composition. The scroll direction is the scenario's `layout.scrollDirection`.
/// Built into a `CompositionalLayout` by `makeLayout(scrollDirection:query:invalidation:)`.
/// Format in docs/scenarios.md.
public struct Composition: Hashable, Sendable {
    public var sections: [Section]
    public var interSectionSpacing: Double

    public init(sections: [Section], interSectionSpacing: Double = 0) {
        self.sections = sections
        self.interSectionSpacing = interSectionSpacing
    }

    /// One section: its group, spacing, insets, orthogonal behaviour, header, footer and background.
    public struct Section: Hashable, Sendable {
        public var group: Group
        public var interGroupSpacing: Double = 0
        public var contentInsets: EdgeInsets = .zero
        public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
        public var header: Boundary?
        public var footer: Boundary?
        /// The insets of a background decoration of kind `background`; nil: no background.
        public var background: EdgeInsets?

        public init(group: Group) {
            self.group = group
        }
    }

    /// A header (kind `header`) or footer (kind `footer`).
    public struct Boundary: Hashable, Sendable {
        public var size: LayoutSize
        public var pinToVisibleBounds: Bool
        /// Nil: `top` for a header, `bottom` for a footer.
        public var alignment: BoundarySupplementaryItem.Alignment?
        public var offset: Point = .zero
        public var extendsBoundary = true

        public init(size: LayoutSize, pinToVisibleBounds: Bool = false) {
            self.size = size
            self.pinToVisibleBounds = pinToVisibleBounds
        }
    }

    /// An item.
    public struct Item: Hashable, Sendable {
        public var size: LayoutSize
        public var contentInsets: EdgeInsets = .zero
        /// Fixed edge spacing (top, left as leading, bottom, right as trailing); nil: none.
        public var edgeSpacing: EdgeInsets?
        /// A supplementary item attached to each of its items (kind `badge`); nil: none.
        public var badge: LayoutSupplementaryItem?

        public init(size: LayoutSize) {
            self.size = size
        }
    }

    /// A group's subitem: an item or a nested group.
    public indirect enum Subitem: Hashable, Sendable {
        case item(Item)
        case group(Group)
    }

    /// The arrangements a described group can have. Custom groups are named kinds, since a
    /// scenario cannot hold a closure.
    public enum Arrangement: String, Hashable, Sendable, CaseIterable {
        case horizontal, vertical
        /// Custom: `count` items on the diagonal, each 1/count of the group's width and height.
        case diagonal
        /// Custom: one item on the left half, the right half split into `count − 1` rows.
        case split
    }

    /// A group.
    public struct Group: Hashable, Sendable {
        public var arrangement: Arrangement
        public var size: LayoutSize
        public var subitems: [Subitem]
        /// For a line, the number of copies of its one subitem (nil: as many as fit); for a
        /// custom group, its number of items (nil reads as 3).
        public var count: Int?
        public var interItemSpacing: LayoutSpacing?
        public var contentInsets: EdgeInsets = .zero

        public init(arrangement: Arrangement, size: LayoutSize, subitems: [Subitem], count: Int? = nil) {
            self.arrangement = arrangement
            self.size = size
            self.subitems = subitems
            self.count = count
        }
    }

    /// Whether any item's length along the scroll direction is estimated (the layout may then
    /// size cells from what they report).
    public func isEstimating(scrollDirection: ScrollDirection) -> Bool {
        func estimating(_ group: Group) -> Bool {
            group.subitems.contains { subitem in
                switch subitem {
                case .item(let item):
                    (scrollDirection == .vertical ? item.size.heightDimension : item.size.widthDimension).isEstimated
                case .group(let nested): estimating(nested)
                }
            }
        }
        return sections.contains { estimating($0.group) }
    }
}
