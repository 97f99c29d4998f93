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

    /// The day headers of the days the rect crosses, the hour headers of the rows it crosses,
    /// then each crossed day's candidates from its summaries (`forEachHitBySearch`).
    /// - Complexity: O(d log b + c) for the d days the rect crosses, b events a day and c
    ///   candidates; O(log D) more per day with a hit, to find its first ordinal.
    func appendOrdinalsBySearch(in rect: Rect, to result: inout [Int]) -> Int {
        var day = -1, firstOrdinal = 0
        return forEachHitBySearch(in: rect, candidatesOfDay: { candidates(ofDay: $0, in: rect) },
                                  header: { result.append($0) },
                                  event: { hitDay, index, _, _ in
                                      if hitDay != day {
                                          day = hitDay
                                          firstOrdinal = ordinal(day: day, index: 0)
                                      }
                                      result.append(firstOrdinal + index)
                                  })
    }
}
