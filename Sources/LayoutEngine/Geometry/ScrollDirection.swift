/// The direction a layout scrolls in, as `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Content grows downward; the layout fills rows across the width.
    case vertical
    /// Content grows to the right; the layout fills columns down the height.
    case horizontal
}
