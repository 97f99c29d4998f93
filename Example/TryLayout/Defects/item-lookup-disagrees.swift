// A list of cards: one full-width card per item, `rowHeight` high and `spacing` apart, each section
// under the last with `sectionSpacing` between them. Vertical scrolling.
//
// The item lookup does not search the cache: a card's frame is arithmetic on its index path, so
// `layoutAttributesForItem(at:)` computes it in O(1) from where its section starts.
//
// LayoutLab defect sample (Example/TryLayout/README.md), with its defect marked "DEFECT"; the
// corrected twin is Corrected/item-lookup-disagrees.swift.
import UIKit

final class CardListLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 88
    var spacing: CGFloat = 8
    var inset: CGFloat = 16
    var sectionSpacing: CGFloat = 24

    /// Each section's cards, in item order.
    private var cards: [[UICollectionViewLayoutAttributes]] = []
    /// The y of each section's first card.
    private var sectionTops: [CGFloat] = []
    /// Every card's width, as of the last prepare().
    private var cardWidth: CGFloat = 0
    private var contentSize: CGSize = .zero

    override func prepare() {
        guard let collectionView else { return }
        cards = []
        sectionTops = []
        // Never narrower than the two margins: a card is never pushed past the content's edge.
        let width = max(collectionView.bounds.width, 2 * inset)
        cardWidth = width - 2 * inset
        var y = inset
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            sectionTops.append(y)
            cards.append((0..<count).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: inset, y: y + CGFloat(item) * (rowHeight + spacing), width: cardWidth, height: rowHeight)
                return attributes
            })
            y += CGFloat(count) * (rowHeight + spacing) + sectionSpacing
        }
        contentSize = CGSize(width: width, height: y)
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cards.joined().filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cards.indices.contains(indexPath.section),
              cards[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        // DEFECT: the spacing between cards is forgotten: every card after a section's first is
        // `item × spacing` higher here than in prepare() and the rect query.
        let y = sectionTops[indexPath.section] + CGFloat(indexPath.item) * rowHeight
        attributes.frame = CGRect(x: inset, y: y, width: cardWidth, height: rowHeight)
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
