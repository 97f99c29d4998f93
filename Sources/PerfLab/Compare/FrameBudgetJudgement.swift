/// Whether a scroll trace drops more frames between two builds: the frames over one budget
/// (`8.33ms`, `16.67ms`) per run, compared run by run.
///
/// A count of frames is not a time: it has no ratio and no noise floor in percent, and most runs
/// count zero. The rule: with at least `TimeJudgement.minimumRuns` runs per side, the
/// Mann–Whitney U test of the per-run counts gives p at or below the level (alpha alone; in a
/// comparison the Benjamini–Hochberg cutoff over every metric judged, these counts included) and
/// the median count moved; up is a regression. With fewer runs the counts are shown, not judged.
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
        verdict = .unchanged
        // Every run over budget as often as every other (most often never): nothing to test, and no
        // p-value of 1 to dilute the Benjamini–Hochberg family with.
        guard Set(oldCounts + newCounts).count > 1 else { return }
        pValue = MannWhitneyU(oldCounts.map(Double.init), newCounts.map(Double.init)).pValue
        judge(atLevel: alpha)
    }

    /// Sets the verdict of judged counts for significance level `level` (`Comparison` calls it
    /// with the Benjamini–Hochberg cutoff); counts not judged keep their verdict.
    mutating func judge(atLevel level: Double) {
        guard let pValue else { return }
        let (oldMedian, newMedian) = (Median.of(oldCounts.map(Double.init)), Median.of(newCounts.map(Double.init)))
        if pValue > level || oldMedian == newMedian {
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
