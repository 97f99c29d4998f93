// The UIKit original of the sticky-tags example: tags of varying widths in wrapped lines, under a
// header per section that sticks to the top of the screen while its section is on screen. Compiled
// as it is against LayoutLab's UIKit surface and run by the lab as `sticky-tags-uikit`, beside its
// port (Sources/StickyTagsLayout); docs/porting.md walks through both.
import UIKit

final class StickyTagsLayout: UICollectionViewLayout {
    var headerHeight: CGFloat = 32
    var tagHeight: CGFloat = 28
    /// Used when the delegate gives no size.
    var tagWidth: CGFloat = 80
    var spacing: CGFloat = 8
    var inset: CGFloat = 12
    var pinsHeaders = true

    private var cells: [UICollectionViewLayoutAttributes] = []
    private var headers: [UICollectionViewLayoutAttributes] = []
    /// Where each section ends: a pinned header never leaves its section.
    private var sectionEnds: [CGFloat] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        guard let collectionView else { return }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        cells = []
        headers = []
        sectionEnds = []
        let width = collectionView.bounds.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            header.zIndex = 1
            headers.append(header)
            y += headerHeight
            var x = inset
            var lineTop = y + inset
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let width = delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath).width ?? tagWidth
                if x > inset && x + width > collectionView.bounds.width - inset {
                    x = inset
                    lineTop += tagHeight + spacing
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: x, y: lineTop, width: width, height: tagHeight)
                cells.append(attributes)
                x += width + spacing
            }
            if count > 0 { y = lineTop + tagHeight + inset }
            sectionEnds.append(y)
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = cells.filter { $0.frame.intersects(rect) }
        for section in headers.indices {
            let header = pinned(headers[section], section: section)
            if header.frame.intersects(rect) { result.append(header) }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cells.first { $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        headers.indices.contains(indexPath.section) ? pinned(headers[indexPath.section], section: indexPath.section) : nil
    }

    /// The header at the top of the screen while its section is there, never below its section's end.
    private func pinned(_ header: UICollectionViewLayoutAttributes, section: Int) -> UICollectionViewLayoutAttributes {
        guard pinsHeaders, let bounds = collectionView?.bounds else { return header }
        let copy = header.copy() as! UICollectionViewLayoutAttributes
        copy.frame.origin.y = min(max(bounds.minY, header.frame.minY), sectionEnds[section] - headerHeight)
        return copy
    }

    /// Every scroll moves the headers: invalidate (and so prepare everything again) on every bounds change.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}
