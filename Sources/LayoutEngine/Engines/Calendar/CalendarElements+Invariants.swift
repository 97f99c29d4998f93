extension CalendarElements {
    /// Checks that the per-day trees match the days: slot d of `eventCounts` is day d's event
    /// count and slot d of `bottoms` its `farthestBottom` (each tree checks its own
    /// nodes). Runs after every change of a day (`modifyDay(_:_:)`) when internal checks are on
    /// (`InternalChecks`); a day's own summaries are checked when it summarises.
    /// - Complexity: O(D log D) for D days.
    func _checkDaySummaries() {
        precondition(eventCounts.count == days.count, "calendar: \(eventCounts.count) counts for \(days.count) days")
        for day in days.indices {
            precondition(eventCounts.count(at: day) == days[day].count,
                         "calendar day \(day): counted \(eventCounts.count(at: day)) events, holds \(days[day].count)")
            let held = bottoms.value(at: day), bottom = days[day].farthestBottom
            precondition(held == bottom || (held.isNaN && bottom.isNaN),
                         "calendar day \(day): the bottoms tree holds \(bottoms.value(at: day)), the day \(days[day].farthestBottom)")
        }
    }
}
