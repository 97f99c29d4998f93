import LayoutEngine

/// The week calendar's specification (seed 002, docs/calendar-layout.md) as spec properties:
/// `visibleDayCount` day columns (at most `dayCount`) share the width right of the hour headers, a
/// day `(width − hourHeaderWidth) / visibleDayCount` wide (none when the headers take the width,
/// and then the columns start at the width: every frame stays inside the content);
/// an event is its day's column (its day clamped to the calendar's days), `heightPerHour` tall per
/// hour from `dayHeaderHeight` plus its start, its time clamped to the day; a day header along the
/// top of each day, `dayHeaderHeight` tall; an hour header down the side for each of the 24 hours,
/// `hourHeaderWidth` wide (at most the width) and an hour tall.
public enum CalendarSpec {
    /// The layout's configuration.
    public struct Configuration: Sendable {
        public var heightPerHour: Double
        public var dayHeaderHeight: Double
        public var hourHeaderWidth: Double
        public var dayCount: Int
        public var visibleDayCount: Int

        public init(heightPerHour: Double, dayHeaderHeight: Double, hourHeaderWidth: Double, dayCount: Int, visibleDayCount: Int) {
            self.heightPerHour = heightPerHour
            self.dayHeaderHeight = dayHeaderHeight
            self.hourHeaderWidth = hourHeaderWidth
            self.dayCount = dayCount
            self.visibleDayCount = visibleDayCount
        }

        /// Where day `day`'s column starts in a container `width` wide.
        func dayStart(_ day: Int, in width: Double) -> Double {
            Swift.min(hourHeaderWidth, width) + Double(day) * dayWidth(in: width)
        }

        /// A day column's width in a container `width` wide.
        func dayWidth(in width: Double) -> Double {
            Swift.max(0, (width - hourHeaderWidth) / Double(Swift.max(1, Swift.min(visibleDayCount, dayCount))))
        }
    }

    /// `calendar-event-frames` and `calendar-headers`.
    /// - Complexity: each O(n) for n elements.
    public static func properties(configuration: @escaping @Sendable (SpecSubject) -> Configuration) -> [SpecProperty] {
        [
            SpecProperty(name: "calendar-event-frames") { subject in
                eventFramesViolation(subject, configuration(subject))
            },
            SpecProperty(name: "calendar-headers") { subject in
                headersViolation(subject, configuration(subject))
            },
        ]
    }

    static func eventFramesViolation(_ subject: SpecSubject, _ configuration: Configuration) -> SpecViolation? {
        let data: any CalendarLayoutDataSource = subject.data
        let dayWidth = configuration.dayWidth(in: subject.data.bounds.width)
        for element in subject.elements where element.representedElementCategory == .cell {
            let event = data.event(at: element.indexPath)
            let day = Swift.min(Swift.max(event.day, 0), configuration.dayCount - 1)
            let start = event.startHour.isNaN ? 0 : Swift.min(Swift.max(event.startHour, 0), 24)
            let duration = event.durationHours.isFinite ? Swift.max(0, event.durationHours) : 0
            let end = Swift.min(start + duration, 24)
            let expected = Rect(x: configuration.dayStart(day, in: subject.data.bounds.width),
                                y: configuration.dayHeaderHeight + start * configuration.heightPerHour,
                                width: dayWidth, height: (end - start) * configuration.heightPerHour)
            guard SpecProperty.agree(element.frame, expected) else {
                return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame) shows day \(event.day), from hour \(event.startHour) for \(event.durationHours): expected \(expected) (day \(day), hours \(start) to \(end))")
            }
        }
        return nil
    }

    static func headersViolation(_ subject: SpecSubject, _ configuration: Configuration) -> SpecViolation? {
        let dayWidth = configuration.dayWidth(in: subject.data.bounds.width)
        for element in subject.elements where element.representedElementCategory == .supplementaryView {
            let index = Double(element.indexPath.item)
            let expected: Rect
            switch element.representedElementKind {
            case CalendarWeekLayout.dayHeaderKind:
                expected = Rect(x: configuration.dayStart(element.indexPath.item, in: subject.data.bounds.width), y: 0, width: dayWidth,
                                height: configuration.dayHeaderHeight)
            case CalendarWeekLayout.hourHeaderKind:
                expected = Rect(x: 0, y: configuration.dayHeaderHeight + index * configuration.heightPerHour,
                                width: Swift.min(configuration.hourHeaderWidth, subject.data.bounds.width), height: configuration.heightPerHour)
            default:
                continue
            }
            guard SpecProperty.agree(element.frame, expected) else {
                return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame): expected \(expected)")
            }
        }
        return nil
    }
}
