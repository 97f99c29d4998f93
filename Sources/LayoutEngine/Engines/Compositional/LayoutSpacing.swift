/// Space between items of a group, as `NSCollectionLayoutSpacing`: fixed, or flexible (at least
/// the value; the group's leftover length is shared equally between its gaps).
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this space, in points.
    case fixed(Double)
    /// At least this space, in points; the group's leftover length is shared between the gaps.
    case flexible(Double)

    /// The least space: the value, sanitised.
    @inlinable
    var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value.sanitizedLength
        }
    }

    /// True for `.flexible`.
    @inlinable
    var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Space kept around an item inside its group, outside its layout size, as
/// `NSCollectionLayoutEdgeSpacing`. Along the group's axis, leading and trailing (top and bottom
/// in a vertical group) widen the item's slot; across it, the near edge's spacing moves the item.
/// A flexible edge spacing is read as its minimum (docs/compositional-layout.md).
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the item along a horizontal group's axis (its left), in points.
    public var leading: LayoutSpacing?
    /// Space above the item, in points.
    public var top: LayoutSpacing?
    /// Space after the item along a horizontal group's axis (its right), in points.
    public var trailing: LayoutSpacing?
    /// Space below the item, in points.
    public var bottom: LayoutSpacing?

    /// Edge spacing with the given space on each edge (nil: none), as
    /// `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`.
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
