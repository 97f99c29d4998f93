internal import LayoutEngine

/// An engine invalidation a `UICollectionViewFlowLayout` context carries (a self-sizing cell's
/// preferred size, already mapped through a pending batch by the engine).
struct FlowEngineContext {
    let context: InvalidationContext
}

/// `UICollectionViewFlowLayout`'s engine: LayoutEngine's flow layout (binary search, incremental
/// invalidation), fed from the UIKit collection view and its flow delegate, answering in UIKit's
/// types. Everything LayoutEngine-specific of the UIKit flow layout is here.
final class FlowEngineBridge {
    private let engine = FlowLayout()

    /// How far the engine's frames may be from a fresh layout's (`FlowLayout.frameTolerance`).
    var frameTolerance: Double { engine.frameTolerance }
    private let source: FlowEngineSource

    init(layout: UICollectionViewFlowLayout) {
        source = FlowEngineSource(layout: layout)
    }

    // MARK: Preparing

    /// Copies the UIKit layout's properties to the engine and prepares it.
    /// - Complexity: the engine's `prepare()`: O(s + k) for s sections and k elements recomputed.
    func prepare(_ layout: UICollectionViewFlowLayout) {
        engine.scrollDirection = layout.scrollDirection == .vertical ? .vertical : .horizontal
        engine.itemSize = Size(uikit: layout.itemSize)
        engine.estimatedItemSize = layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize
            ? Size(uikit: layout.itemSize) : Size(uikit: layout.estimatedItemSize)
        engine.minimumLineSpacing = Double(layout.minimumLineSpacing)
        engine.minimumInteritemSpacing = Double(layout.minimumInteritemSpacing)
        engine.headerReferenceSize = Size(uikit: layout.headerReferenceSize)
        engine.footerReferenceSize = Size(uikit: layout.footerReferenceSize)
        engine.sectionInset = EdgeInsets(uikit: layout.sectionInset)
        engine.sectionInsetReference = switch layout.sectionInsetReference {
        case .fromContentInset: .fromContentInset
        case .fromSafeArea: .fromSafeArea
        case .fromLayoutMargins: .fromLayoutMargins
        }
        source.refreshDelegateSizing()
        engine.collectionView = source
        engine.prepare()
    }

    /// Passes an invalidation on to the engine: everything, the counts (with the batch when there is
    /// one), the flow layout's metrics, named items, a self-sizing cell's size.
    func invalidate(with context: UICollectionViewLayoutInvalidationContext) {
        var engineContext = InvalidationContext()
        if let batch = context.batchUpdate {
            engineContext = .batchUpdate(batch.mapping)
        }
        engineContext.invalidateEverything = context.invalidateEverything
        engineContext.invalidateDataSourceCounts = engineContext.invalidateDataSourceCounts || context.invalidateDataSourceCounts
        if context.batchUpdate == nil, let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext,
           flowContext.invalidateFlowLayoutDelegateMetrics || flowContext.invalidateFlowLayoutAttributes {
            engineContext.invalidateLayoutMetrics = true
        }
        let items = (context.invalidatedItemIndexPaths ?? []).compactMap(LayoutEngine.IndexPath.init(uikit:))
        engineContext.invalidateItems(at: items)
        if let carried = context.flowEngineContext { engineContext.formUnion(carried.context) }
        engine.invalidateLayout(with: engineContext)
    }

    // MARK: Answering

    var contentSize: CGSize { CGSize(engine: engine.collectionViewContentSize) }

    /// The elements `rect` meets by Core Graphics' rule, which UIKit's flow layout answers with:
    /// an element whose frame only touches `rect`, or a zero-length one on its edge, is in
    /// (`CGRect.intersects`). The engine's own rule leaves those out (docs/geometry.md), so it is
    /// asked for a rect a hair larger, and its answer filtered by Core Graphics' rule exactly.
    /// - Complexity: the engine's query.
    func elements(in rect: CGRect) -> [FlowElement] {
        let query = rect.standardized
        guard query.minX.isFinite, query.minY.isFinite, query.maxX.isFinite, query.maxY.isFinite else {
            return query.isNull || query.minX.isNaN || query.minY.isNaN || query.maxX.isNaN || query.maxY.isNaN ? []
                : engine.layoutAttributesForElements(in: Rect(uikit: query)).map(FlowElement.init)
        }
        // A margin far above the rounding of the rect's own arithmetic, far below any layout length.
        let margin = Swift.max(abs(query.minX), abs(query.maxX), abs(query.minY), abs(query.maxY), 1) * 1e-9
        let widened = Rect(x: Double(query.minX - margin), y: Double(query.minY - margin),
                           width: Double(query.width + 2 * margin), height: Double(query.height + 2 * margin))
        return engine.layoutAttributesForElements(in: widened).compactMap { attributes in
            let frame = attributes.frame
            let meets = frame.minX <= Double(query.maxX) && Double(query.minX) <= frame.maxX
                && frame.minY <= Double(query.maxY) && Double(query.minY) <= frame.maxY
            return meets ? FlowElement(attributes) : nil
        }
    }

    func item(at indexPath: Foundation.IndexPath) -> FlowElement? {
        LayoutEngine.IndexPath(uikit: indexPath).flatMap(engine.layoutAttributesForItem(at:)).map(FlowElement.init)
    }

    func supplementary(ofKind kind: String, at indexPath: Foundation.IndexPath) -> FlowElement? {
        guard let path = LayoutEngine.IndexPath(uikit: indexPath) else { return nil }
        return engine.layoutAttributesForSupplementaryView(ofKind: ElementKind(uikitKind: kind), at: path).map(FlowElement.init)
    }

    var sectionExtents: [FlowSectionExtent] {
        engine.sectionExtents.map {
            FlowSectionExtent(start: CGFloat($0.start), end: CGFloat($0.end), header: $0.header.map(CGRect.init),
                              footer: $0.footer.map(CGRect.init))
        }
    }

    /// The engine's bounds rule: true when the length across the scroll direction changes.
    func shouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool {
        engine.shouldInvalidateLayout(forBoundsChange: Rect(uikit: source.engineBounds(for: newBounds)))
    }

    // MARK: Self-sizing

    func shouldInvalidate(forPreferred preferred: UICollectionViewLayoutAttributes,
                          original: UICollectionViewLayoutAttributes) -> Bool {
        guard let preferredValue = LayoutAttributes(uikit: preferred), let originalValue = LayoutAttributes(uikit: original) else { return false }
        return engine.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredValue, withOriginalAttributes: originalValue)
    }

    func context(forPreferred preferred: UICollectionViewLayoutAttributes,
                 original: UICollectionViewLayoutAttributes) -> FlowEngineContext? {
        guard let preferredValue = LayoutAttributes(uikit: preferred), let originalValue = LayoutAttributes(uikit: original) else { return nil }
        return FlowEngineContext(context: engine.invalidationContext(forPreferredLayoutAttributes: preferredValue,
                                                                     withOriginalAttributes: originalValue))
    }

    // MARK: Updates

    func prepare(forUpdates batch: UICollectionView.ValidatedBatch) {
        engine.prepare(forCollectionViewUpdates: batch.mapping.updateItems)
    }

    func finalizeUpdates() {
        engine.finalizeCollectionViewUpdates()
    }

    func appearingItem(at indexPath: Foundation.IndexPath) -> FlowElement? {
        LayoutEngine.IndexPath(uikit: indexPath).flatMap(engine.initialLayoutAttributesForAppearingItem(at:)).map(FlowElement.init)
    }

    func disappearingItem(at indexPath: Foundation.IndexPath) -> FlowElement? {
        LayoutEngine.IndexPath(uikit: indexPath).flatMap(engine.finalLayoutAttributesForDisappearingItem(at:)).map(FlowElement.init)
    }

    func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        CGPoint(engine: engine.targetContentOffset(forProposedContentOffset: Point(uikit: proposed)))
    }
}

/// What the flow engine reads: the UIKit collection view's bounds (less its adjusted content insets
/// across the scroll direction, which UIKit's flow layout lays out inside), margins, safe area and
/// counts, and the UIKit flow delegate's answers.
private final class FlowEngineSource: FlowLayoutDelegate {
    private weak var layout: UICollectionViewFlowLayout?
    /// Whether the delegate implements `collectionView(_:layout:sizeForItemAt:)`, as of the last
    /// prepare (UIKit decides per-item sizing by whether it responds to the method).
    private var delegateSizesItems = false

    init(layout: UICollectionViewFlowLayout) {
        self.layout = layout
    }

    private var collectionView: UICollectionView? { layout?.collectionView }
    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
    }

    /// Asks the delegate for the size of the first item there is, to learn whether it implements
    /// the method (never for an item the collection view does not have).
    func refreshDelegateSizing() {
        delegateSizesItems = false
        guard let collectionView, let layout, let flowDelegate else { return }
        guard let section = (0..<collectionView.numberOfSections).first(where: { collectionView.numberOfItems(inSection: $0) > 0 })
        else { return }
        let probe = Foundation.IndexPath(item: 0, section: section)
        delegateSizesItems = collectionView.implementedAnswer {
            flowDelegate.collectionView(collectionView, layout: layout, sizeForItemAt: probe)
        } != nil
    }

    func engineBounds(for bounds: CGRect) -> CGRect {
        guard let collectionView, let layout else { return bounds }
        let inset = collectionView.adjustedContentInset
        return layout.scrollDirection == .vertical
            ? CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width - inset.left - inset.right, height: bounds.height)
            : CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - inset.top - inset.bottom)
    }

    var bounds: Rect { Rect(uikit: engineBounds(for: collectionView?.bounds ?? .zero)) }
    var layoutMargins: EdgeInsets { EdgeInsets(uikit: collectionView?.layoutMargins ?? .zero) }
    var safeAreaInsets: EdgeInsets { EdgeInsets(uikit: collectionView?.safeAreaInsets ?? .zero) }
    var numberOfSections: Int { collectionView?.numberOfSections ?? 0 }
    func numberOfItems(inSection section: Int) -> Int { collectionView?.numberOfItems(inSection: section) ?? 0 }

    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        sizesItemsIndividuallyInSection section: Int) -> Bool {
        delegateSizesItems
    }

    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        sizeForItemAt indexPath: LayoutEngine.IndexPath) -> Size {
        ask(default: layout.itemSize) { Size(uikit: $0.collectionView($1, layout: $2, sizeForItemAt: indexPath.foundation)) }
    }

    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        ask(default: layout.sectionInset) { EdgeInsets(uikit: $0.collectionView($1, layout: $2, insetForSectionAt: section)) }
    }

    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Double {
        ask(default: layout.minimumLineSpacing) { Double($0.collectionView($1, layout: $2, minimumLineSpacingForSectionAt: section)) }
    }

    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double {
        ask(default: layout.minimumInteritemSpacing) {
            Double($0.collectionView($1, layout: $2, minimumInteritemSpacingForSectionAt: section))
        }
    }

    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        referenceSizeForHeaderInSection section: Int) -> Size {
        ask(default: layout.headerReferenceSize) { Size(uikit: $0.collectionView($1, layout: $2, referenceSizeForHeaderInSection: section)) }
    }

    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        referenceSizeForFooterInSection section: Int) -> Size {
        ask(default: layout.footerReferenceSize) { Size(uikit: $0.collectionView($1, layout: $2, referenceSizeForFooterInSection: section)) }
    }

    /// The flow delegate's answer, or `fallback` when there is no flow delegate.
    private func ask<Answer>(default fallback: Answer,
                             _ call: (any UICollectionViewDelegateFlowLayout, UICollectionView, UICollectionViewFlowLayout) -> Answer)
        -> Answer {
        guard let flowDelegate, let collectionView, let layout else { return fallback }
        return call(flowDelegate, collectionView, layout)
    }
}

extension FlowElement {
    init(_ attributes: LayoutAttributes) {
        self.init(identity: LayoutWarning.Element(category: UICollectionView.ElementCategory(engine: attributes.representedElementCategory), kind: attributes.representedElementKind?.uikitKind,
                                                  indexPath: attributes.indexPath.foundation),
                  frame: CGRect(engine: attributes.frame), zIndex: attributes.zIndex, alpha: CGFloat(attributes.alpha),
                  isHidden: attributes.isHidden)
    }
}

extension UICollectionViewFlowLayout {
    /// How far this layout's frames may be from a fresh one's, in points: its engine's stated
    /// tolerance (rounding of stored line starts, docs/flow-layout.md), which an adapter passes on
    /// to the fuzzer (`UIKitLayoutEngine.frameTolerance`).
    package var engineFrameTolerance: Double { bridge.frameTolerance }
}
