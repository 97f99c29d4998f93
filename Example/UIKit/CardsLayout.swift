// The UIKit original that Sources/CardsLayout/CardsLayout.swift ports: a feed of cards. Each
// section opens with a featured card across the width, then the rest in `columns` columns of equal
// cards. Compiled as it is against LayoutLab's UIKit surface (docs/uikit-surface.md) and run by the
// lab as `cards-uikit`, beside its port. docs/porting.md walks through the port line by line.

import UIKit

final class CardsLayout: UICollectionViewLayout {
    var columns = 2 { didSet { invalidateLayout() } }
    var cardHeight: CGFloat = 120 { didSet { invalidateLayout() } }
    var featuredHeight: CGFloat = 200 { didSet { invalidateLayout() } }
    var spacing: CGFloat = 12 { didSet { invalidateLayout() } }
    var inset: CGFloat = 16 { didSet { invalidateLayout() } }

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var firstIndexOfSection: [Int] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        cache.removeAll()
        firstIndexOfSection.removeAll()
        let width = collectionView.bounds.width - 2 * inset
        let cardWidth = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        var y = inset
        for section in 0..<collectionView.numberOfSections {
            firstIndexOfSection.append(cache.count)
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0 else { continue }
            let featured = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: section))
            featured.frame = CGRect(x: inset, y: y, width: width, height: featuredHeight)
            cache.append(featured)
            y += featuredHeight + spacing
            for item in 1..<count {
                let column = (item - 1) % columns, row = (item - 1) / columns
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: inset + CGFloat(column) * (cardWidth + spacing),
                                          y: y + CGFloat(row) * (cardHeight + spacing),
                                          width: cardWidth, height: cardHeight)
                cache.append(attributes)
            }
            let rows = (count - 1 + columns - 1) / columns
            y += CGFloat(rows) * (cardHeight + spacing)
        }
        contentHeight = y - spacing + inset
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[firstIndexOfSection[indexPath.section] + indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
