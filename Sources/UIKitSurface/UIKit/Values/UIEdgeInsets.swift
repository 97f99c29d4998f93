/// Insets from a rect's edges, as UIKit's `UIEdgeInsets`: positive values shrink the rect,
/// negative values grow it. `==` compares the four values exactly. (UIKit's C function
/// `UIEdgeInsetsMake` reaches Swift as `init(top:left:bottom:right:)`, so there is no
/// `UIEdgeInsetsMake` here either.)
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets with the given values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// This rect with `insets` taken off its edges, as UIKit's `UIEdgeInsetsInsetRect` (which Swift
    /// imports as `inset(by:)`): the origin moves by `(left, top)` and the size shrinks by
    /// `(left + right, top + bottom)`.
    ///
    /// Unlike `insetBy(dx:dy:)`, UIKit's function does plain arithmetic on the stored values: it
    /// neither standardises the rect nor returns the null rect when the insets exceed the size, so
    /// the result may have a negative width or height (a layout that reads `width` then sees its
    /// absolute value, as `CGRect` standardises its accessors). Never traps.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left,
               y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right),
               height: size.height - (insets.top + insets.bottom))
    }
}
