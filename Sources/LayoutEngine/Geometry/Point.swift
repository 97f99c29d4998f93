/// A location in a layout's coordinate space, in points.
///
/// Plain value semantics over `Double`: `==` compares exactly, bit for bit apart from
/// `0.0 == -0.0` and `NaN != NaN`, as `Double` does.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, growing to the right, in points.
    public var x: Double
    /// The vertical coordinate, growing downward, in points.
    public var y: Double

    /// The point at `(x, y)`.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin of the coordinate space, as `CGPoint.zero`.
    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
