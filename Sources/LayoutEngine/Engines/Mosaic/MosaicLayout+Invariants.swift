extension MosaicLayout {
    /// Checks `MosaicElementSource`'s and `MosaicSectionGeometry`'s invariants across sections;
    /// runs after every prepare with internal checks on (`InternalChecks`).
    /// - Complexity: O(s), where s is the number of sections.
    func _checkInvariants() {
        let metrics = source.metrics
        source.sections._checkSectionsInOrder(firstOrdinal: \.firstOrdinal, elementCount: \.itemCount, end: \.bottom,
                                              totalElementCount: nil) { index, section, top in
            precondition(section.top == top, "section \(index) starts at \(section.top), expected the previous bottom \(top)")
            let sequence = section.sequence
            precondition(sequence.regularItemCount <= sequence.itemCount && sequence.tailItemCount <= 2,
                         "section \(index): \(sequence.regularItemCount) regular items of \(sequence.itemCount)")
            let expected = sequence.segmentCount == 0 ? top : section.segmentBottom(sequence.segmentCount - 1, metrics: metrics)
            precondition(section.bottom == expected, "section \(index) ends at \(section.bottom), expected \(expected)")
        }
    }
}
