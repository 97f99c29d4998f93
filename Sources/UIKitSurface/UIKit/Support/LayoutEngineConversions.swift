package import LayoutEngine

// UIKit's values (Core Graphics, Foundation's IndexPath, the attributes object) and LayoutEngine's,
// one way each: what the flow layout's engine bridge and the UIKit adapter both convert through.
// Package access: the adapter is another module of this package; a layout file never sees them.

extension CGRect {
    package init(engine rect: Rect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}

extension CGSize {
    package init(engine size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension CGPoint {
    package init(engine point: Point) {
        self.init(x: point.x, y: point.y)
    }
}

extension UIEdgeInsets {
    package init(engine insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension Rect {
    package init(uikit rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension Size {
    package init(uikit size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension Point {
    package init(uikit point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension EdgeInsets {
    package init(uikit insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension LayoutEngine.IndexPath {
    /// A two-index Foundation path as LayoutEngine's; nil for any other length, which no element of
    /// the lab's can have.
    package init?(uikit path: Foundation.IndexPath) {
        guard path.count == 2 else { return nil }
        self.init(item: path[1], section: path[0])
    }

    package var foundation: Foundation.IndexPath { Foundation.IndexPath(indexes: [section, item]) }
}

extension ElementKind {
    /// The engine's kind for UIKit's kind string: UIKit's header and footer kinds are the engine's
    /// header and footer; any other kind keeps its string.
    package init(uikitKind kind: String) {
        switch kind {
        case UICollectionView.elementKindSectionHeader: self = .sectionHeader
        case UICollectionView.elementKindSectionFooter: self = .sectionFooter
        default: self.init(kind)
        }
    }

    /// UIKit's kind string for the engine's kind.
    package var uikitKind: String {
        switch self {
        case .sectionHeader: UICollectionView.elementKindSectionHeader
        case .sectionFooter: UICollectionView.elementKindSectionFooter
        default: rawValue
        }
    }
}

extension UICollectionView.ElementCategory {
    package init(engine category: ElementCategory) {
        switch category {
        case .cell: self = .cell
        case .supplementaryView: self = .supplementaryView
        case .decorationView: self = .decorationView
        }
    }
}

extension LayoutAttributes {
    /// A copy of a UIKit attributes object's values (nil for an index path that is not two indexes).
    package init?(uikit attributes: UICollectionViewLayoutAttributes) {
        guard let indexPath = LayoutEngine.IndexPath(uikit: attributes.indexPath) else { return nil }
        let kind = attributes.representedElementKind ?? ""
        switch attributes.representedElementCategory {
        case .cell: self.init(forCellWith: indexPath)
        case .supplementaryView: self.init(forSupplementaryViewOfKind: ElementKind(uikitKind: kind), with: indexPath)
        case .decorationView: self.init(forDecorationViewOfKind: ElementKind(kind), with: indexPath)
        }
        frame = Rect(uikit: attributes.frame)
        zIndex = attributes.zIndex
        alpha = Double(attributes.alpha)
        isHidden = attributes.isHidden
    }
}
