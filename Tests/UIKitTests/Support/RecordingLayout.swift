import UIKit

/// A layout that records every call the collection view makes, in order, and lays items out as a
/// column of 100 × 50 cells (one per row, sections one after another). What it answers is
/// incidental; the log is what the lifecycle tests read.
final class RecordingLayout: UICollectionViewLayout {
    /// A context class of its own, to check that the collection view and `invalidateLayout()` use it.
    final class Context: UICollectionViewLayoutInvalidationContext {}

    private(set) var log: [String] = []
    /// The bounds the collection view had when `shouldInvalidateLayout(forBoundsChange:)` was called,
    /// and the new bounds it was given.
    private(set) var boundsAsked: [(current: CGRect, new: CGRect)] = []
    private(set) var contexts: [UICollectionViewLayoutInvalidationContext] = []
    private(set) var contextsReturned: [UICollectionViewLayoutInvalidationContext] = []
    private(set) var updateItems: [UICollectionViewUpdateItem] = []
    private(set) var proposedOffsets: [CGPoint] = []
    private(set) var velocities: [CGPoint] = []
    var invalidatesOnBoundsChange = false
    var invalidatesOnSelfSizing = false
    private var frames: [IndexPath: CGRect] = [:]
    private var height: CGFloat = 0

    override class var invalidationContextClass: AnyClass { Context.self }

    func clearLog() {
        log.removeAll()
    }

    override func prepare() {
        log.append("prepare")
        frames = [:]
        var y: CGFloat = 0
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                frames[IndexPath(item: item, section: section)] = CGRect(x: 0, y: y, width: 100, height: 50)
                y += 50
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        log.append("collectionViewContentSize")
        return CGSize(width: 100, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.append("layoutAttributesForElements(in:)")
        return frames.filter { $0.value.intersects(rect) }.sorted { $0.key < $1.key }.map(attributes)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("layoutAttributesForItem(at:)")
        return frames[indexPath].map { attributes((indexPath, $0)) }
    }

    private func attributes(_ entry: (key: IndexPath, value: CGRect)) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: entry.key)
        attributes.frame = entry.value
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("shouldInvalidateLayout(forBoundsChange:)")
        boundsAsked.append((collectionView?.bounds ?? .null, newBounds))
        return invalidatesOnBoundsChange
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        log.append("invalidationContext(forBoundsChange:)")
        let context = super.invalidationContext(forBoundsChange: newBounds)
        contextsReturned.append(context)
        return context
    }

    override func invalidateLayout() {
        log.append("invalidateLayout()")
        super.invalidateLayout()
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidateLayout(with:)")
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        log.append("shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)")
        return invalidatesOnSelfSizing
    }

    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        log.append("invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)")
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        contextsReturned.append(context)
        return context
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        log.append("prepare(forCollectionViewUpdates:)")
        self.updateItems = updateItems
    }

    override func finalizeCollectionViewUpdates() {
        log.append("finalizeCollectionViewUpdates()")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initialLayoutAttributesForAppearingItem(at:)")
        return nil
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("finalLayoutAttributesForDisappearingItem(at:)")
        return nil
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        log.append("targetContentOffset(forProposedContentOffset:)")
        proposedOffsets.append(proposedContentOffset)
        return proposedContentOffset
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        log.append("targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
        proposedOffsets.append(proposedContentOffset)
        velocities.append(velocity)
        return proposedContentOffset
    }
}
