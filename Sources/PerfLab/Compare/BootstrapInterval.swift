import LabSupport
import Workloads

/// A percentile-bootstrap confidence interval of the ratio median(new) / median(old): how much
/// slower (above 1) or faster (below 1) the new runs are, and how sure we can be of it.
///
/// Each resample draws `old.count` values from `old` and `new.count` from `new`, with
/// replacement (old first, then new, each draw one `SeededGenerator.int(in:)`), and computes the
/// ratio of their medians; the interval runs from the
/// (1 − confidence)/2 to the (1 + confidence)/2 quantile of those ratios (linear interpolation
/// between order statistics). Draws come from `SeededGenerator`, so the same data and seed always
/// give the same interval.
struct BootstrapInterval: Hashable, Sendable {
    /// The seed `compare` uses for every benchmark.
    static let defaultSeed: UInt64 = 0xB007_57A9
    static let defaultResamples = 4_000
    static let defaultConfidence = 0.95

    /// The ratio of the medians of the data themselves.
    var estimate: Double
    var lower: Double
    var upper: Double
    var confidence: Double
    var resamples: Int

    /// The interval of median(new) / median(old).
    /// - Precondition: both samples are non-empty and every value is positive and finite;
    ///   `resamples` ≥ 1 and 0 < `confidence` < 1.
    /// - Complexity: O(r · (m + n)), where r is `resamples` and m, n the sample sizes.
    static func ratioOfMedians(old: [Double], new: [Double], confidence: Double = defaultConfidence,
                               resamples: Int = defaultResamples, seed: UInt64 = defaultSeed) -> BootstrapInterval {
        precondition(!old.isEmpty && !new.isEmpty, "bootstrap of an empty sample")
        precondition((old + new).allSatisfy { $0 > 0 && $0.isFinite }, "bootstrap of a ratio needs positive, finite values")
        precondition(resamples >= 1 && confidence > 0 && confidence < 1, "bad bootstrap parameters")
        var generator = SeededGenerator(seed: seed)
        let (oldSorted, newSorted) = (old.sorted(), new.sorted())
        var ratios = [Double](repeating: 0, count: resamples)
        var counts = [Int](repeating: 0, count: max(old.count, new.count))
        counts.withUnsafeMutableBufferPointer { counts in
            for index in 0..<resamples {
                let oldMedian = resampledMedian(oldSorted, counts: counts, &generator)
                ratios[index] = resampledMedian(newSorted, counts: counts, &generator) / oldMedian
            }
        }
        let tail = (1 - confidence) / 2
        let lower = quantile(tail, of: &ratios), upper = quantile(1 - tail, of: &ratios)
        return BootstrapInterval(estimate: Median.of(new) / Median.of(old), lower: lower, upper: upper,
                                 confidence: confidence, resamples: resamples)
    }

    /// The median of `sorted.count` draws, with replacement, from `sorted`. The values are sorted,
    /// so the median of the draws is the value at the median of the drawn positions: counting the
    /// positions drawn finds it in O(n), with no sort.
    private static func resampledMedian(_ sorted: [Double], counts: UnsafeMutableBufferPointer<Int>,
                                        _ generator: inout SeededGenerator) -> Double {
        let n = sorted.count
        for slot in 0..<n { counts[slot] = 0 }
        for _ in 0..<n { counts[generator.int(in: 0..<n)] += 1 }
        // The 0-based ranks of the middle draw(s): (n - 1) / 2 and n / 2.
        let lowRank = (n - 1) / 2, highRank = n / 2
        var position = 0, seen = counts[0]
        while seen <= lowRank {
            position += 1
            seen += counts[position]
        }
        let low = sorted[position]
        while seen <= highRank {
            position += 1
            seen += counts[position]
        }
        return (low + sorted[position]) / 2
    }

    /// Whether `value` lies in the closed interval.
    func contains(_ value: Double) -> Bool {
        lower <= value && value <= upper
    }

    /// The q-quantile of `values`: the order statistic at (count − 1)·q, interpolated linearly
    /// with the next one. Found by selection rather than a sort (a sort of thousands of ratios is
    /// most of a bootstrap's time in a debug build); `values` is reordered.
    /// - Precondition: `values` is not empty and 0 ≤ q ≤ 1.
    /// - Complexity: O(n) expected.
    static func quantile(_ q: Double, of values: inout [Double]) -> Double {
        precondition(!values.isEmpty && q >= 0 && q <= 1, "bad quantile")
        let position = Double(values.count - 1) * q
        let below = Int(position)
        return values.withUnsafeMutableBufferPointer { buffer in
            let low = select(below, in: buffer)
            guard below + 1 < buffer.count else { return low }
            // Selection leaves every later value at least as large: the next order statistic is
            // their minimum.
            var next = buffer[below + 1]
            for index in (below + 2)..<buffer.count where buffer[index] < next { next = buffer[index] }
            return low + (position - Double(below)) * (next - low)
        }
    }

    /// The k-th smallest value (0-based) by Hoare's selection with a median-of-three pivot; leaves
    /// smaller values before index k and larger ones after it.
    /// - Complexity: O(n) expected.
    private static func select(_ k: Int, in buffer: UnsafeMutableBufferPointer<Double>) -> Double {
        var low = 0, high = buffer.count - 1
        while low < high {
            let middle = low + (high - low) / 2
            if buffer[middle] < buffer[low] { buffer.swapAt(middle, low) }
            if buffer[high] < buffer[low] { buffer.swapAt(high, low) }
            if buffer[high] < buffer[middle] { buffer.swapAt(high, middle) }
            let pivot = buffer[middle]
            var i = low, j = high
            while i <= j {
                while buffer[i] < pivot { i += 1 }
                while pivot < buffer[j] { j -= 1 }
                if i <= j {
                    buffer.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            // Now low…j ≤ pivot ≤ i…high, and everything strictly between j and i is the pivot.
            if k <= j {
                high = j
            } else if k >= i {
                low = i
            } else {
                return buffer[k]
            }
        }
        return buffer[k]
    }
}
