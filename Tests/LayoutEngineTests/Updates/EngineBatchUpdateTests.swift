import LabSupport
import Testing
import LayoutEngine
import Workloads

/// Every correct engine applies random valid batch updates, in UIKit's polite and awkward call
/// orders, with identical results for every query and invalidation strategy, equal to a layout
/// built fresh on the data after the batch; the incremental strategy never recomputes more than
/// the full one; the layout still answers for the old data before it prepares.
@Suite struct EngineBatchUpdateTests {
    static let engines = ["flow", "column-flow", "mosaic", "waterfall", "calendar"]
    static let seedsPerEngine = 40
    static let batchesPerSeed = 6

    @Test(arguments: engines)
    func incrementalEqualsFullAndAFreshLayout(engine: String) throws {
        for seed in 0..<Self.seedsPerEngine {
            try check(engine: engine, seed: UInt64(seed) &+ 0x5EED_0000 &+ UInt64(Self.engines.firstIndex(of: engine)!) << 20)
        }
    }

    private func check(engine: String, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let scenario = RandomScenario.make(engine: engine, registry: .builtIn, using: &generator)
        let estimating = scenario.isEstimatingItemSizes
        let runs = try scenario.makeEveryStrategyPair(registry: .builtIn)
        for run in runs { run.view.layoutIfNeeded() }
        var data = IdentifiedSections(sections: scenario.sections)
        for step in 0..<Self.batchesPerSeed {
            let context = "engine \(engine), seed \(seed), batch \(step)"
            let (update, after) = data.randomValidUpdate(changeCount: generator.int(in: 0...8), estimating: estimating, using: &generator)
            var order = BatchCallOrder(queriesBeforePrepare: generator.chance(0.5), selfSizingBeforePrepare: generator.chance(0.5))
            if generator.chance(0.2) {
                order.boundsDuringUpdate = Rect(x: 0, y: 0, width: Double(generator.int(in: 0...700)), height: Double(generator.int(in: 1...900)))
            }
            let visibleBefore = runs[0].view.visibleElements()
            var traces: [SimulatedCollectionView.BatchUpdateTrace] = []
            for run in runs {
                traces.append(try run.view.performBatchUpdates(update.batch, resultingIn: after.sections, order: order))
            }
            data = after
            if order.queriesBeforePrepare {
                for (run, trace) in zip(runs, traces) {
                    let difference = firstDifference(trace.staleQueryAnswer ?? [], visibleBefore)
                    #expect(difference == nil, "\(context): \(run.name) answered the new data before preparing")
                }
            }
            let expected = runs[0].layout.allElements
            for run in runs.dropFirst() {
                let difference = firstDifference(run.layout.allElements, expected)
                #expect(difference == nil, "\(context): \(run.name) differs from \(runs[0].name) after \(update.batch.changes)")
                #expect(run.layout.collectionViewContentSize == runs[0].layout.collectionViewContentSize, "\(context): \(run.name)")
                #expect(run.view.bounds == runs[0].view.bounds, "\(context): \(run.name) scrolled elsewhere")
            }
            if !estimating {
                var rebuilt = scenario
                rebuilt.sections = after.sections
                rebuilt.container.width = runs[0].view.bounds.width
                rebuilt.container.height = runs[0].view.bounds.height
                let (freshView, fresh) = try rebuilt.makeCollectionView(registry: .builtIn)
                freshView.scroll(to: runs[0].view.bounds.origin)
                freshView.layoutIfNeeded()
                let difference = firstDifference(expected, fresh.allElements)
                #expect(difference == nil, "\(context): the updated layout differs from a fresh one after \(update.batch.changes)")
                #expect(fresh.collectionViewContentSize == runs[0].layout.collectionViewContentSize, "\(context)")
            }
        }
        let full = runs[0].layout.counters.elementsRecomputed, incremental = runs[2].layout.counters.elementsRecomputed
        #expect(incremental <= full, "engine \(engine), seed \(seed): incremental recomputed \(incremental) elements, full \(full)")
    }

    /// The first element where `actual` and `expected` differ, described in one line; nil when equal.
    private func firstDifference(_ actual: [LayoutAttributes], _ expected: [LayoutAttributes]) -> String? {
        guard actual != expected else { return nil }
        let shared = Swift.min(actual.count, expected.count)
        let index = (0..<shared).first { actual[$0] != expected[$0] } ?? shared
        func describe(_ list: [LayoutAttributes]) -> String {
            index < list.count ? "\(list[index].id) at \(list[index].frame)" : "nothing (\(list.count) elements)"
        }
        return "element \(index): \(describe(actual)), expected \(describe(expected))"
    }
}
