/// The kind of device, as UIKit's `UIUserInterfaceIdiom` (layouts read
/// `traitCollection.userInterfaceIdiom` to lay out differently on a pad). Raw values are UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
