/// What the next `prepare()` recomputes.
public enum RelayoutScope: Hashable, Sendable {
    /// Nothing changed: keep every frame.
    case nothing
    /// Recompute every element.
    case everything
    /// Keep every element that comes before this item in the layout's order (earlier sections and
    /// the elements of this section that precede the item's line or row), recompute the rest.
    case from(IndexPath)
}
