/// One length of a compositional element's size, as `NSCollectionLayoutDimension`: absolute,
/// a fraction of the container's width or height, or estimated (the cell reports its real
/// length when it appears; see docs/compositional-layout.md for where self-sizing applies).
///
/// The container is the element's parent: the group's content area for an item or a nested
/// group, the section's content area across the scroll direction and the collection view's
/// length along it for a section's group, the section's content width for a boundary item.
public enum LayoutDimension: Hashable, Sendable {
    /// A length in points, as `.absolute(_:)`.
    case absolute(Double)
    /// A fraction of the container's width, as `.fractionalWidth(_:)`.
    case fractionalWidth(Double)
    /// A fraction of the container's height, as `.fractionalHeight(_:)`.
    case fractionalHeight(Double)
    /// A first guess in points that the cell replaces with its own length where self-sizing applies;
    /// elsewhere read as `.absolute`.
    case estimated(Double)

    /// The length in `container`, read by `Double.sanitizedLength` (so never negative or infinite).
    /// - Complexity: O(1).
    @inlinable
    func resolved(in container: Size) -> Double {
        switch self {
        case .absolute(let length), .estimated(let length): length.sanitizedLength
        case .fractionalWidth(let fraction): (fraction * container.width).sanitizedLength
        case .fractionalHeight(let fraction): (fraction * container.height).sanitizedLength
        }
    }

    /// True for `.estimated`.
    @inlinable
    package var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }
}
