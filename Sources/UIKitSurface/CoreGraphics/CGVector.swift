/// A two-dimensional vector, as Core Graphics' `CGVector`.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with the given components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with the given components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector, as the C struct's zero initialiser.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
