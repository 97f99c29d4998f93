/// How a section scrolls across the layout's scroll direction, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Anything but `none` lays the
/// section's groups out in one row across the scroll direction; the section keeps its own
/// offset (`CompositionalLayout.setOrthogonalOffset(_:forSection:)`) and the behaviour decides
/// where a scroll comes to rest (`targetOrthogonalOffset(forProposed:inSection:)`).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// Not orthogonal: groups follow each other along the scroll direction.
    case none
    /// Rests anywhere.
    case continuous
    /// Rests at the leading edge of a group (the nearest one not after the proposal).
    case continuousGroupLeadingBoundary
    /// Rests at a multiple of the section's visible width (the container's length across the
    /// scroll direction, less the section's insets).
    case paging
    /// Rests at the leading edge of the nearest group.
    case groupPaging
    /// Rests with the nearest group centred in the section's visible width.
    case groupPagingCentered
}
