/// A width and a height, in points.
///
/// A `Size` may hold any `Double`, including negative and non-finite values: geometry types only
/// store what they are given. Engines and scenario decoders decide what such values mean for them
/// (see `docs/geometry.md`); `isValidLayoutSize` is the test they share.
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points; any `Double` is stored (see `isValidLayoutSize`).
    public var width: Double
    /// The vertical extent, in points; any `Double` is stored (see `isValidLayoutSize`).
    public var height: Double

    /// A size of `width` by `height`, stored as given.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height, as `CGSize.zero`.
    public static let zero = Size(width: 0, height: 0)

    /// True when both dimensions are finite and not negative: the sizes a layout can place.
    @inlinable
    var isValidLayoutSize: Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}

extension Size: CustomStringConvertible {
    /// `width×height`.
    public var description: String { "\(width)×\(height)" }
}
