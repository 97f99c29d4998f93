import LayoutEngine
import Testing
@testable import PerfLab

/// `EventSortFloor`: the events it sorts are the calendar's (days clamped as the calendar clamps
/// them, each day in index-path order before the sort), and the sort gives the calendar's order.
@Suite struct EventSortFloorTests {
    /// Two days, five events of section 0 and one of section 1, by hand: day 5 clamps to 1, day −1
    /// to 0, a NaN start to 0, a start of 30 h to 24.
    static let sections: [SimulatedCollectionView.Section] = {
        var first = SimulatedCollectionView.Section(itemCount: 5)
        first.events = [
            CalendarEvent(day: 1, startHour: 3, durationHours: 1),          // item 0 → day 1
            CalendarEvent(day: 0, startHour: 5, durationHours: 1),          // item 1 → day 0
            CalendarEvent(day: 5, startHour: 1, durationHours: 1),          // item 2 → day 1 (clamped)
            CalendarEvent(day: -1, startHour: 5, durationHours: 2),         // item 3 → day 0 (clamped), ties item 1
            CalendarEvent(day: 0, startHour: .nan, durationHours: 1),       // item 4 → day 0, starts at 0
        ]
        var second = SimulatedCollectionView.Section(itemCount: 1)
        second.events = [CalendarEvent(day: 0, startHour: 30, durationHours: 1)]  // → day 0, starts at 24
        return [first, second]
    }()

    static func identities(_ events: some Collection<EventSortFloor.Event>) -> [String] {
        events.map { "\($0.section).\($0.item)@\($0.start)" }
    }

    @Test func eventsAreGroupedByClampedDayInIndexPathOrder() {
        let (events, dayStarts) = EventSortFloor.grouped(Self.sections, dayCount: 2)
        #expect(dayStarts == [0, 4, 6])
        #expect(Self.identities(events) == ["0.1@5.0", "0.3@5.0", "0.4@0.0", "1.0@24.0", "0.0@3.0", "0.2@1.0"])
    }

    @Test func eachDayIsSortedByStartThenSectionThenItem() {
        var (events, dayStarts) = EventSortFloor.grouped(Self.sections, dayCount: 2)
        EventSortFloor.sortEachDay(&events, dayStarts: dayStarts)
        // Day 0: item 4 (0 h), items 1 and 3 (5 h, by item), section 1's event (24 h); day 1: items 2, 0.
        #expect(Self.identities(events) == ["0.4@0.0", "0.1@5.0", "0.3@5.0", "1.0@24.0", "0.2@1.0", "0.0@3.0"])
    }

    @Test func theOrderIsTheCalendarsOnRandomDays() {
        // 2,000 seeded events over 9 days: after the sort, each day ascends by (start, section, item)
        // and holds exactly the events whose clamped day it is.
        var state: UInt64 = 0x5eed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var section = SimulatedCollectionView.Section(itemCount: 2_000)
        section.events = ContiguousArray((0..<2_000).map { _ in
            CalendarEvent(day: next(11) - 1, startHour: Double(next(48)) / 2, durationHours: 1)
        })
        var (events, dayStarts) = EventSortFloor.grouped([section], dayCount: 9)
        EventSortFloor.sortEachDay(&events, dayStarts: dayStarts)
        #expect(dayStarts.last == 2_000)
        for day in 0..<9 {
            let range = dayStarts[day]..<dayStarts[day + 1]
            #expect(zip(events[range], events[range].dropFirst()).allSatisfy { $0.precedes($1) }, "day \(day) ascends")
            let expected = (section.events ?? []).indices.filter { min(max(section.events![$0].day, 0), 8) == day }
            #expect(events[range].map { Int($0.item) }.sorted() == expected, "day \(day) holds its events")
        }
    }
}
