import LabSupport
import LayoutEngine

extension Scenario {
    /// A collection view holding this scenario's data, with a new layout of its engine (looked up in
    /// `registry`) attached
    /// and, unless `prepared` is false, prepared. Keep the view as long as the layout is used: a layout holds its collection
    /// view weakly, as in UIKit, and one that computes on demand (the calendar sample) sees no
    /// data once the view is gone.
    public func makeCollectionView(registry: EngineRegistry, query: any QueryStrategy = BinarySearchQuery(),
                                   invalidation: any InvalidationStrategy = IncrementalInvalidation(),
                                   prepared: Bool = true) throws(LabError)
        -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        makeCollectionView(engine: try registry.named(engine), query: query, invalidation: invalidation, prepared: prepared)
    }

    /// `makeCollectionView(registry:query:invalidation:prepared:)` with the scenario's engine
    /// already resolved: `descriptor` makes the layout (a fuzz case looks its engine up once).
    public func makeCollectionView(engine descriptor: EngineDescriptor, query: any QueryStrategy = BinarySearchQuery(),
                                   invalidation: any InvalidationStrategy = IncrementalInvalidation(),
                                   prepared: Bool = true) -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        let layout = descriptor.make(self.layout, query, invalidation)
        let view = SimulatedCollectionView(
            layout: layout, bounds: Rect(x: 0, y: 0, width: container.width, height: container.height),
            sections: sections, layoutMargins: container.layoutMargins, safeAreaInsets: container.safeAreaInsets)
        if prepared { view.layoutIfNeeded() }
        return (view, layout)
    }
}
