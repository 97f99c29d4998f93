/// Distances inward from the four edges of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points (negative grows the rect).
    public var top: Double
    /// The inset from the left edge, in points (negative grows the rect).
    public var left: Double
    /// The inset from the bottom edge, in points (negative grows the rect).
    public var bottom: Double
    /// The inset from the right edge, in points (negative grows the rect).
    public var right: Double

    /// Insets of the given distances, in UIKit's argument order.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge, as `UIEdgeInsets.zero`.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }

    /// The sum of two sets of insets, edge by edge.
    @inlinable
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
