import Foundation

/// The two-sided Mann–Whitney U test (the Wilcoxon rank-sum test) of two independent samples:
/// could both have come from one distribution, or does one tend to give larger values?
///
/// `compare` applies it to per-process run medians, never to the samples inside one process
/// (those are not independent; see docs/perflab-compare.md).
///
/// - Exact when `firstCount * secondCount <= exactLimit`: the p-value is counted over every way
///   of splitting the pooled ranks into the two samples (a dynamic programme over rank sums, on
///   the actual mid-ranks, so ties are handled exactly too).
/// - Otherwise the normal approximation with the tie correction and a continuity correction of ½.
struct MannWhitneyU: Hashable, Sendable {
    enum Method: String, Hashable, Sendable {
        case exact, normal
    }

    /// Up to this many pairs (`n1 * n2`) the p-value is exact.
    static let exactLimit = 400

    /// U of the first sample: the pairs (x from the first, y from the second) with x > y, a tie
    /// counting ½. The second sample's U is `firstCount * secondCount - u`.
    let u: Double
    let firstCount: Int
    let secondCount: Int
    /// The two-sided p-value: the probability, if both samples came from one distribution, of a
    /// rank sum at least as far from its mean as the one observed.
    let pValue: Double
    let method: Method

    /// Tests `first` against `second`.
    /// - Precondition: neither sample is empty, and no value is NaN.
    /// - Complexity: exact: O(N · min(n1, n2) · N²) with N = n1 + n2 (at most a few million steps
    ///   under `exactLimit`); normal: O(N log N).
    init(_ first: [Double], _ second: [Double]) {
        let ranks = PooledRanks(first, second)
        firstCount = first.count
        secondCount = second.count
        u = ranks.firstU
        if first.count * second.count <= Self.exactLimit {
            method = .exact
            pValue = Self.exactPValue(ranks)
        } else {
            method = .normal
            pValue = Self.normalPValue(ranks)
        }
    }

    /// The exact two-sided p-value, whatever the sample sizes.
    /// - Complexity: O(N · min(n1, n2) · N²), where N = n1 + n2.
    static func exactPValue(_ first: [Double], _ second: [Double]) -> Double {
        exactPValue(PooledRanks(first, second))
    }

    /// The normal approximation of the two-sided p-value, whatever the sample sizes.
    /// - Complexity: O(N log N), where N = n1 + n2.
    static func normalPValue(_ first: [Double], _ second: [Double]) -> Double {
        normalPValue(PooledRanks(first, second))
    }

    /// The smallest two-sided p-value the exact test can give for these sizes (samples fully
    /// separated, no ties): 2 / C(n1 + n2, n1), at most 1. Below alpha or nothing can be flagged.
    static func smallestPValue(firstCount: Int, secondCount: Int) -> Double {
        var splits = 1.0
        let small = min(firstCount, secondCount)
        for index in 0..<small {
            splits = splits * Double(firstCount + secondCount - index) / Double(index + 1)
        }
        return min(1, 2 / splits.rounded())
    }

    /// Counts, for every rank sum, the ways to pick the smaller sample's ranks from the pooled
    /// ones; the p-value is the share of ways at least as far from the mean as the observed sum.
    /// Doubled mid-ranks keep every quantity an integer, so "at least as far" is exact.
    private static func exactPValue(_ ranks: PooledRanks) -> Double {
        // The smaller sample keeps the table small; |W − E[W]| is the same for either sample.
        let useFirst = ranks.first.count <= ranks.second.count
        let picked = useFirst ? ranks.first.count : ranks.second.count
        let observed = useFirst ? ranks.first.reduce(0, +) : ranks.second.reduce(0, +)
        let all = (ranks.first + ranks.second).sorted()
        let total = all.count
        let maxSum = all.reduce(0, +)
        let width = maxSum + 1
        // ways[k * width + s]: the k-subsets of the ranks seen so far whose sum is s.
        var ways = [Double](repeating: 0, count: (picked + 1) * width)
        ways.withUnsafeMutableBufferPointer { ways in
            ways[0] = 1
            var seenSum = 0
            for (seen, rank) in all.enumerated() {
                seenSum += rank
                for k in stride(from: min(seen + 1, picked), through: 1, by: -1) {
                    let row = k * width, previous = (k - 1) * width - rank
                    var sum = seenSum
                    while sum >= rank {
                        ways[row + sum] += ways[previous + sum]
                        sum -= 1
                    }
                }
            }
        }
        // The mean of the doubled rank sum: picked · (N + 1).
        let mean = picked * (total + 1)
        let distance = abs(observed - mean)
        var extreme = 0.0, splits = 0.0
        let row = picked * width
        for sum in 0...maxSum where ways[row + sum] != 0 {
            splits += ways[row + sum]
            if abs(sum - mean) >= distance { extreme += ways[row + sum] }
        }
        return min(1, extreme / splits)
    }

    /// z = (|U − n1·n2/2| − ½) / σ with σ² = n1·n2/12 · (N + 1 − Σ(t³ − t) / (N(N − 1))), the sum
    /// over groups of t tied values; p = erfc(|z| / √2).
    private static func normalPValue(_ ranks: PooledRanks) -> Double {
        let n1 = Double(ranks.first.count), n2 = Double(ranks.second.count), n = n1 + n2
        let tieTerm = n > 1 ? ranks.tieCubes / (n * (n - 1)) : 0
        let variance = n1 * n2 / 12 * ((n + 1) - tieTerm)
        guard variance > 0 else { return 1 }
        let z = max(abs(ranks.firstU - n1 * n2 / 2) - 0.5, 0) / variance.squareRoot()
        return min(1, erfc(z / 2.0.squareRoot()))
    }
}

/// Both samples ranked together: tied values share the mean of the ranks they span, stored
/// doubled (ranks i…j give i + j) so that every rank is an integer.
private struct PooledRanks {
    var first: [Int] = []
    var second: [Int] = []
    /// Σ(t³ − t) over the groups of t tied values.
    var tieCubes = 0.0

    init(_ firstValues: [Double], _ secondValues: [Double]) {
        precondition(!firstValues.isEmpty && !secondValues.isEmpty, "Mann–Whitney U of an empty sample")
        precondition(!(firstValues + secondValues).contains { $0.isNaN }, "Mann–Whitney U of NaN")
        let pooled = (firstValues.map { ($0, true) } + secondValues.map { ($0, false) }).sorted { $0.0 < $1.0 }
        var start = 0
        while start < pooled.count {
            var end = start
            while end + 1 < pooled.count && pooled[end + 1].0 == pooled[start].0 { end += 1 }
            // 1-based ranks start + 1 … end + 1, doubled mean: start + end + 2.
            let doubled = start + end + 2
            for index in start...end {
                if pooled[index].1 { first.append(doubled) } else { second.append(doubled) }
            }
            let t = Double(end - start + 1)
            tieCubes += t * t * t - t
            start = end + 1
        }
    }

    /// U of the first sample: its rank sum minus n1(n1 + 1)/2.
    var firstU: Double {
        Double(first.reduce(0, +)) / 2 - Double(first.count * (first.count + 1)) / 2
    }
}
