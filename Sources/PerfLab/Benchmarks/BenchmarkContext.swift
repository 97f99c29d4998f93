import LayoutEngine
import Workloads

/// What every benchmark family needs: the sampler, the suite's seed (every generated workload
/// derives from it), and the progress line.
struct BenchmarkContext {
    var sampler: Sampler
    var seed: UInt64
    var progress: (String) -> Void

    /// A collection view and its layout for `scenario`, unprepared. Keep the view alive while the
    /// layout is used: layouts hold their collection view weakly.
    func make(_ scenario: Scenario, query: any QueryStrategy = BinarySearchQuery(),
              invalidation: any InvalidationStrategy = IncrementalInvalidation())
        -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        // The suite's scenarios name engines of the catalogue, so building them cannot fail.
        try! scenario.makeCollectionView(query: query, invalidation: invalidation, prepared: false)
    }

    /// `make`, then prepared.
    func prepared(_ scenario: Scenario, query: any QueryStrategy = BinarySearchQuery(),
                  invalidation: any InvalidationStrategy = IncrementalInvalidation())
        -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        let made = make(scenario, query: query, invalidation: invalidation)
        made.view.layoutIfNeeded()
        return made
    }
}

/// Keeps a value alive and opaque to the optimiser, so that the work producing it is measured.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
