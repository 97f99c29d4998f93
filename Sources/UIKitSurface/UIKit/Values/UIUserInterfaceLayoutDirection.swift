/// The direction of an app's or a view's layout, as UIKit's `UIUserInterfaceLayoutDirection`
/// (`UICollectionView.effectiveUserInterfaceLayoutDirection`, the flow layout's
/// `flipsHorizontallyInOppositeLayoutDirection`). Raw values are UIKit's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// The layout direction of a trait collection, as UIKit's `UITraitEnvironmentLayoutDirection`:
/// like `UIUserInterfaceLayoutDirection` with an `unspecified` case, the value of a trait
/// collection that does not say. Raw values are UIKit's.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
