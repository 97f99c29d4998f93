/// A built-in engine's side of `LayoutMachinery`: the element source its query index covers and
/// its invariants check, from which this protocol's extension runs the steps of `prepare()` every
/// engine shares (`preparePass`).
protocol MachineryEngine: BatchAnimatingLayout {
    /// The engine's elements as the query strategy reads them.
    associatedtype QuerySource: ElementSource
    /// The elements the query index covers, as the last `prepare()` left them.
    var querySource: QuerySource { get }
    /// Checks the engine's invariants; runs after every pass when internal checks are on
    /// (`InternalChecks`; `Type+Invariants.swift`).
    func _checkInvariants()
}

extension MachineryEngine {
    /// The query strategy and its index; the query path reads it on every call.
    var query: QueryState { readingMachinery { $0.query } }

    /// The data source's section and item counts now (none without a collection view).
    var dataSourceCounts: SectionCounts {
        collectionView.map(SectionCounts.init(reading:)) ?? SectionCounts()
    }

    /// Switches the query strategy, building its index over the current elements.
    /// - Complexity: that of a full index update.
    func setQueryStrategy(_ strategy: any QueryStrategy) {
        machinery.query.setStrategy(strategy, source: querySource)
    }

    /// The steps of `prepare()` every engine takes, around its own: plans the pending
    /// invalidations against `counts` (`RelayoutPlanner`'s rules, the invalidation strategy's
    /// scope), hands the context to `beforeRelayout` (where the engine records what it prepares
    /// from), captures the batch transition before anything moves, and runs `relayout` for the
    /// scope with the restart point (nil: everything); when it ran, counts the pass, updates the
    /// query index from the first changed ordinal `relayout` returned and, when internal checks are on, checks
    /// the invariants.
    /// - Parameters:
    ///   - metricsChanged: whether a layout-wide metric differs from the last prepare.
    ///   - firstSectionWithChangedMetrics: called only when something is to be recomputed; it must
    ///     not use the machinery.
    /// - Complexity: that of the plan and of `relayout`, plus the query index's update.
    func preparePass(counts: SectionCounts, metricsChanged: Bool,
                     firstSectionWithChangedMetrics: () -> Int? = { nil },
                     beforeRelayout: (InvalidationContext) -> Void = { _ in },
                     relayout: (IndexPath?, InvalidationContext) -> Int) {
        let (scope, context) = machinery.plan(counts: counts, metricsChanged: metricsChanged,
                                              firstSectionWithChangedMetrics: firstSectionWithChangedMetrics)
        beforeRelayout(context)
        captureBatchTransition(for: context.batchUpdates)
        guard let firstChangedOrdinal = scope.perform({ relayout($0, context) }) else { return }
        machinery.finishPass(from: firstChangedOrdinal, source: querySource)
        #if LAYOUT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }
}
