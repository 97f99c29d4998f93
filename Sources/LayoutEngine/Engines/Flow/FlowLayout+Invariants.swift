extension FlowLayout {
    /// Checks the geometry's documented invariants; runs after every prepare when internal checks are on
    /// (`InternalChecks`) and compiles away otherwise.
    func _checkInvariants() {
        geometry.sections._checkSectionsInOrder(firstOrdinal: \.firstOrdinal, elementCount: \.elementCount, end: \.end,
                                                totalElementCount: geometry.elementCount) { index, section, along in
            precondition(section.start == along, "section \(index) starts at \(section.start), expected \(along)")
            precondition(section.end >= section.start, "section \(index) ends before it starts")
            if section.uniform != nil {
                precondition(section.measured.blocks.isEmpty, "uniform section \(index) stores frames")
            } else {
                precondition(section.measured.itemCount == section.itemCount,
                             "section \(index) stores \(section.measured.itemCount) items for \(section.itemCount)")
                section.measured._checkInvariants()
            }
        }
    }
}
