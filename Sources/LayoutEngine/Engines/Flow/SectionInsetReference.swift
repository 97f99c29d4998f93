/// What the section insets are measured from, as `UICollectionViewFlowLayout.SectionInsetReference`.
/// The reference's insets apply across the scroll direction only (left and right when scrolling
/// vertically).
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// From the bounds' edges (UIKit's `.fromContentInset`, with no content inset modelled).
    case fromContentInset
    /// From the safe area.
    case fromSafeArea
    /// From the layout margins.
    case fromLayoutMargins
}
