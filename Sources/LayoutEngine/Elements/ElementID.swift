/// Which element a set of attributes describes: its category, its kind (nil for cells) and its
/// index path. Two elements of one layout never share an `ElementID`.
public struct ElementID: Hashable, Sendable {
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var category: ElementCategory
    /// The element's kind, such as `.sectionHeader`; nil for a cell.
    @inlinable public var kind: ElementKind? {
        get { storedKind.isAbsent ? nil : storedKind }
        set { storedKind = newValue ?? .absent }
    }
    /// `kind`, or `ElementKind.absent` for nil: 16 bytes, where an optional kind took 17 and made
    /// every `LayoutAttributes` 8 bytes longer.
    @usableFromInline var storedKind: ElementKind
    /// The element's index path; for a supplementary or decoration view, the one its layout assigned.
    public var indexPath: IndexPath

    /// Creates an identity from its three parts; use `cell(_:)`, `supplementary(_:_:)` or
    /// `decoration(_:_:)` to keep `kind` nil for cells and non-nil otherwise.
    @inlinable
    public init(category: ElementCategory, kind: ElementKind?, indexPath: IndexPath) {
        self.category = category
        self.storedKind = kind ?? .absent
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
    /// `cell[s, i]`, `supplementary(kind)[s, i]` or `decoration(kind)[s, i]`, as messages print it.
    public var description: String {
        switch category {
        case .cell: "cell\(indexPath)"
        case .supplementaryView: "supplementary(\(kind?.rawValue ?? "?"))\(indexPath)"
        case .decorationView: "decoration(\(kind?.rawValue ?? "?"))\(indexPath)"
        }
    }
}
