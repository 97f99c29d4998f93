import Foundation
import LabSupport

/// How far the ratio of medians of a build compared with itself strays: the distribution of
/// median(second) / median(first) over the ways of splitting one build's runs into two groups,
/// and a high quantile of it as the noise floor.
///
/// The runs of an A/A measurement are runs of one build, so any split of the pooled runs into
/// groups of the two sides' sizes is an A/A comparison that could have happened. Over every split
/// (or `maximumSplits` seeded random ones when there are more), the floor is the `quantile` of
/// |log ratio| taken back to a fraction: the change a build compared with itself shows in only
/// 5% of comparisons of that many runs. A quantile rather than the largest split, and the point
/// estimate rather than an interval's end: the largest of a few hundred splits is the luckiest
/// separation of the runs, and an interval's end already holds the noise the comparison's own test
/// accounts for, so flagging only beyond it would count the noise twice (the floors of 10% to
/// 120% that let a +10% slowdown through on 21 of 24 benchmarks; docs/perflab-compare.md).
enum SplitFloor {
    /// The quantile of the split distribution taken as the floor.
    static let quantile = 0.95
    /// Above this many ways to split, that many seeded random splits.
    static let maximumSplits = 2_000
    static let seed: UInt64 = 0x5B1_17F1

    /// The floor (a fraction: 0.04 is 4%) of runs `first` and `second` of one build.
    /// - Precondition: both non-empty, every value positive and finite.
    /// - Complexity: O(s · n log n) for s splits of n runs.
    static func floor(_ first: [Double], _ second: [Double], quantile: Double = quantile) -> Double {
        precondition(!first.isEmpty && !second.isEmpty, "a split floor needs runs on both sides")
        precondition((first + second).allSatisfy { $0 > 0 && $0.isFinite }, "a split floor needs positive, finite times")
        let pooled = first + second
        var deviations: [Double] = []
        forEachSplit(of: pooled.count, firstCount: first.count) { chosen in
            var a: [Double] = [], b: [Double] = []
            for index in pooled.indices { if chosen[index] { a.append(pooled[index]) } else { b.append(pooled[index]) } }
            deviations.append(abs(log(Median.of(b) / Median.of(a))))
        }
        deviations.sort()
        let rank = Swift.min(deviations.count - 1, Int((quantile * Double(deviations.count)).rounded(.up)) - 1)
        return exp(deviations[Swift.max(0, rank)]) - 1
    }

    /// Calls `body` with a mask of the `firstCount` indices of `0..<count` in the first group: for
    /// every combination when there are at most `maximumSplits`, else for that many seeded random
    /// ones (a partial Fisher–Yates shuffle each).
    private static func forEachSplit(of count: Int, firstCount: Int, _ body: ([Bool]) -> Void) {
        if combinations(count, firstCount) <= Double(maximumSplits) {
            var chosen = Array(0..<firstCount)
            while true {
                var mask = [Bool](repeating: false, count: count)
                for index in chosen { mask[index] = true }
                body(mask)
                // The next combination in lexicographic order, or the end.
                var position = firstCount - 1
                while position >= 0 && chosen[position] == count - firstCount + position { position -= 1 }
                guard position >= 0 else { return }
                chosen[position] += 1
                for next in (position + 1)..<firstCount { chosen[next] = chosen[next - 1] + 1 }
            }
        }
        var generator = SeededGenerator(seed: seed)
        var order = Array(0..<count)
        for _ in 0..<maximumSplits {
            for index in 0..<firstCount { order.swapAt(index, generator.int(in: index..<count)) }
            var mask = [Bool](repeating: false, count: count)
            for index in order.prefix(firstCount) { mask[index] = true }
            body(mask)
        }
    }

    /// C(n, k) as a double (it only decides enumeration against sampling).
    private static func combinations(_ n: Int, _ k: Int) -> Double {
        var result = 1.0
        for i in 0..<Swift.min(k, n - k) { result = result * Double(n - i) / Double(i + 1) }
        return result
    }
}
