import LabSupport
import Testing
import Workloads
@testable import LayoutEngine

/// A flow relayout after items change (resized items, self-sizing corrections, batch updates) lays
/// out only the lines that hold changed items, copies the others, and must give exactly the frames
/// of a full relayout: checked on random layouts against a twin under full invalidation.
@Suite struct FlowLayoutResynchronisingTests {
    /// Equal within the bound the flow states (`frameTolerance`, docs/flow-layout.md): moved
    /// lines take their start by adding an offset, not by summing again from the top.
    static func expectTwinsAgree(_ incremental: SimulatedCollectionView, _ full: SimulatedCollectionView, _ context: String) {
        let tolerance = incremental.flowLayout.frameTolerance
        #expect(tolerance <= 1e-9 * Swift.max(1, incremental.flowLayout.collectionViewContentSize.height,
                                                incremental.flowLayout.collectionViewContentSize.width), "\(context)")
        let mismatch = incremental.flowLayout.allElements.firstMismatch(with: full.flowLayout.allElements, framesWithin: tolerance)
        #expect(mismatch == nil, "\(context): element \(mismatch ?? -1)")
        #expect(incremental.flowLayout.collectionViewContentSize.isWithin(tolerance, of: full.flowLayout.collectionViewContentSize),
                "\(context)")
    }

    @Test func resizedItemsGiveTheFramesOfAFullRelayout() {
        var steps = 0, resynchronised = 0
        for seed: UInt64 in 1...150 {
            let scenario = RandomFlowLayouts(seed: seed)
            let sized = scenario.sections.indices.filter { scenario.sections[$0].itemSizes != nil && scenario.sections[$0].itemCount > 0 }
            guard !sized.isEmpty else { continue }
            let incremental = scenario.makeView(), full = scenario.makeView(invalidation: FullInvalidation())
            let itemCount = scenario.sections.reduce(0) { $0 + $1.itemCount }
            var rng = SplitMix64(seed: seed ^ 0x5E5)
            for step in 0..<4 {
                for _ in 0..<rng.int(in: 1...3) {
                    let section = rng.element(of: sized)
                    let indexPath = IndexPath(item: rng.int(below: scenario.sections[section].itemCount), section: section)
                    var size = incremental.sections[section].itemSizes![indexPath.item]
                    // Taller or shorter only (the line breaks hold), wider or narrower (they move), or both.
                    switch rng.int(below: 3) {
                    case 0: size.height = rng.length(upTo: 120)
                    case 1: size.width = rng.length(upTo: 160)
                    default: size = RandomFlowLayouts.randomItemSize(&rng)
                    }
                    incremental.setSize(size, forItemAt: indexPath)
                    full.setSize(size, forItemAt: indexPath)
                }
                let before = incremental.flowLayout.counters.elementsRecomputed
                incremental.layoutIfNeeded()
                full.layoutIfNeeded()
                Self.expectTwinsAgree(incremental, full, "\(scenario), step \(step)")
                steps += 1
                if incremental.flowLayout.counters.elementsRecomputed - before < itemCount / 2 { resynchronised += 1 }
            }
        }
        #expect(steps > 300)
        #expect(resynchronised > steps / 3, "the realignment is used: \(resynchronised) of \(steps)")
    }

    @Test func selfSizingCorrectionsGiveTheFramesOfAFullRelayout() {
        var passes = 0
        for seed: UInt64 in 1...120 {
            let scenario = RandomFlowLayouts(seed: seed, selfSizing: true)
            let incremental = scenario.makeView(), full = scenario.makeView(invalidation: FullInvalidation())
            for pass in 0..<6 {
                let corrected = incremental.selfSizeVisibleCells()
                #expect(full.selfSizeVisibleCells() == corrected, "\(scenario), pass \(pass)")
                incremental.layoutIfNeeded()
                full.layoutIfNeeded()
                Self.expectTwinsAgree(incremental, full, "\(scenario), pass \(pass)")
                passes += 1
                if corrected == 0 { break }
            }
        }
        #expect(passes > 200)
    }

    @Test func batchUpdatesInLargeSectionsGiveTheFramesOfAFullRelayout() throws {
        var batches = 0, copied = 0
        for seed: UInt64 in 1...40 {
            var generator = SeededGenerator(seed: seed)
            // Up to a dozen blocks, so that runs of blocks move, heads of changed blocks move with
            // them and blocks are edited in place.
            let count = generator.int(in: 50...3_000)
            var rng = SplitMix64(seed: seed)
            let sections = [SimulatedCollectionView.Section.sized(RandomFlowLayouts.randomSizes(&rng, count: count)),
                            .sized(RandomFlowLayouts.randomSizes(&rng, count: generator.int(in: 0...40)))]
            func view(_ invalidation: any InvalidationStrategy) -> SimulatedCollectionView {
                let layout = FlowLayout(invalidationStrategy: invalidation)
                layout.scrollDirection = generator.chance(0.3) ? .horizontal : .vertical
                let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844), sections: sections)
                view.layoutIfNeeded()
                return view
            }
            let incremental = view(IncrementalInvalidation()), full = view(FullInvalidation())
            (full.layout as! FlowLayout).scrollDirection = incremental.flowLayout.scrollDirection
            full.layoutIfNeeded()
            var data = IdentifiedSections(sections: sections)
            for step in 0..<5 {
                let (update, after) = data.randomValidUpdate(changeCount: generator.int(in: 1...10), itemChangesOnly: generator.chance(0.8),
                                                             estimating: false, using: &generator)
                let before = incremental.flowLayout.counters.elementsRecomputed
                try incremental.performBatchUpdates(update.batch, resultingIn: after.sections)
                try full.performBatchUpdates(update.batch, resultingIn: after.sections)
                data = after
                Self.expectTwinsAgree(incremental, full, "seed \(seed), batch \(step): \(update.batch.changes)")
                batches += 1
                let items = after.sections.reduce(0) { $0 + $1.itemCount }
                if incremental.flowLayout.counters.elementsRecomputed - before < items / 2 { copied += 1 }
            }
        }
        #expect(batches == 200)
        #expect(copied > batches / 3, "unchanged lines are copied: \(copied) of \(batches)")
    }

    /// 2,000 items of one height in a 390-point line, 3 to a line; one item in the first line
    /// grows 30 points taller: only its line is laid out again (3 items), every later line moves
    /// down 30 points.
    @Test func aTallerItemNearTheTopMovesTheRestWithoutRecomputingIt() {
        let sizes = ContiguousArray((0..<2_000).map { _ in Size(width: 120, height: 50) })
        let (layout, view) = preparedFlow(width: 390, sections: [.sized(Array(sizes))]) { _ in }
        let before = layout.allElements
        let recomputed = layout.counters.elementsRecomputed
        view.setSize(Size(width: 120, height: 80), forItemAt: IndexPath(item: 1, section: 0))
        view.layoutIfNeeded()
        #expect(layout.counters.elementsRecomputed - recomputed == 3)
        let after = layout.allElements
        #expect(after[1].frame == Rect(x: before[1].frame.minX, y: 0, width: 120, height: 80))
        #expect(after[0].frame.minY == 15, "centred in the 80-point line")
        for index in 3..<after.count {
            let moved = before[index].frame
            #expect(after[index].frame == Rect(x: moved.minX, y: moved.minY + 30, width: moved.width, height: moved.height), "item \(index)")
        }
        #expect(layout.collectionViewContentSize.height == 50 * 667 + 10 * 666 + 30)
    }
}
