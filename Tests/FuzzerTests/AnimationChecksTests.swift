import LayoutEngine
import Testing
@testable import FuzzCore
@testable import Workloads

/// The animated-update checks (docs/batch-updates.md): an inserted item's initial attributes are
/// its own, at its new frame, faded; the waterfall sample fades its section header instead of item 0.
@Suite struct AnimationChecksTests {
    /// One section with a header of no height (the sample keeps it as an element, and no item can
    /// cover it) and two items, all visible, then item 0 inserted in front.
    func insertingItem0(engine: String) throws -> LayoutCase.Outcome {
        var section = SimulatedCollectionView.Section(itemCount: 2, itemSizes: [Size(width: 100, height: 50), Size(width: 100, height: 60)])
        section.headerSize = Size(width: 300, height: 0)
        var after = section
        after.itemCount = 3
        after.itemSizes = [Size(width: 100, height: 40), Size(width: 100, height: 50), Size(width: 100, height: 60)]
        let insert = RandomBatchUpdate(batch: BatchUpdate([.insertItem(IndexPath(item: 0, section: 0))]), itemsBefore: [[0, 1]],
                                       itemCountsAfter: [3], itemsAfter: [[2, 0, 1]], corruption: nil)
        let scenario = Scenario(engine: engine, container: .init(width: 300, height: 600), sections: [section])
        let step = LayoutStep(operation: .batchUpdate(insert, sectionsAfter: [after], order: .polite), extraQuery: .zero)
        #expect(step.operation.isValidInput(on: [section]))
        return try LayoutCase.replay(scenario: scenario, steps: [step], registry: .builtIn, strictly: true)
    }

    @Test func theWaterfallAnimatesAsDocumented() throws {
        let outcome = try insertingItem0(engine: "waterfall")
        #expect(outcome.failure == nil, "\(outcome.failure.map { "\($0.failure.check): \($0.failure.message)" } ?? "")")
        #expect(outcome.checkCounts[.animatedUpdates] == 4)
    }

    @Test func theWaterfallSampleFadesItsHeaderForItem0() throws {
        let failure = try #require(try insertingItem0(engine: "waterfall-sample").failure)
        #expect(failure.failure.check == .kind(.animatedUpdates))
        #expect(failure.failure.message.contains("supplementary(header)"), "\(failure.failure.message)")
    }

    /// A flow of ten 100 × 50 items, one per line in a 100-point container 120 tall, scrolled to
    /// y = 100 (items 2 to 4 visible, item 2 at the top of the screen); deleting item 0 moves item 2
    /// to y = 50, so the offset that keeps it in place is y = 50 (by hand, docs/batch-updates.md).
    @Test func theTargetOffsetKeepsTheFirstVisibleSurvivorInPlace() throws {
        var settings = Scenario.LayoutSettings()
        settings[.itemSize] = Size(width: 100, height: 50)
        settings[.minimumLineSpacing] = 0
        let scenario = Scenario(engine: "flow", container: .init(width: 100, height: 120), layout: settings,
                                sections: [SimulatedCollectionView.Section(itemCount: 10)])
        let (view, layout) = try scenario.makeCollectionView(registry: .builtIn)
        view.scroll(to: Point(x: 0, y: 100))
        view.layoutIfNeeded()
        let boundsBefore = view.bounds, visibleBefore = view.visibleElements()
        var trace = try view.performBatchUpdates(BatchUpdate([.deleteItem(IndexPath(item: 0, section: 0))]),
                                                 resultingIn: [SimulatedCollectionView.Section(itemCount: 9)])
        #expect(trace.targetContentOffset == Point(x: 0, y: 50))
        func check() throws {
            try AnimationChecks.targetOffsetKeepsAVisibleSurvivor(trace, boundsBefore: boundsBefore, visibleBefore: visibleBefore,
                                                                  elementsAfter: layout.allElements,
                                                                  contentSizeAfter: layout.collectionViewContentSize,
                                                                  direction: .vertical, tolerance: 0, name: "flow")
        }
        try check()
        trace.targetContentOffset = Point(x: 0, y: 100)
        #expect(throws: CheckFailure.self) { try check() }
        trace.targetContentOffset = Point(x: 3, y: 50)
        #expect(throws: CheckFailure.self) { try check() }
    }
}
