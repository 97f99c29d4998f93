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
        perStrategy("append100", engine, items: items) { view, _, generator in
            let section = view.sections[0]
            let sizes = section.itemSizes == nil ? [] : (0..<100).map { _ in
                Size(width: Double(generator.int(in: 40...180)), height: Double(generator.int(in: 40...300)))
            }
            let events = section.events == nil ? [] : Array(RandomScenario.events(100, using: &generator))
            return { view.appendItems(100, toSection: 0, sizes: sizes, events: events) }
        }
    }

    /// A random valid batch of 10 item changes (inserts, deletes, moves, reloads) through
    /// `performBatchUpdates`; drawing it and the data after it is set-up.
    func batch10(_ engine: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        perStrategy("batch10", engine, items: items) { view, _, generator in
            let drawn = IdentifiedSections(sections: view.sections)
                .randomValidUpdate(changeCount: 10, itemChangesOnly: true, estimating: false, using: &generator)
            // Drawn valid for the view's data: it cannot be refused.
            return { try! view.performBatchUpdates(drawn.update.batch, resultingIn: drawn.after.sections) }
        }
    }

    /// A rotation, alternately to landscape and back to portrait.
    func rotation(_ engine: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        perStrategy("rotation", engine, items: items) { view, _, _ in
            let size = view.bounds.size == BenchmarkEngine.screen ? Self.landscape : BenchmarkEngine.screen
            return { view.setBounds(Rect(origin: .zero, size: size)) }
        }
    }

    /// One cell near the top of a self-sizing flow reports a new size (alternately two sizes).
    func selfSizingCorrection(items: Int) -> [BenchmarkResult] {
        var engine = BenchmarkEngine.named("flow-uniform")!
        engine.name = "flow-self-sizing"
        return perStrategy("self-size/one-near-top", engine, items: items, estimating: true) { view, layout, _ in
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

    /// One item inserted in the middle of a uniform flow section (and, on the next sample, deleted
    /// again) through `performBatchUpdates`: independent of the item count incrementally.
    func insertInMiddle(items: Int) -> [BenchmarkResult] {
        perStrategy("insert/middle", BenchmarkEngine.named("flow-uniform")!, items: items) { view, _, _ in
            let count = view.sections[0].itemCount, middle = IndexPath(item: items / 2, section: 0)
            let inserting = count == items
            let batch = BatchUpdate([inserting ? .insertItem(middle) : .deleteItem(middle)])
            let after = [SimulatedCollectionView.Section(itemCount: inserting ? count + 1 : count - 1)]
            // Valid by construction: one insert or one delete, with the count to match.
            return { try! view.performBatchUpdates(batch, resultingIn: after) }
        }
    }

    /// Runs `operation` per invalidation strategy on a prepared layout: each sample calls `makeStep`
    /// (untimed) for the change, then times the change and the layout pass after it.
    private func perStrategy(_ name: String, _ engine: BenchmarkEngine, items: Int, estimating: Bool = false,
                             makeStep: (SimulatedCollectionView, any InstrumentedLayout, inout SeededGenerator) -> () -> Void)
        -> [BenchmarkResult] {
        var scenario = engine.scenario(items: items, seed: context.seed)
        if estimating {
            scenario.layout.estimatedItemSize = Size(width: 100, height: 100)
            scenario.sections[0].preferredSizes = ContiguousArray(repeating: Size(width: 100, height: 100), count: items)
        }
        return InvalidationStrategies.all.map { invalidation in
            context.progress("\(engine.name) \(name)/\(invalidation.name) \(items)")
            let (view, layout) = context.prepared(scenario, invalidation: invalidation)
            var generator = SeededGenerator(seed: context.seed)
            let before = layout.counters
            var operations = 0
            let samples = context.sampler.measure(setUp: { makeStep(view, layout, &generator) }) { step in
                step()
                view.layoutIfNeeded()
                operations += 1
            }
            let after = layout.counters
            let perOperation = { (value: Int) in Double(value) / Double(Swift.max(1, operations)) }
            return BenchmarkResult(name: name, engine: engine.name, strategy: invalidation.name, items: items,
                                   summary: SampleSummary(samples),
                                   counters: [(name: "recomputedPerInvalidation", value: perOperation(after.elementsRecomputed - before.elementsRecomputed)),
                                              (name: "layoutPasses", value: perOperation(after.layoutPasses - before.layoutPasses))])
        }
    }
}
