import LayoutEngine
import Workloads

/// The suite's benchmarks at each size: for the flow layout, prepare (uniform and per-item sizes),
/// a screen-sized query per strategy, a steady scroll, an append of 100 items and a random batch
/// update of 10 mixed changes per invalidation strategy; for the mosaic, the waterfall and the week calendar (seeded random events), and for
/// each one's seed-faithful sample beside it, prepare and a screen-sized query per strategy (the
/// samples' own search).
struct FlowSuite {
    var sizes: [Int]
    var seed: UInt64
    var sampler: Sampler
    var progress: (String) -> Void

    static let screen = Size(width: 390, height: 844)

    func run() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for items in sizes {
            results += prepareBenchmarks(items)
            results += queryBenchmarks(items)
            results.append(scrollBenchmark(items))
            results += appendBenchmarks(items)
            results += batchUpdateBenchmarks(items)
            for engine in ["mosaic", "mosaic-sample", "waterfall", "waterfall-sample", "calendar", "calendar-sample"] {
                results += engineBenchmarks(engine, items: items)
            }
        }
        return results
    }

    /// Prepare, and a screen-sized query per strategy, for `engine` with `items` items in one
    /// section (for the waterfall, seeded random heights in two columns).
    private func engineBenchmarks(_ engine: String, items: Int) -> [BenchmarkResult] {
        var section = SimulatedCollectionView.Section(itemCount: items)
        var generator = SeededGenerator(seed: seed)
        if engine.hasPrefix("waterfall") {
            section.itemSizes = ContiguousArray((0..<items).map { _ in Size(width: 195, height: Double(generator.int(in: 80...300))) })
        }
        if engine.hasPrefix("calendar") {
            section.events = RandomScenario.events(items, using: &generator)
        }
        let scenario = Scenario(engine: engine, container: .init(width: Self.screen.width, height: Self.screen.height),
                                sections: [section])
        progress("\(engine) prepare \(items)")
        var bytes = 0
        let prepare = sampler.measure(setUp: { () -> (SimulatedCollectionView, any InstrumentedLayout) in
            // A fresh, unprepared layout of a known engine: building it cannot fail.
            let layout = try! EngineCatalog.named(engine).make(scenario.layout, BinarySearchQuery(), IncrementalInvalidation())
            return (SimulatedCollectionView(layout: layout, bounds: Rect(origin: .zero, size: Self.screen),
                                            sections: scenario.sections), layout)
        }) { state in
            state.0.layoutIfNeeded()
            bytes = state.1.bytesHeld
        }
        var results = [BenchmarkResult(name: "prepare", engine: engine, strategy: "-", items: items,
                                       summary: SampleSummary(prepare),
                                       counters: [(name: "bytesPerElement", Double(bytes) / Double(Swift.max(items, 1)))])]
        // A sample answers with its own search: one query benchmark, named after it.
        let usesStrategies = (try? EngineCatalog.named(engine))?.usesStrategies ?? true
        for strategy in usesStrategies ? QueryStrategies.all : [BinarySearchQuery()] {
            results.append(screenQueryBenchmark(scenario, strategy: strategy, named: usesStrategies ? strategy.name : "sample"))
        }
        return results
    }

    /// A portrait-phone flow layout of `items` items in one section, uniform or with seeded
    /// random per-item sizes.
    func scenario(items: Int, perItemSizes: Bool) -> Scenario {
        var section = SimulatedCollectionView.Section(itemCount: items)
        if perItemSizes {
            var generator = SeededGenerator(seed: seed)
            section.itemSizes = ContiguousArray((0..<items).map { _ in
                Size(width: Double(generator.int(in: 40...180)), height: Double(generator.int(in: 40...120)))
            })
        }
        var layout = Scenario.LayoutSettings()
        layout.itemSize = Size(width: 120, height: 120)
        return Scenario(engine: "flow", container: .init(width: Self.screen.width, height: Self.screen.height),
                        layout: layout, sections: [section])
    }

    private func make(_ scenario: Scenario, query: any QueryStrategy = BinarySearchQuery(),
                      invalidation: any InvalidationStrategy = IncrementalInvalidation()) -> (SimulatedCollectionView, any InstrumentedLayout) {
        // The scenarios built here name a known engine, so building them cannot fail.
        try! scenario.makeCollectionView(query: query, invalidation: invalidation)
    }

    private func prepareBenchmarks(_ items: Int) -> [BenchmarkResult] {
        [false, true].map { perItem in
            let name = perItem ? "prepare/per-item" : "prepare/uniform"
            progress("\(name) \(items)")
            let scenario = scenario(items: items, perItemSizes: perItem)
            var bytes = 0
            let samples = sampler.measure(setUp: { () -> SimulatedCollectionView in
                let layout = FlowLayout()
                scenario.layout.apply(to: layout)
                return SimulatedCollectionView(layout: layout, bounds: Rect(origin: .zero, size: Self.screen),
                                               sections: scenario.sections)
            }) { view in
                view.layoutIfNeeded()
                bytes = (view.layout as! FlowLayout).bytesHeld
            }
            return BenchmarkResult(name: name, engine: "flow", strategy: "-", items: items, summary: SampleSummary(samples),
                                   counters: [(name: "bytesPerElement", Double(bytes) / Double(Swift.max(items, 1)))])
        }
    }

    private func queryBenchmarks(_ items: Int) -> [BenchmarkResult] {
        let scenario = scenario(items: items, perItemSizes: true)
        return QueryStrategies.all.map { screenQueryBenchmark(scenario, strategy: $0, named: $0.name) }
    }

    /// Queries of a screen-sized rect at seeded random offsets, with the elements examined and
    /// returned per query.
    private func screenQueryBenchmark(_ scenario: Scenario, strategy: any QueryStrategy, named name: String) -> BenchmarkResult {
        progress("\(scenario.engine) query/\(name) \(scenario.itemCount)")
        // The view must outlive the queries: layouts hold their collection view weakly.
        let (view, layout) = make(scenario, query: strategy)
        let height = layout.collectionViewContentSize.height
        var generator = SeededGenerator(seed: seed)
        let before = layout.counters
        var returned = 0
        let samples = sampler.measure(setUp: { () -> Rect in
            Rect(x: 0, y: generator.double(in: 0...Swift.max(0, height - Self.screen.height)),
                 width: Self.screen.width, height: Self.screen.height)
        }) { rect in
            returned += layout.layoutAttributesForElements(in: rect).count
        }
        withExtendedLifetime(view) {}
        let after = layout.counters
        let queries = Double(after.queries - before.queries)
        let examined = Double(after.elementsExamined - before.elementsExamined) / queries
        return BenchmarkResult(name: "query/screen", engine: scenario.engine, strategy: name, items: scenario.itemCount,
                               summary: SampleSummary(samples),
                               counters: [(name: "examinedPerQuery", examined), (name: "returnedPerQuery", Double(returned) / queries)])
    }

    /// Steady scrolling at 60 frames a second and 1,000 points a second: each frame moves the
    /// bounds and asks for the visible elements. No frame should relayout.
    private func scrollBenchmark(_ items: Int) -> BenchmarkResult {
        progress("scroll/60fps \(items)")
        let (view, layout) = make(scenario(items: items, perItemSizes: true))
        let height = layout.collectionViewContentSize.height
        let step = 1_000.0 / 60
        var offset = 0.0
        let passes = layout.counters.layoutPasses
        let samples = sampler.measure(setUp: { () -> Point in
            offset += step
            if offset + Self.screen.height > height { offset = 0 }
            return Point(x: 0, y: offset)
        }) { point in
            view.scroll(to: point)
            view.layoutIfNeeded()
            _ = view.visibleElements()
        }
        return BenchmarkResult(name: "scroll/60fps", engine: "flow", strategy: "binary", items: items,
                               summary: SampleSummary(samples),
                               counters: [(name: "layoutPasses", Double(layout.counters.layoutPasses - passes))])
    }

    /// Appending 100 items to the end of the section, per invalidation strategy.
    private func appendBenchmarks(_ items: Int) -> [BenchmarkResult] {
        InvalidationStrategies.all.map { invalidation in
            progress("append100/\(invalidation.name) \(items)")
            let (view, layout) = make(scenario(items: items, perItemSizes: true), invalidation: invalidation)
            let sizes = Array(repeating: Size(width: 100, height: 80), count: 100)
            let before = layout.counters
            var appends = 0
            let samples = sampler.measure(setUp: { () -> Void in }) { _ in
                view.appendItems(100, toSection: 0, sizes: sizes)
                view.layoutIfNeeded()
                appends += 1
            }
            let recomputed = Double(layout.counters.elementsRecomputed - before.elementsRecomputed) / Double(appends)
            return BenchmarkResult(name: "append100", engine: "flow", strategy: invalidation.name, items: items,
                                   summary: SampleSummary(samples), counters: [(name: "recomputedPerAppend", recomputed)])
        }
    }

    /// A random batch of 10 mixed changes (inserts, deletes, moves and reloads of items, in one
    /// section), per invalidation strategy, through the collection view's `performBatchUpdates`:
    /// validation, the layout pass, the transition and the target offset. Drawing the batch and
    /// the data after it is set-up, not measured.
    private func batchUpdateBenchmarks(_ items: Int) -> [BenchmarkResult] {
        InvalidationStrategies.all.map { invalidation in
            progress("batch10/\(invalidation.name) \(items)")
            let (view, layout) = make(scenario(items: items, perItemSizes: true), invalidation: invalidation)
            view.layoutIfNeeded()
            var generator = SeededGenerator(seed: seed)
            let before = layout.counters
            var batches = 0
            let samples = sampler.measure(setUp: { () -> (BatchUpdate, [SimulatedCollectionView.Section]) in
                let drawn = IdentifiedSections(sections: view.sections)
                    .randomValidUpdate(changeCount: 10, itemChangesOnly: true, estimating: false, using: &generator)
                return (drawn.update.batch, drawn.after.sections)
            }) { drawn in
                // Drawn valid for the view's data: the update cannot be refused.
                try! view.performBatchUpdates(drawn.0, resultingIn: drawn.1)
                batches += 1
            }
            let recomputed = Double(layout.counters.elementsRecomputed - before.elementsRecomputed) / Double(batches)
            return BenchmarkResult(name: "batch10", engine: "flow", strategy: invalidation.name, items: items,
                                   summary: SampleSummary(samples), counters: [(name: "recomputedPerBatch", recomputed)])
        }
    }
}
