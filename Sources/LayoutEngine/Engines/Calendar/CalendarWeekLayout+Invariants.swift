extension CalendarWeekLayout {
    /// Checks the calendar's invariants after every prepare when internal checks are on
    /// (`InternalChecks`): one day per day column, each sorted with current block summaries
    /// (`CalendarDayBucket._checkInvariants()`), the per-day trees matching the days; every
    /// section's labels in item order; every event's label live, naming the day that holds it,
    /// and every item holding exactly one event, at any size.
    /// - Complexity: O(n · m) for n events, m the most marks in a label's block (`ItemLabels`).
    func _checkInvariants() {
        guard let metrics = preparedMetrics else { return }
        precondition(elements.days.count == metrics.dayCount, "\(elements.days.count) days for \(metrics.dayCount) columns")
        for bucket in elements.days { bucket._checkInvariants() }
        elements._checkDaySummaries()
        let events = elements.labels.reduce(0) { $0 + $1.count }
        precondition(elements.elementCount == metrics.dayCount + Self.hoursPerDay + events,
                     "\(elements.elementCount) elements for \(events) events")
        var seen = elements.labels.map { [Bool](repeating: false, count: $0.count) }
        for (section, labels) in elements.labels.enumerated() {
            for item in 1..<Swift.max(1, labels.count) {
                precondition(labels.label(ofItem: item - 1) < labels.label(ofItem: item), "section \(section): labels out of order at item \(item)")
            }
        }
        for (day, bucket) in elements.days.enumerated() {
            for event in bucket.events {
                let section = Int(event.section)
                precondition(elements.labels.indices.contains(section), "day \(day): an event of section \(section), which does not exist")
                let labels = elements.labels[section], item = labels.item(ofLabel: event.label)
                precondition((0..<labels.count).contains(item) && labels.label(ofItem: item) == event.label,
                             "day \(day): section \(section)'s label \(event.label) names no item")
                precondition(Int(labels.value(ofLabel: event.label)) == day,
                             "event \(IndexPath(item: item, section: section)) is in day \(day), its label records day \(labels.value(ofLabel: event.label))")
                precondition(!seen[section][item], "event \(IndexPath(item: item, section: section)) is in the days twice")
                seen[section][item] = true
            }
        }
        for (section, items) in seen.enumerated() {
            if let item = items.firstIndex(of: false) { preconditionFailure("event \(IndexPath(item: item, section: section)) is in no day") }
        }
    }
}
