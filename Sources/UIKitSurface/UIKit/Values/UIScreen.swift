/// The screen, as UIKit's `UIScreen`, for the layouts that read `UIScreen.main.scale` (to round to
/// pixels) or `UIScreen.main.bounds` (to size items before the collection view has bounds).
///
/// Linux has no screen, so `UIScreen.main` is a fixed iPhone: 390 × 844 points at scale 3 (the
/// portrait screen of the iPhone 12, 13 and 14; 1170 × 2532 pixels), compact width, regular height,
/// left to right. A layout that reads the screen instead of its collection view's bounds is
/// measured against that phone, whatever bounds a scenario gives the collection view.
/// Immutable, so it is `Sendable` and any thread may read it.
public final class UIScreen: Sendable {
    /// The iPhone every layout in the lab runs on.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's rect in points, origin at zero.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The traits of the screen: its scale, compact width, regular height, phone, left to right.
    public let traitCollection: UITraitCollection

    /// A screen of the given size (in points) and scale.
    package init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        self.traitCollection = UITraitCollection(displayScale: scale, layoutDirection: .leftToRight,
                                                 horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                 userInterfaceIdiom: .phone)
    }

    /// The physical scale; on this screen, as on the iPhone 12–14, equal to `scale`.
    public var nativeScale: CGFloat { scale }

    /// The screen's rect in pixels: `bounds` scaled by `nativeScale`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }
}
