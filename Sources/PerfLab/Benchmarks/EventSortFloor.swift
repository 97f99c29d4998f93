import LabSupport
import LayoutEngine

/// The sort floor of a layout that keeps each day's events in time order, as the week calendar
/// does: the time to sort the benchmark's events, already grouped by day and in index-path order,
/// into the calendar's canonical order within each day (start, then section, then item), with the
/// standard library's sort and nothing else: no data-source call, no allocation, no copy. The
/// events are 24-byte values, as the calendar's days hold them (start, duration, section, item).
///
/// A comparison sort of a day of b events with distinct starts needs at least log₂(b!) comparisons
/// (docs/performance-targets.md derives the bound for n events over d days: about
/// n log₂(n/d) − 1.44 n), so a prepare that sorts its days cannot be faster than this floor by much;
/// the targets table reads such a prepare against the write, delegate and sort floors together.
struct EventSortFloor {
    var context: BenchmarkContext

    /// An event as the floor sorts it: 24 bytes, ordered as the calendar orders a day.
    struct Event {
        var start: Double
        var duration: Double
        var section: Int32
        var item: Int32

        /// The calendar's canonical order within a day (`CalendarDayBucket.Event.precedes`).
        @inline(__always)
        func precedes(_ other: Event) -> Bool {
            if start != other.start { return start < other.start }
            if section != other.section { return section < other.section }
            return item < other.item
        }
    }

    /// The engines of `engines` whose prepare sorts each day's events (`sortsEventsByDay`).
    static func engines(in engines: [BenchmarkEngine]) -> [BenchmarkEngine] { engines.filter(\.sortsEventsByDay) }

    /// Every section's events grouped by day (clamped to `dayCount` days, as the calendar clamps
    /// them), each day in index-path order, and where each day starts (`dayCount + 1` bounds);
    /// starts clamped to the day as the calendar clamps them, so they order as its tops do.
    /// - Complexity: O(n + d) for n events over d days.
    static func grouped(_ sections: [SimulatedCollectionView.Section], dayCount: Int)
        -> (events: ContiguousArray<Event>, dayStarts: [Int]) {
        var sizes = [Int](repeating: 0, count: dayCount + 1)
        let all = sections.enumerated().flatMap { section, content in
            (content.events ?? []).enumerated().map { item, event -> (day: Int, event: Event) in
                let day = Swift.min(Swift.max(event.day, 0), dayCount - 1)
                let hours = Double(CalendarWeekLayout.hoursPerDay)
                let start = event.startHour.isNaN ? 0 : Swift.min(Swift.max(event.startHour, 0), hours)
                return (day, Event(start: start, duration: event.durationHours, section: Int32(section), item: Int32(item)))
            }
        }
        for (day, _) in all { sizes[day + 1] += 1 }
        for day in 0..<dayCount { sizes[day + 1] += sizes[day] }
        var next = sizes
        var events = ContiguousArray(repeating: Event(start: 0, duration: 0, section: 0, item: 0), count: all.count)
        for (day, event) in all {
            events[next[day]] = event
            next[day] += 1
        }
        return (events, sizes)
    }

    /// Sorts each day's range of `events` (bounded by `dayStarts`) in place.
    /// - Complexity: O(Σ b log b) for days of b events.
    static func sortEachDay(_ events: inout ContiguousArray<Event>, dayStarts: [Int]) {
        unsafe events.withUnsafeMutableBufferPointer { buffer in
            for day in 0..<(dayStarts.count - 1) {
                var slice = unsafe UnsafeMutableBufferPointer(rebasing: buffer[dayStarts[day]..<dayStarts[day + 1]])
                unsafe slice.sort { $0.precedes($1) }
            }
        }
    }

    /// The floor of `engine`'s scenario at `items`; nil when its layout is not a week calendar or
    /// its sections hold no events.
    func run(_ engine: BenchmarkEngine, items: Int) -> BenchmarkResult? {
        let made = context.make(engine.scenario(items: items, seed: context.seed))
        guard let calendar = made.layout as? CalendarWeekLayout, made.view.sections.contains(where: { $0.events != nil }) else {
            return nil
        }
        let range = CalendarWeekLayout.dayCountRange
        let (unsorted, dayStarts) = Self.grouped(made.view.sections,
                                                 dayCount: Swift.min(Swift.max(calendar.dayCount, range.lowerBound), range.upperBound))
        context.progress("\(BenchmarkFamily.eventSortFloor) \(engine.name) \(items)")
        // Each call sorts its own unsorted copy, made outside the timed region.
        let samples = context.sampler.measure(sameEveryCall: true, setUp: { () -> ContiguousArray<Event> in
            var copy = ContiguousArray<Event>()
            copy.reserveCapacity(unsorted.count)
            copy.append(contentsOf: unsorted)
            return copy
        }) { events in
            Self.sortEachDay(&events, dayStarts: dayStarts)
            consume(events)
        }
        return BenchmarkResult(family: .eventSortFloor, engine: engine.name, strategy: nil, items: items, samples: samples)
    }
}
