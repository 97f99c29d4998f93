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
                precondition(section.measured.frames.isEmpty, "uniform section \(index) stores frames")
            } else {
                let lines = section.measured.lines
                precondition(section.measured.frames.count == section.itemCount,
                             "section \(index) stores \(section.measured.frames.count) frames for \(section.itemCount) items")
                precondition(lines.first.map { $0.firstItem == 0 } ?? (section.itemCount == 0),
                             "section \(index): the first line does not start at item 0")
                precondition(zip(lines, lines.dropFirst()).allSatisfy { $0.firstItem < $1.firstItem },
                             "section \(index): lines out of order")
            }
            ordinal += section.elementCount
            along = section.end
        }
        precondition(geometry.elementCount == ordinal, "element count \(geometry.elementCount), expected \(ordinal)")
    }
}
