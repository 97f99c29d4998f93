/// What a section provider knows of where it lays out, as `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container the section lays out in: the collection view's bounds' size and its safe-area
    /// insets across the scroll direction.
    public var container: LayoutContainer
    /// The scroll direction of the layout.
    public var scrollDirection: ScrollDirection

    /// An environment of `container`, scrolling in `scrollDirection`.
    public init(container: LayoutContainer, scrollDirection: ScrollDirection) {
        self.container = container
        self.scrollDirection = scrollDirection
    }
}

/// A container's size and the part of it content uses, as `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The container's full size (for the layout: the collection view's bounds' size).
    public var contentSize: Size
    /// The insets content keeps from the container's edges (for the layout: the safe area's,
    /// across the scroll direction, UIKit's `contentInsetsReference = .safeArea`).
    public var contentInsets: EdgeInsets

    /// A container of `contentSize` whose content keeps `contentInsets` from its edges (none by
    /// default).
    public init(contentSize: Size, contentInsets: EdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// `contentSize` less `contentInsets`, never negative.
    public var effectiveContentSize: Size {
        Size(width: Swift.max(0, contentSize.width - contentInsets.horizontal),
             height: Swift.max(0, contentSize.height - contentInsets.vertical))
    }
}
