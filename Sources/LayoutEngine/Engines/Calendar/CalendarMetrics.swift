/// What every calendar frame depends on: a change invalidates everything.
struct CalendarMetrics: Hashable, Sendable {
    var width: Double
    var heightPerHour: Double
    var dayHeaderHeight: Double
    var hourHeaderWidth: Double

    var dayWidth: Double {
        Swift.max(0, (width - hourHeaderWidth) / Double(CalendarWeekLayout.days))
    }

    /// Day `day`'s column across: columns are cut at shared boundaries, the last ending exactly
    /// at the width, so neighbours neither overlap nor leave the content by rounding.
    func dayColumn(_ day: Int) -> (x: Double, width: Double) {
        let start = Swift.min(hourHeaderWidth, width)
        func boundary(_ index: Int) -> Double {
            index == CalendarWeekLayout.days ? Swift.max(start, width) : start + Double(index) * dayWidth
        }
        return (boundary(day), boundary(day + 1) - boundary(day))
    }

    /// The frame of `event`: its day's column, from its start for its duration, clamped to
    /// the week and the day.
    /// - Complexity: O(1).
    func frame(of event: CalendarEvent) -> Rect {
        let day = Swift.min(Swift.max(event.day, 0), CalendarWeekLayout.days - 1)
        let hours = Double(CalendarWeekLayout.hoursPerDay)
        let start = event.startHour.isNaN ? 0 : Swift.min(Swift.max(event.startHour, 0), hours)
        let duration = event.durationHours.sanitizedLength
        let end = Swift.min(start + duration, hours)
        let column = dayColumn(day)
        return Rect(x: column.x, y: dayHeaderHeight + start * heightPerHour, width: column.width,
                    height: (end - start) * heightPerHour)
    }

    func dayHeader(_ day: Int) -> Rect {
        let column = dayColumn(day)
        return Rect(x: column.x, y: 0, width: column.width, height: dayHeaderHeight)
    }

    func hourHeader(_ hour: Int) -> Rect {
        Rect(x: 0, y: dayHeaderHeight + Double(hour) * heightPerHour, width: Swift.min(hourHeaderWidth, width), height: heightPerHour)
    }

    var contentSize: Size {
        Size(width: width, height: dayHeaderHeight + heightPerHour * Double(CalendarWeekLayout.hoursPerDay))
    }
}
