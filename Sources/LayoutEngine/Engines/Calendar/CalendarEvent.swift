/// One calendar event, as the week calendar of seed 002 models it: a day of the week (0–6), a
/// start time and a duration, in hours.
public struct CalendarEvent: Hashable, Sendable {
    public var day: Int
    public var startHour: Double
    public var durationHours: Double

    public init(day: Int, startHour: Double, durationHours: Double) {
        self.day = day
        self.startHour = startHour
        self.durationHours = durationHours
    }
}
