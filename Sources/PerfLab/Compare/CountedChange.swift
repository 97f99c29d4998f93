/// One benchmark of two counted reports (`perflab run --measure instructions`), judged exactly:
/// each metric's relative change against its threshold. Counted figures do not move between runs
/// of one build, so there is no test and no noise floor: a change beyond the threshold is a
/// verdict, a change inside it is reported as it is.
struct CountedChange: Hashable, Sendable {
    /// One metric's values per operation and its verdict.
    struct Metric: Hashable, Sendable {
        var metric: CountedCost.Metric
        var old: Double
        var new: Double
        var threshold: Double

        /// new ÷ old − 1 (0 when both are 0; +∞ when only OLD is 0).
        var change: Double {
            guard old != 0 else { return new == 0 ? 0 : .infinity }
            return new / old - 1
        }

        var verdict: TimeJudgement.Verdict {
            change > threshold ? .regressed : change < -threshold ? .improved : change == 0 ? .unchanged : .withinNoise
        }
    }

    var key: BenchmarkKey
    /// The benchmark as NEW's first run reports it.
    var benchmark: BenchmarkResult
    var metrics: [Metric]

    /// Regressed if a metric regressed, else improved if one improved, else within its threshold
    /// if one moved, else unchanged.
    var verdict: TimeJudgement.Verdict {
        let verdicts = metrics.map(\.verdict)
        if verdicts.contains(.regressed) { return .regressed }
        if verdicts.contains(.improved) { return .improved }
        return verdicts.contains(.withinNoise) ? .withinNoise : .unchanged
    }

    /// Both sides' costs compared metric by metric, with `thresholds` (a metric it lacks: its default).
    init(key: BenchmarkKey, benchmark: BenchmarkResult, old: CountedCost, new: CountedCost,
         thresholds: [CountedCost.Metric: Double]) {
        self.key = key
        self.benchmark = benchmark
        metrics = CountedCost.Metric.allCases.map { metric in
            Metric(metric: metric, old: metric.perOperation(old), new: metric.perOperation(new),
                   threshold: thresholds[metric] ?? metric.defaultThreshold)
        }
    }
}
