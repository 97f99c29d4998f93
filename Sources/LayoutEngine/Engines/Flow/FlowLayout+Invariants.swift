extension FlowLayout {
    /// Checks the geometry's documented invariants; runs after every prepare in debug builds and
    /// compiles away in release builds.
    func _checkInvariants() {
        var ordinal = 0
        var along = 0.0
        for (index, section) in geometry.sections.enumerated() {
            precondition(section.firstOrdinal == ordinal, "section \(index) starts at ordinal \(section.firstOrdinal), expected \(ordinal)")
            precondition(section.start == along, "section \(index) starts at \(section.start), expected \(along)")
            precondition(section.end >= section.start, "section \(index) ends before it starts")
            if section.uniform != nil {
                precondition(section.measured.blocks.isEmpty, "uniform section \(index) stores frames")
            } else {
                section.measured._checkInvariants(itemCount: section.itemCount, section: index)
            }
            ordinal += section.elementCount
            along = section.end
        }
        precondition(geometry.elementCount == ordinal, "element count \(geometry.elementCount), expected \(ordinal)")
    }
}
