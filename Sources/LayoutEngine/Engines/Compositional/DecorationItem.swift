/// A decoration view of a section, as `NSCollectionLayoutDecorationItem`: `background` covers
/// the whole section (boundary items and insets included, across the container's content width),
/// inset by `contentInsets`, at `IndexPath(item: 0, section:)`, below the cells (`zIndex` -1).
public struct DecorationItem: Hashable, Sendable {
    /// The kind of the decoration view, as the layout reports it.
    public var elementKind: ElementKind
    /// How far the decoration is inset from the section's frame, as UIKit's `contentInsets`.
    public var contentInsets: EdgeInsets = .zero
    /// The decoration's stacking order: -1 by default, below the cells.
    public var zIndex: Int = -1

    /// A section background of `elementKind`.
    public static func background(elementKind: ElementKind) -> DecorationItem {
        DecorationItem(elementKind: elementKind)
    }
}
