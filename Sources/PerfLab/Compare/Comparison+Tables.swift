import Foundation

extension Comparison {
    /// Where each side's runs come from, the rule and the noise floor applied.
    var headerLines: [String] {
        let interval = Self.decimal(BootstrapInterval.defaultConfidence * 100, digits: 0)
        if isCounted {
            let thresholds = CountedCost.Metric.allCases.map { metric in
                "\(metric.rawValue) \(Self.percent(settings.countedThresholds[metric] ?? metric.defaultThreshold, signed: false))"
            }
            return [describe(old), describe(new),
                    "rule: counted under Callgrind (deterministic: one run a side suffices); a metric per operation flagged "
                        + "when it moves beyond its threshold (\(thresholds.joined(separator: ", "))); a cost counter that rises "
                        + "is a regression; no time was measured"]
        }
        return [describe(old), describe(new),
                "rule: a time change is flagged when the Mann–Whitney U test of the run medians gives p at or below the "
                    + "Benjamini–Hochberg cutoff at \(Self.decimal(settings.alpha, digits: 3)) over every metric judged "
                    + "(here \(significanceCutoff > 0 ? Self.decimal(significanceCutoff, digits: 4) : "none significant")) and "
                    + "median(\(new.label)) / median(\(old.label)) lies beyond the noise floor (its \(interval)% bootstrap interval "
                    + "shown); a cost counter that rises is a regression",
                "noise floor: " + noiseDescription]
    }

    /// "OLD: commit 08bf291bc989, quick suite, seed 1, 5 runs (release build)": a side is named by
    /// what was measured, not by the folder its reports happen to be in (often a temporary one).
    private func describe(_ side: ReplicateSet) -> String {
        guard let first = side.replicates.first?.report else { return "\(side.label): no runs" }
        let commits = Set(side.reports.map(\.provenance.commit))
        let commit = Comparability.short(first.provenance.commit) + (commits.count > 1 ? " and others" : "")
        return "\(side.label): commit \(commit), \(first.suite) suite, seed \(first.seed), \(side.runsDescription) "
            + "(\(first.provenance.buildConfiguration) build\(first.provenance.measurement == .instructions ? ", counted" : ""))"
    }

    private var noiseDescription: String {
        let fallback = Self.percent(max(NoiseFloor.defaultFloor, settings.threshold ?? 0), signed: false)
        var text: String
        if let noise = settings.noise {
            let lacking = times.filter { noise.floor(for: $0.key) == nil }.count
            text = "measured A/A in \(settings.noisePath ?? "the noise file") (commit \(Comparability.short(noise.commit)), "
                + "\(noise.runsA)+\(noise.runsB) runs, \(noise.timestamp))"
            if lacking > 0 { text += "; \(fallback) for the \(Self.count(lacking, "benchmark")) it lacks" }
        } else {
            text = "\(Self.percent(NoiseFloor.defaultFloor, signed: false)) for every benchmark (no noise file; "
                + "measure one with 'perflab compare --measure-noise')"
        }
        if let threshold = settings.threshold {
            text += "; raised to at least \(Self.percent(threshold, signed: false)) by --threshold"
        }
        return text
    }

    /// One judged metric of one benchmark: a row of the time tables.
    struct TimeRow: Sendable {
        var change: TimeChange
        var metric: String
        var judgement: TimeJudgement

        /// How far the ratio is from 1 on a log scale: the sort key of the changes (largest first).
        var effectSize: Double { judgement.ratio.map { $0 > 0 ? abs(log($0)) : 0 } ?? 0 }
    }

    /// Every judged metric (p50, and p99 where judged) of every benchmark both sides have.
    var timeRows: [TimeRow] {
        times.flatMap { change in
            [TimeRow(change: change, metric: "p50", judgement: change.judgement)]
                + (change.tail.map { [TimeRow(change: change, metric: "p99", judgement: $0)] } ?? [])
        }
    }

    /// The rows judged `verdict`, largest effect first.
    func timeRows(judged verdict: TimeJudgement.Verdict) -> [TimeRow] {
        timeRows.filter { row in
            switch (row.judgement.verdict, verdict) {
            case (.notJudged, .notJudged): true
            default: row.judgement.verdict == verdict
            }
        }.sorted { $0.effectSize > $1.effectSize }
    }

    /// The tables, in reading order: time changes (largest effect first), changes within the noise
    /// floor, the rest of the times, frames over budget, counters, and the benchmarks of one side
    /// only. Empty tables are left out.
    var tables: [ComparisonTable] {
        let benchmarkColumns = ["benchmark", "engine", "strategy", "items"]
        let timeColumns = ["status"] + benchmarkColumns + ["metric", old.label, new.label, "change", "interval", "p", "floor"]
        let timeNumbers: Set<Int> = [4, 6, 7, 8, 10, 11]
        var tables: [ComparisonTable] = countedTables
        let changed = (timeRows(judged: .regressed) + timeRows(judged: .improved)).sorted { $0.effectSize > $1.effectSize }
        if !changed.isEmpty {
            tables.append(ComparisonTable(title: "time, changed beyond the noise floor (largest change first)", columns: timeColumns,
                                          rightAligned: timeNumbers, rows: changed.map(timeRow)))
        }
        let withinNoise = timeRows(judged: .withinNoise)
        if !withinNoise.isEmpty {
            tables.append(ComparisonTable(title: "time, within the noise floor (significant, but no larger than a build against itself)",
                                          columns: timeColumns, rightAligned: timeNumbers, rows: withinNoise.map(timeRow), isFolded: true))
        }
        let rest = timeRows(judged: .unchanged) + timeRows(judged: .notJudged(reason: ""))
        if !rest.isEmpty {
            let reasons = rest.compactMap { row -> String? in
                if case .notJudged(let reason) = row.judgement.verdict { return reason }
                return nil
            }
            var notes: [String] = []
            for reason in reasons where !notes.contains("not judged: \(reason)") { notes.append("not judged: \(reason)") }
            tables.append(ComparisonTable(title: "time, unchanged or not judged", columns: timeColumns, rightAligned: timeNumbers,
                                          rows: rest.map(timeRow), notes: notes, isFolded: true))
        }
        let movedFrames = frames.filter { Median.of($0.oldCounts.map(Double.init)) != Median.of($0.newCounts.map(Double.init)) }
        if !movedFrames.isEmpty {
            tables.append(ComparisonTable(title: "frames over budget that moved (median of the runs)",
                                          columns: ["status"] + benchmarkColumns + ["budget", old.label, new.label, "p"],
                                          rightAligned: [4, 6, 7, 8], rows: movedFrames.map(frameRow)))
        }
        if !counters.isEmpty {
            let ordered = costRegressions + counters.filter { !$0.isRegression }
            tables.append(ComparisonTable(title: "counters that changed (deterministic; a cost counter that rises is a regression)",
                                          columns: ["status"] + benchmarkColumns + ["counter", old.label, new.label, "change"],
                                          rightAligned: [4, 6, 7, 8], rows: ordered.map(counterRow)))
        }
        let oneSide = onlyOld.map { ("only in \(old.label)", $0) } + onlyNew.map { ("only in \(new.label)", $0) }
        if !oneSide.isEmpty {
            tables.append(ComparisonTable(title: "benchmarks of one side only", columns: ["side"] + benchmarkColumns,
                                          rightAligned: [4], rows: oneSide.map { [$0.0] + Self.cells($0.1) }))
        }
        return tables
    }

    /// A benchmark's identity as a table's first cells: family, engine, strategy, items.
    static func cells(_ key: BenchmarkKey) -> [String] {
        [key.family.rawValue, BenchmarkKey.fileText(key.engine), BenchmarkKey.fileText(key.strategy), String(key.items)]
    }

    static func cells(_ benchmark: BenchmarkResult) -> [String] { cells(benchmark.key) }

    static func statusWord(_ verdict: TimeJudgement.Verdict) -> String {
        switch verdict {
        case .regressed: "REGRESSED"
        case .improved: "improved"
        case .withinNoise: "within noise"
        case .unchanged: "unchanged"
        case .notJudged: "not judged"
        }
    }

    private func timeRow(_ row: TimeRow) -> [String] {
        let judgement = row.judgement
        let oldMedian = judgement.oldMedians.isEmpty ? "-" : Report.duration(Median.of(judgement.oldMedians))
        let newMedian = judgement.newMedians.isEmpty ? "-" : Report.duration(Median.of(judgement.newMedians))
        let interval = judgement.interval.map { "\(Self.percent($0.lower - 1)) to \(Self.percent($0.upper - 1))" } ?? "-"
        let p = judgement.test.map { $0.pValue < 0.001 ? "<0.001" : Self.decimal($0.pValue, digits: 3) } ?? "-"
        return [Self.statusWord(judgement.verdict)] + Self.cells(row.change.benchmark)
            + [row.metric, oldMedian, newMedian, judgement.ratio.map { Self.percent($0 - 1) } ?? "-", interval, p,
               Self.percent(judgement.floor, signed: false)]
    }

    private func frameRow(_ judgement: FrameBudgetJudgement) -> [String] {
        let benchmark = Self.cells(judgement.key)
        let p = judgement.pValue.map { $0 < 0.001 ? "<0.001" : Self.decimal($0, digits: 3) } ?? "-"
        return [Self.statusWord(judgement.verdict)] + benchmark
            + [judgement.budget, Self.counterNumber(Median.of(judgement.oldCounts.map(Double.init))),
               Self.counterNumber(Median.of(judgement.newCounts.map(Double.init))), p]
    }

    private func counterRow(_ change: CounterChange) -> [String] {
        let status: String
        switch (change.old, change.new) {
        case (nil, _): status = "added"
        case (_, nil): status = "removed"
        case (let old?, let new?): status = change.isRegression ? "REGRESSED" : change.isCost && new < old ? "cost down" : "changed"
        }
        let difference = change.old.flatMap { old in change.new.map { new in Self.counterNumber(new - old, signed: true) } }
        return [status] + Self.cells(change.benchmark)
            + [change.name.rawValue, change.old.map { Self.counterNumber($0) } ?? "-", change.new.map { Self.counterNumber($0) } ?? "-",
               difference ?? "-"]
    }

    /// A counter's value with enough digits to show that it changed: whole numbers as they are,
    /// others to 6 significant digits (a difference to 3): "1000", "60.2247", "+0.000125".
    static func counterNumber(_ value: Double, signed: Bool = false) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return (signed && value > 0 ? "+" : "") + String(Int64(value)) }
        return String(format: signed ? "%+.3g" : "%.6g", value)
    }

    /// A fraction as a percentage with one decimal: "+30.7%", "-4.2%", or unsigned "5.0%".
    static func percent(_ fraction: Double, signed: Bool = true) -> String {
        String(format: signed ? "%+.1f%%" : "%.1f%%", fraction * 100)
    }

    static func decimal(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
