import Foundation

/// The traits of the environment a layout runs in, as UIKit's `UITraitCollection`: the display
/// scale, the layout direction, the size classes and the idiom. Immutable, as UIKit's is.
///
/// Every trait has an "unspecified" value, UIKit's defaults for a trait collection that does not
/// say: `displayScale` 0.0 (Apple: "The default display scale for a trait collection is 0.0
/// (indicating unspecified)"), `layoutDirection` `.unspecified`, both size classes `.unspecified`,
/// `userInterfaceIdiom` `.unspecified`. `UITraitCollection(displayScale:)` and its siblings specify
/// one trait and leave the others unspecified; `init(traitsFrom:)` merges, the last collection that
/// specifies a trait winning.
///
/// Equality (`isEqual`, `==` through `NSObject`) compares the traits, not identity.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The display scale: 1.0, 2.0 or 3.0 on a device; 0.0 when unspecified.
    public let displayScale: CGFloat
    /// The layout direction; `.unspecified` when unspecified.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The horizontal size class; `.unspecified` when unspecified.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class; `.unspecified` when unspecified.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device; `.unspecified` when unspecified.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// A collection with every trait given: what the collection view and the screen hand a layout.
    package init(displayScale: CGFloat,
                 layoutDirection: UITraitEnvironmentLayoutDirection,
                 horizontalSizeClass: UIUserInterfaceSizeClass,
                 verticalSizeClass: UIUserInterfaceSizeClass,
                 userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
                  verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
    }

    /// A collection that specifies only the display scale. A scale that is not a positive finite
    /// number (NaN, infinite, negative) is kept as given: UIKit does not document a check, and the
    /// lab's checks see the value the layout passed.
    public convenience init(displayScale scale: CGFloat) {
        self.init(displayScale: scale, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
                  verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(displayScale: 0, layoutDirection: layoutDirection, horizontalSizeClass: .unspecified,
                  verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: horizontalSizeClass,
                  verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
                  verticalSizeClass: verticalSizeClass, userInterfaceIdiom: .unspecified)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
                  verticalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// The traits of `traitCollections` merged: for each trait, the value of the last collection in
    /// which it is specified, or unspecified when none specifies it.
    ///
    /// - Complexity: O(n), where n is the number of collections.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        for traits in traitCollections {
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        }
        self.init(displayScale: scale, layoutDirection: direction, horizontalSizeClass: horizontal,
                  verticalSizeClass: vertical, userInterfaceIdiom: idiom)
    }

    /// Whether every trait that `trait` specifies has the same value here, as UIKit's
    /// `containsTraits(in:)`. `nil` (and a collection that specifies nothing) is contained in every
    /// collection.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether `object` is a trait collection with the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale && layoutDirection == other.layoutDirection
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom
    }

    /// A hash of the traits, consistent with `isEqual`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }
}
