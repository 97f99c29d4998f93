/// Space between items of a group, as `NSCollectionLayoutSpacing`: fixed, or flexible (at least
/// the value; the group's leftover length is shared equally between its gaps).
public enum LayoutSpacing: Hashable, Sendable {
    case fixed(Double)
    case flexible(Double)

    /// The least space: the value, sanitised.
    @inlinable
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value.sanitizedLength
        }
    }

    @inlinable
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Space kept around an item inside its group, outside its layout size, as
/// `NSCollectionLayoutEdgeSpacing`. Along the group's axis, leading and trailing (top and bottom
/// in a vertical group) widen the item's slot; across it, the near edge's spacing moves the item.
/// A flexible edge spacing is read as its minimum (docs/compositional-layout.md).
public struct LayoutEdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
