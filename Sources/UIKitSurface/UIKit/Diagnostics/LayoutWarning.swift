/// Something UIKit would log (or raise) while driving a layout, which engineers only see on a
/// device: the lab records each as a warning with the element it concerns
/// (`UICollectionView.lab.warnings`). Not UIKit API.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, one case per rule (docs/uikit-surface.md, "What UIKit would say").
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A `UICollectionViewFlowLayout` subclass changed attributes `super` handed out without
        /// copying them ("UICollectionViewFlowLayout has cached frame mismatch").
        case cachedFrameMismatch = "cached-frame-mismatch"
        /// A flow layout item longer, across the scroll direction, than the collection view minus
        /// the section and content insets ("The behavior of the UICollectionViewFlowLayout is not
        /// defined because the item width must be less than the width of the UICollectionView
        /// minus the section insets left and right values, minus the content insets left and
        /// right values").
        case itemTooLargeForCollectionView = "item-too-large"
        /// Attributes for an index path the data source does not have ("UICollectionView received
        /// layout attributes for a cell with an index path that does not exist").
        case attributesForMissingIndexPath = "attributes-for-missing-index-path"
        /// `layoutAttributesForItem(at:)` disagrees with the rect query's attributes for that item.
        case itemLookupDisagreesWithRectQuery = "item-lookup-disagrees"
        /// `layoutAttributesForItem(at:)` answered nil for an item the data source has.
        case nilAttributesForExistingItem = "nil-attributes-for-item"
        /// One answer held two attributes for the same element.
        case duplicateAttributes = "duplicate-attributes"
        /// A frame with a NaN or infinite coordinate or length.
        case nonFiniteFrame = "non-finite-frame"
        /// A batch update whose counts do not add up ("Invalid update: …"); UIKit raises an
        /// exception, the lab reloads the data instead and carries on.
        case invalidUpdate = "invalid-update"
        /// A count the data source gave or a layout asked for out of range (a negative count, a
        /// section that does not exist).
        case countOutOfRange = "count-out-of-range"
        /// `layoutAttributesClass` or `invalidationContextClass` returned a class of the wrong kind
        /// (UIKit would crash).
        case invalidClassOverride = "invalid-class-override"
        /// Attributes for a decoration view of a kind never registered (UIKit raises "could not
        /// dequeue a view of kind").
        case unregisteredDecorationKind = "unregistered-decoration-kind"
    }

    /// An element's identity: its category, kind and index path.
    public struct Element: Hashable, Sendable, CustomStringConvertible {
        public var category: UICollectionView.ElementCategory
        public var kind: String?
        public var indexPath: IndexPath

        /// The element of `category` and `kind` (nil for a cell) at `indexPath`.
        public init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
            self.category = category
            self.kind = kind
            self.indexPath = indexPath
        }

        public var description: String {
            let path = indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.item)]" : "\(Array(indexPath))"
            return "\(category)\(kind.map { " \($0)" } ?? "") at \(path)"
        }
    }

    /// What went wrong.
    public var kind: Kind
    /// What UIKit would say, with the values involved.
    public var message: String
    /// The element concerned, when there is one.
    public var element: Element?

    /// A warning of `kind`, saying `message`, about `element`.
    public init(_ kind: Kind, _ message: String, element: Element? = nil) {
        self.kind = kind
        self.message = message
        self.element = element
    }

    public var description: String {
        "\(kind.rawValue)\(element.map { " (\($0))" } ?? ""): \(message)"
    }
}

extension LayoutWarning.Element {
    /// The identity of the element `attributes` describe.
    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                  indexPath: attributes.indexPath)
    }
}
