extension WaterfallLayout {
    /// Checks `WaterfallSectionGeometry`'s invariants (checkpoints included) across sections, and
    /// the elements' (`WaterfallElements+Invariants.swift`); runs after every prepare with internal checks on (`InternalChecks`).
    func _checkInvariants() {
        elements._checkInvariants()
        elements.sections._checkSectionsInOrder(firstOrdinal: \.firstOrdinal, elementCount: \.elementCount, end: \.end,
                                                totalElementCount: elements.elementCount) { index, section, along in
            precondition(section.columnEnds.count == preparedMetrics?.columnCount, "section \(index) has \(section.columnEnds.count) columns")
            let interval = WaterfallSectionGeometry.checkpointInterval(columns: section.columnEnds.count)
            let checkpoints = Swift.max(0, section.itemCount - 1) / interval
            precondition(section.checkpointEnds.count == checkpoints * section.columnEnds.count
                         && section.checkpointUsed.count == section.checkpointEnds.count,
                         "section \(index) holds \(section.checkpointEnds.count) checkpoint entries for \(section.itemCount) items")
            precondition(section.columnsStart >= along && section.end >= section.columnsStart, "section \(index) is out of order")
        }
    }
}
