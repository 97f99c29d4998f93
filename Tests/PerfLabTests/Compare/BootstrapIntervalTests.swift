import LabSupport
import Testing
@testable import PerfLab
import Workloads

@Suite struct BootstrapIntervalTests {
    static let old: [Double] = [100, 98, 103, 101, 99]

    @Test func theSameSeedGivesTheSameInterval() {
        let new = Self.old.map { $0 * 1.1 }.reversed().map { $0 }
        let first = BootstrapInterval.ratioOfMedians(old: Self.old, new: new, seed: 42)
        let second = BootstrapInterval.ratioOfMedians(old: Self.old, new: new, seed: 42)
        #expect(first == second)
        #expect(first.resamples >= 2_000)
        #expect(first.confidence == 0.95)
    }

    /// NEW is exactly 1.3 × OLD, in another order: the estimate is 1.3 and the interval holds it,
    /// within the extremes a ratio of these medians can reach.
    @Test func theIntervalContainsTheTrueRatio() {
        let new = [Self.old[3], Self.old[0], Self.old[4], Self.old[1], Self.old[2]].map { $0 * 1.3 }
        let interval = BootstrapInterval.ratioOfMedians(old: Self.old, new: new)
        #expect(abs(interval.estimate - 1.3) < 1e-12)
        #expect(interval.contains(1.3))
        #expect(interval.lower >= 1.3 * 98 / 103 && interval.upper <= 1.3 * 103 / 98)
        #expect(interval.lower > 1.2)
    }

    /// Random runs with ±3% noise around a 1.25 ratio: 20 runs a side pin it down.
    @Test func randomRunsAroundAKnownRatio() {
        for seed: UInt64 in 1...5 {
            var generator = SeededGenerator(seed: seed)
            let old = (0..<20).map { _ in 1_000 * generator.double(in: 0.97...1.03) }
            let new = (0..<20).map { _ in 1_250 * generator.double(in: 0.97...1.03) }
            let interval = BootstrapInterval.ratioOfMedians(old: old, new: new)
            #expect(interval.contains(1.25), "seed \(seed): \(interval)")
            #expect(interval.upper - interval.lower < 0.08, "seed \(seed): \(interval)")
        }
    }

    @Test func identicalSidesGiveAnIntervalAroundOne() {
        let interval = BootstrapInterval.ratioOfMedians(old: Self.old, new: Self.old)
        #expect(interval.estimate == 1)
        #expect(interval.contains(1))
        #expect(interval.lower >= 98.0 / 103 && interval.upper <= 103.0 / 98)
    }

    @Test func quantilesInterpolateBetweenOrderStatistics() {
        func quantile(_ q: Double, _ values: [Double]) -> Double {
            var values = values
            return BootstrapInterval.quantile(q, of: &values)
        }
        #expect(quantile(0.5, [4, 1, 3, 2]) == 2.5)
        #expect(quantile(0, [4, 1, 3, 2]) == 1)
        #expect(quantile(1, [4, 1, 3, 2]) == 4)
        #expect(quantile(0.3, [7]) == 7)
        #expect(abs(quantile(0.025, (0...100).reversed().map(Double.init)) - 2.5) < 1e-12)
    }

    /// Selection against the definition on a sorted copy, with many ties and none.
    @Test func quantilesBySelectionMatchSorting() {
        var generator = SeededGenerator(seed: 12)
        for round in 0..<200 {
            let count = generator.int(in: 1...300)
            let levels = round % 2 == 0 ? 5 : 1_000_000
            let values = (0..<count).map { _ in Double(generator.int(in: 0..<levels)) }
            let sorted = values.sorted()
            for q in [0, 0.025, 0.5, 0.975, 1, generator.unit()] {
                let position = Double(count - 1) * q, below = Int(position)
                let expected = below + 1 < count
                    ? sorted[below] + (position - Double(below)) * (sorted[below + 1] - sorted[below]) : sorted[below]
                var scratch = values
                #expect(BootstrapInterval.quantile(q, of: &scratch) == expected, "seed 12, round \(round), q \(q)")
            }
        }
    }

    @Test func medians() {
        #expect(Median.of([3, 1, 2]) == 2)
        #expect(Median.of([4, 1, 3, 2]) == 2.5)
        #expect(Median.of([7]) == 7)
    }
}
