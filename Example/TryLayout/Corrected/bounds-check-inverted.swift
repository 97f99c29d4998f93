// An adaptive grid of square tiles: as many columns as fit at least `minimumTileWidth` each, so a
// phone shows 3 and the same phone turned on its side 6; the tiles share the width equally,
// `spacing` apart, the sections one under the other. Vertical scrolling.
//
// Every frame depends on the width and on nothing that scrolling changes: the layout must be
// rebuilt when the width changes, and never because the content scrolled.
//
// LayoutLab defect sample (Example/TryLayout/README.md): the corrected twin of
// Defects/bounds-check-inverted.swift.
import UIKit

final class AdaptiveGridLayout: UICollectionViewLayout {
    var minimumTileWidth: CGFloat = 120
    var spacing: CGFloat = 2

    /// Each section's tiles, in item order.
    private var tiles: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    override func prepare() {
        guard let collectionView else { return }
        tiles = []
        let width = max(collectionView.bounds.width, 0)
        let columns = max(1, Int((width + spacing) / (minimumTileWidth + spacing)))
        // Whole points, so that tile edges fall on pixels and the last column ends inside the width.
        let side = max(0, ((width - CGFloat(columns - 1) * spacing) / CGFloat(columns)).rounded(.down))
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            tiles.append((0..<count).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: CGFloat(item % columns) * (side + spacing),
                                          y: y + CGFloat(item / columns) * (side + spacing), width: side, height: side)
                return attributes
            })
            y += CGFloat((count + columns - 1) / columns) * (side + spacing)
        }
        contentSize = CGSize(width: width, height: y)
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        tiles.joined().filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard tiles.indices.contains(indexPath.section),
              tiles[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return tiles[indexPath.section][indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        // FIXED: invalidates when the width changes (a rotation, a split-view resize), never on a scroll.
        return newBounds.width != collectionView.bounds.width
    }
}
