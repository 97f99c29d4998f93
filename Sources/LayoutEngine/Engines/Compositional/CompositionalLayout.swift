/// A compositional layout, as `UICollectionViewCompositionalLayout` (seed 004): each section's
/// `LayoutSection`, from a section provider called with the section's index and the
/// environment, places the section's items by repeating its group.
///
/// Prepared state is per section (`CompositionalSectionGeometry`): a resolved template and a
/// position, never a frame per item, so a million items cost a few words of memory and a
/// prepare costs O(s + l) for s sections of l leaves. Incrementally, a change in section k
/// recomputes section k; a later section whose item count and reported sizes are unchanged is only
/// moved to its new start and first ordinal, without calling the provider (unless a batch moved
/// sections between indices: then it is resolved again, and moved when its resolution is unchanged).
/// `counters.elementsRecomputed` counts the frames a section's layout computes: its template's
/// leaves, boundary items and decorations (items repeat the leaves and are never stored).
/// See docs/compositional-layout.md for the rules and the choices made where UIKit is silent.
open class CompositionalLayout: StrategyLayout, BatchAnimatingLayout, MachineryEngine {
    /// The collection view the layout reads (counts, bounds, safe area), held weakly.
    public weak var collectionView: (any LayoutDataSource)?
    /// The scroll direction and the spacing between sections; a change is noticed at the next
    /// `prepare()` and lays everything out again.
    public var configuration: CompositionalLayoutConfiguration
    /// Called for a section when the layout resolves it: at the first prepare, after a change of
    /// environment or `invalidateLayout()`, for the section an invalidation names, and for the
    /// sections a batch moves between indices. It must be a function of the index and the
    /// environment: when its answers change otherwise, call `invalidateLayout()`.
    public let sectionProvider: (Int, LayoutEnvironment) -> LayoutSection

    /// How `layoutAttributesForElements(in:)` finds elements; setting it rebuilds the index over
    /// the sections.
    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { setQueryStrategy(newValue) }
    }
    /// The strategies, counters (its `elementsRecomputed` counts frames computed), pending
    /// invalidations and batch transition (`LayoutMachinery`).
    public var machinery: LayoutMachinery
    /// The configuration's `scrollDirection`: a batch update keeps the first visible item in place
    /// along it.
    public var transitionScrollDirection: ScrollDirection { configuration.scrollDirection }

    var source = CompositionalElementSource(scrollDirection: .vertical)
    var querySource: CompositionalElementSource { source }
    var preparedMetrics: CompositionalMetrics?
    var contentSize: Size = .zero
    /// The collection view's bounds at the last prepare: the visible rect pinned items follow.
    var visibleBounds: Rect = .zero
    /// Orthogonal offsets as set, by section index.
    var orthogonalOffsets: [Int: Double] = [:]
    /// Whether a batch update carries each orthogonal offset with its section (UIKit: the
    /// section's scroll position belongs to the section) rather than leaving it at the section's
    /// index. Off by default for now: the fuzzer's fresh-layout reference replays the offset by
    /// index (docs/compositional-layout.md, "Orthogonal offsets and batch updates").
    public var orthogonalOffsetsFollowMovedSections = false
    var selfSizing = FlowSelfSizingStore()

    /// A layout whose every section is `section`.
    public convenience init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init(),
                            queryStrategy: any QueryStrategy = BinarySearchQuery(),
                            invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        self.init(configuration: configuration, queryStrategy: queryStrategy, invalidationStrategy: invalidationStrategy) { _, _ in section }
    }

    /// A layout that asks `sectionProvider` for each section's `LayoutSection`, as
    /// `UICollectionViewCompositionalLayout(sectionProvider:configuration:)`.
    public init(configuration: CompositionalLayoutConfiguration = .init(),
                queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation(),
                sectionProvider: @escaping (Int, LayoutEnvironment) -> LayoutSection) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
        machinery = LayoutMachinery(queryStrategy: queryStrategy, invalidationStrategy: invalidationStrategy)
    }

    /// Recomputes what the invalidations since the last call require, following
    /// `RelayoutPlanner`'s rules; the layout-wide metrics are the configuration, the bounds' size
    /// and the safe area across the scroll direction. Always records the bounds as the visible
    /// rect for pinned items.
    /// - Complexity: O(r · (l + b) + k + s), where r is the number of sections resolved (the first
    ///   invalidated one, or all from it on when a batch moved sections), l their leaves, b their
    ///   boundary items, k the items of self-sizing sections from the first invalidated one on, and
    ///   s the number of sections.
    open func prepare() {
        let counts = dataSourceCounts
        let bounds = collectionView?.bounds ?? .zero
        visibleBounds = bounds
        let metrics = CompositionalMetrics(configuration: configuration, bounds: bounds,
                                           safeArea: collectionView?.safeAreaInsets ?? .zero)
        preparePass(counts: counts, metricsChanged: metrics != preparedMetrics, beforeRelayout: { context in
            preparedMetrics = metrics
            for mapping in context.batchUpdates {
                selfSizing.remap(through: mapping)
                if orthogonalOffsetsFollowMovedSections { remapOrthogonalOffsets(through: mapping) }
            }
            let estimating = source.sections.contains { $0.resolved.template.isSelfSizing } || !context.preferredItemSizes.isEmpty
            selfSizing.update(counts: counts, preferredSizes: context.preferredItemSizes, isEnabled: estimating)
        }, relayout: { start, context in
            // Sections keep their index unless a batch inserted, deleted or moved one: then a later
            // section may have a different provider answer than the one it was resolved with.
            let sectionsKeepTheirIndex = context.batchUpdates.allSatisfy { batch in
                !batch.changes.contains {
                    switch $0 {
                    case .insertSection, .deleteSection, .moveSection: true
                    default: false
                    }
                }
            }
            return relayout(from: start, counts: counts, metrics: metrics, reusingResolutions: sectionsKeepTheirIndex)
        })
    }

    /// True when the bounds' size changes, or when they move and a section pins a boundary item.
    /// - Complexity: O(s), where s is the number of sections.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let current = collectionView?.bounds else { return false }
        if newBounds.size != current.size { return true }
        return newBounds.origin != current.origin && source.sections.contains { $0.resolved.pins }
    }

    /// A size change invalidates the metrics; a scroll invalidates nothing (the next prepare
    /// only records the new visible rect).
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        newBounds.size != collectionView?.bounds.size ? InvalidationContext(invalidateLayoutMetrics: true) : InvalidationContext()
    }
}
