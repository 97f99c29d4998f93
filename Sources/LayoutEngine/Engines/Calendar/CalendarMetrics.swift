/// What every calendar frame depends on: a change invalidates everything.
struct CalendarMetrics: Hashable, Sendable {
    var width: Double
    var heightPerHour: Double
    var dayHeaderHeight: Double
    var hourHeaderWidth: Double
    /// The number of day columns, already clamped to `CalendarWeekLayout.dayCountRange`.
    var dayCount: Int
    /// The number of columns that share the width right of the hour headers: the layout's
    /// `visibleDayCount`, at most `dayCount` (fewer days share the width between them).
    var visibleDayCount: Int

    var dayWidth: Double {
        Swift.max(0, (width - hourHeaderWidth) / Double(visibleDayCount))
    }

    /// Where the day columns start: right of the hour headers, or at the width when it is narrower.
    var columnsStart: Double { Swift.min(hourHeaderWidth, width) }

    /// Where the last column ends: the width exactly when every day is visible (so the defaults
    /// lay out the article's week to the point), otherwise `dayCount` columns on from the start.
    var columnsEnd: Double {
        dayCount == visibleDayCount ? Swift.max(columnsStart, width) : columnsStart + Double(dayCount) * dayWidth
    }

    /// Day `day`'s column across: columns are cut at shared boundaries, the last ending exactly
    /// at `columnsEnd`, so neighbours neither overlap nor leave the content by rounding.
    func dayColumn(_ day: Int) -> (x: Double, width: Double) {
        func boundary(_ index: Int) -> Double {
            index == dayCount ? columnsEnd : columnsStart + Double(index) * dayWidth
        }
        return (boundary(day), boundary(day + 1) - boundary(day))
    }

    /// The day whose column shows `event`: its day clamped to the calendar.
    /// - Complexity: O(1).
    func day(of event: CalendarEvent) -> Int {
        Swift.min(Swift.max(event.day, 0), dayCount - 1)
    }

    /// The top and height of `event`: from its start for its duration, clamped to the day.
    /// - Complexity: O(1).
    func span(of event: CalendarEvent) -> (top: Double, height: Double) {
        let hours = Double(CalendarWeekLayout.hoursPerDay)
        let start = event.startHour.isNaN ? 0 : Swift.min(Swift.max(event.startHour, 0), hours)
        let duration = event.durationHours.sanitizedLength
        let end = Swift.min(start + duration, hours)
        return (dayHeaderHeight + start * heightPerHour, (end - start) * heightPerHour)
    }

    /// The frame of an event shown in `day` from `top` for `height`.
    /// - Complexity: O(1).
    func frame(day: Int, top: Double, height: Double) -> Rect {
        let column = dayColumn(day)
        return Rect(x: column.x, y: top, width: column.width, height: height)
    }

    /// The frame of `event`: its day's column, from its start for its duration, clamped to
    /// the calendar and the day.
    /// - Complexity: O(1).
    func frame(of event: CalendarEvent) -> Rect {
        let span = span(of: event)
        return frame(day: day(of: event), top: span.top, height: span.height)
    }

    func dayHeader(_ day: Int) -> Rect {
        let column = dayColumn(day)
        return Rect(x: column.x, y: 0, width: column.width, height: dayHeaderHeight)
    }

    func hourHeader(_ hour: Int) -> Rect {
        Rect(x: 0, y: dayHeaderHeight + Double(hour) * heightPerHour, width: columnsStart, height: heightPerHour)
    }

    /// The hours whose header rows can meet the vertical extent `minY..<maxY`: every hour when
    /// rows have no height to divide by; otherwise the rows the extent covers, one more on each
    /// side for rounding. The caller tests every header it finds.
    /// - Complexity: O(1).
    func hours(crossing minY: Double, _ maxY: Double) -> Range<Int> {
        Self.slots(crossing: minY - dayHeaderHeight, maxY - dayHeaderHeight, size: heightPerHour, count: CalendarWeekLayout.hoursPerDay)
    }

    /// The slots of `size` from 0 that can meet `low..<high`, one more on each side; all `count`
    /// when `size` is zero.
    private static func slots(crossing low: Double, _ high: Double, size: Double, count: Int) -> Range<Int> {
        guard size > 0, size.isFinite else { return 0..<count }
        let first = (low / size).rounded(.down) - 1
        let last = (high / size).rounded(.down) + 1
        let lower = first < 0 ? 0 : first >= Double(count) ? count : Int(first)
        let upper = last < 0 ? -1 : last >= Double(count) ? count - 1 : Int(last)
        return lower <= upper ? lower..<(upper + 1) : 0..<0
    }

    /// The days whose columns can meet the horizontal extent `minX..<maxX`: every day when the
    /// columns have no width to divide by; otherwise the columns the extent covers, one more on
    /// each side for rounding. The caller tests every element it finds.
    /// - Complexity: O(1).
    func days(crossing minX: Double, _ maxX: Double) -> Range<Int> {
        Self.slots(crossing: minX - columnsStart, maxX - columnsStart, size: dayWidth, count: dayCount)
    }

    /// The article's content size, `dayCount` columns wide.
    var contentSize: Size {
        Size(width: columnsEnd, height: dayHeaderHeight + heightPerHour * Double(CalendarWeekLayout.hoursPerDay))
    }
}
