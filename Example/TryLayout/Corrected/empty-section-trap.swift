// A grouped list, as a settings screen or a contacts list shows one: each section is a header
// (`UICollectionView.elementKindSectionHeader`, `headerHeight` high) over its rows (`rowHeight`
// each, touching), and `sectionSpacing` after the last row. Vertical scrolling.
//
// The rows are placed first; the header then sits on top of its section's first row.
//
// LayoutLab defect sample (Example/TryLayout/README.md): the corrected twin of
// Defects/empty-section-trap.swift.
import UIKit

final class GroupedListLayout: UICollectionViewLayout {
    var headerHeight: CGFloat = 36
    var rowHeight: CGFloat = 44
    var sectionSpacing: CGFloat = 20

    /// Each section's rows, in item order.
    private var rows: [[UICollectionViewLayoutAttributes]] = []
    /// Each section's header.
    private var headers: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero

    override func prepare() {
        guard let collectionView else { return }
        rows = []
        headers = []
        let width = collectionView.bounds.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sectionRows = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: y + headerHeight + CGFloat(item) * rowHeight, width: width, height: rowHeight)
                return attributes
            }
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
            // FIXED: an empty section has no first row: its header takes the place one would have.
            let firstRowTop = sectionRows.first?.frame.minY ?? y + headerHeight
            header.frame = CGRect(x: 0, y: firstRowTop - headerHeight, width: width, height: headerHeight)
            rows.append(sectionRows)
            headers.append(header)
            y += headerHeight + CGFloat(sectionRows.count) * rowHeight + sectionSpacing
        }
        contentSize = CGSize(width: width, height: y)
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (headers + rows.joined()).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard rows.indices.contains(indexPath.section),
              rows[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return rows[indexPath.section][indexPath.item]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader, indexPath.item == 0,
              headers.indices.contains(indexPath.section) else { return nil }
        return headers[indexPath.section]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
