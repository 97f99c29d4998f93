/// Where and how one element is shown, as `UICollectionViewLayoutAttributes`, but a value type:
/// a layout hands out copies, so no caller can corrupt a layout's cache by mutating what it got.
///
/// Equality is exact (`Double`'s `==` on every coordinate).
public struct LayoutAttributes: Hashable, Sendable {
    /// Which element these attributes describe.
    public var id: ElementID
    /// The element's frame in the collection view's content coordinates, in points.
    public var frame: Rect
    /// The element's stacking order, as UIKit's `zIndex`: higher is in front; 0 by default.
    public var zIndex: Int
    /// The element's opacity from 0 (transparent) to 1 (opaque), as UIKit's `alpha`; animations of
    /// appearing and disappearing items use 0.
    public var alpha: Double
    /// True when the element is laid out but not shown, as UIKit's `isHidden`.
    public var isHidden: Bool

    /// Attributes for the element `id`, with every property given; the defaults are UIKit's.
    @inlinable
    public init(id: ElementID, frame: Rect, zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false) {
        self.id = id
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
    }

    /// Attributes for the cell of the item at `indexPath`, as `init(forCellWith:)`.
    @inlinable
    public init(forCellWith indexPath: IndexPath) {
        self.init(id: .cell(indexPath), frame: .zero)
    }

    /// Attributes for a supplementary view, as `init(forSupplementaryViewOfKind:with:)`.
    @inlinable
    public init(forSupplementaryViewOfKind kind: ElementKind, with indexPath: IndexPath) {
        self.init(id: .supplementary(kind, indexPath), frame: .zero)
    }

    /// Attributes for a decoration view, as `init(forDecorationViewOfKind:with:)`.
    @inlinable
    public init(forDecorationViewOfKind kind: ElementKind, with indexPath: IndexPath) {
        self.init(id: .decoration(kind, indexPath), frame: .zero)
    }

    /// UIKit's `representedElementCategory`.
    @inlinable public var representedElementCategory: ElementCategory { id.category }
    /// UIKit's `representedElementKind`: nil for cells.
    @inlinable public var representedElementKind: ElementKind? { id.kind }
    /// UIKit's `indexPath`.
    @inlinable public var indexPath: IndexPath { id.indexPath }
    /// The frame's size, as UIKit's `size`.
    @inlinable public var size: Size { frame.size }
    /// The frame's centre, as UIKit's `center`.
    @inlinable public var center: Point { Point(x: frame.midX, y: frame.midY) }
}
