/// The kind of a supplementary or decoration view, as UIKit's element-kind strings.
///
/// Cells have no kind. Kinds are compared by their string, so a kind a user defines with the same
/// string as a built-in one is the same kind.
public struct ElementKind: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The kind's string, the value kinds are compared and hashed by.
    public var rawValue: String

    /// A kind named `rawValue`.
    @inlinable
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A kind written as a string literal, as `"badge"`.
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
    /// The kind's string.
    public var description: String { rawValue }
}
