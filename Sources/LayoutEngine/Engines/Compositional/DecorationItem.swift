/// A decoration view of a section, as `NSCollectionLayoutDecorationItem`: `background` covers
/// the whole section (boundary items and insets included, across the container's content width),
/// inset by `contentInsets`, at `IndexPath(item: 0, section:)`, below the cells (`zIndex` -1).
public struct DecorationItem: Hashable, Sendable {
    public var elementKind: ElementKind
    public var contentInsets: EdgeInsets = .zero
    public var zIndex: Int = -1

    /// A section background of `elementKind`.
    public static func background(elementKind: ElementKind) -> DecorationItem {
        DecorationItem(elementKind: elementKind)
    }
}
