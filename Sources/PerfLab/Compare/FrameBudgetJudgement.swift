/// Whether a scroll trace drops more frames between two builds: the frames over one budget
/// (`8.33ms`, `16.67ms`) per run, compared run by run.
///
/// A count of frames is not a time: it has no ratio and no noise floor in percent, and most runs
/// count zero. The rule: with at least `TimeJudgement.minimumRuns` runs per side, the
/// Mann–Whitney U test of the per-run counts gives p ≤ alpha and the median count moved; up is a
/// regression. With fewer runs, or no count on either side, the counts are shown, not judged.
struct FrameBudgetJudgement: Hashable, Sendable {
    var key: BenchmarkKey
    var budget: String
    var oldCounts: [Int]
    var newCounts: [Int]
    var pValue: Double?
    var verdict: TimeJudgement.Verdict

    /// - Complexity: O((m + n)²) for the exact U test of m and n runs.
    init(key: BenchmarkKey, budget: String, oldCounts: [Int], newCounts: [Int], alpha: Double) {
        (self.key, self.budget, self.oldCounts, self.newCounts) = (key, budget, oldCounts, newCounts)
        guard oldCounts.count >= TimeJudgement.minimumRuns && newCounts.count >= TimeJudgement.minimumRuns else {
            verdict = .notJudged(reason: TimeJudgement.tooFewRuns(old: oldCounts.count, new: newCounts.count))
            return
        }
        let (x, y) = (oldCounts.map(Double.init), newCounts.map(Double.init))
        let test = MannWhitneyU(x, y)
        pValue = test.pValue
        let (oldMedian, newMedian) = (Median.of(x), Median.of(y))
        if test.pValue > alpha || oldMedian == newMedian {
            verdict = .unchanged
        } else {
            verdict = newMedian > oldMedian ? .regressed : .improved
        }
    }

    /// The budgets each side's runs of benchmark `key` report, judged; empty for a benchmark
    /// without frames (anything but a trace).
    static func judgements(key: BenchmarkKey, old: [BenchmarkResult], new: [BenchmarkResult], alpha: Double) -> [FrameBudgetJudgement] {
        let budgets = (old + new).flatMap { $0.budgetMisses.map(\.budget) }
        var seen: Set<String> = []
        return budgets.filter { seen.insert($0).inserted }.map { budget in
            func counts(_ results: [BenchmarkResult]) -> [Int] {
                results.compactMap { result in result.budgetMisses.first { $0.budget == budget }?.frames }
            }
            return FrameBudgetJudgement(key: key, budget: budget, oldCounts: counts(old), newCounts: counts(new), alpha: alpha)
        }
    }
}
