/// A location in a layout's coordinate space, in points.
///
/// Plain value semantics over `Double`: `==` compares exactly, bit for bit apart from
/// `0.0 == -0.0` and `NaN != NaN`, as `Double` does.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
