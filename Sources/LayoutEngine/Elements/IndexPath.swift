/// The address of an element: a section and an item within it, as UIKit's `IndexPath(item:section:)`.
///
/// LayoutEngine depends on the standard library alone, so this is its own type. Ordering is by
/// section, then item.
public struct IndexPath: Hashable, Comparable, Sendable {
    public var section: Int
    public var item: Int

    @inlinable
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    @inlinable
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath: CustomStringConvertible {
    public var description: String { "[\(section), \(item)]" }
}
