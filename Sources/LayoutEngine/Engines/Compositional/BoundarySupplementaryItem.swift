/// A header or footer of a section, as `NSCollectionLayoutBoundarySupplementaryItem`: a
/// supplementary view of `elementKind` at `IndexPath(item: 0, section:)`, at the start or the end
/// of its section along the scroll direction, across the section's content width.
///
/// `pinToVisibleBounds` keeps it inside the visible rect while its section is on screen: a header
/// sticks to the visible rect's start and a footer to its end, never leaving its section. The
/// visible rect is the collection view's bounds as of the last `prepare()`
/// (docs/compositional-layout.md).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// Where a boundary item sits. `top` and `leading` are the start of the section along the
    /// scroll direction, `bottom` and `trailing` its end, whichever way it scrolls.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case top, leading, bottom, trailing

        var isStart: Bool { self == .top || self == .leading }
    }

    public var layoutSize: LayoutSize
    public var elementKind: ElementKind
    public var alignment: Alignment
    public var pinToVisibleBounds: Bool = false
    public var zIndex: Int = 0

    public init(layoutSize: LayoutSize, elementKind: ElementKind, alignment: Alignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}
