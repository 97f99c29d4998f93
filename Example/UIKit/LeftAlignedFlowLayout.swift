// A flow layout whose items hug the leading edge of each line, as chips in a filter bar or the
// words of a tag list do: UIKit's flow layout spreads a line's items across the whole width, so
// this subclass moves each cell left after `super` has placed it. Vertical scrolling only; a
// horizontal one keeps the flow layout's placement.
import UIKit

final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard scrollDirection == .vertical, let collectionView else { return super.layoutAttributesForElements(in: rect) }
        // Aligning moves cells along their line only, so ask for whole lines: a cell outside `rect`
        // before it moves may be inside it after, and the other way round.
        let lines = CGRect(x: -collectionView.adjustedContentInset.left, y: rect.minY,
                           width: collectionView.bounds.width, height: rect.height)
        guard let attributes = super.layoutAttributesForElements(in: lines.union(rect)) else { return nil }
        return attributes.compactMap { original -> UICollectionViewLayoutAttributes? in
            // `super` hands out the objects it caches: change copies, never them.
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            if attributes.representedElementCategory == .cell {
                attributes.frame.origin.x = alignedX(ofItemAt: attributes.indexPath)
            }
            return attributes.frame.intersects(rect) ? attributes : nil
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let original = super.layoutAttributesForItem(at: indexPath) else { return nil }
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        if scrollDirection == .vertical {
            attributes.frame.origin.x = alignedX(ofItemAt: indexPath)
        }
        return attributes
    }

    /// Where the item's line starts plus the widths and spacings of the items before it on the
    /// line. A line is the run of items whose centres share a height: the flow layout centres
    /// every item of a line on the line's middle. Two lines of zero-height items with zero line
    /// spacing share a middle and read as one line here (a known limit; no real cell has no height).
    /// - Complexity: O(k) for the k items before it on its line.
    private func alignedX(ofItemAt indexPath: IndexPath) -> CGFloat {
        guard let frame = super.layoutAttributesForItem(at: indexPath)?.frame else { return 0 }
        var widths: [CGFloat] = []
        var item = indexPath.item - 1
        while item >= 0, let previous = super.layoutAttributesForItem(at: IndexPath(item: item, section: indexPath.section))?.frame,
              abs(previous.midY - frame.midY) < 0.5 {
            widths.append(previous.width)
            item -= 1
        }
        let spacing = interitemSpacing(forSection: indexPath.section)
        return leadingEdge(ofSection: indexPath.section) + widths.reduce(0) { $0 + $1 + spacing }
    }

    /// The x where the section's lines start: its left inset, from the reference the insets are
    /// measured from.
    private func leadingEdge(ofSection section: Int) -> CGFloat {
        guard let collectionView else { return sectionInset.left }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = delegate?.collectionView?(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        switch sectionInsetReference {
        case .fromContentInset: return inset.left
        case .fromSafeArea: return inset.left + collectionView.safeAreaInsets.left
        case .fromLayoutMargins: return inset.left + collectionView.layoutMargins.left
        @unknown default: return inset.left
        }
    }

    private func interitemSpacing(forSection section: Int) -> CGFloat {
        guard let collectionView else { return minimumInteritemSpacing }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return delegate?.collectionView?(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
    }
}
