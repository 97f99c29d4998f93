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

    /// The counting pass `count()`, nil in a timing-only run. In a timed run it runs twice and the
    /// second is kept (`OperationCounters.rehearsed`: the runtime's lazily filled caches warm
    /// whatever ran before); in a counted run once, since the counted calls have just run the same
    /// operations in this process, and under Valgrind a rehearsal costs several times what it
    /// costs natively (the counters of the two kinds of run are equal: docs/perflab-counted.md).
    /// Nil too in a counted run's rehearsal of a unit (`CallgrindSession.rehearsing`), whose results
    /// are dropped.
    func counted<T>(_ count: () -> T) -> T? {
        guard countsOperations, sampler.counting?.session.isRehearsing != true else { return nil }
        return sampler.counting == nil ? OperationCounters.rehearsed(count) : count()
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
    /// Plays `workload` again, untimed, on a fresh prepared layout of `scenario`, and counts every
    /// step's allocations and instructions (not the steps' preparation): a counting pass (`counted`,
    /// rehearsed in a timed run).
    /// - Complexity: O(s) steps of the workload, plus a prepare (two in a timed run).
    /// Nil in a timing-only run.
    func countSteps(of workload: Workload, scenario: Scenario, query: any QueryStrategy = BinarySearchQuery(),
                    invalidation: any InvalidationStrategy = IncrementalInvalidation()) -> OperationCounters? {
        counted {
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
