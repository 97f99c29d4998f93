/// Which element a set of attributes describes: its category, its kind (nil for cells) and its
/// index path. Two elements of one layout never share an `ElementID`.
public struct ElementID: Hashable, Sendable {
    public var category: ElementCategory
    public var kind: ElementKind?
    public var indexPath: IndexPath

    @inlinable
    public init(category: ElementCategory, kind: ElementKind?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The cell of the item at `indexPath`.
    @inlinable
    public static func cell(_ indexPath: IndexPath) -> ElementID {
        ElementID(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// The supplementary view of `kind` at `indexPath`.
    @inlinable
    public static func supplementary(_ kind: ElementKind, _ indexPath: IndexPath) -> ElementID {
        ElementID(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }

    /// The decoration view of `kind` at `indexPath`.
    @inlinable
    public static func decoration(_ kind: ElementKind, _ indexPath: IndexPath) -> ElementID {
        ElementID(category: .decorationView, kind: kind, indexPath: indexPath)
    }
}

extension ElementID: CustomStringConvertible {
    public var description: String {
        switch category {
        case .cell: "cell\(indexPath)"
        case .supplementaryView: "supplementary(\(kind?.rawValue ?? "?"))\(indexPath)"
        case .decorationView: "decoration(\(kind?.rawValue ?? "?"))\(indexPath)"
        }
    }
}
