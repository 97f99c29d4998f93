import LabSupport
import LayoutEngine
import Workloads

/// Data changes and bounds changes, per invalidation strategy, on the correct engines: appending
/// 100 items, a random batch of 10 item changes, a rotation, one self-sizing correction near the
/// top, and one insert in the middle of a uniform flow. Each records the elements recomputed per
/// operation, so the incremental path's saving shows beside its time.
struct UpdateBenchmarks {
    var context: BenchmarkContext

    static let landscape = Size(width: BenchmarkEngine.screen.height, height: BenchmarkEngine.screen.width)

    /// Appends 100 items (with the data the engine reads) to the end of the section.
    func append100(_ engine: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        perStrategy(.append100, engine, items: items) { view, _, generator in
            let section = view.sections[0]
            let sizes = section.itemSizes == nil ? [] : (0..<100).map { _ in
                Size(width: Double(generator.int(in: 40...180)), height: Double(generator.int(in: 40...300)))
            }
            // Over the calendar's days, as the benchmark's own events are (a week unless it has more).
            let days = (view.layout as? CalendarWeekLayout)?.dayCount ?? CalendarWeekLayout.defaultDayCount
            let events = section.events == nil ? [] : Array(RandomScenario.events(100, days: days, using: &generator))
            return { view.appendItems(100, toSection: 0, sizes: sizes, events: events) }
        }
    }

    /// A random valid batch of 10 item changes (inserts, deletes, moves, reloads) through
    /// `performBatchUpdates`; drawing it and the data after it is set-up.
    func batch10(_ engine: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        perStrategy(.batch10, engine, items: items) { view, _, generator in
            let drawn = IdentifiedSections(sections: view.sections)
                .randomValidUpdate(changeCount: 10, itemChangesOnly: true, estimating: false, using: &generator)
            // Drawn valid for the view's data: it cannot be refused.
            return { try! view.performBatchUpdates(drawn.update.batch, resultingIn: drawn.after.sections) }
        }
    }

    /// A rotation, alternately to landscape and back to portrait.
    func rotation(_ engine: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        perStrategy(.rotation, engine, items: items) { view, _, _ in
            let size = view.bounds.size == BenchmarkEngine.screen ? Self.landscape : BenchmarkEngine.screen
            return { view.setBounds(Rect(origin: .zero, size: size)) }
        }
    }

    /// One cell near the top of a self-sizing layout (the benchmark's scenario with estimated
    /// sizes) reports a new size (alternately two sizes); reported under `selfSizingName`.
    func selfSizingCorrection(_ benchmark: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        var engine = benchmark
        engine.name = benchmark.selfSizingName
        return perStrategy(.selfSizingCorrection, engine, items: items, estimating: true) { view, layout, _ in
            let original = layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))!
            var preferred = original
            preferred.frame.size = original.size.width == 100 ? Size(width: 80, height: 140) : Size(width: 100, height: 100)
            return {
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                             withOriginalAttributes: original))
                }
            }
        }
    }

    /// One item inserted in the middle of the engine's one section (and, on the next sample,
    /// deleted again) through `performBatchUpdates`: independent of the item count incrementally.
    func insertInMiddle(_ engine: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        perStrategy(.insertInMiddle, engine, items: items) { view, _, _ in
            let count = view.sections[0].itemCount, middle = IndexPath(item: items / 2, section: 0)
            let inserting = count == items
            let batch = BatchUpdate([inserting ? .insertItem(middle) : .deleteItem(middle)])
            let after = [SimulatedCollectionView.Section(itemCount: inserting ? count + 1 : count - 1)]
            // Valid by construction: one insert or one delete, with the count to match.
            return { try! view.performBatchUpdates(batch, resultingIn: after) }
        }
    }

    /// A split-view resize walk (1024, 694, 507, 375, 320 points wide and back, at the iPad's
    /// height; `Workload.splitViewResizes`), step by step, per invalidation strategy.
    func splitViewResizes(_ engine: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        let scenario = engine.scenario(items: items, seed: context.seed)
        return play(.splitViewResizes, engine, scenario: scenario) { .splitViewResizes($0, count: Self.workloadSteps) }
    }

    /// Steady scrolling in which every frame's visible cells size themselves
    /// (`Workload.selfSizingScroll`), on the benchmark's scenario made self-sizing, its cells all
    /// reporting a size other than the estimate: the corrections arrive as cells appear. Each step
    /// is a frame or its self-sizing pass; reported under `selfSizingName`.
    func selfSizingScroll(_ benchmark: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        var engine = benchmark
        engine.name = benchmark.selfSizingName
        var scenario = engine.scenario(items: items, seed: context.seed)
        scenario.layout[.estimatedItemSize] = Size(width: 100, height: 100)
        scenario.sections[0].preferredSizes = scenario.sections[0].itemSizes
        return play(.selfSizingScroll, engine, scenario: scenario) { scenario in
            // The bounds do not matter to the trace's length: it stops at `workloadSteps` frames.
            .selfSizingScroll(scenario, track: ScrollTrack(contentLength: 1e12, viewportLength: BenchmarkEngine.screen.height),
                              frameLimit: Self.workloadSteps / 2)
        }
    }

    /// The operations the counters of the sampled families are averaged over.
    static let countedOperations = 4

    /// The steps of the played workloads: each can relayout everything, so they are kept short.
    static let workloadSteps = 40

    /// Plays `makeWorkload(scenario)` per invalidation strategy, timing every step.
    private func play(_ family: BenchmarkFamily, _ engine: BenchmarkEngine, scenario: Scenario,
                      makeWorkload: (Scenario) -> Workload) -> [BenchmarkResult] {
        let workload = makeWorkload(scenario)
        return InvalidationStrategies.all.map { invalidation in
            context.progress("\(engine.name) \(family)/\(invalidation.name) \(scenario.itemCount)")
            let (view, layout) = context.prepared(scenario, invalidation: invalidation)
            var player = WorkloadPlayer(workload, view: view)
            let before = layout.counters
            // Resizes, scrolls and self-sizing passes have nothing to validate: they cannot fail.
            let samples = context.sampler.measureEach(workload.steps.count, prepare: { _ in try! player.prepareNext()! }) { step in
                consume(player.apply(step))
            }
            let after = layout.counters, steps = Double(Swift.max(1, workload.steps.count))
            var result = BenchmarkResult(family: family, engine: engine.name, strategy: invalidation.name, items: scenario.itemCount,
                                         summary: SampleSummary(samples.perCall),
                                         counters: [(name: .recomputedPerInvalidation, value: Double(after.elementsRecomputed - before.elementsRecomputed) / steps),
                                                    (name: .layoutPasses, value: Double(after.layoutPasses - before.layoutPasses) / steps)])
            result.counted = samples.counted
            if let counts = context.countSteps(of: workload, scenario: scenario, invalidation: invalidation) {
                result.attach(counts, operations: workload.steps.count)
            }
            return result
        }
    }

    /// Runs `operation` per invalidation strategy on a prepared layout: each sample calls `makeStep`
    /// (untimed) for the change, then times the change and the layout pass after it.
    private func perStrategy(_ family: BenchmarkFamily, _ engine: BenchmarkEngine, items: Int, estimating: Bool = false,
                             makeStep: (SimulatedCollectionView, any InstrumentedLayout, inout SeededGenerator) -> () -> Void)
        -> [BenchmarkResult] {
        var scenario = engine.scenario(items: items, seed: context.seed)
        if estimating {
            scenario.layout[.estimatedItemSize] = Size(width: 100, height: 100)
            scenario.sections[0].preferredSizes = ContiguousArray(repeating: Size(width: 100, height: 100), count: items)
        }
        return InvalidationStrategies.all.map { invalidation in
            context.progress("\(engine.name) \(family)/\(invalidation.name) \(items)")
            let (view, layout) = context.prepared(scenario, invalidation: invalidation)
            var generator = SeededGenerator(seed: context.seed)
            // Each step is drawn for the data the previous one left: one call per sample.
            let samples = context.sampler.measure(isBatchable: false, setUp: { makeStep(view, layout, &generator) }) { step in
                step()
                view.layoutIfNeeded()
            }
            // The counters come from a fixed number of operations on a fresh layout, drawn from the
            // same seed, not from the timed ones, whose number depends on the clock.
            let counted = context.counted {
                let (countedView, counted) = context.prepared(scenario, invalidation: invalidation)
                var counting = SeededGenerator(seed: context.seed)
                let before = counted.counters
                var counts = OperationCounters.zero
                for _ in 0..<Self.countedOperations {
                    let step = makeStep(countedView, counted, &counting)
                    counts = counts + OperationCounters.counting {
                        step()
                        countedView.layoutIfNeeded()
                    }
                }
                return (counts, before, counted.counters)
            }
            let perOperation = { (value: Int) in Double(value) / Double(Self.countedOperations) }
            return BenchmarkResult(family: family, engine: engine.name, strategy: invalidation.name, items: items, samples: samples,
                                   counters: counted.map { _, before, after in
                                       [(name: .recomputedPerInvalidation, value: perOperation(after.elementsRecomputed - before.elementsRecomputed)),
                                        (name: .layoutPasses, value: perOperation(after.layoutPasses - before.layoutPasses))]
                                   } ?? [],
                                   counted: counted.map { ($0.0, Self.countedOperations) })
        }
    }
}
