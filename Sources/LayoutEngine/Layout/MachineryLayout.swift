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
    /// Part of the machinery, read in place. Read through the requirement's getter, the whole
    /// machinery is copied for each read (every strategy, index and transition it holds retained,
    /// then released): some 7% of a flow's batch update of 10 at a million items, 12% of a mosaic's.
    /// `read` must not reach the layout's machinery again (an overlapping access traps).
    func readingMachinery<Value>(_ read: (inout LayoutMachinery) -> Value) -> Value { read(&machinery) }

    /// How invalidations turn into recomputation; read at the next `prepare()`.
    public var invalidationStrategy: any InvalidationStrategy {
        get { readingMachinery { $0.invalidationStrategy } }
        set { machinery.invalidationStrategy = newValue }
    }

    /// The work the layout has done: passes, elements recomputed, queries, elements examined.
    public internal(set) var counters: LayoutCounters {
        get { readingMachinery { $0.counters } }
        _modify { yield &machinery.counters }
    }

    /// Accumulates `context` until the next `prepare()`, as UIKit's `invalidateLayout(with:)`.
    /// - Complexity: that of `RelayoutPlanner.invalidate(with:)`.
    public func invalidateLayout(with context: InvalidationContext) {
        machinery.planner.invalidate(with: context)
    }
}
