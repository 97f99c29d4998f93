import LayoutEngine
import Testing
@testable import FuzzCore
@testable import Workloads

/// The stale-query check (docs/fuzzing.md): a query between a batch's invalidation and its layout
/// pass answers for the old data, in any order (UIKit does not read an answer's order).
@Suite struct StaleQueryCheckTests {
    /// A batch deleting item 0 of a ten-item flow, and the answer a query gave before it.
    func deletion() throws -> (trace: SimulatedCollectionView.BatchUpdateTrace, visibleBefore: [LayoutAttributes]) {
        var settings = Scenario.LayoutSettings()
        settings[.itemSize] = Size(width: 100, height: 50)
        let scenario = Scenario(engine: "flow", container: .init(width: 100, height: 120), layout: settings,
                                sections: [SimulatedCollectionView.Section(itemCount: 10)])
        let (view, _) = try scenario.makeCollectionView(registry: .builtIn)
        let visibleBefore = view.visibleElements()
        let trace = try view.performBatchUpdates(BatchUpdate([.deleteItem(IndexPath(item: 0, section: 0))]),
                                                 resultingIn: [SimulatedCollectionView.Section(itemCount: 9)])
        return (trace, visibleBefore)
    }

    @Test func theOldAnswerInAnotherOrderPasses() throws {
        var (trace, visibleBefore) = try deletion()
        #expect(visibleBefore.count >= 2)
        trace.staleQueryAnswer = visibleBefore.reversed()
        try BatchChecks.staleQueryAnswersTheOldData(trace, visibleBefore: visibleBefore, name: "flow")
    }

    @Test func anAnswerWithAnElementMovedFails() throws {
        var (trace, visibleBefore) = try deletion()
        var moved = visibleBefore
        moved[0].frame.origin.y += 1
        trace.staleQueryAnswer = moved
        #expect(throws: CheckFailure.self) { try BatchChecks.staleQueryAnswersTheOldData(trace, visibleBefore: visibleBefore, name: "flow") }
        trace.staleQueryAnswer = Array(visibleBefore.dropLast())
        #expect(throws: CheckFailure.self) { try BatchChecks.staleQueryAnswersTheOldData(trace, visibleBefore: visibleBefore, name: "flow") }
    }
}
