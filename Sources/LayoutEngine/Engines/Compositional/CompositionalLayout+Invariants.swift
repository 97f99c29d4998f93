extension CompositionalLayout {
    /// Checks the invariants of `CompositionalElementSource` and `CompositionalSectionGeometry`;
    /// runs after every prepare in debug builds.
    func _checkInvariants() {
        var ordinal = 0
        var along = 0.0
        for (index, section) in source.sections.enumerated() {
            precondition(section.firstOrdinal == ordinal, "section \(index) starts at ordinal \(section.firstOrdinal), expected \(ordinal)")
            precondition(section.origin >= along && section.length >= 0, "section \(index) is out of order")
            precondition(section.resolved.leafCount > 0, "section \(index) has a group with no leaf")
            precondition(section.groupStarts.map { $0.count == section.groupCount } ?? true,
                         "section \(index) has \(section.groupStarts?.count ?? 0) group starts for \(section.groupCount) groups")
            precondition(section.reportedAlong.map { $0.count == section.itemCount } ?? true,
                         "section \(index) has reported sizes for \(section.reportedAlong?.count ?? 0) of \(section.itemCount) items")
            ordinal += section.elementCount
            along = section.origin + section.length
        }
        precondition(source.elementCount == ordinal, "the source holds \(source.elementCount) elements, expected \(ordinal)")
    }
}
