/// The kind of a supplementary or decoration view, as UIKit's element-kind strings.
///
/// Cells have no kind. Kinds are compared by their string, so a kind a user defines with the same
/// string as a built-in one is the same kind.
public struct ElementKind: Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    @inlinable
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    @inlinable
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader: ElementKind = "header"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter: ElementKind = "footer"
}

extension ElementKind: CustomStringConvertible {
    public var description: String { rawValue }
}
