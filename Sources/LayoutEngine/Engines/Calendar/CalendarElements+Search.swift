extension CalendarElements {
    /// The events of `day` that can intersect `rect`: none when the rect misses the day's column
    /// across (its events span the column), otherwise the day's `candidates(minY:maxY:)`.
    /// - Complexity: O(log b) for the day's b events.
    func candidates(ofDay day: Int, in rect: Rect) -> Range<Int> {
        let column = metrics.dayColumn(day)
        guard column.x < rect.maxX && rect.minX < column.x + column.width else { return 0..<0 }
        return days[day].candidates(minY: rect.minY, maxY: rect.maxY)
    }

    /// The binary strategy's search, in canonical order: tests the day headers of the days whose
    /// columns the rect crosses (when it reaches the header row), the hour headers of the rows it
    /// crosses, then in each crossed day the events `candidatesOfDay` gives (the day's
    /// `candidates(ofDay:in:)`, which it may have computed before) in blocks whose bottoms reach
    /// the rect. Calls `header` with the ordinal of each header, and `event` with the day, index
    /// in the day, event and day column of each event, that `rect` intersects
    /// (`Rect.intersects(_:)` on the element's frame); returns how many elements it tested, plus
    /// one per block of events skipped.
    /// - Complexity: O(d + 24 + c) for the d days the rect crosses and the c candidates, plus
    ///   `candidatesOfDay`.
    @inline(__always)
    func forEachHitBySearch(in rect: Rect, candidatesOfDay: (Int) -> Range<Int>, header: (Int) -> Void,
                            event: (_ day: Int, _ index: Int, CalendarDayBucket.Event, _ column: (x: Double, width: Double)) -> Void) -> Int {
        guard !days.isEmpty, rect.minX < rect.maxX, rect.minY < rect.maxY else { return 0 }
        let crossed = metrics.days(crossing: rect.minX, rect.maxX)
        var examined = 0
        // Every day header spans the same rows: when the rect misses them, none is looked at.
        let headerRow = metrics.dayHeader(0)
        if headerRow.minY < rect.maxY && rect.minY < headerRow.maxY {
            for day in crossed {
                examined += 1
                if rect.intersects(metrics.dayHeader(day)) { header(day) }
            }
        }
        for hour in metrics.hours(crossing: rect.minY, rect.maxY) {
            examined += 1
            if rect.intersects(metrics.hourHeader(hour)) { header(days.count + hour) }
        }
        for day in crossed {
            let column = metrics.dayColumn(day)
            examined += days[day].forEachCandidate(in: candidatesOfDay(day), minY: rect.minY) { index, candidate in
                if rect.intersects(Rect(x: column.x, y: candidate.top, width: column.width, height: candidate.height)) {
                    event(day, index, candidate, column)
                }
            }
        }
        return examined
    }

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
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: crossed.count) { candidates in
            var bound = crossed.count + metrics.hours(crossing: rect.minY, rect.maxY).count
            for (offset, day) in crossed.enumerated() {
                let found = self.candidates(ofDay: day, in: rect)
                candidates.initializeElement(at: offset, to: found)
                bound += found.count
            }
            guard bound <= AnswerWriter.onePassCandidateLimit else { return nil }
            var examined = 0
            let answer = AnswerWriter.answer(capacity: bound) { writer in
                labels.withUnsafeBufferPointer { labels in
                    examined = forEachHitBySearch(in: rect, candidatesOfDay: { candidates[$0 - crossed.lowerBound] },
                                                  header: { ordinal in
                                                      let element = element(at: ordinal)
                                                      writer.append(LayoutAttributes(id: element.id, frame: element.frame))
                                                  },
                                                  event: { _, _, event, column in
                                                      writer.append(Self.attributes(of: event, column: column, labels: labels))
                                                  })
                }
            }
            return (answer, examined)
        }
    }
}
