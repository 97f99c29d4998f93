// A social feed: one full-width post per item, a text post `textHeight` high and every third post
// (the ones with a photo) `photoHeight` taller, `spacing` apart, the sections one under the other.
// Vertical scrolling.
//
// Building the cache walks every post, so prepare() keeps it while nothing it depends on changed:
// prepare() runs after every invalidation, and most of them (a self-sizing pass, an explicit
// invalidateLayout()) leave the counts and the width as they were.
//
// LayoutLab defect sample (Example/TryLayout/README.md), with its defect marked "DEFECT"; the
// corrected twin is Corrected/stale-cache-after-reload.swift.
import UIKit

final class FeedLayout: UICollectionViewLayout {
    var textHeight: CGFloat = 96
    var photoHeight: CGFloat = 220
    var spacing: CGFloat = 12
    var inset: CGFloat = 12

    /// Each section's posts, in item order.
    private var posts: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero
    /// The item counts and the width the cache was built for.
    private var cachedCounts: [Int] = []
    private var cachedWidth: CGFloat = -1

    override func prepare() {
        guard let collectionView else { return }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let width = max(collectionView.bounds.width, 2 * inset)
        // DEFECT: rebuilds only when the feed grew ("new posts arrive at the end"): after a
        // reloadData() with fewer posts the cache keeps posts that no longer exist.
        guard counts.reduce(0, +) > cachedCounts.reduce(0, +) || width != cachedWidth else { return }
        cachedCounts = counts
        cachedWidth = width
        posts = []
        var y = inset
        for (section, count) in counts.enumerated() {
            posts.append((0..<count).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                let height = item % 3 == 2 ? textHeight + photoHeight : textHeight
                attributes.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: height)
                y += height + spacing
                return attributes
            })
        }
        contentSize = CGSize(width: width, height: y - spacing + inset)
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        posts.joined().filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard posts.indices.contains(indexPath.section),
              posts[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return posts[indexPath.section][indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
