import LayoutEngine
import UIKit

// Values between UIKit's types (Core Graphics, Foundation's IndexPath) and LayoutEngine's.

extension CGRect {
    init(engine rect: Rect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}

extension CGSize {
    init(engine size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension Size {
    init(uikit size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension Rect {
    init(uikit rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension UIEdgeInsets {
    init(engine insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension LayoutEngine.IndexPath {
    var foundation: Foundation.IndexPath { Foundation.IndexPath(item: item, section: section) }
}

extension ElementKind {
    /// UIKit's kind string for the engine's kind (the header and footer kinds are named as UIKit
    /// names them).
    var uikitKind: String {
        switch self {
        case .sectionHeader: UICollectionView.elementKindSectionHeader
        case .sectionFooter: UICollectionView.elementKindSectionFooter
        default: rawValue
        }
    }

    init(uikitKind kind: String) {
        switch kind {
        case UICollectionView.elementKindSectionHeader: self = .sectionHeader
        case UICollectionView.elementKindSectionFooter: self = .sectionFooter
        default: self.init(kind)
        }
    }
}

extension LayoutAttributes {
    /// A copy of a UIKit attributes object's values (nil for an index path that is not two indexes,
    /// which no element of the lab's can have).
    init?(uikit attributes: UICollectionViewLayoutAttributes) {
        let path = attributes.indexPath
        guard path.count == 2 else { return nil }
        let indexPath = LayoutEngine.IndexPath(item: path[1], section: path[0])
        switch attributes.representedElementCategory {
        case .cell:
            self.init(forCellWith: indexPath)
        case .supplementaryView:
            self.init(forSupplementaryViewOfKind: ElementKind(uikitKind: attributes.representedElementKind ?? ""), with: indexPath)
        case .decorationView:
            self.init(forDecorationViewOfKind: ElementKind(attributes.representedElementKind ?? ""), with: indexPath)
        }
        frame = Rect(uikit: attributes.frame)
        zIndex = attributes.zIndex
        alpha = Double(attributes.alpha)
        isHidden = attributes.isHidden
    }

    /// A new UIKit attributes object (of `layout`'s attributes class) with these values.
    func uikit(for layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes {
        let category: UICollectionView.ElementCategory = switch representedElementCategory {
        case .cell: .cell
        case .supplementaryView: .supplementaryView
        case .decorationView: .decorationView
        }
        let kind = representedElementCategory == .supplementaryView ? representedElementKind?.uikitKind : representedElementKind?.rawValue
        let attributes = layout.makeLayoutAttributes(category: category, kind: kind, at: indexPath.foundation)
        attributes.frame = CGRect(engine: frame)
        attributes.zIndex = zIndex
        attributes.alpha = CGFloat(alpha)
        attributes.isHidden = isHidden
        return attributes
    }

    /// The canonical order of a UIKit layout's elements: by section, then cells before
    /// supplementary before decoration views, then kind, then item.
    static func canonicallyPrecedes(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
        func rank(_ category: ElementCategory) -> Int {
            switch category {
            case .cell: 0
            case .supplementaryView: 1
            case .decorationView: 2
            }
        }
        if lhs.indexPath.section != rhs.indexPath.section { return lhs.indexPath.section < rhs.indexPath.section }
        let (left, right) = (rank(lhs.representedElementCategory), rank(rhs.representedElementCategory))
        if left != right { return left < right }
        let (leftKind, rightKind) = (lhs.representedElementKind?.rawValue ?? "", rhs.representedElementKind?.rawValue ?? "")
        if leftKind != rightKind { return leftKind < rightKind }
        return lhs.indexPath.item < rhs.indexPath.item
    }
}
