import Testing
@testable import LayoutEngine

/// Every query strategy answers exactly as a brute-force filter over all the elements with
/// `Rect.intersects`: the same elements, in canonical order.
@Suite struct QueryStrategyAgreementTests {
    static let layoutCount: UInt64 = 320
    static let queriesPerLayout = 40

    @Test func strategiesAgreeWithBruteForceOnRandomLayouts() {
        var queries = 0, nonEmptyAnswers = 0, unorderedLayouts = 0
        for seed in 1...Self.layoutCount {
            let scenario = RandomFlowLayouts(seed: seed)
            let linear = scenario.makeView(query: LinearScanQuery()).flowLayout
            let binary = scenario.makeView(query: BinarySearchQuery()).flowLayout
            let elements = linear.allElements
            let context = scenario.description
            #expect(binary.allElements == elements, "\(context)")
            if !binary.geometry.isOrderedAlongScrollDirection { unorderedLayouts += 1 }
            var rng = SplitMix64(seed: seed ^ 0xA5A5_A5A5)
            let rects = randomQueryRects(&rng, elements: elements, contentSize: linear.collectionViewContentSize,
                                         count: Self.queriesPerLayout)
            for (index, rect) in rects.enumerated() {
                let expected = elements.filter { rect.intersects($0.frame) }
                let fromLinear = linear.layoutAttributesForElements(in: rect)
                let fromBinary = binary.layoutAttributesForElements(in: rect)
                #expect(fromLinear == expected, "\(context), query \(index) \(rect)")
                #expect(fromBinary == expected, "\(context), query \(index) \(rect)")
                queries += 1
                if !expected.isEmpty { nonEmptyAnswers += 1 }
            }
        }
        // The sample is not degenerate: most layouts have answers, and both index modes are used.
        #expect(queries == Int(Self.layoutCount) * Self.queriesPerLayout)
        #expect(nonEmptyAnswers > queries / 3)
        #expect(unorderedLayouts > 50)
        #expect(unorderedLayouts < Int(Self.layoutCount) - 50)
    }

    @Test func infiniteQueryReturnsEveryElement() {
        for seed: UInt64 in 1...100 {
            let scenario = RandomFlowLayouts(seed: seed)
            for strategy in QueryStrategies.all {
                let layout = scenario.makeView(query: strategy).flowLayout
                #expect(layout.layoutAttributesForElements(in: .infinite) == layout.allElements, "\(scenario), \(strategy.name)")
            }
        }
    }

    @Test func countersRecordQueriesAndTheBinarySearchExaminesFewer() {
        // 1000 uniform items (ordered): a viewport-sized query touches a handful of lines.
        let sections = [SimulatedCollectionView.Section(itemCount: 1_000)]
        let linear = preparedFlow(width: 200, sections: sections) { $0.queryStrategy = LinearScanQuery() }.layout
        let binary = preparedFlow(width: 200, sections: sections) { $0.queryStrategy = BinarySearchQuery() }.layout
        let viewport = Rect(x: 0, y: 3_000, width: 200, height: 300)
        #expect(linear.layoutAttributesForElements(in: viewport) == binary.layoutAttributesForElements(in: viewport))
        #expect(linear.counters.queries == 1 && binary.counters.queries == 1)
        #expect(linear.counters.elementsExamined == 1_000)
        // Lines 60 apart: those overlapping y 3000…3300 are 50 (3000…3050) … 54; 5 lines of 3.
        #expect(binary.counters.elementsExamined == 15)
    }

    @Test func switchingTheStrategyRebuildsTheIndex() {
        // An unordered layout: individually sized items of different heights, centred in their lines.
        let sizes = (0..<60).map { (item: Int) -> Size in
            let width = 20 + item % 7 * 9, height = 10 + item % 5 * 13
            return Size(width: Double(width), height: Double(height))
        }
        let layout = preparedFlow(width: 300, sections: [.sized(sizes), .init(itemCount: 20)]) {
            $0.queryStrategy = LinearScanQuery()
            $0.headerReferenceSize = Size(width: 0, height: 25)
        }.layout
        #expect(!layout.geometry.isOrderedAlongScrollDirection)
        let rect = Rect(x: 0, y: 0, width: 10_000, height: 300)
        let before = layout.layoutAttributesForElements(in: rect)
        layout.queryStrategy = BinarySearchQuery()
        #expect(layout.queryStrategy.name == "binary")
        #expect(layout.layoutAttributesForElements(in: rect) == before)
        #expect(before == layout.allElements.filter { rect.intersects($0.frame) })
    }

    @Test func strategiesAreFoundByName() {
        #expect(QueryStrategies.names == ["linear", "binary"])
        #expect(QueryStrategies.named("binary")?.name == "binary")
        #expect(QueryStrategies.named("linear")?.name == "linear")
        #expect(QueryStrategies.named("quadtree") == nil)
    }
}
