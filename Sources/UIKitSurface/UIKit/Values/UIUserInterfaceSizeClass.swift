/// A size class, as UIKit's `UIUserInterfaceSizeClass`. Raw values are UIKit's.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
