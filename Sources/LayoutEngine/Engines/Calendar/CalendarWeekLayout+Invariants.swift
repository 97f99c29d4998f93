extension CalendarWeekLayout {
    /// Checks the calendar's invariants after every prepare in debug builds: the seven day
    /// headers come first, the rest is in `OrderKey` order (the merge relies on it), and every
    /// event's recorded ordinal holds that event.
    func _checkInvariants() {
        guard table.elementCount >= Self.days else {
            precondition(table.elementCount == 0, "the table holds \(table.elementCount) elements, fewer than the day headers")
            return
        }
        for day in 0..<Self.days {
            precondition(table.id(ofElementAt: day) == .supplementary(Self.dayHeaderKind, IndexPath(item: day, section: 0)),
                         "element \(day) is not day header \(day)")
        }
        for ordinal in (Self.days + 1)..<Swift.max(Self.days + 1, table.elementCount) {
            precondition(!(orderKey(at: ordinal) < orderKey(at: ordinal - 1)), "elements \(ordinal - 1) and \(ordinal) are out of order")
        }
        for (section, ordinals) in ordinalOfEvent.enumerated() {
            for (item, ordinal) in ordinals.enumerated() {
                precondition(table.id(ofElementAt: Int(ordinal)) == .cell(IndexPath(item: item, section: section)),
                             "event \(IndexPath(item: item, section: section)) is not at its recorded ordinal \(ordinal)")
            }
        }
    }
}
