/// UIKit's line-based layout, `UICollectionViewFlowLayout`, with UIKit's properties and defaults,
/// computed by LayoutEngine's flow engine (docs/flow-layout.md: exact against independent checks):
/// items flow into lines across the scroll direction, as many per line as fit at the minimum
/// inter-item spacing, with headers and footers per section.
///
/// As in UIKit, `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)` and the
/// supplementary lookups hand out the layout's **cached objects**: a subclass that edits them
/// without copying changes the layout's cache, as it would on a device, and the lab records UIKit's
/// "cached frame mismatch" (`LayoutWarning.Kind.cachedFrameMismatch`). The cache lasts until the
/// next `prepare()` after an invalidation. Pinned headers and footers are made afresh for each
/// answer (their frames follow the bounds).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction a collection view scrolls in, as `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// What section insets are measured from, as UIKit's `SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The estimated item size that asks for self-sizing with UIKit's estimate (here: `itemSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item the delegate does not size; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { propertyDidChange(itemSize != oldValue) } }
    /// Non-zero turns on self-sizing: items start at this size and take the size their cells report.
    open var estimatedItemSize: CGSize = .zero { didSet { propertyDidChange(estimatedItemSize != oldValue) } }
    /// The smallest distance between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { propertyDidChange(minimumLineSpacing != oldValue) } }
    /// The smallest distance between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { propertyDidChange(minimumInteritemSpacing != oldValue) } }
    /// The size of each section's header (its length along the scroll direction); zero: no header.
    open var headerReferenceSize: CGSize = .zero { didSet { propertyDidChange(headerReferenceSize != oldValue) } }
    /// The size of each section's footer (its length along the scroll direction); zero: no footer.
    open var footerReferenceSize: CGSize = .zero { didSet { propertyDidChange(footerReferenceSize != oldValue) } }
    /// The space around each section's lines; zero by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { propertyDidChange(sectionInset != oldValue) } }
    /// What `sectionInset` is measured from; `.fromContentInset` by default.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { propertyDidChange(sectionInsetReference != oldValue) }
    }
    /// The direction lines advance in; `.vertical` by default.
    open var scrollDirection: ScrollDirection = .vertical { didSet { propertyDidChange(scrollDirection != oldValue) } }
    /// Whether a section's header stays at the top of the visible bounds while its section is on
    /// screen; false by default.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { propertyDidChange(sectionHeadersPinToVisibleBounds != oldValue) }
    }
    /// Whether a section's footer stays at the bottom of the visible bounds while its section is on
    /// screen; false by default.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { propertyDidChange(sectionFootersPinToVisibleBounds != oldValue) }
    }

    lazy var bridge = FlowEngineBridge(layout: self)
    /// Attributes objects handed out since the cache was last dropped, with the frame each had when
    /// handed out: a different frame now means a subclass edited it.
    private var cache: [LayoutWarning.Element: (object: UICollectionViewLayoutAttributes, frame: CGRect)] = [:]
    /// Whether an invalidation since the last prepare changes elements (not only pinned ones).
    private var cacheIsStale = true
    /// Each section's room across the scroll direction, as of the last prepare (`lineRooms()`).
    private var rooms: [CGFloat] = []

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// A flow layout with UIKit's defaults (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    private func propertyDidChange(_ changed: Bool) {
        if changed { invalidateLayout() }
    }

    // MARK: Preparing

    /// Lays out every section with the flow engine, after checking the objects handed out since the
    /// last prepare for edits (UIKit's cached frame mismatch).
    /// A subclass calls `super.prepare()` first, as in UIKit.
    open override func prepare() {
        super.prepare()
        checkCacheForEdits()
        if cacheIsStale { cache.removeAll() }
        cacheIsStale = false
        bridge.prepare(self)
        rooms = lineRooms()
    }

    /// The objects handed out since the cache was last dropped, with the frames they had.
    var cacheEntries: [(object: UICollectionViewLayoutAttributes, frame: CGRect)] { Array(cache.values) }

    open override var collectionViewContentSize: CGSize { bridge.contentSize }

    // MARK: Answering

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var elements = bridge.elements(in: rect)
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds {
            elements = pinned(elements, in: rect)
        }
        return elements.map(handOut)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bridge.item(at: indexPath).map(handOut)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard var element = bridge.supplementary(ofKind: elementKind, at: indexPath) else { return nil }
        if let pinnedFrame = pinnedFrame(of: element) { element.frame = pinnedFrame }
        return handOut(element)
    }

    /// The cached object for `element` (made of `layoutAttributesClass` the first time), after
    /// checking that nobody edited it; a pinned element gets a new object with its pinned frame.
    private func handOut(_ element: FlowElement) -> UICollectionViewLayoutAttributes {
        checkItemFits(element, rooms: rooms)
        if let cached = cache[element.identity], cached.frame == element.frame {
            checkForEdit(cached.object, handedOutWith: cached.frame)
            return cached.object
        }
        let attributes = makeUncached(element)
        cache[element.identity] = (attributes, element.frame)
        return attributes
    }

    // MARK: Invalidating

    /// UIKit's rule: true when the length across the scroll direction changes, and on every change
    /// when headers or footers are pinned (they move with the bounds).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if bridge.shouldInvalidate(forBoundsChange: newBounds) { return true }
        let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        return pins && newBounds != collectionView?.bounds
    }

    /// A flow context; for a scroll with pinned elements (the length across unchanged), one that
    /// asks for neither the delegate's metrics nor the items again.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext,
           !bridge.shouldInvalidate(forBoundsChange: newBounds) {
            flowContext.invalidateFlowLayoutDelegateMetrics = false
            flowContext.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext
        let onlyPinned = flowContext.map { !$0.invalidateFlowLayoutAttributes && !$0.invalidateFlowLayoutDelegateMetrics } ?? false
            && !context.invalidateEverything && !context.invalidateDataSourceCounts
            && (context.invalidatedItemIndexPaths ?? []).isEmpty && context.flowEngineContext == nil
        if !onlyPinned {
            cacheIsStale = true
            bridge.invalidate(with: context)
        }
        super.invalidateLayout(with: context)
    }

    /// True for a self-sizing cell whose reported size differs from its frame's.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        bridge.shouldInvalidate(forPreferred: preferredAttributes, original: originalAttributes)
    }

    /// A flow context naming the item, carrying its reported size to the engine.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext {
            flowContext.invalidateFlowLayoutDelegateMetrics = false
        }
        context.flowEngineContext = bridge.context(forPreferred: preferredAttributes, original: originalAttributes)
        return context
    }

    // MARK: Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        if let batch = collectionView?.batchBeingApplied { bridge.prepare(forUpdates: batch) }
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        bridge.finalizeUpdates()
    }

    /// An inserted item fades in from alpha 0 at its final frame (a new object, not the cache's).
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bridge.appearingItem(at: itemIndexPath).map(makeUncached)
    }

    /// A deleted item fades out to alpha 0 at its last frame (a new object, not the cache's).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        bridge.disappearingItem(at: itemIndexPath).map(makeUncached)
    }

    /// After a batch update, the offset that keeps the first visible item in place.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        bridge.targetContentOffset(forProposed: proposedContentOffset)
    }

    /// New attributes of `layoutAttributesClass` with `element`'s values.
    private func makeUncached(_ element: FlowElement) -> UICollectionViewLayoutAttributes {
        let attributes = makeLayoutAttributes(category: element.identity.category, kind: element.identity.kind,
                                              at: element.identity.indexPath)
        attributes.frame = element.frame
        attributes.zIndex = element.zIndex
        attributes.alpha = element.alpha
        attributes.isHidden = element.isHidden
        return attributes
    }
}
