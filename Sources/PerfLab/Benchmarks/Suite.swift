import LabSupport
import LayoutEngine
import Workloads

/// A perf suite: which benchmark families run at which sizes, sampled how long. Every family runs
/// every engine it applies to, side by side in one process, so that the report's ratios (binary
/// against linear, incremental against full, sample against engine, snapshot diff against
/// `CollectionDifference`, prepare against the memory-write floor) compare like with like.
struct Suite {
    var name: String
    /// The item counts every family runs at (each family may stop earlier, below).
    var sizes: [Int]
    /// The largest item count for the costly families that are not headline figures: the
    /// rotation, the split-view resizes and the self-sizing scroll (their full relayouts at a
    /// million items add minutes, not insight). The random batch is a headline figure and runs at
    /// every size.
    var updateLimit: Int
    /// The largest item count for the diffs (`CollectionDifference` is O(n·d)).
    var diffLimit: Int
    var sampler: Sampler

    static let quick = Suite(name: "quick", sizes: [1_000, 10_000, 100_000], updateLimit: 10_000, diffLimit: 10_000,
                             sampler: Sampler(warmUp: 1, minimumSamples: 5, maximumSamples: 300, budget: .milliseconds(150)))
    /// The quick suite's benchmarks at a third of its sampling each: a replicate for an A/B
    /// (`scripts/perf-ab`). Run to run, a median moves by some 4% with the process (its memory
    /// layout, the machine's load); inside a run, the median of 100 samples is within about 1%.
    /// So more, shorter processes judge a change better than fewer, longer ones
    /// (docs/perflab-compare.md, "How many runs").
    static let ab = Suite(name: "ab", sizes: quick.sizes, updateLimit: quick.updateLimit, diffLimit: quick.diffLimit,
                          sampler: Sampler(warmUp: 1, minimumSamples: 5, maximumSamples: 100, budget: .milliseconds(50)))
    static let standard = Suite(name: "standard", sizes: [1_000, 10_000, 100_000, 1_000_000], updateLimit: 100_000,
                                diffLimit: 100_000,
                                sampler: Sampler(warmUp: 2, minimumSamples: 5, maximumSamples: 1_000, budget: .milliseconds(400)))
    static let full = Suite(name: "full", sizes: [1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 1_000_000],
                            updateLimit: 1_000_000, diffLimit: 100_000,
                            sampler: Sampler(warmUp: 2, minimumSamples: 10, maximumSamples: 2_000, budget: .seconds(1)))
    /// Every family at 1,000 items, 1 to 5 samples in a 1 ms budget after no warm-up: not a
    /// measurement, a check that everything runs and what it counts. The counter determinism test
    /// runs it twice, and the clock decides each run's sample counts.
    static let smoke = Suite(name: "smoke", sizes: [1_000], updateLimit: 1_000, diffLimit: 1_000,
                             sampler: Sampler(warmUp: 0, minimumSamples: 1, maximumSamples: 5, budget: .milliseconds(1)))
    static let all = [quick, ab, standard, full, smoke]

    static func named(_ name: String) -> Suite? {
        all.first { $0.name == name }
    }

    /// Runs every family at every size, reporting progress through `progress`; with `filter`, only
    /// the benchmarks whose "name engine" text contains it (`query/screen`, `mosaic`, `batch10 flow`),
    /// or one of its comma-separated texts (`my-layout,flow`).
    /// `countsOperations` false is a timing-only run: no result has counters or instructions.
    /// `counting` makes it a counted run: nothing timed, every operation counted under Callgrind,
    /// and the diffs stop at 10,000 items (`CollectionDifference`'s O(n·d) diff of 100,000 takes
    /// seconds, minutes under Callgrind).
    /// `run` without a time box.
    func run(seed: UInt64, registry: EngineRegistry, filter: String? = nil, countsOperations: Bool = true,
             counting: Sampler.CountedSampling? = nil, progress: @escaping (String) -> Void) -> [BenchmarkResult] {
        var stopped: [TimeBoxStop] = [], units: [Int] = []
        return run(seed: seed, registry: registry, filter: filter, countsOperations: countsOperations, counting: counting, timeBox: nil,
                   stopped: &stopped, units: &units, progress: progress)
    }

    /// With `timeBox`, an engine whose benchmarks at one size have taken longer than it together
    /// runs nothing more: not the rest of that size, not the larger sizes (a layout nobody here
    /// wrote may scan every element per frame: `scripts/try-layout`); each engine stopped so is
    /// appended to `stopped` with the size it took too long at.
    ///
    /// With `shard`, only that part's units run (`SuiteShard`: a unit is one call below, one family
    /// of one engine, or one floor, at one size); `units` gets each result's unit number, so that
    /// the parts' results merge into the whole suite's order (`CountedShards`).
    func run(seed: UInt64, registry: EngineRegistry, filter: String? = nil, countsOperations: Bool = true,
             counting: Sampler.CountedSampling? = nil, timeBox: Duration? = nil, shard: SuiteShard = .whole,
             stopped: inout [TimeBoxStop], units: inout [Int], progress: @escaping (String) -> Void) -> [BenchmarkResult] {
        var sampler = self.sampler
        sampler.counting = counting
        let diffLimit = counting == nil ? self.diffLimit : Swift.min(self.diffLimit, 10_000)
        let context = BenchmarkContext(sampler: sampler, seed: seed, registry: registry, progress: progress,
                                       countsOperations: countsOperations)
        let prepare = PrepareBenchmarks(context: context), query = QueryBenchmarks(context: context)
        let scroll = ScrollBenchmarks(context: context), updates = UpdateBenchmarks(context: context)
        let allEngines = BenchmarkEngine.all(in: registry)
        let clock = ContinuousClock()
        var spent: [String: Duration] = [:]
        /// Runs `body`, adding its time to `engine`'s at this size; once that time is past the time
        /// box, runs nothing more for `engine` (the rest of this size and every larger one).
        func timed(_ engine: String, _ body: () -> [BenchmarkResult]) -> [BenchmarkResult] {
            if let timeBox, spent[engine, default: .zero] > timeBox { return [] }
            let start = clock.now
            defer { spent[engine, default: .zero] += clock.now - start }
            return body()
        }
        // Several texts separated by commas: a benchmark is selected when it contains any of them.
        let alternatives = filter.map { $0.split(separator: ",").map(String.init) }
        func selected(_ family: BenchmarkFamily, _ engine: String?) -> Bool {
            alternatives.map { texts in texts.contains { "\(family) \(BenchmarkKey.fileText(engine))".contains($0) } } ?? true
        }
        var results: [BenchmarkResult] = []
        var unit = 0
        /// Runs the next unit when it is this part's, appending its results and their unit number;
        /// in a counted run, after a rehearsal of the unit (`CallgrindSession.rehearsing`).
        func take(_ body: () -> [BenchmarkResult]) {
            defer { unit += 1 }
            guard shard.owns(unit) else { return }
            if let session = counting?.session { _ = session.rehearsing(body) }
            let made = body()
            results += made
            units += repeatElement(unit, count: made.count)
        }
        for items in sizes {
            let engines = allEngines.filter { engine in !stopped.contains { $0.engine == engine.name } }
            let correct = engines.filter(\.measuresEveryFamily)
            spent = [:]
            defer {
                if let timeBox {
                    for (engine, time) in spent.sorted(by: { $0.key < $1.key }) where time > timeBox && !stopped.contains(where: { $0.engine == engine }) {
                        stopped.append(TimeBoxStop(engine: engine, items: items, seconds: time.inSeconds))
                    }
                }
            }
            if selected(.memoryWriteFloor, nil) { take { [MemoryWriteFloor(context: context).run(items: items)] } }
            for delegating in DelegateSizeFloor.engines(in: engines) where selected(.delegateSizeFloor, delegating.name) {
                take { DelegateSizeFloor(context: context).run(delegating, items: items).map { [$0] } ?? [] }
            }
            for sorting in EventSortFloor.engines(in: engines) where selected(.eventSortFloor, sorting.name) {
                take { EventSortFloor(context: context).run(sorting, items: items).map { [$0] } ?? [] }
            }
            for engine in engines {
                if selected(.prepare, engine.name) { take { timed(engine.name) { [prepare.run(engine, items: items)] } } }
                if selected(.screenQuery, engine.name) { take { timed(engine.name) { query.run(engine, items: items) } } }
            }
            for engine in correct {
                take { timed(engine.name) { scroll.run(engine, items: items) { selected($0, engine.name) } } }
                if selected(.append100, engine.name) { take { timed(engine.name) { updates.append100(engine, items: items) } } }
                // A headline figure: measured at every size, a million items included.
                if selected(.batch10, engine.name) { take { timed(engine.name) { updates.batch10(engine, items: items) } } }
                if items <= updateLimit {
                    if selected(.rotation, engine.name) { take { timed(engine.name) { updates.rotation(engine, items: items) } } }
                    if selected(.splitViewResizes, engine.name) { take { timed(engine.name) { updates.splitViewResizes(engine, items: items) } } }
                }
            }
            // The families a benchmark serves beyond the common ones (`EngineBenchmark.families`).
            for engine in engines where engine.families.contains(.selfSizingCorrection)
                && selected(.selfSizingCorrection, engine.selfSizingName) {
                take { updates.selfSizingCorrection(engine, items: items) }
            }
            for engine in engines where engine.families.contains(.selfSizingScroll)
                && items <= updateLimit && selected(.selfSizingScroll, engine.selfSizingName) {
                take { updates.selfSizingScroll(engine, items: items) }
            }
            for engine in engines where engine.families.contains(.insertInMiddle) && selected(.insertInMiddle, engine.name) {
                take { updates.insertInMiddle(engine, items: items) }
            }
            if items <= diffLimit && selected(.diff, nil) { take { DiffBenchmarks(context: context).run(items: items) } }
        }
        guard countsOperations else {
            // The counting passes were skipped; what the timed calls counted on the way goes too.
            return results.map { result in
                var timed = result
                (timed.counters, timed.instructionsPerOperation) = ([], nil)
                return timed
            }
        }
        return results
    }
}

/// An engine the suite stopped running at larger sizes: its benchmarks at `items` took `seconds`,
/// past the run's time box (`perflab run --time-box`).
struct TimeBoxStop: Equatable {
    var engine: String
    var items: Int
    var seconds: Double
}
