import LabSupport
import Testing
import Workloads
@testable import LayoutEngine

/// Sections of thousands of items, so that their lines span many blocks of
/// `MeasuredFlowLines.blockCapacity` items: batches, resized items and scrolled self-sizing
/// passes split, merge, replace and move blocks, and after each step the incremental layout must
/// match a twin under full invalidation within the stated tolerance, both query strategies must
/// answer exactly on its own frames, and the blocks must stay few (the invariants of
/// `MeasuredFlowLines` run after every prepare in this debug build).
@Suite struct FlowBlockStorageTests {
    @Test func largeSectionsThroughManyChangesMatchAFullRelayout() throws {
        var steps = 0, moved = 0
        for seed: UInt64 in 1...12 {
            var generator = SeededGenerator(seed: 0xB10C_0000 + seed)
            var rng = SplitMix64(seed: seed)
            let count = generator.int(in: 1_500...5_000)
            let sections = [SimulatedCollectionView.Section.sized(RandomFlowLayouts.randomSizes(&rng, count: count)),
                            .sized(RandomFlowLayouts.randomSizes(&rng, count: generator.int(in: 0...600)))]
            let horizontal = generator.chance(0.3)
            func view(_ invalidation: any InvalidationStrategy, _ query: any QueryStrategy) -> SimulatedCollectionView {
                let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
                layout.scrollDirection = horizontal ? .horizontal : .vertical
                let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844), sections: sections)
                view.layoutIfNeeded()
                return view
            }
            let incremental = view(IncrementalInvalidation(), BinarySearchQuery())
            let full = view(FullInvalidation(), LinearScanQuery())
            var data = IdentifiedSections(sections: sections)
            for step in 0..<20 {
                let context = "seed \(seed), step \(step)"
                let before = incremental.flowLayout.counters.elementsRecomputed
                if generator.chance(0.6) {
                    let (update, after) = data.randomValidUpdate(changeCount: generator.int(in: 1...12),
                                                                 itemChangesOnly: generator.chance(0.85),
                                                                 estimating: false, using: &generator)
                    try incremental.performBatchUpdates(update.batch, resultingIn: after.sections)
                    try full.performBatchUpdates(update.batch, resultingIn: after.sections)
                    data = after
                } else {
                    // Resized items: some keep their line breaks, some move them.
                    for _ in 0..<generator.int(in: 1...6) {
                        let sized = incremental.sections.indices.filter { (incremental.sections[$0].itemSizes?.count ?? 0) > 0 }
                        guard let section = sized.isEmpty ? nil : sized[generator.int(in: 0..<sized.count)] else { continue }
                        let item = generator.int(in: 0..<incremental.sections[section].itemSizes!.count)
                        let size = RandomFlowLayouts.randomSizes(&rng, count: 1)[0]
                        incremental.setSize(size, forItemAt: IndexPath(item: item, section: section))
                        full.setSize(size, forItemAt: IndexPath(item: item, section: section))
                    }
                    incremental.layoutIfNeeded()
                    full.layoutIfNeeded()
                    data = IdentifiedSections(sections: incremental.sections)
                }
                FlowLayoutResynchronisingTests.expectTwinsAgree(incremental, full, context)
                let items = incremental.sections.reduce(0) { $0 + $1.itemCount }
                if incremental.flowLayout.counters.elementsRecomputed - before < items / 4 { moved += 1 }
                steps += 1
                // Blocks stay within twice what a fresh layout makes.
                for section in incremental.flowLayout.geometry.sections where section.uniform == nil {
                    #expect(!section.measured.isFragmented, "\(context): \(section.measured.blocks.count) blocks")
                }
                expectQueriesExact(incremental.flowLayout, &generator, context)
            }
        }
        #expect(steps == 240)
        #expect(moved > steps / 2, "most changes move blocks rather than lay them out: \(moved) of \(steps)")
    }

    /// Both strategies answer exactly the brute-force filter of the layout's own frames, for rects
    /// across the content, at block boundaries and beyond its ends.
    private func expectQueriesExact(_ layout: FlowLayout, _ generator: inout SeededGenerator, _ context: String) {
        let elements = layout.allElements
        let content = layout.collectionViewContentSize
        let binary = layout.queryStrategy
        for _ in 0..<8 {
            let x = generator.double(in: -50...(content.width + 50)), y = generator.double(in: -50...(content.height + 50))
            let rect = Rect(x: x, y: y, width: generator.double(in: 0...900), height: generator.double(in: 0...900))
            let expected = elements.filter { rect.intersects($0.frame) }
            #expect(layout.layoutAttributesForElements(in: rect) == expected, "\(context): binary \(rect)")
            layout.queryStrategy = LinearScanQuery()
            #expect(layout.layoutAttributesForElements(in: rect) == expected, "\(context): linear \(rect)")
            layout.queryStrategy = binary
        }
    }
}
