/// Layout-wide settings, as `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The direction the sections follow each other in (`.vertical` by default).
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections along the scroll direction.
    public var interSectionSpacing: Double

    /// A configuration scrolling in `scrollDirection` with `interSectionSpacing` between sections.
    public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
    }
}
