import LayoutEngine
import UIKit

// What only the adapter converts: its values back into UIKit objects of a layout's own class, and
// the canonical order of a UIKit layout's elements. The conversions both directions share are the
// UIKit module's (Support/LayoutEngineConversions.swift).

extension LayoutAttributes {
    /// A new UIKit attributes object (of `layout`'s attributes class) with these values.
    func uikit(for layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes {
        let category = UICollectionView.ElementCategory(engine: representedElementCategory)
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
