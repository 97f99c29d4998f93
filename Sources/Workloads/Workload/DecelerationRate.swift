/// How fast a flung scroll view slows down, as `UIScrollView.DecelerationRate`: the fraction of
/// its velocity it keeps after each millisecond.
///
/// With initial velocity v₀ (points per second) and rate d, after t milliseconds
///
///     v(t) = v₀ · dᵗ
///     x(t) = x₀ + (v₀ / 1000) · (dᵗ − 1) / ln d
///
/// (x is the integral of v over milliseconds, hence v₀ / 1000 points per millisecond). The scroll
/// view comes to rest at x₀ − (v₀ / 1000) / ln d. See docs/workloads.md.
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// The velocity kept per millisecond, in (0, 1).
    public let rawValue: Double
    /// ln `rawValue`, negative.
    let logarithm: Double

    /// - Precondition: 0 < `rawValue` < 1.
    public init(rawValue: Double) {
        precondition(rawValue > 0 && rawValue < 1, "a deceleration rate is in (0, 1), not \(rawValue)")
        self.rawValue = rawValue
        logarithm = ElementaryFunctions.log(rawValue)
    }

    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// dᵗ: the fraction of the initial velocity left after `milliseconds`.
    public func decay(after milliseconds: Double) -> Double {
        ElementaryFunctions.exp(logarithm * milliseconds)
    }

    /// v(t), in points per second, for an initial velocity in points per second.
    public func velocity(initial: Double, after milliseconds: Double) -> Double {
        initial * decay(after: milliseconds)
    }

    /// x(t) − x₀: how far a fling at `initial` points per second has travelled after `milliseconds`.
    public func distance(initialVelocity initial: Double, after milliseconds: Double) -> Double {
        initial / 1000 * (decay(after: milliseconds) - 1) / logarithm
    }

    /// How far a fling at `initial` points per second travels before it comes to rest (WWDC18's
    /// "projection"): −(v₀ / 1000) / ln d.
    public func restingDistance(initialVelocity initial: Double) -> Double {
        -initial / 1000 / logarithm
    }

    /// The time, in milliseconds, at which the speed of a fling at `initial` points per second
    /// falls to `speed`: ln(speed / |v₀|) / ln d; 0 when it starts no faster.
    public func time(initialVelocity initial: Double, toSlowTo speed: Double) -> Double {
        guard initial.magnitude > speed, speed > 0 else { return 0 }
        return ElementaryFunctions.log(speed / initial.magnitude) / logarithm
    }

    public var description: String { "\(rawValue)/ms" }
}
