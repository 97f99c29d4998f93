extension MosaicLayout {
    /// Checks `MosaicSectionGeometry`'s invariants across sections; runs after every prepare in
    /// debug builds.
    func _checkInvariants() {
        var ordinal = 0
        for (index, section) in sections.enumerated() {
            precondition(section.firstOrdinal == ordinal, "section \(index) starts at ordinal \(section.firstOrdinal), expected \(ordinal)")
            var item = 0
            for segment in section.segments {
                precondition(segment.firstItem == item, "section \(index): a segment starts at item \(segment.firstItem), expected \(item)")
                item += segment.style.cellCount
            }
            precondition(item == section.itemCount, "section \(index): segments hold \(item) of \(section.itemCount) items")
            ordinal += section.itemCount
        }
        precondition(table.elementCount == ordinal, "the table holds \(table.elementCount) cells, expected \(ordinal)")
    }
}
