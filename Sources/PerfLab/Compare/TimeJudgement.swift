/// Whether one benchmark got slower or faster between two builds, judged on per-process run
/// medians (one p50 per run), never on the samples inside a run.
///
/// The rule (docs/perflab-compare.md): with at least `minimumRuns` runs per side, a change is
/// flagged only when both
/// 1. the two-sided Mann–Whitney U test of the run medians gives p at or below the level:
///    alpha for one metric, and in a comparison the Benjamini–Hochberg cutoff at alpha over every
///    metric judged (a suite judges some 570, so 5% each would flag some 28 in an A/A), and
/// 2. the ratio median(new) / median(old) lies beyond the noise floor: above 1 + floor for a
///    regression, below 1 / (1 + floor) for an improvement. The floor (`SplitFloor`) is what the
///    same ratio of a build compared with itself exceeds in 5% of comparisons, so the ratio, not
///    an end of its interval, is set against it (an interval's end against it counts the noise
///    twice). The bootstrap interval is shown beside it.
///
/// A change the test finds (p at or below the level) whose ratio does not clear the floor is `withinNoise`:
/// real, perhaps, but no larger than a build compared with itself moves. With fewer runs the ratio
/// of medians is shown but not judged.
///
/// The same rule judges a run's p99 (one p99 per run) against the p99's own floor.
struct TimeJudgement: Hashable, Sendable {
    enum Verdict: Hashable, Sendable {
        case regressed
        case improved
        /// p at or below the level, but the ratio lies within the noise floor.
        case withinNoise
        case unchanged
        case notJudged(reason: String)
    }

    static let minimumRuns = 3

    /// Whether a side had fewer than `minimumRuns` runs, so that time could not be judged.
    var hadTooFewRuns: Bool { oldMedians.count < Self.minimumRuns || newMedians.count < Self.minimumRuns }

    /// The severity order of verdicts, worst first: a benchmark is as bad as its worst metric.
    var severity: Int {
        switch verdict {
        case .regressed: 0
        case .improved: 1
        case .withinNoise: 2
        case .unchanged: 3
        case .notJudged: 4
        }
    }

    var oldMedians: [Double]
    var newMedians: [Double]
    /// The noise floor applied, as a fraction (0.05 for 5%).
    var floor: Double
    /// median(new) / median(old); nil when the old median is zero.
    var ratio: Double?
    var test: MannWhitneyU?
    var interval: BootstrapInterval?
    var verdict: Verdict

    /// - Parameters:
    ///   - oldMedians, newMedians: one p50 per process run, in nanoseconds.
    ///   - floor: the benchmark's noise floor as a fraction.
    ///   - alpha: the significance level of the U test.
    /// - Complexity: O(r · n log n) for r bootstrap resamples of n runs, plus the U test's.
    init(oldMedians: [Double], newMedians: [Double], floor: Double, alpha: Double,
         seed: UInt64 = BootstrapInterval.defaultSeed) {
        self.oldMedians = oldMedians
        self.newMedians = newMedians
        self.floor = floor
        let oldMedian = oldMedians.isEmpty ? 0 : Median.of(oldMedians)
        ratio = oldMedian > 0 && !newMedians.isEmpty ? Median.of(newMedians) / oldMedian : nil
        guard oldMedians.count >= Self.minimumRuns && newMedians.count >= Self.minimumRuns else {
            verdict = .notJudged(reason: Self.tooFewRuns(old: oldMedians.count, new: newMedians.count))
            return
        }
        guard (oldMedians + newMedians).allSatisfy({ $0 > 0 && $0.isFinite }) else {
            verdict = .notJudged(reason: "a run measured 0 ns")
            return
        }
        let test = MannWhitneyU(oldMedians, newMedians)
        let interval = BootstrapInterval.ratioOfMedians(old: oldMedians, new: newMedians, seed: seed)
        self.test = test
        self.interval = interval
        verdict = .unchanged
        judge(atLevel: alpha)
    }

    /// Sets the verdict of a judged metric for significance level `level`: unchanged when p is
    /// above it, else by where the ratio lies against the floor. `Comparison` calls it again with
    /// the Benjamini–Hochberg cutoff of all the metrics it judges. A metric not judged keeps its
    /// verdict.
    mutating func judge(atLevel level: Double) {
        guard let test, let interval else { return }
        if test.pValue > level {
            verdict = .unchanged
        } else if interval.estimate > 1 + floor {
            verdict = .regressed
        } else if interval.estimate < 1 / (1 + floor) {
            verdict = .improved
        } else {
            verdict = .withinNoise
        }
    }

    /// The Benjamini–Hochberg cutoff of `pValues` at false discovery rate `alpha`: the largest
    /// p₍ₖ₎ with p₍ₖ₎ ≤ k · alpha / m over the sorted values, or 0 when none is (then nothing is
    /// significant). Under "nothing changed anywhere" it keeps the chance of any flag at alpha;
    /// where many benchmarks moved, the cutoff rises with them.
    /// - Complexity: O(m log m).
    static func benjaminiHochbergCutoff(_ pValues: [Double], alpha: Double) -> Double {
        let sorted = pValues.sorted()
        var cutoff = 0.0
        for (index, p) in sorted.enumerated() where p <= Double(index + 1) * alpha / Double(sorted.count) {
            cutoff = p
        }
        return cutoff
    }

    /// "1 run per side, need 3", or "2 runs in OLD and 5 in NEW, need 3 per side".
    static func tooFewRuns(old: Int, new: Int) -> String {
        func runs(_ count: Int) -> String { count == 1 ? "1 run" : "\(count) runs" }
        return old == new ? "\(runs(old)) per side, need \(minimumRuns)"
                          : "\(runs(old)) in OLD and \(new) in NEW, need \(minimumRuns) per side"
    }
}
