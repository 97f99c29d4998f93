/// What every built-in engine keeps besides its geometry and its own properties, in one value: the
/// query strategy and its index, the invalidation strategy, the invalidations pending until the
/// next `prepare()`, the work counters and the batch transition. Its methods are the steps of
/// `prepare()` every engine takes in the same order (`MachineryLayout.preparePass`).
///
/// Opaque outside LayoutEngine: an engine makes one in its initialiser and hands it to
/// `MachineryLayout`, whose extension gives the engine its strategies, counters,
/// `invalidateLayout(with:)` and UIKit's batch-update callbacks. The query path reads `query` and
/// `counters` as fields of this struct, stored in the engine: no indirection is added.
public struct LayoutMachinery {
    /// The query strategy and its index over the engine's elements.
    var query: QueryState
    /// How invalidations turn into recomputation; read at the next `prepare()`.
    var invalidationStrategy: any InvalidationStrategy
    /// The work the engine has done; only grows.
    var counters = LayoutCounters()
    /// The transition captured by the last `prepare()` and the one in progress.
    var batchTransitions = BatchTransitionState()
    /// The invalidations pending until the next `prepare()` and the counts it last prepared.
    var planner = RelayoutPlanner()

    /// Machinery answering queries with `queryStrategy` (its index empty until the first pass) and
    /// recomputing as `invalidationStrategy` decides.
    init(queryStrategy: any QueryStrategy, invalidationStrategy: any InvalidationStrategy) {
        query = QueryState(strategy: queryStrategy)
        self.invalidationStrategy = invalidationStrategy
    }

    /// Consumes the pending invalidations and returns what to recompute: `RelayoutPlanner.plan`
    /// with the invalidation strategy.
    /// - Complexity: that of `RelayoutPlanner.plan`.
    mutating func plan(counts: SectionCounts, metricsChanged: Bool,
                       firstSectionWithChangedMetrics: () -> Int?) -> (scope: RelayoutScope, context: InvalidationContext) {
        planner.plan(counts: counts, metricsChanged: metricsChanged,
                     firstSectionWithChangedMetrics: firstSectionWithChangedMetrics, strategy: invalidationStrategy)
    }

    /// Ends a pass that recomputed something: counts it and brings the query index up to date
    /// from the first changed ordinal.
    /// - Complexity: that of `QueryState.update(from:source:)`.
    mutating func finishPass(from firstChangedOrdinal: Int, source: some ElementSource) {
        counters.layoutPasses += 1
        query.update(from: firstChangedOrdinal, source: source)
    }

    /// The ordinals of the elements of `source` whose frames `rect` intersects, ascending, by the
    /// query strategy, handed to `body`, whose result it returns; counts the query and the elements it examined. The query state is used in
    /// place: the engine's computed `query` is a copy of it (its strategy and index retained and
    /// released per query). An engine whose source is a stored property of its own passes it read
    /// in place too (through a pointer to the property): passed as a value, it is copied.
    /// The ordinals are in the query state's reused buffer (`QueryState.withOrdinals`), so the
    /// answer `body` builds is the query's one allocation.
    /// - Complexity: that of the strategy, plus `body`.
    mutating func withOrdinals<Result>(in rect: Rect, source: some ElementSource, _ body: ([Int]) -> Result) -> Result {
        query.withOrdinals(in: rect, source: source, counting: &counters, body)
    }

    /// The answer to a query for `rect`, counted (the query and the elements examined) as
    /// `withOrdinals(in:source:_:)` counts it. When the strategy leaves the search to `source`
    /// (`QueryState.leavesSearch(to:)`), `search` finds the elements and writes their attributes
    /// in one pass, returning them and how many elements it examined, or nil to decline (an
    /// engine declines, for example, when it cannot bound the answer's size well); otherwise, or
    /// when it declines, the strategy's ordinals are handed to `attributes`. Both must give the
    /// same answer, which is the engine's to ensure: the one pass saves the ordinals, their array
    /// and finding each element again.
    /// - Complexity: that of the strategy, or of the source's search.
    mutating func answer<Source: ElementSource>(in rect: Rect, source: Source,
                                                bySearch search: (Source) -> (answer: [LayoutAttributes], examined: Int)?,
                                                byOrdinals attributes: ([Int]) -> [LayoutAttributes]) -> [LayoutAttributes] {
        if query.leavesSearch(to: source), let found = search(source) {
            counters.queries += 1
            counters.elementsExamined += found.examined
            return found.answer
        }
        return withOrdinals(in: rect, source: source, attributes)
    }

    /// A context that records a cell's self-sized `size` (sanitised) for the item the layout last
    /// prepared at `indexPath`, at its position after the batch updates received since; empty
    /// when a batch deleted or reloaded the item (the measurement describes content that is gone).
    /// - Complexity: that of `RelayoutPlanner.currentIndexPath(ofPreparedItem:)`.
    func invalidationContext(forPreferredSize size: Size, ofPreparedItem indexPath: IndexPath) -> InvalidationContext {
        var context = InvalidationContext()
        if let current = planner.currentIndexPath(ofPreparedItem: indexPath) {
            context.setPreferredSize(size.sanitized, forItemAt: current)
        }
        return context
    }
}
