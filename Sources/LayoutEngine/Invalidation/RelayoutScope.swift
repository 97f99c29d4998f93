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

extension RelayoutScope {
    /// Runs `relayout` for this scope, passing the restart point (nil: everything), and returns
    /// the first ordinal it changed; nil, without calling it, for `.nothing`.
    @inlinable
    package func perform(_ relayout: (IndexPath?) -> Int) -> Int? {
        switch self {
        case .nothing: nil
        case .everything: relayout(nil)
        case .from(let start): relayout(start)
        }
    }
}
