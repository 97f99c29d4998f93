extension MosaicLayout {
    /// Checks `MosaicElementSource`'s and `MosaicSectionGeometry`'s invariants across sections;
    /// runs after every prepare in debug builds.
    /// - Complexity: O(s), where s is the number of sections.
    func _checkInvariants() {
        var ordinal = 0, top = 0.0
        let metrics = source.metrics
        for (index, section) in source.sections.enumerated() {
            precondition(section.firstOrdinal == ordinal, "section \(index) starts at ordinal \(section.firstOrdinal), expected \(ordinal)")
            precondition(section.top == top, "section \(index) starts at \(section.top), expected the previous bottom \(top)")
            let sequence = section.sequence
            precondition(sequence.regularItemCount <= sequence.itemCount && sequence.tailItemCount <= 2,
                         "section \(index): \(sequence.regularItemCount) regular items of \(sequence.itemCount)")
            let expected = sequence.segmentCount == 0 ? top : section.segmentBottom(sequence.segmentCount - 1, metrics: metrics)
            precondition(section.bottom == expected, "section \(index) ends at \(section.bottom), expected \(expected)")
            ordinal += section.itemCount
            top = section.bottom
        }
    }
}
