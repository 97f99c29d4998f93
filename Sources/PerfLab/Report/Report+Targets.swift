/// The product's performance promises (issue 8) checked against a report: one row per target and
/// correct engine, with the measured value, the margin to the target and pass or miss. Every row
/// reads medians and counters of this report only, so each ratio is measured side by side in one
/// run. Targets and the reasons some cannot be met are in docs/performance-targets.md.
///
/// Each target is read at its stated size (1,000,000 items; 100,000 for the diff) or, in a suite
/// that stops earlier, at the largest size the report has below it: that row is "not measured at
/// this size", never a pass or a miss, and its note gives the figure and what it would be.
extension Report {
    static let headlineItems = 1_000_000
    static let diffItems = 100_000

    /// Every target row, grouped by target in the order of the issue's table.
    /// - Complexity: O(b) dictionary work for the b benchmarks, plus the rows.
    func performanceTargets() -> [PerformanceTarget] {
        let lookup = TargetLookup(self)
        let selfSizing = engines.filter { $0.families.contains(.selfSizingCorrection) }.map(\.selfSizingName)
        let middleInserts = engines.filter { $0.families.contains(.insertInMiddle) }.map(\.name)
        let correct = lookup.correctEngines
        var rows: [PerformanceTarget] = []
        for engine in correct where judgesPrepareAgainstFloor(engine) {
            rows.append(lookup.prepareAgainstFloor(engine))
        }
        for engine in correct where self.engine(engine)?.asksDelegateForSizes == true {
            rows.append(self.engine(engine)?.sortsEventsByDay == true ? lookup.prepareAgainstSortFloor(engine)
                                                                      : lookup.prepareAgainstDelegateFloor(engine))
        }
        for engine in correct { rows.append(lookup.bytesPerElement(engine)) }
        for engine in correct { rows.append(timed(lookup.queryMedian(engine))) }
        for engine in correct { if let honest = lookup.queryMedianForLargeAnswers(engine) { rows.append(timed(honest)) } }
        for engine in correct { rows.append(timed(lookup.queryTail(engine))) }
        for engine in correct { rows.append(lookup.againstLinearScan(engine)) }
        for engine in correct where lookup.applies(to: engine, family: \.isScroll) { rows.append(lookup.scrollRelayouts(engine)) }
        for engine in correct where lookup.applies(to: engine, family: \.isScroll) { rows.append(timed(lookup.scrollTail(engine))) }
        for engine in correct where lookup.applies(to: engine, family: { $0 == .append100 }) {
            rows.append(lookup.incremental(.append100, engine, target: "append 100 ≥ 1,000× faster than full",
                                           requirement: 1_000, size: Self.headlineItems))
        }
        for engine in selfSizing {
            rows.append(lookup.incremental(.selfSizingCorrection, engine,
                                           target: "one self-sizing correction near the top ≥ 1,000× faster than full",
                                           requirement: 1_000, size: Self.headlineItems))
        }
        for engine in middleInserts { rows.append(lookup.middleInsertCurve(engine)) }
        for engine in correct where lookup.applies(to: engine, family: { $0 == .batch10 }) {
            rows.append(lookup.incremental(.batch10, engine, target: "random batch of 10 ≥ 100× faster than full",
                                           requirement: 100, size: Self.headlineItems))
            if self.engine(engine)?.changeMovesEveryLaterItem == true { rows.append(lookup.batchPerElement(engine)) }
        }
        rows.append(lookup.snapshotDiff())
        rows.append(lookup.snapshotDiffFromArrays())
        return rows.map { judged($0).judgedAtStatedSize }
    }

    /// The row with its basis (`PerformanceTarget.Basis`), for a row with a figure: a counter's
    /// row keeps `.counter`; any other figure is medians of time in a timed report and
    /// instructions per operation in a counted one, whose judged rows' notes say so.
    private func judged(_ row: PerformanceTarget) -> PerformanceTarget {
        guard row.value != nil, row.basis == nil else { return row }
        var row = row
        row.basis = provenance.measurement == .instructions ? .counted : .timed
        return counting(row)
    }

    /// A row whose limit is a time (nanoseconds): in a counted report, not applicable, whatever its
    /// status (its figure would be instructions shown as a time).
    private func timed(_ row: PerformanceTarget) -> PerformanceTarget {
        guard provenance.measurement == .instructions else { return row }
        var row = row
        (row.status, row.margin, row.measured, row.required, row.value, row.limit, row.bound) = (.notApplicable, nil, "—", "—", nil, nil, nil)
        row.note = "a time target: a counted run (--measure instructions) does not judge it"
        return row
    }

    /// In a counted report, a judged row that reads instructions (a ratio of instructions per
    /// operation): its note, written for times, gives way to one that says so. A counter's row
    /// (bytes, passes) keeps its own.
    private func counting(_ row: PerformanceTarget) -> PerformanceTarget {
        guard provenance.measurement == .instructions, row.basis == .counted, row.status == .pass || row.status == .miss else { return row }
        var row = row
        row.note = "counted: instructions per operation, a verdict that does not move with the machine"
        return row
    }

    /// Whether the "full prepare ≤ 2× memory-write floor" target judges `engine`: the benchmarks
    /// whose descriptor says they store a frame per element (a closed form writes none, so the
    /// floor says nothing of it). An engine the running registry does not know is not judged.
    func judgesPrepareAgainstFloor(_ engine: String) -> Bool {
        self.engine(engine)?.storesFrames ?? false
    }

    /// The targets as a Markdown section: the table, then a count of passes and misses.
    func targetsMarkdown() -> String {
        let rows = targets
        guard rows.contains(where: { $0.status != .notMeasured }) else { return "" }
        var text = "# Targets\n\n\(verdictsLine) Margin = how far inside the target (1 or more passes, 0.25 is four times short). "
            + "Why each miss happens and what would close it: docs/performance-targets.md.\n\n"
        text += "| target | engine | items | measured | target | margin | result | judged by | note |\n|---|---|---:|---:|---:|---:|---|---|---|\n"
        for row in rows {
            text += "| \(row.target) | \(BenchmarkKey.fileText(row.engine)) | \(row.items) | \(row.measured) | \(row.required) | "
                + "\(row.margin.map(Self.margin) ?? "—") | \(Self.statusCell(row.status)) | \(row.basis?.rawValue ?? "—") | "
                + "\(row.note) |\n"
        }
        text += "\n\(targetCounts).\n"
        return text
    }

    /// What the targets' verdicts read, for the line above each targets table: "judged by" says
    /// it per row (timed, counted or counter).
    var verdictsLine: String {
        provenance.measurement == .instructions
            ? "Verdicts counted: every figure but a counter's (bytes, passes) is instructions per operation or their ratio, "
                + "counted by Callgrind, the same on every run of this build; targets whose limit is a time are not judged (n/a)."
            : "Verdicts timed: every figure but a counter's (bytes, passes) is a median of time or a ratio of medians, "
                + "which moves with the machine and its load."
    }

    /// A margin with two significant digits, `×` appended; infinity (nothing to measure against) as ∞.
    static func margin(_ value: Double) -> String {
        value.isInfinite ? "∞" : value >= 10 ? ratio(value) : String(format: "%.2f×", value)
    }
}
