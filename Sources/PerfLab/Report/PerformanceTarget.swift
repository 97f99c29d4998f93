/// One of the product's performance promises (issue 8, docs/performance-targets.md), checked for
/// one engine against one report.
///
/// `margin` is oriented so that 1 or more passes whatever the direction of the target: for a
/// ceiling ("at most 64 bytes") it is the limit divided by the measured value, for a floor ("at
/// least 1,000× faster") the measured value divided by the requirement. A margin of 0.25 therefore
/// reads "four times short", whichever the target.
///
/// A target is stated at a size (`statedItems`: a million items, 100,000 for the diff). A row
/// measured below that size is never a pass or a miss: it is `notMeasuredAtSize`, with the value
/// measured at the smaller size kept for information (`judgedAtStatedSize`).
struct PerformanceTarget: Hashable, Sendable {
    enum Status: String, Sendable, CaseIterable {
        case pass
        case miss
        /// The suite did not measure it (a filtered run, or a family the suite does not run).
        case notMeasured = "not measured"
        /// The suite stops below the size the target is stated at: the figure is shown, not judged.
        case notMeasuredAtSize = "not measured at this size"
        /// The target cannot apply to this engine; `note` says why.
        case notApplicable = "n/a"
    }

    /// Whether the measured value must stay at or below the limit, or reach at least it.
    enum Bound: String, Sendable, CaseIterable {
        case atMost = "at most"
        case atLeast = "at least"
    }

    /// What a row's figure is, and so what its verdict does and does not move with.
    enum Basis: String, Sendable, CaseIterable {
        /// Medians of time (or their ratio) in this run: they move with the machine and its load.
        case timed
        /// Instructions per operation (or their ratio), counted by Callgrind in a counted run
        /// (`--measure instructions`): the same on every run of one build.
        case counted
        /// An exact counter (bytes held, layout passes): the same in a timed or a counted run.
        case counter
    }

    /// The target as the issue states it, e.g. `full prepare ≤ 2× memory-write floor`.
    var target: String
    /// The engine the row judges; nil for a row of no engine (the snapshot diff against
    /// `CollectionDifference`), written and shown as `-` (`BenchmarkKey.fileText`).
    var engine: String?
    /// The item count the value was measured at.
    var items: Int
    /// The item count the target is stated at.
    var statedItems: Int = Report.headlineItems
    /// The measured value, formatted with its unit.
    var measured: String
    /// The limit or requirement, formatted with its unit.
    var required: String
    /// The measured value and the limit as numbers (in the unit of `measured`: nanoseconds,
    /// bytes, a ratio, passes), for tools; nil when the row has no figure.
    var value: Double? = nil
    var limit: Double? = nil
    var bound: Bound? = nil
    var margin: Double?
    var status: Status
    /// What the row needs to be read right: the answer size, the worst trace, the curve.
    var note: String
    /// What the figure is, for a row that has one (`Report.performanceTargets()` sets it from the
    /// run's measurement unless the row reads a counter); nil for a row without a figure, and
    /// in a report written before the field existed.
    var basis: Basis? = nil

    /// The row for a measured value against a ceiling: passes when `value ≤ limit`.
    static func ceiling(_ target: String, engine: String?, items: Int, value: Double, limit: Double,
                        format: (Double) -> String, note: String = "") -> PerformanceTarget {
        let margin = value > 0 ? limit / value : Double.infinity
        return PerformanceTarget(target: target, engine: engine, items: items, measured: format(value), required: "≤ " + format(limit),
                                 value: value, limit: limit, bound: .atMost,
                                 margin: margin, status: value <= limit ? .pass : .miss, note: note)
    }

    /// The row for a measured value against a floor: passes when `value ≥ requirement`.
    static func floor(_ target: String, engine: String?, items: Int, value: Double, requirement: Double,
                      format: (Double) -> String, note: String = "") -> PerformanceTarget {
        PerformanceTarget(target: target, engine: engine, items: items, measured: format(value), required: "≥ " + format(requirement),
                          value: value, limit: requirement, bound: .atLeast,
                          margin: value / requirement, status: value >= requirement ? .pass : .miss, note: note)
    }

    /// The row for a target the report has no figure for.
    static func unmeasured(_ target: String, engine: String?, items: Int, note: String) -> PerformanceTarget {
        PerformanceTarget(target: target, engine: engine, items: items, statedItems: items, measured: "—", required: "—", margin: nil,
                          status: .notMeasured, note: note)
    }

    /// The row as a report states it: a pass or a miss measured below `statedItems` becomes
    /// `notMeasuredAtSize` (a quick suite's 100,000 items say nothing about a million).
    var judgedAtStatedSize: PerformanceTarget {
        guard items < statedItems, status == .pass || status == .miss else { return self }
        var row = self
        row.status = .notMeasuredAtSize
        let would = status == .pass ? "would pass" : "would miss"
        row.note = "measured at \(items) items, below the stated \(statedItems) (\(would) there)" + (note.isEmpty ? "" : "; " + note)
        return row
    }
}
