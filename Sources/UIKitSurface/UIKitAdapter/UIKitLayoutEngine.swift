import LayoutEngine
import UIKit

/// A UIKit layout (any `UICollectionViewLayout` subclass, as its own file declares it) as an engine
/// the lab drives: perflab measures it and the fuzzer checks it like a built-in engine.
///
/// The lab drives an engine through LayoutEngine's protocol (`CollectionViewLayout`, with a
/// `SimulatedCollectionView` as its collection view); this adapter passes each call on to the UIKit
/// layout in UIKit's form, through a `UICollectionView` it keeps in step with the simulated one
/// (bounds, margins, safe area; counts only when the lab announces them, as UIKit's collection view
/// reads them only at a reload or a batch update). What UIKit guarantees holds here too: the UIKit
/// layout is prepared only after an invalidation (the lab's collection view asks on every pass;
/// the adapter passes it on only when the UIKit layout was invalidated), and the bounds it sees in
/// `shouldInvalidateLayout(forBoundsChange:)` are still the old ones.
///
/// Attributes come back as values, copied from the layout's objects, so the lab never holds an
/// object the layout may change later. The engine's elements (`elementCount`,
/// `attributesOfElement(at:)`) are the layout's answer for its whole content (and a margin around
/// it, `referenceRect`) after the last prepare, in canonical order: the reference a layout nobody
/// here wrote is held to.
public final class UIKitLayoutEngine: InstrumentedLayout {
    /// The UIKit layout.
    public let layout: UICollectionViewLayout
    /// The UIKit collection view the layout is attached to.
    public let uiCollectionView: UICollectionView
    private let dataSource = LabCollectionViewDataSource()
    private let flowDelegate: LabFlowLayoutDelegate
    /// Whether `flowDelegate` is one of the caller's, answering the layout's own protocol too: it is
    /// then the collection view's delegate whatever the sections carry.
    private let delegatesAlways: Bool
    /// Objects the layout holds weakly and nobody else would keep (its delegate, as a view
    /// controller keeps it in an app).
    private let keptAlive: [AnyObject]
    public private(set) var counters = LayoutCounters()
    /// The whole content's elements as of the last prepare, made on first use.
    private var contentElements: [LayoutAttributes]?
    /// A context the UIKit layout made for the change the lab is about to invalidate with (a bounds
    /// change, a self-sizing cell): UIKit passes the layout's own context object on.
    private var pendingContext: UICollectionViewLayoutInvalidationContext?
    /// The batch update being applied, from its invalidation to its finalize.
    private var batch: UICollectionView.ValidatedBatch?

    /// The lab's collection view; attaching one reloads the UIKit collection view's data.
    public weak var collectionView: (any LayoutDataSource)? {
        didSet {
            dataSource.source = collectionView
            flowDelegate.source = collectionView
            syncView()
            uiCollectionView.reloadData()
        }
    }

    /// An engine driving `layout`, attached to a new zero-sized UIKit collection view whose data
    /// source and delegate answer from the lab's collection view.
    /// - Parameters:
    ///   - delegate: the collection view's delegate, always, instead of the lab's own: a subclass
    ///     of the lab's flow delegate that answers the layout's own protocol as well.
    ///   - keepingAlive: objects kept as long as the engine (a delegate the layout holds weakly).
    public init(layout: UICollectionViewLayout, delegate: LabFlowLayoutDelegate? = nil, keepingAlive: [AnyObject] = []) {
        self.layout = layout
        flowDelegate = delegate ?? LabFlowLayoutDelegate()
        delegatesAlways = delegate != nil
        keptAlive = keepingAlive
        uiCollectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        uiCollectionView.dataSource = dataSource
        uiCollectionView.delegate = delegatesAlways ? flowDelegate : dataSource
    }

    /// What UIKit would have logged while the lab drove the layout.
    public var warnings: [LayoutWarning] { uiCollectionView.lab.warnings }
    /// How many of `warnings` `takeWarnings()` has returned.
    private var warningsTaken = 0

    // MARK: InstrumentedLayout

    public var elementCount: Int { elements.count }

    /// A flow layout's (or flow subclass's) engine states how far its frames may be from a fresh
    /// layout's (rounding of its stored line starts); any other layout, none.
    public var frameTolerance: Double { (layout as? UICollectionViewFlowLayout)?.engineFrameTolerance ?? 0 }

    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes { elements[ordinal] }

    /// An estimate, not a measurement (a UIKit layout's storage is its own): one attributes object per
    /// element, as nearly every layout caches, at `UICollectionViewLayoutAttributes`' stored size.
    public var bytesHeld: Int { elementCount * Self.attributesObjectBytes }

    /// A `UICollectionViewLayoutAttributes`' stored properties plus a Swift object's 16-byte header.
    static let attributesObjectBytes = 16 + 2 * MemoryLayout<CGPoint>.stride + MemoryLayout<CGSize>.stride
        + MemoryLayout<CATransform3D>.stride + MemoryLayout<CGFloat>.stride + MemoryLayout<Int>.stride
        + MemoryLayout<Bool>.stride + MemoryLayout<Foundation.IndexPath>.stride + MemoryLayout<Int>.stride
        + MemoryLayout<String?>.stride

    private var elements: [LayoutAttributes] {
        if let contentElements { return contentElements }
        syncView()
        let answer = (layout.layoutAttributesForElements(in: referenceRect) ?? []).compactMap(LayoutAttributes.init(uikit:))
        let ordered = answer.sorted(by: LayoutAttributes.canonicallyPrecedes)
        contentElements = ordered
        return ordered
    }

    /// The rect the engine's elements are read from: the content rect and, on every side, as much
    /// again (its own size, or the bounds', and at least `referenceMargin`), so that an element the
    /// layout puts outside its content is seen, and reported by the fuzzer as outside, rather than
    /// missed as if the layout had no cell for it. Finite and proportionate, for layouts that step
    /// through a rect.
    private var referenceRect: CGRect {
        let content = layout.collectionViewContentSize
        let bounds = uiCollectionView.bounds.size
        let marginX = Swift.max(content.width.isFinite ? content.width : 0, bounds.width, Self.referenceMargin)
        let marginY = Swift.max(content.height.isFinite ? content.height : 0, bounds.height, Self.referenceMargin)
        return CGRect(x: -marginX, y: -marginY, width: 2 * marginX + (content.width.isFinite ? Swift.max(0, content.width) : 0),
                      height: 2 * marginY + (content.height.isFinite ? Swift.max(0, content.height) : 0))
    }

    /// The least margin around the content the elements are read from: wider than any inset or
    /// item a layout of a phone or tablet screen places past a small container.
    static let referenceMargin: CGFloat = 10_000

    // MARK: Preparing and answering

    /// Prepares the UIKit layout when it was invalidated since its last prepare (UIKit's rule).
    public func prepare() {
        syncView()
        guard uiCollectionView.needsPrepare else { return }
        uiCollectionView.needsPrepare = false
        contentElements = nil
        counters.layoutPasses += 1
        layout.prepare()
    }

    public var collectionViewContentSize: Size { Size(uikit: layout.collectionViewContentSize) }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        syncView()
        counters.queries += 1
        // The fuzzer checks answers itself (duplicates, finite frames, cells for items): the
        // collection view's per-answer checks would only add their cost to every measured query.
        return (layout.layoutAttributesForElements(in: CGRect(engine: rect)) ?? []).compactMap(LayoutAttributes.init(uikit:))
    }

    public func layoutAttributesForItem(at indexPath: LayoutEngine.IndexPath) -> LayoutAttributes? {
        syncView()
        return layout.layoutAttributesForItem(at: indexPath.foundation).flatMap(LayoutAttributes.init(uikit:))
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutEngine.IndexPath) -> LayoutAttributes? {
        syncView()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind.uikitKind, at: indexPath.foundation)
            .flatMap(LayoutAttributes.init(uikit:))
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutEngine.IndexPath) -> LayoutAttributes? {
        syncView()
        return layout.layoutAttributesForDecorationView(ofKind: kind.rawValue, at: indexPath.foundation)
            .flatMap(LayoutAttributes.init(uikit:))
    }

    // MARK: Invalidating

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        syncView()
        return layout.shouldInvalidateLayout(forBoundsChange: CGRect(engine: newBounds))
    }

    /// Keeps the UIKit layout's own context for the invalidation that follows; the value returned
    /// only says that one is pending.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        syncView()
        pendingContext = layout.invalidationContext(forBoundsChange: CGRect(engine: newBounds))
        return InvalidationContext(invalidateLayoutMetrics: true)
    }

    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred.uikit(for: layout),
                                      withOriginalAttributes: original.uikit(for: layout))
    }

    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        pendingContext = layout.invalidationContext(forPreferredLayoutAttributes: preferred.uikit(for: layout),
                                                    withOriginalAttributes: original.uikit(for: layout))
        var context = InvalidationContext()
        context.invalidateItems(at: [preferred.indexPath])
        return context
    }

    /// Invalidates the UIKit layout: with its own pending context, or with one of its context class
    /// that says what the lab's context says. Counts reach the UIKit collection view here, and only
    /// here: a batch's after-counts, or the data source's on a reload.
    public func invalidateLayout(with context: InvalidationContext) {
        syncView()
        if let pending = pendingContext {
            pendingContext = nil
            layout.invalidateLayout(with: pending)
            return
        }
        let uikitContext = layout.makeInvalidationContext()
        uikitContext.invalidateEverything = context.invalidateEverything
        uikitContext.invalidateDataSourceCounts = context.invalidateDataSourceCounts
        if let mapping = context.batchUpdates.last {
            let validated = UICollectionView.ValidatedBatch(mapping)
            batch = validated
            uikitContext.batchUpdate = validated
            uikitContext.invalidateDataSourceCounts = true
            uiCollectionView.sectionCounts = mapping.itemCountsAfter
        } else if context.invalidateDataSourceCounts || context.invalidateEverything {
            uiCollectionView.sectionCounts = nil
        }
        let items = context.invalidatedItemIndexPaths.map(\.foundation)
        if !items.isEmpty { uikitContext.invalidateItems(at: items) }
        layout.invalidateLayout(with: uikitContext)
    }

    // MARK: Updates

    public func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        uiCollectionView.batchBeingApplied = batch
        layout.prepare(forCollectionViewUpdates: batch?.updateItems ?? updateItems.map(UICollectionViewUpdateItem.init))
    }

    public func finalizeCollectionViewUpdates() {
        layout.finalizeCollectionViewUpdates()
        uiCollectionView.batchBeingApplied = nil
        batch = nil
    }

    public func initialLayoutAttributesForAppearingItem(at indexPath: LayoutEngine.IndexPath) -> LayoutAttributes? {
        layout.initialLayoutAttributesForAppearingItem(at: indexPath.foundation).flatMap(LayoutAttributes.init(uikit:))
    }

    public func finalLayoutAttributesForDisappearingItem(at indexPath: LayoutEngine.IndexPath) -> LayoutAttributes? {
        layout.finalLayoutAttributesForDisappearingItem(at: indexPath.foundation).flatMap(LayoutAttributes.init(uikit:))
    }

    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        Point(uikit: layout.targetContentOffset(forProposedContentOffset: CGPoint(engine: proposedContentOffset)))
    }

    // MARK: Keeping the UIKit collection view in step

    /// Copies the lab's bounds, margins and safe area to the UIKit collection view (without asking
    /// the layout: the lab asks it, through this adapter), and picks the delegate: one that sizes
    /// items when the lab's sections have sizes of their own, one that does not otherwise (a UIKit
    /// delegate that does not implement a method is not asked).
    private func syncView() {
        guard let source = collectionView else { return }
        uiCollectionView.adoptBoundsSilently(CGRect(engine: source.bounds))
        uiCollectionView.layoutMargins = UIEdgeInsets(engine: source.layoutMargins)
        uiCollectionView.safeAreaInsets = UIEdgeInsets(engine: source.safeAreaInsets)
        let wantsFlowDelegate = delegatesAlways || (source as? SimulatedCollectionView)?.sections.contains { $0.hasFlowMetrics } ?? false
        if wantsFlowDelegate != (uiCollectionView.delegate === flowDelegate) {
            uiCollectionView.delegate = wantsFlowDelegate ? flowDelegate : dataSource
        }
    }
}

extension UIKitLayoutEngine: ReportsPlatformWarnings {
    /// The warnings UIKit would have logged since the last call, but for two kinds the lab causes
    /// itself rather than the layout: `invalid-update` (the fuzzer sends invalid batches on purpose,
    /// to check they are refused) and `item-too-large` (the fuzzer's item sizes, not the layout's).
    public func takeWarnings() -> [PlatformWarning] {
        let all = warnings
        defer { warningsTaken = all.count }
        guard all.count > warningsTaken else { return [] }
        return all[warningsTaken...].filter { ![.invalidUpdate, .itemTooLargeForCollectionView].contains($0.kind) }.map { warning in
            PlatformWarning(kind: warning.kind.rawValue, message: warning.message, element: warning.element.flatMap { element in
                LayoutEngine.IndexPath(uikit: element.indexPath).map { indexPath in
                    ElementID(category: Self.category(element.category), kind: element.kind.map { ElementKind(uikitKind: $0) },
                              indexPath: indexPath)
                }
            })
        }
    }

    private static func category(_ category: UICollectionView.ElementCategory) -> LayoutEngine.ElementCategory {
        switch category {
        case .cell: .cell
        case .supplementaryView: .supplementaryView
        case .decorationView: .decorationView
        }
    }
}
