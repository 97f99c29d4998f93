/// Layout-wide settings, as `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections along the scroll direction.
    public var interSectionSpacing: Double

    public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
    }
}
