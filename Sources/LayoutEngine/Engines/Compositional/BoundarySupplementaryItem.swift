/// A header or footer of a section, as `NSCollectionLayoutBoundarySupplementaryItem`: a
/// supplementary view of `elementKind` at `IndexPath(item: 0, section:)`, at the start or the end
/// of its section along the scroll direction, placed across it by its alignment, then moved by
/// `offset` (UIKit's `absoluteOffset`).
///
/// `pinToVisibleBounds` keeps it inside the visible rect while its section is on screen: a header
/// sticks to the visible rect's start and a footer to its end, never leaving its section. The
/// visible rect is the collection view's bounds as of the last `prepare()`
/// (docs/compositional-layout.md).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// Where a boundary item sits, as UIKit's `NSRectAlignment`, in screen terms. Along the scroll
    /// direction: vertically, the `top…` alignments are the section's start and the `bottom…` ones
    /// its end; horizontally, the `…leading` ones its start and the `…trailing` ones its end. The
    /// four plain edges also name the start (`top`, `leading`) or the end (`bottom`, `trailing`)
    /// whichever way the layout scrolls. Across it, a corner alignment names the side
    /// (vertically `…Leading` left and `…Trailing` right; horizontally `top…` top and `bottom…`
    /// bottom) and a plain edge centres the item, as UIKit does for an item narrower than its
    /// section.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// The four plain edges: the section's start (`top`, `leading`) or end (`bottom`, `trailing`),
        /// centred across.
        case top, leading, bottom, trailing
        /// The four corners: start or end along the scroll direction, and a side across it.
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// Whether the item sits at the section's start along `direction` (else at its end).
        func isStart(_ direction: ScrollDirection) -> Bool {
            switch self {
            case .top, .leading: true
            case .bottom, .trailing: false
            case .topLeading: true
            case .bottomTrailing: false
            case .topTrailing: direction == .vertical
            case .bottomLeading: direction == .horizontal
            }
        }

        /// Where the item sits across `direction`: at the near side (left or top), the far side, or
        /// centred.
        func acrossPlacement(_ direction: ScrollDirection) -> AcrossPlacement {
            switch (self, direction) {
            case (.top, _), (.leading, _), (.bottom, _), (.trailing, _): .centre
            case (.topLeading, .vertical), (.bottomLeading, .vertical), (.topLeading, .horizontal), (.topTrailing, .horizontal): .near
            case (.topTrailing, .vertical), (.bottomTrailing, .vertical), (.bottomLeading, .horizontal), (.bottomTrailing, .horizontal): .far
            }
        }

        enum AcrossPlacement { case near, centre, far }
    }

    /// The item's size, resolved against the section's content width across the scroll direction.
    public var layoutSize: LayoutSize
    /// The kind of the supplementary view, as the layout reports it (`.sectionHeader` for a header).
    public var elementKind: ElementKind
    /// Where the item sits: the section's start or end, and its place across.
    public var alignment: Alignment
    /// Moves the item from where its alignment puts it (UIKit's `absoluteOffset`), without
    /// changing the room it takes in its section.
    public var offset: Point = .zero
    /// Whether the item takes room in its section (the default, as UIKit's `extendsBoundary`):
    /// start items are stacked before the groups and end items after them. When false the item
    /// takes none: it lies over the section's start (or end) and the groups start as if it were
    /// not there.
    public var extendsBoundary: Bool = true
    /// Whether the item sticks to the visible rect while its section is on screen, as UIKit's
    /// `pinToVisibleBounds`; false by default.
    public var pinToVisibleBounds: Bool = false
    /// The item's stacking order; 0 by default, as UIKit's.
    public var zIndex: Int = 0

    /// A boundary item of `elementKind` at `alignment`, moved by `offset`, taking room in its
    /// section and not pinned.
    public init(layoutSize: LayoutSize, elementKind: ElementKind, alignment: Alignment, offset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = offset
    }
}
