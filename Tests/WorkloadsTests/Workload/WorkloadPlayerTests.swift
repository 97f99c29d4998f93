import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

@Suite struct WorkloadPlayerTests {
    @Test func eachStepDoesWhatItSays() throws {
        let scenario = WorkloadFixtures.flow(items: 300, perItemSizes: true)
        let batch = WorkloadBatch(BatchUpdate([.deleteItem(IndexPath(item: 0, section: 0))]), dataSeed: 0)
        let workload = Workload(name: "by hand", kind: .mixed, scenario: scenario, steps: [
            .scroll(to: Point(x: 0, y: 500)), .setBounds(DeviceSizes.iPhoneLandscape),
            .query(Rect(x: 0, y: 0, width: 390, height: 100)), .batchUpdate(batch), .selfSizeVisibleCells,
        ])
        let (view, _) = try workload.makeCollectionView(registry: .builtIn)
        let (reference, _) = try workload.makeCollectionView(registry: .builtIn)
        var player = WorkloadPlayer(workload, view: view)

        let scroll = try #require(try player.prepareNext())
        #expect(scroll.index == 0 && player.nextStepIndex == 1)
        #expect(view.bounds.origin == .zero)  // preparing does nothing to the view
        reference.scroll(to: Point(x: 0, y: 500))
        #expect(player.apply(scroll) == reference.visibleElements().count)
        #expect(view.bounds == Rect(x: 0, y: 500, width: 390, height: 844))

        let rotate = try #require(try player.prepareNext())
        player.apply(rotate)
        #expect(view.bounds == Rect(x: 0, y: 500, width: 844, height: 390))

        let query = try #require(try player.prepareNext())
        reference.setBounds(Rect(x: 0, y: 500, width: 844, height: 390))
        reference.layoutIfNeeded()
        #expect(player.apply(query) == reference.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 100)).count)

        let update = try #require(try player.prepareNext())
        #expect(view.sections[0].itemCount == 300)  // the data changes only when the step is applied
        player.apply(update)
        #expect(view.sections[0].itemCount == 299)
        #expect(view.sections[0].itemSizes == ContiguousArray(scenario.sections[0].itemSizes!.dropFirst()))

        let selfSize = try #require(try player.prepareNext())
        #expect(player.apply(selfSize) == 0)  // no preferred sizes: nothing to correct
        #expect(try player.prepareNext() == nil)
        #expect(player.nextStepIndex == 5)
    }

    /// A batch is prepared against the view's data: a view changed behind the player's back is
    /// reported, with the step.
    @Test func aBatchThatNoLongerFitsIsReported() throws {
        let scenario = WorkloadFixtures.flow(items: 10)
        let batch = WorkloadBatch(BatchUpdate([.deleteItem(IndexPath(item: 9, section: 0))]), dataSeed: 0)
        let workload = Workload(name: "late", kind: .batch, scenario: scenario, steps: [.batchUpdate(batch)])
        let (view, _) = try workload.makeCollectionView(registry: .builtIn)
        view.removeLastItems(5, fromSection: 0)
        var player = WorkloadPlayer(workload, view: view)
        #expect(throws: LabError.self) { try player.prepareNext() }
        do {
            _ = try WorkloadPlayer(workload, view: view).prepareNextCopy()
        } catch {
            #expect(error.message.hasPrefix("workload late, step 0: invalid batch update (rule 4)"))
        }
    }

    /// Batches replay to the same data and the same layout on every fresh view.
    @Test func batchWorkloadsReplayIdentically() throws {
        let scenario = WorkloadFixtures.flow(items: 1_000, sections: 3, perItemSizes: true)
        let workload = Workload.randomBatches(scenario, batchCount: 12, changesPerBatch: 30, seed: 77)
        let (first, _) = try workload.makeCollectionView(registry: .builtIn)
        let (second, _) = try workload.makeCollectionView(registry: .builtIn)
        try workload.play(on: first)
        try workload.play(on: second)
        #expect(first.sections == second.sections)
        #expect(first.sections != scenario.sections)
        #expect(first.everyElement == second.everyElement)
        // The items moved around carry their sizes: every width is still one the scenario had.
        let widths = Set(scenario.sections.flatMap { $0.itemSizes! }.map(\.width))
        #expect(first.sections.allSatisfy { $0.itemSizes!.allSatisfy { widths.contains($0.width) } })
    }

    @Test func selfSizingCorrectsCellsAsTheyAppear() throws {
        let scenario = WorkloadFixtures.flow(items: 600, estimating: true)
        let workload = Workload.selfSizingScroll(scenario, track: try ScrollTrack(measuring: scenario, registry: .builtIn), speed: 3_000, frameLimit: 40)
        #expect(workload.kind == .selfSizing && workload.steps.count == 80)
        let (view, _) = try workload.makeCollectionView(registry: .builtIn)
        var player = WorkloadPlayer(workload, view: view)
        var corrections = 0
        while let step = try player.prepareNext() {
            let count = player.apply(step)
            if case .selfSizeVisibleCells = workload.steps[step.index] { corrections += count }
        }
        #expect(corrections > 20)
    }
}

extension WorkloadPlayer {
    /// `prepareNext()` on a copy, for a test that wants the error itself.
    fileprivate func prepareNextCopy() throws(LabError) -> PreparedStep? {
        var copy = self
        return try copy.prepareNext()
    }
}
