import Foundation
import Testing
@testable import PerfLab

@Suite struct SplitFloorTests {
    /// Hand-computed: runs 1, 2, 3 | 4, 5, 6 split every way into groups of three (20 splits, each
    /// with its mirror). The 95th percentile of |log ratio| is the largest, 5 / 2 (the splits
    /// {1, 2, 3} and {4, 5, 6}), so the floor is 1.5; at the 50th percentile it is the 10th of the
    /// sorted deviations.
    @Test func quantileOfEverySplit() {
        let floor = SplitFloor.floor([1, 2, 3], [4, 5, 6])
        #expect(abs(floor - 1.5) < 1e-12)
        // The ten distinct splits' ratios median(rest) / median(chosen), as |log|, sorted.
        var deviations: [Double] = []
        let values: [Double] = [1, 2, 3, 4, 5, 6]
        for a in 0..<6 { for b in (a + 1)..<6 { for c in (b + 1)..<6 {
            let chosen = [values[a], values[b], values[c]]
            let rest = values.filter { !chosen.contains($0) }
            deviations.append(abs(log(Median.of(rest) / Median.of(chosen))))
        } } }
        deviations.sort()
        #expect(abs(SplitFloor.floor([1, 2, 3], [4, 5, 6], quantile: 0.5) - (exp(deviations[9]) - 1)) < 1e-12)
    }

    /// One wild run (a process twice as slow) does not set the floor: medians of splits hardly
    /// move, while the A/A bootstrap interval's end, schema 1's floor, reaches far.
    @Test func oneWildRunDoesNotSetTheFloor() {
        let steady: [Double] = [100, 101, 99, 100, 102], wild: [Double] = [100, 98, 101, 100, 200]
        #expect(SplitFloor.floor(steady, wild) < 0.03)
        let interval = BootstrapInterval.ratioOfMedians(old: steady, new: wild)
        #expect(interval.upper - 1 > 0.5 || SplitFloor.floor(steady, wild) < interval.upper - 1)
    }

    /// Above `maximumSplits` ways (C(24, 12) here) the splits are drawn, seeded: the same runs give
    /// the same floor.
    @Test func drawnSplitsAreSeeded() {
        let a = (0..<12).map { 100 + Double($0 % 5) }, b = (0..<12).map { 101 + Double($0 % 7) }
        #expect(SplitFloor.floor(a, b) == SplitFloor.floor(a, b))
        #expect(SplitFloor.floor(a, b) > 0 && SplitFloor.floor(a, b) < 0.1)
    }
}
