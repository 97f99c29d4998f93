extension CalendarElements {
    /// The binary strategy's answer for `rect` and how many elements it tested: the attributes
    /// `attributes(ofAscending:)` gives for the ordinals `appendOrdinalsBySearch(in:to:)` finds
    /// (the same candidates, tested on the same frames, in the same order), found and written in
    /// one pass. Nil when more than `AnswerWriter.onePassCandidateLimit` elements may be
    /// candidates.
    ///
    /// The crossed days' candidates are found first and kept for the walk, bounding the answer,
    /// which is allocated for them; the walk writes each element that intersects the rect as it
    /// tests it, numbering an event's item from its label.
    /// - Complexity: O(d log b + 24 + c) for the d days the rect crosses, b events a day and c
    ///   candidates; no search of the days' counts.
    func attributesBySearch(in rect: Rect) -> (answer: [LayoutAttributes], examined: Int)? {
        guard !days.isEmpty, rect.minX < rect.maxX, rect.minY < rect.maxY else { return ([], 0) }
        let crossed = metrics.days(crossing: rect.minX, rect.maxX)
        return unsafe withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: crossed.count) { candidates in
            var bound = crossed.count + metrics.hours(crossing: rect.minY, rect.maxY).count
            for (offset, day) in crossed.enumerated() {
                let found = self.candidates(ofDay: day, in: rect)
                unsafe candidates.initializeElement(at: offset, to: found)
                bound += found.count
            }
            guard bound <= AnswerWriter.onePassCandidateLimit else { return nil }
            var examined = 0
            let answer = AnswerWriter.answer(capacity: bound) { writer in
                unsafe labels.withUnsafeBufferPointer { labels in
                    examined = forEachHitBySearch(in: rect, candidatesOfDay: { unsafe candidates[$0 - crossed.lowerBound] },
                                                  header: { ordinal in
                                                      let element = element(at: ordinal)
                                                      writer.append(LayoutAttributes(id: element.id, frame: element.frame))
                                                  },
                                                  event: { _, _, event, column in
                                                      unsafe writer.append(Self.attributes(of: event, column: column, labels: labels))
                                                  })
                }
            }
            return (answer, examined)
        }
    }
}
