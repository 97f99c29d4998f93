/// What the lab adds to a collection view: the warnings UIKit would log, and the user actions a
/// test or the lab simulates (a fling, a self-sizing cell). Reached as `collectionView.lab`. Not
/// UIKit API.
public final class UICollectionViewLab {
    private weak var collectionView: UICollectionView?
    /// Every warning recorded so far, oldest first.
    public private(set) var warnings: [LayoutWarning] = []
    /// The keys of warnings UIKit logs only once (the cached-frame mismatch, once per layout).
    private var loggedOnce: Set<AnyHashable> = []

    init(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// Records `warning`.
    public func record(_ warning: LayoutWarning) {
        warnings.append(warning)
    }

    /// Records `warning` unless one with the same `key` was recorded (UIKit's "Logging only once");
    /// the warning's message is made only when it is recorded.
    func recordOnce(key: AnyHashable, _ warning: @autoclosure () -> LayoutWarning) {
        guard loggedOnce.insert(key).inserted else { return }
        record(warning())
    }

    /// Forgets the warnings recorded so far.
    public func clearWarnings() {
        warnings.removeAll()
    }

    /// Holds the layout's answers against each other (`UICollectionView.auditLayout()`): the whole
    /// content's answer checked as any answer is, an item lookup for every item the counts hold,
    /// and its frame against the content answer's. Returns the warnings the audit recorded.
    @discardableResult
    public func auditLayout() -> [LayoutWarning] {
        collectionView?.auditLayout() ?? []
    }

    /// A fling that ends with `velocity` (points per millisecond, as UIKit hands it to the layout):
    /// the scroll view projects where deceleration would stop it (`velocity · r / (1 − r)` for the
    /// deceleration rate r, per axis), clamps that to the content, asks the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, and scrolls there.
    /// Returns the offset the layout chose.
    @discardableResult
    public func fling(velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return .zero }
        return collectionView.endScrolling(withVelocity: velocity)
    }

    /// A self-sizing cell at `indexPath` reports `size`: the collection view asks the layout whether
    /// that invalidates (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`)
    /// and, if so, invalidates with `invalidationContext(forPreferredLayoutAttributes:…)`. Returns
    /// whether the layout invalidated; false when the layout has no attributes for the item.
    @discardableResult
    public func reportPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        guard let collectionView else { return false }
        return collectionView.selfSize(itemAt: indexPath, to: size)
    }
}
