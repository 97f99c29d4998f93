/// The layout information of one element (a cell, a supplementary view or a decoration view), as
/// UIKit's `UICollectionViewLayoutAttributes`: a mutable object, copied with `copy()`.
///
/// The frame is derived, as in UIKit: the attributes hold a `center`, a `size` and a
/// `transform3D`; setting `frame` sets the center and the size; reading it gives the bounding box of
/// the bounds transformed about the center (the frame itself when the transform is the identity).
/// `transform` is the affine part of `transform3D`, and setting it sets `transform3D`.
///
/// A subclass with properties of its own overrides `copy(with:)` (calling `super`, which makes an
/// instance of the subclass with `init()`) and `isEqual(_:)`, as on iOS.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's center, in the collection view's coordinates.
    open var center: CGPoint = .zero { didSet { frameAsSet = nil } }
    /// The element's size (before its transform).
    open var size: CGSize = .zero { didSet { frameAsSet = nil } }
    /// The frame last set, while `center` and `size` are still the ones it gave: read back as it
    /// was set. From the center and size alone the origin can differ in its last bit
    /// ((y + h/2) − h/2 ≠ y in floating point), and a frame read back must be the frame set.
    private var frameAsSet: CGRect?
    /// The element's 3D transform, about its center; the identity by default.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's opacity, 1 by default.
    open var alpha: CGFloat = 1
    /// The element's position on the z axis: elements with a higher value are drawn above; 0 by
    /// default.
    open var zIndex: Int = 0
    /// Whether the element is hidden; false by default.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    open private(set) var representedElementKind: String?
    /// The origin of `bounds` (its size is `size`); zero by default.
    private var boundsOrigin: CGPoint = .zero

    /// Attributes of a cell at item 0 of section 0, with every other property at its default.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`, of the receiving class.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`, of the receiving class.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`, of the receiving
    /// class.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Makes these the attributes of the element of `category` and `kind` at `indexPath` (what the
    /// three convenience initialisers do, for a class known only at run time).
    func setElement(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = category == .cell ? nil : kind
        self.indexPath = indexPath
    }

    /// The element's frame: setting it sets `center` and `size`; reading it gives the bounding box
    /// of the transformed bounds (see the type's documentation).
    open var frame: CGRect {
        get {
            let untransformed = frameAsSet ?? CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                                     width: size.width, height: size.height)
            return transform3D == CATransform3DIdentity ? untransformed
                : AttributesGeometry.boundingBox(of: untransformed, transformedBy: transform3D, about: center)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
            frameAsSet = newValue
        }
    }

    /// The element's bounds: an origin (zero unless set) and `size`. Setting it sets `size`.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: size) }
        set {
            boundsOrigin = newValue.origin
            size = newValue.size
        }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D` with its 3D form.
    open var transform: CGAffineTransform {
        get { AttributesGeometry.affinePart(of: transform3D) }
        set { transform3D = AttributesGeometry.transform3D(from: newValue) }
    }

    /// A new instance of the receiver's class (made with `init()`) with every property of these
    /// attributes; a subclass adds its own after calling `super`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.frameAsSet = frameAsSet
        copy.boundsOrigin = boundsOrigin
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// True for attributes of the same class with the same element, geometry, transform, alpha,
    /// z-index and visibility (UIKit's comparison; a subclass adds its own properties).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.center == center && other.size == size
            && other.boundsOrigin == boundsOrigin && other.transform3D == transform3D && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden
    }

    /// A hash of the element's identity (category, kind, index path), consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { "kind: \($0); " } ?? ""
        return "<\(type(of: self)): \(representedElementCategory)> \(kind)index path: \(indexPath); frame = \(frame); "
            + "zIndex = \(zIndex); alpha = \(alpha)\(isHidden ? "; hidden" : "")"
    }
}
