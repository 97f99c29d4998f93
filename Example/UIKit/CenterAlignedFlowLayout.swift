// A flow layout that centres each line's items as a group, packed `minimumInteritemSpacing`
// apart, as a row of option chips under a title does; UIKit's flow layout spreads them across the
// line instead. Vertical scrolling only; a horizontal one keeps the flow layout's placement.
import UIKit

final class CenterAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard scrollDirection == .vertical, let collectionView else { return super.layoutAttributesForElements(in: rect) }
        // Centring moves cells along their line: ask for whole lines, filter after moving.
        let lines = CGRect(x: -collectionView.adjustedContentInset.left, y: rect.minY,
                           width: collectionView.bounds.width, height: rect.height)
        guard let attributes = super.layoutAttributesForElements(in: lines.union(rect)) else { return nil }
        var answer: [UICollectionViewLayoutAttributes] = []
        for original in attributes {
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            if attributes.representedElementCategory == .cell {
                attributes.frame.origin.x = centredX(ofItemAt: attributes.indexPath)
            }
            if attributes.frame.intersects(rect) { answer.append(attributes) }
        }
        return answer
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        if scrollDirection == .vertical {
            attributes.frame.origin.x = centredX(ofItemAt: indexPath)
        }
        return attributes
    }

    /// The x of the item once its line is centred between the section's insets: the line's free
    /// space halved, plus the items before it on the line. A line is the run of items whose centres
    /// share a height (the flow layout centres items on their line's middle).
    /// - Complexity: O(k) for the k items of its line.
    private func centredX(ofItemAt indexPath: IndexPath) -> CGFloat {
        guard let collectionView, let frame = super.layoutAttributesForItem(at: indexPath)?.frame else { return 0 }
        func frameOnLine(_ item: Int) -> CGRect? {
            guard item >= 0, item < collectionView.numberOfItems(inSection: indexPath.section),
                  let other = super.layoutAttributesForItem(at: IndexPath(item: item, section: indexPath.section))?.frame,
                  abs(other.midY - frame.midY) < 0.5 else { return nil }
            return other
        }
        var before: CGFloat = 0
        var first = indexPath.item
        while let previous = frameOnLine(first - 1) {
            before += previous.width
            first -= 1
        }
        var lineWidth = before + frame.width
        var last = indexPath.item
        while let next = frameOnLine(last + 1) {
            lineWidth += next.width
            last += 1
        }
        let spacing = interitemSpacing(forSection: indexPath.section)
        lineWidth += CGFloat(last - first) * spacing
        let (leading, available) = lineExtent(ofSection: indexPath.section)
        // A line wider than the space (an item longer than the line) starts at the inset.
        let start = leading + max(0, (available - lineWidth) / 2)
        return start + before + CGFloat(indexPath.item - first) * spacing
    }

    /// Where the section's lines start and how much width they have: the content width less the
    /// section insets, measured from `sectionInsetReference`.
    private func lineExtent(ofSection section: Int) -> (leading: CGFloat, width: CGFloat) {
        guard let collectionView else { return (sectionInset.left, 0) }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = delegate?.collectionView?(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let contentInset = collectionView.adjustedContentInset
        var reference = UIEdgeInsets.zero
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        @unknown default: break
        }
        let width = collectionView.bounds.width - contentInset.left - contentInset.right
            - reference.left - reference.right - inset.left - inset.right
        return (reference.left + inset.left, width)
    }

    private func interitemSpacing(forSection section: Int) -> CGFloat {
        guard let collectionView else { return minimumInteritemSpacing }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return delegate?.collectionView?(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
    }
}
