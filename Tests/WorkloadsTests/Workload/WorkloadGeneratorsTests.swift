import LayoutEngine
import Testing
@testable import Workloads

@Suite struct WorkloadGeneratorsTests {
    @Test func rotationsAlternateBetweenPortraitAndLandscape() {
        let workload = Workload.rotations(WorkloadFixtures.flow(items: 10), count: 4)
        #expect(workload.kind == .rotation)
        #expect(workload.steps == [.setBounds(Size(width: 844, height: 390)), .setBounds(Size(width: 390, height: 844)),
                                   .setBounds(Size(width: 844, height: 390)), .setBounds(Size(width: 390, height: 844))])
    }

    @Test func splitViewWalksTheWidthsForwardAndBack() {
        let workload = Workload.splitViewResizes(WorkloadFixtures.flow(items: 10), count: 10)
        let widths = workload.steps.map { step -> Double in
            guard case .setBounds(let size) = step, size.height == 1366 else { return -1 }
            return size.width
        }
        #expect(widths == [1024, 694, 507, 375, 320, 375, 507, 694, 1024, 694])
    }

    @Test func scrollWorkloadsAreFramesOnTheTrack() {
        let scenario = WorkloadFixtures.flow(items: 3_000)
        let track = WorkloadFixtures.track(items: 3_000)
        let steady = Workload.steadyScroll(scenario, track: track, speed: 1_200, frameRate: .hz120, frameLimit: 500)
        #expect(steady.kind == .scroll && steady.name == "steady-1200pts-120hz" && steady.steps.count == 500)
        #expect(steady.steps[0] == .scroll(to: Point(x: 0, y: 10)))
        let flings = Workload.flings(scenario, track: track, frameCount: 700, seed: 4)
        #expect(flings.name == "flings-normal-60hz" && flings.steps.count == 700)
        #expect(flings == Workload.flings(scenario, track: track, frameCount: 700, seed: 4))
        #expect(flings != Workload.flings(scenario, track: track, frameCount: 700, seed: 5))
        #expect(Workload.backAndForth(scenario, track: track, frameCount: 321).steps.count == 321)
        #expect(Workload.jumps(scenario, track: track, count: 33, seed: 1).steps.count == 33)
    }

    @Test func batchWorkloadsAreDeterministic() {
        let scenario = WorkloadFixtures.flow(items: 5_000, sections: 4)
        let first = Workload.randomBatches(scenario, batchCount: 10, changesPerBatch: 50, seed: 3)
        #expect(first.kind == .batch && first.steps.count == 10)
        #expect(first == Workload.randomBatches(scenario, batchCount: 10, changesPerBatch: 50, seed: 3))
        #expect(first != Workload.randomBatches(scenario, batchCount: 10, changesPerBatch: 50, seed: 4))
    }

    /// At a million items the generators need only counts and the content's length: 10,000 frames
    /// and 100 valid batches whose counts follow from each other. (How long they take is a
    /// benchmark's business, not a unit test's.)
    @Test func aMillionItems() throws {
        let scenario = WorkloadFixtures.flow(items: 1_000_000)
        let track = WorkloadFixtures.track(items: 1_000_000)
        let flings = Workload.flings(scenario, track: track, frameRate: .hz120, frameCount: 10_000, seed: 1)
        let batches = Workload.randomBatches(scenario, batchCount: 100, changesPerBatch: 100, seed: 1)
        #expect(flings.steps.count == 10_000 && batches.steps.count == 100)
        var counts = [1_000_000]
        for case .batchUpdate(let batch) in batches.steps {
            counts = try batch.validated(itemCountsBefore: counts).itemCountsAfter
        }
        #expect(counts[0] > 990_000)
    }
}
