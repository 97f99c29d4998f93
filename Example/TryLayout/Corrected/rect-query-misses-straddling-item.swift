// A photo grid: each section is a grid of `columns` equal cells, `rowHeight` high, and the sections
// stand one under the other, `sectionSpacing` apart. Vertical scrolling.
//
// The rect query does not test every cell: it works out which rows of each section the rect can
// reach and tests only their cells, as a grid of thousands of photos must (O(s + k) for s sections
// and k cells in the rows it reaches).
//
// LayoutLab defect sample (Example/TryLayout/README.md): the corrected twin of
// Defects/rect-query-misses-straddling-item.swift.
import UIKit

final class PhotoGridLayout: UICollectionViewLayout {
    var columns = 3
    var rowHeight: CGFloat = 110
    var spacing: CGFloat = 4
    var inset: CGFloat = 8
    var sectionSpacing: CGFloat = 24

    /// Each section's cells, in item order.
    private var sections: [[UICollectionViewLayoutAttributes]] = []
    /// The y of each section's first row.
    private var sectionTops: [CGFloat] = []
    private var contentSize: CGSize = .zero

    /// From one row's top to the next one's.
    private var rowPitch: CGFloat { rowHeight + spacing }

    override func prepare() {
        guard let collectionView else { return }
        sections = []
        sectionTops = []
        // Never narrower than the margins and gaps: a cell is never pushed past the content's edge.
        let width = max(collectionView.bounds.width, 2 * inset + CGFloat(columns - 1) * spacing)
        // Whole points, so that cell edges fall on pixels and the last column ends inside the width.
        let cellWidth = ((width - 2 * inset - CGFloat(columns - 1) * spacing) / CGFloat(columns)).rounded(.down)
        var y = inset
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            sectionTops.append(y)
            sections.append((0..<count).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: inset + CGFloat(item % columns) * (cellWidth + spacing),
                                          y: y + CGFloat(item / columns) * rowPitch,
                                          width: cellWidth, height: rowHeight)
                return attributes
            })
            y += CGFloat((count + columns - 1) / columns) * rowPitch + sectionSpacing
        }
        contentSize = CGSize(width: width, height: y)
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, cells) in sections.enumerated() where !cells.isEmpty {
            let rowCount = (cells.count + columns - 1) / columns
            let top = sectionTops[section]
            // FIXED: the row whose band holds the rect's top edge (rounded down), so the row straddling
            // that edge is tested too; one more row each side against rounding, the exact test below.
            let firstRow = max(0, row(at: rect.minY, sectionTop: top, rowCount: rowCount, .down) - 1)
            let lastRow = min(rowCount - 1, row(at: rect.maxY, sectionTop: top, rowCount: rowCount, .down) + 1)
            guard firstRow <= lastRow else { continue }
            for item in (firstRow * columns)..<min(cells.count, (lastRow + 1) * columns) where cells[item].frame.intersects(rect) {
                result.append(cells[item])
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    /// The row of the section starting at `sectionTop` whose band (its top to the next row's top)
    /// holds `y`, rounded by `rule`, kept within -1...rowCount (so a far-away or infinite `y` converts).
    private func row(at y: CGFloat, sectionTop: CGFloat, rowCount: Int, _ rule: FloatingPointRoundingRule) -> Int {
        let row = ((y - sectionTop) / rowPitch).rounded(rule)
        if row.isNaN { return -1 }
        return Int(min(max(row, -1), CGFloat(rowCount)))
    }
}
