// A profile screen's layout: a vertical flow of items under a big first-section header (the
// cover photo). The header sticks to the top of the screen while the content scrolls under it,
// and when the user pulls down past the top it stretches to fill the gap instead of leaving one.
import UIKit

final class StretchyHeaderFlowLayout: UICollectionViewFlowLayout {
    /// Above the cells it covers when pinned.
    private let headerZIndex = 1024

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard var attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        // The header moves with the offset: take `super`'s out of the answer (it is at its resting
        // place) and add the moved one if it reaches the rect, whether or not `super` had it.
        attributes.removeAll { $0.representedElementCategory == .supplementaryView && isStretchyHeader($0) }
        if let header = stretchedHeader(), header.frame.intersects(rect) {
            attributes.append(header)
        }
        return attributes
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if elementKind == UICollectionView.elementKindSectionHeader && indexPath.section == 0 {
            return stretchedHeader()
        }
        return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    private func isStretchyHeader(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        attributes.representedElementKind == UICollectionView.elementKindSectionHeader && attributes.indexPath.section == 0
    }

    /// A copy of the first section's header, pinned to the top of the visible area (below the
    /// adjusted top inset) and, while the content is pulled down past its top, reaching up to the
    /// visible top so that it grows by the pull. Nil when the first section has no header.
    private func stretchedHeader() -> UICollectionViewLayoutAttributes? {
        guard let collectionView, collectionView.numberOfSections > 0,
              let header = super.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                      at: IndexPath(item: 0, section: 0))?.copy()
                as? UICollectionViewLayoutAttributes,
              header.frame.height > 0 else { return nil }
        let visibleTop = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        header.frame.origin.y = visibleTop
        if visibleTop < 0 {
            header.frame.size.height -= visibleTop
        }
        header.zIndex = headerZIndex
        return header
    }

    /// The header follows every scroll.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}
