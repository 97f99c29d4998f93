extension CalendarWeekLayout {
    /// Checks the calendar's invariants after every prepare in debug builds: one day per day
    /// column, each sorted with current block summaries; every item's label is in order and names a
    /// recorded day, which holds its event; the day counts add up to the events.
    /// - Complexity: O(n · b): a debug check, which finds each event in its day by scanning.
    func _checkInvariants() {
        guard let metrics = preparedMetrics else { return }
        precondition(elements.days.count == metrics.dayCount, "\(elements.days.count) days for \(metrics.dayCount) columns")
        for (day, bucket) in elements.days.enumerated() {
            for index in bucket.events.indices.dropFirst() {
                precondition(bucket.events[index - 1].precedes(bucket.events[index]), "day \(day): events \(index - 1) and \(index) are out of order")
            }
            var summarised = bucket
            summarised.summarise(from: 0)
            precondition(summarised.blockReach == bucket.blockReach && summarised.blockBottoms == bucket.blockBottoms
                         && summarised.farthestBottom == bucket.farthestBottom, "day \(day): stale block summaries")
        }
        let events = elements.labels.reduce(0) { $0 + $1.count }
        precondition(elements.elementCount == metrics.dayCount + Self.hoursPerDay + events,
                     "\(elements.elementCount) elements for \(events) events")
        if events <= 10_000 {
            for (section, labels) in elements.labels.enumerated() {
                for item in 0..<labels.count {
                    let label = labels.label(ofItem: item)
                    precondition(item == 0 || labels.label(ofItem: item - 1) < label, "section \(section): labels out of order at item \(item)")
                    precondition(labels.item(ofLabel: label) == item, "section \(section): label \(label) is not item \(item)'s")
                    precondition(elements.location(ofItem: item, section: section, likelyTop: nil) != nil,
                                 "event \(IndexPath(item: item, section: section)) is not in its recorded day \(labels.value(ofLabel: label))")
                }
            }
        }
    }
}
