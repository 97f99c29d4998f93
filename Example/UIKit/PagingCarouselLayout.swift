// A horizontal carousel of cards, one page per card: the card in the middle of the screen is full
// size and opaque, its neighbours shrink and fade with their distance from the middle, and a
// fling comes to rest with a card centred. The flow layout places the cards in one row (each card
// is most of the collection view's height, so a column holds one); this subclass adds the
// transforms, which change with every scroll, and the snapping.
import UIKit

final class PagingCarouselLayout: UICollectionViewFlowLayout {
    /// The card's share of the visible width and height.
    var widthFraction: CGFloat = 0.75 { didSet { invalidateLayout() } }
    var heightFraction: CGFloat = 0.8 { didSet { invalidateLayout() } }
    /// The scale and alpha of a card one page or more from the middle.
    var minimumScale: CGFloat = 0.85
    var minimumAlpha: CGFloat = 0.5

    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 16
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
    }

    /// Sizes the cards from the visible area and insets the row so the first and the last card can
    /// be centred. Setting the flow layout's properties to new values invalidates it again; the
    /// values only change with the size, so the second prepare finds nothing to change.
    override func prepare() {
        if let collectionView {
            let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
            let size = CGSize(width: max(0, visible.width * widthFraction), height: max(0, visible.height * heightFraction))
            if itemSize != size { itemSize = size }
            let side = max(0, (visible.width - size.width) / 2)
            let inset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
            if sectionInset != inset { sectionInset = inset }
        }
        super.prepare()
    }

    /// `super`'s answer, transformed; a card scaled down may no longer reach `rect`, so the answer
    /// is filtered again (a scaled card lies inside its unscaled frame: `super` misses none).
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(transformed).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(transformed)
    }

    /// A copy of `original` scaled and faded by its distance from the middle of the visible rect,
    /// the nearer card drawn above the farther.
    private func transformed(_ original: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        guard let collectionView, attributes.representedElementCategory == .cell else { return attributes }
        let middle = collectionView.bounds.midX
        // A page of zero width (zero-width cards, no spacing) would divide by zero into a NaN frame.
        let page = max(itemSize.width + minimumLineSpacing, 1)
        let progress = min(abs(attributes.center.x - middle) / page, 1)
        let scale = 1 - (1 - minimumScale) * progress
        attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        attributes.alpha = 1 - (1 - minimumAlpha) * progress
        attributes.zIndex = Int((1 - progress) * 100)
        return attributes
    }

    /// Every scroll changes every visible card's transform.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// Rests on the card nearest to where the fling would stop, but no more than one card away from
    /// the one in the middle now: a quick flick moves one card, as a pager does.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView, collectionView.numberOfSections > 0 else { return proposedContentOffset }
        let count = collectionView.numberOfItems(inSection: 0)
        guard count > 0 else { return proposedContentOffset }
        let page = itemSize.width + minimumLineSpacing
        guard page > 0 else { return proposedContentOffset }
        let halfWidth = collectionView.bounds.width / 2
        func index(centredAt offsetX: CGFloat) -> CGFloat {
            (offsetX + halfWidth - sectionInset.left - itemSize.width / 2) / page
        }
        let current = index(centredAt: collectionView.contentOffset.x)
        var target: CGFloat
        if velocity.x > 0.2 {
            target = floor(current) + 1
        } else if velocity.x < -0.2 {
            target = ceil(current) - 1
        } else {
            target = index(centredAt: proposedContentOffset.x).rounded()
        }
        target = min(max(target, 0), CGFloat(count - 1))
        let x = sectionInset.left + target * page + itemSize.width / 2 - halfWidth
        return CGPoint(x: x, y: proposedContentOffset.y)
    }
}
