/// A rectangle: an origin and a size, as `CGRect`.
///
/// Like `CGRect`, the edge accessors (`minX`, `maxY`, …) standardise the rect first, so a rect with
/// a negative width extends to the left of its origin. A NaN in the origin makes both edges on that
/// axis NaN; a NaN in the size makes the far edge NaN. Either way the rect intersects nothing
/// (see `intersects(_:)`).
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from; the top-left corner when the size is not negative.
    public var origin: Point
    /// The extent from `origin`; a negative dimension extends toward smaller coordinates.
    public var size: Size

    /// The rect at `origin` with `size`, stored as given (not standardised).
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rect at `(x, y)` with `width` and `height`, stored as given (not standardised).
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rect at the origin with no size, as `CGRect.zero`.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A rect that contains every rect a layout can produce, as `CGRect.infinite`: its edges are
    /// finite (±`Double.greatestFiniteMagnitude / 2`), so arithmetic on them never yields NaN.
    public static let infinite = Rect(
        x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The stored width, as `size.width`: negative for a rect that extends to the left (unlike
    /// `CGRect.width`, which standardises).
    @inlinable public var width: Double { size.width }
    /// The stored height, as `size.height`: negative for a rect that extends upward (unlike
    /// `CGRect.height`, which standardises).
    @inlinable public var height: Double { size.height }

    // Branches rather than `Swift.min`/`max`, which drop a NaN operand: NaN must propagate.
    /// The smaller x edge, as `CGRect.minX`; NaN when the origin's x is NaN.
    @inlinable public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The larger x edge, as `CGRect.maxX`; NaN when the origin's x or the width is NaN.
    @inlinable public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    /// The smaller y edge, as `CGRect.minY`; NaN when the origin's y is NaN.
    @inlinable public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The larger y edge, as `CGRect.maxY`; NaN when the origin's y or the height is NaN.
    @inlinable public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    /// The horizontal centre, as `CGRect.midX`.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre, as `CGRect.midY`.
    @inlinable public var midY: Double { origin.y + size.height / 2 }

    /// The same rect with a non-negative width and height.
    @inlinable
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when every coordinate is finite.
    @inlinable
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The rect shrunk by `insets` (grown where an inset is negative), as `CGRect.inset(by:)`.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + insets.left, y: r.origin.y + insets.top,
                    width: r.size.width - insets.horizontal, height: r.size.height - insets.vertical)
    }

    /// The smallest rect that contains both rects (ignores neither: a zero-size rect still counts,
    /// unlike `CGRect.union`, which skips null rects).
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
                    height: Swift.max(maxY, other.maxY) - y0)
    }

    /// True when `other` lies inside this rect, edges included.
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)`, as stored.
    public var description: String {
        "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
}
