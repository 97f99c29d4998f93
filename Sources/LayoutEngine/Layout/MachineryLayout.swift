/// A layout that keeps its strategies, counters, pending invalidations and batch transition in one
/// `LayoutMachinery`: this protocol's extension gives it `StrategyLayout`'s `invalidationStrategy`,
/// `InstrumentedLayout`'s `counters` and `invalidateLayout(with:)`, and `BatchAnimatingLayout`
/// builds UIKit's batch-update callbacks on it. Every correct built-in engine conforms; a layout of
/// your own conforms to `StrategyLayout` instead (`LayoutMachinery` is made only inside LayoutEngine).
public protocol MachineryLayout: StrategyLayout {
    /// The layout's strategies, counters, pending invalidations and batch transition: opaque, read
    /// and changed by this protocol's extension and the layout's `prepare()`.
    var machinery: LayoutMachinery { get set }
}

extension MachineryLayout {
    /// How invalidations turn into recomputation; read at the next `prepare()`.
    public var invalidationStrategy: any InvalidationStrategy {
        get { machinery.invalidationStrategy }
        set { machinery.invalidationStrategy = newValue }
    }

    /// The work the layout has done: passes, elements recomputed, queries, elements examined.
    public internal(set) var counters: LayoutCounters {
        get { machinery.counters }
        _modify { yield &machinery.counters }
    }

    /// Accumulates `context` until the next `prepare()`, as UIKit's `invalidateLayout(with:)`.
    /// - Complexity: that of `RelayoutPlanner.invalidate(with:)`.
    public func invalidateLayout(with context: InvalidationContext) {
        machinery.planner.invalidate(with: context)
    }
}
