extension CompositionalElementSource {
    /// The attributes of the elements `rect` intersects, in canonical order, pinned boundary items
    /// at their place for `visible`, and how many elements were tested: the layout's answer for
    /// the ordinals `appendOrdinalsBySearch(in:to:)` finds (the same candidates, tested on the same
    /// frames, written with the same frames), found and written in one pass. Nil when more than
    /// `AnswerWriter.onePassCandidateLimit` elements may be candidates (a rect across an
    /// orthogonal section has every item of the section as a candidate).
    ///
    /// The sections the rect may meet and their candidate groups are found first, and counted
    /// (`CompositionalSectionGeometry.candidateCount(groups:)`), the answer allocated for them,
    /// then each section writes its elements (`writeElements(in:groups:visible:section:to:)`).
    /// - Complexity: O(log s + m + c), for the m sections between the bounds of
    ///   `appendOrdinalsBySearch(in:to:)` and c candidates.
    func attributesBySearch(in rect: Rect, visible: Rect) -> (answer: [LayoutAttributes], examined: Int)? {
        let low = rect.minAlong(scrollDirection), high = rect.maxAlong(scrollDirection)
        guard low < high else { return ([], 0) }
        let reaching = candidateSections(low: low, high: high), first = reaching.lowerBound, end = reaching.upperBound
        // Each section's candidate groups, nil for a section whose reach misses the rect. The
        // sections are read in place, through the array's subscript: read through a buffer
        // pointer, each was copied (every array it holds retained and released) at every call.
        return unsafe withUnsafeTemporaryAllocation(of: Range<Int>?.self, capacity: end - first) { candidateGroups in
            var candidates = 0
            for index in first..<end {
                var groups: Range<Int>?
                if sectionMeets(index, low: low, high: high) {
                    groups = sections[index].candidateGroups(low: low, high: high)
                    candidates += sections[index].candidateCount(groups: groups!)
                }
                unsafe candidateGroups.initializeElement(at: index - first, to: groups)
            }
            guard candidates <= AnswerWriter.onePassCandidateLimit else { return nil }
            var examined = 0
            let answer = AnswerWriter.answer(capacity: candidates) { writer in
                for index in first..<end {
                    guard let groups = unsafe candidateGroups[index - first] else { continue }
                    examined += sections[index].writeElements(in: rect, groups: groups, visible: visible,
                                                              section: index, to: &writer)
                }
            }
            return (answer, examined)
        }
    }
}
