// A deck of cards, as a flashcard or a wallet screen shows them: the current card on top, the next
// few peeking out below it, each a little smaller and lower. Scrolling by one card's swipe distance
// lifts the top card off with the content (it follows the offset) and brings the next one up; the
// deck itself stays put on the screen. Items of every section form one deck, in order.
import QuartzCore
import UIKit

final class StackedCardsLayout: UICollectionViewLayout {
    var cardHeight: CGFloat = 420 { didSet { invalidateLayout() } }
    var horizontalInset: CGFloat = 24 { didSet { invalidateLayout() } }
    var topInset: CGFloat = 24 { didSet { invalidateLayout() } }
    /// How far the content scrolls to lift one card off the deck.
    var swipeDistance: CGFloat = 300 { didSet { invalidateLayout() } }
    /// How much lower and how much smaller each card under the top one is.
    var depthOffset: CGFloat = 12 { didSet { invalidateLayout() } }
    var depthScale: CGFloat = 0.05 { didSet { invalidateLayout() } }
    /// Cards deeper than this are hidden.
    var visibleDepth = 3 { didSet { invalidateLayout() } }

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var sectionStarts: [Int] = []
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    /// Places every card for the current offset (the deck depends on it: see
    /// `shouldInvalidateLayout(forBoundsChange:)`).
    /// - Complexity: O(n).
    override func prepare() {
        super.prepare()
        cache.removeAll()
        sectionStarts.removeAll()
        contentHeight = 0
        guard let collectionView else { return }
        let count = (0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) }
        let insets = collectionView.adjustedContentInset
        let visibleHeight = collectionView.bounds.height - insets.top - insets.bottom
        // Room to scroll every card but the last off the deck, and at least the screen.
        let swipe = max(swipeDistance, 1)
        contentHeight = count > 0 ? max(0, visibleHeight) + CGFloat(count - 1) * swipe : 0
        let width = max(0, collectionView.bounds.width - insets.left - insets.right - 2 * horizontalInset)
        let scrolled = collectionView.contentOffset.y + insets.top
        // How many cards have been lifted off, with the fraction of the one being lifted.
        let progress = max(0, scrolled / swipe)
        let deckTop = scrolled + topInset
        var position = 0
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(cache.count)
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                let resting = CGRect(x: horizontalInset, y: topInset + CGFloat(position) * swipe, width: width, height: cardHeight)
                let depth = CGFloat(position) - progress
                if depth <= 0 {
                    // The top card and the ones lifted off: they move with the content.
                    attributes.frame = resting
                } else {
                    let shown = min(depth, CGFloat(visibleDepth))
                    attributes.frame = CGRect(x: horizontalInset, y: deckTop + shown * depthOffset, width: width, height: cardHeight)
                    let scale = max(0, 1 - shown * depthScale)
                    attributes.transform3D = CATransform3DMakeScale(scale, scale, 1)
                    attributes.isHidden = depth > CGFloat(visibleDepth)
                }
                attributes.zIndex = count - position
                cache.append(attributes)
                position += 1
            }
        }
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

    /// The deck follows the offset: every scroll moves it.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}
