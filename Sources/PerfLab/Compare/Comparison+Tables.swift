import Foundation

extension Comparison {
    /// Where each side's runs come from, the rule and the noise floor applied.
    var headerLines: [String] {
        let interval = Self.decimal(BootstrapInterval.defaultConfidence * 100, digits: 0)
        return [describe(old), describe(new),
                "rule: a time change is flagged when the Mann–Whitney U test of the run medians gives p ≤ "
                    + "\(Self.decimal(settings.alpha, digits: 3)) and the \(interval)% bootstrap interval of "
                    + "median(\(new.label)) / median(\(old.label)) lies beyond the noise floor; a cost counter that rises is a regression",
                "noise floor: " + noiseDescription]
    }

    private func describe(_ side: ReplicateSet) -> String {
        guard let first = side.replicates.first?.report else { return "\(side.label) \(side.path): no runs" }
        let commits = Set(side.reports.map(\.provenance.commit))
        let commit = Comparability.short(first.provenance.commit) + (commits.count > 1 ? " and others" : "")
        return "\(side.label) \(side.path): \(side.runsDescription) of commit \(commit) (\(first.provenance.buildConfiguration) build, "
            + "\(first.suite) suite, seed \(first.seed))"
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

    /// The tables, in reading order: time changes, the rest of the times, counters, and the
    /// benchmarks of one side only. Empty tables are left out.
    var tables: [ComparisonTable] {
        let benchmarkColumns = ["benchmark", "engine", "strategy", "items"]
        let timeColumns = ["status"] + benchmarkColumns + [old.label, new.label, "change", "interval", "p", "floor"]
        let timeNumbers: Set<Int> = [4, 5, 6, 7, 9, 10]
        var tables: [ComparisonTable] = []
        let changed = times(judged: .regressed) + times(judged: .improved)
        if !changed.isEmpty {
            tables.append(ComparisonTable(title: "time, changed beyond the noise floor", columns: timeColumns,
                                          rightAligned: timeNumbers, rows: changed.map(timeRow)))
        }
        let rest = times(judged: .unchanged) + times(judged: .notJudged(reason: ""))
        if !rest.isEmpty {
            let reasons = rest.compactMap { change -> String? in
                if case .notJudged(let reason) = change.judgement.verdict { return reason }
                return nil
            }
            var notes: [String] = []
            for reason in reasons where !notes.contains("not judged: \(reason)") { notes.append("not judged: \(reason)") }
            tables.append(ComparisonTable(title: "time, unchanged or not judged", columns: timeColumns, rightAligned: timeNumbers,
                                          rows: rest.map(timeRow), notes: notes, isFolded: true))
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

    private static func cells(_ benchmark: BenchmarkResult) -> [String] {
        [benchmark.name, benchmark.engine, benchmark.strategy, String(benchmark.items)]
    }

    private func timeRow(_ change: TimeChange) -> [String] {
        let judgement = change.judgement
        let status: String
        switch judgement.verdict {
        case .regressed: status = "REGRESSED"
        case .improved: status = "improved"
        case .unchanged: status = "unchanged"
        case .notJudged: status = "not judged"
        }
        let oldMedian = judgement.oldMedians.isEmpty ? "-" : Report.duration(Median.of(judgement.oldMedians))
        let newMedian = judgement.newMedians.isEmpty ? "-" : Report.duration(Median.of(judgement.newMedians))
        let interval = judgement.interval.map { "\(Self.percent($0.lower - 1)) to \(Self.percent($0.upper - 1))" } ?? "-"
        let p = judgement.test.map { $0.pValue < 0.001 ? "<0.001" : Self.decimal($0.pValue, digits: 3) } ?? "-"
        return [status] + Self.cells(change.benchmark)
            + [oldMedian, newMedian, judgement.ratio.map { Self.percent($0 - 1) } ?? "-", interval, p,
               Self.percent(judgement.floor, signed: false)]
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
            + [change.name, change.old.map { Self.counterNumber($0) } ?? "-", change.new.map { Self.counterNumber($0) } ?? "-",
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
