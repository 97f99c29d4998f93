extension Comparison {
    /// Compares the counted figures of benchmark `key` (`CountedChange`): a side's cost is its
    /// first run's; runs of one side that disagree (they should not: counted figures depend on the
    /// build and the input only) add a warning.
    mutating func compareCounted(key: BenchmarkKey, old oldResults: [BenchmarkResult], new newResults: [BenchmarkResult]) {
        guard let oldCost = agreedCost(oldResults, side: old.label, key: key),
              let newCost = agreedCost(newResults, side: new.label, key: key) else { return }
        counted.append(CountedChange(key: key, benchmark: newResults[0], old: oldCost, new: newCost,
                                     thresholds: settings.countedThresholds))
    }

    private mutating func agreedCost(_ results: [BenchmarkResult], side: String, key: BenchmarkKey) -> CountedCost? {
        let costs = results.compactMap(\.counted)
        guard let first = costs.first else { return nil }
        if costs.contains(where: { $0 != first }) {
            let instructions = costs.map(\.instructionsPerOperation)
            warnings.append("the \(side) runs disagree on the counted figures of \(key) (instructions per operation "
                            + "\(Self.counterNumber(instructions.min()!)) to \(Self.counterNumber(instructions.max()!))); counted "
                            + "runs of one build should be identical, so these did different work; compared the first")
        }
        return first
    }

    /// The counted benchmarks judged `verdict`, largest change first.
    func counted(judged verdict: TimeJudgement.Verdict) -> [CountedChange] {
        counted.filter { $0.verdict == verdict }.sorted { largestChange($0) > largestChange($1) }
    }

    private func largestChange(_ change: CountedChange) -> Double {
        change.metrics.map { abs($0.change) }.max() ?? 0
    }

    /// The counted tables: the benchmarks beyond a threshold, then (folded) the others.
    var countedTables: [ComparisonTable] {
        let columns = ["status", "benchmark", "engine", "strategy", "items", "metric", old.label, new.label, "change", "threshold"]
        let numbers: Set<Int> = [4, 6, 7, 8, 9]
        func rows(_ changes: [CountedChange]) -> [[String]] {
            changes.flatMap { change in
                change.metrics.map { metric in
                    [metric.verdict == .withinNoise ? "within threshold" : Self.statusWord(metric.verdict)] + Self.cells(change.benchmark)
                        + [metric.metric.rawValue, Self.counterNumber(metric.old), Self.counterNumber(metric.new),
                           metric.change.isFinite ? Self.percent(metric.change) : "new", Self.percent(metric.threshold, signed: false)]
                }
            }
        }
        var tables: [ComparisonTable] = []
        let changed = counted(judged: .regressed) + counted(judged: .improved)
        if !changed.isEmpty {
            tables.append(ComparisonTable(title: "counted (instructions, estimated cycles per operation), changed beyond the threshold",
                                          columns: columns, rightAligned: numbers, rows: rows(changed)))
        }
        let rest = counted(judged: .withinNoise) + counted(judged: .unchanged)
        if !rest.isEmpty {
            tables.append(ComparisonTable(title: "counted, within the threshold or identical", columns: columns,
                                          rightAligned: numbers, rows: rows(rest), isFolded: true))
        }
        return tables
    }
}
