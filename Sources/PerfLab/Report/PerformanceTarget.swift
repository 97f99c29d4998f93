/// One of the product's performance promises (issue 8, docs/performance-targets.md), checked for
/// one engine against one report.
///
/// `margin` is oriented so that 1 or more passes whatever the direction of the target: for a
/// ceiling ("at most 64 bytes") it is the limit divided by the measured value, for a floor ("at
/// least 1,000× faster") the measured value divided by the requirement. A margin of 0.25 therefore
/// reads "four times short", whichever the target.
struct PerformanceTarget: Hashable, Sendable {
    enum Status: String, Sendable {
        case pass
        case miss
        /// The suite did not measure it (a filtered run, or a size the suite does not reach).
        case notMeasured = "not measured"
        /// The target cannot apply to this engine; `note` says why.
        case notApplicable = "n/a"
    }

    /// The target as the issue states it, e.g. `full prepare ≤ 2× memory-write floor`.
    var target: String
    var engine: String
    /// The item count the value was measured at.
    var items: Int
    /// The measured value, formatted with its unit.
    var measured: String
    /// The limit or requirement, formatted with its unit.
    var required: String
    var margin: Double?
    var status: Status
    /// What the row needs to be read right: the answer size, the worst trace, the curve.
    var note: String

    /// The row for a measured value against a ceiling: passes when `value ≤ limit`.
    static func ceiling(_ target: String, engine: String, items: Int, value: Double, limit: Double,
                        format: (Double) -> String, note: String = "") -> PerformanceTarget {
        let margin = value > 0 ? limit / value : Double.infinity
        return PerformanceTarget(target: target, engine: engine, items: items, measured: format(value), required: "≤ " + format(limit),
                                 margin: margin, status: value <= limit ? .pass : .miss, note: note)
    }

    /// The row for a measured value against a floor: passes when `value ≥ requirement`.
    static func floor(_ target: String, engine: String, items: Int, value: Double, requirement: Double,
                      format: (Double) -> String, note: String = "") -> PerformanceTarget {
        PerformanceTarget(target: target, engine: engine, items: items, measured: format(value), required: "≥ " + format(requirement),
                          margin: value / requirement, status: value >= requirement ? .pass : .miss, note: note)
    }

    /// The row for a target the report has no figure for.
    static func unmeasured(_ target: String, engine: String, items: Int, note: String) -> PerformanceTarget {
        PerformanceTarget(target: target, engine: engine, items: items, measured: "—", required: "—", margin: nil,
                          status: .notMeasured, note: note)
    }
}
