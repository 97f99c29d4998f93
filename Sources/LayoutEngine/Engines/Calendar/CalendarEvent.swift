/// One calendar event, as the week calendar of seed 002 models it: a day (0–6 in the seed's
/// week; any of the layout's `dayCount` days), a start time and a duration, in hours.
public struct CalendarEvent: Hashable, Sendable {
    /// The event's day: the index of its column, clamped by the layout to `0..<dayCount`.
    public var day: Int
    /// When the event starts, in hours from midnight; the layout clamps it to the day.
    public var startHour: Double
    /// How long the event lasts, in hours; the layout ends it at midnight at the latest.
    public var durationHours: Double

    /// An event on `day` from `startHour` for `durationHours`, stored as given (unclamped).
    public init(day: Int, startHour: Double, durationHours: Double) {
        self.day = day
        self.startHour = startHour
        self.durationHours = durationHours
    }
}
