extension CompositionalLayout {
    /// Checks the invariants of `CompositionalElementSource` and `CompositionalSectionGeometry`;
    /// runs after every prepare with internal checks on (`InternalChecks`).
    func _checkInvariants() {
        source.sections._checkSectionsInOrder(firstOrdinal: \.firstOrdinal, elementCount: \.elementCount,
                                              end: { $0.origin + $0.length },
                                              totalElementCount: source.elementCount) { index, section, along in
            precondition(section.origin >= along && section.length >= 0, "section \(index) is out of order")
            precondition(section.resolved.leafCount > 0, "section \(index) has a group with no leaf")
            precondition(section.groupStarts.map { $0.count == section.groupCount } ?? true,
                         "section \(index) has \(section.groupStarts?.count ?? 0) group starts for \(section.groupCount) groups")
            precondition(section.reportedAlong.map { $0.count == section.itemCount } ?? true,
                         "section \(index) has reported sizes for \(section.reportedAlong?.count ?? 0) of \(section.itemCount) items")
        }
    }
}
