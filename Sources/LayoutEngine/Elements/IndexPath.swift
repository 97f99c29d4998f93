/// The address of an element: a section and an item within it, as UIKit's `IndexPath(item:section:)`.
///
/// LayoutEngine depends on the standard library alone, so this is its own type. Ordering is by
/// section, then item.
public struct IndexPath: Hashable, Comparable, Sendable {
    /// The section's index, from 0.
    public var section: Int
    /// The item's index within its section, from 0; for a supplementary or decoration view, the
    /// index its layout assigned.
    public var item: Int

    /// The path of `item` in `section`, in UIKit's argument order.
    @inlinable
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders by section, then by item: the order a layout lists cells in.
    @inlinable
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath: CustomStringConvertible {
    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
