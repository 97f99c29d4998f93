import LayoutEngine
import Workloads

/// What every benchmark family needs: the sampler, the suite's seed (every generated workload
/// derives from it), the progress line, and whether to count besides timing.
struct BenchmarkContext {
    var sampler: Sampler
    var seed: UInt64
    /// The engines the scenarios name (the command's registry).
    var registry: EngineRegistry
    var progress: (String) -> Void
    /// False in a timing-only run (`perflab run --timing-only`): the counting passes (rehearsed
    /// prepares, queries and replays of every workload, about half a quick run's time) are
    /// skipped and every result has no counters. Counters are deterministic, so an A/B needs them
    /// from one run per side, not from every run.
    var countsOperations = true

    /// `count()` when the run counts, nil in a timing-only run.
    func counted<T>(_ count: () -> T) -> T? {
        countsOperations ? count() : nil
    }

    /// A collection view and its layout for `scenario`, unprepared. Keep the view alive while the
    /// layout is used: layouts hold their collection view weakly.
    func make(_ scenario: Scenario, query: any QueryStrategy = BinarySearchQuery(),
              invalidation: any InvalidationStrategy = IncrementalInvalidation())
        -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        // The suite's scenarios name engines of the catalogue, so building them cannot fail.
        try! scenario.makeCollectionView(registry: registry, query: query, invalidation: invalidation, prepared: false)
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

extension BenchmarkContext {
    /// Plays `workload` twice more, untimed, each on a fresh prepared layout of `scenario`, and
    /// counts every step's allocations and instructions (not the steps' preparation) in the second
    /// (`OperationCounters.rehearsed`).
    /// - Complexity: O(s) steps of the workload, plus two prepares.
    /// Nil in a timing-only run.
    func countSteps(of workload: Workload, scenario: Scenario, query: any QueryStrategy = BinarySearchQuery(),
                    invalidation: any InvalidationStrategy = IncrementalInvalidation()) -> OperationCounters? {
        guard countsOperations else { return nil }
        return OperationCounters.rehearsed { _ in
            let (view, _) = prepared(scenario, query: query, invalidation: invalidation)
            var player = WorkloadPlayer(workload, view: view)
            var counts = OperationCounters.zero
            // The suite's workloads are generated valid for their scenario: a step cannot fail.
            while let step = try! player.prepareNext() {
                counts = counts + OperationCounters.counting { consume(player.apply(step)) }
            }
            return counts
        }
    }
}

/// Keeps a value alive and opaque to the optimiser, so that the work producing it is measured.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
