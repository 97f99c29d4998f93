extension CalendarWeekLayout {
    /// Lays out every element again: every event read, placed in its day, and each day sorted.
    /// - Complexity: O(D + n log b) for D days, n events and b events a day.
    func rebuild(counts: SectionCounts, metrics: CalendarMetrics) {
        let total = counts.itemCounts.reduce(0, +)
        var placed = ContiguousArray<CalendarDayBucket.Event>()
        var dayOfPlaced = ContiguousArray<Int32>()
        placed.reserveCapacity(total)
        dayOfPlaced.reserveCapacity(total)
        dayOfEvent = []
        let source = collectionView as? any CalendarLayoutDataSource
        for (section, count) in counts.itemCounts.enumerated() {
            var days = ContiguousArray<Int32>()
            days.reserveCapacity(count)
            for item in 0..<count {
                let event = source?.event(at: IndexPath(item: item, section: section)) ?? Self.placeholderEvent(item)
                let day = metrics.day(of: event)
                let span = metrics.span(of: event)
                placed.append(.init(top: span.top, height: span.height, section: Int32(section), item: Int32(item)))
                dayOfPlaced.append(Int32(day))
                days.append(Int32(day))
            }
            dayOfEvent.append(days)
        }
        // A counting sort by day keeps each day's events in index-path order; each day then sorts
        // its own few by top.
        var sizes = ContiguousArray(repeating: 0, count: metrics.dayCount)
        for day in dayOfPlaced { sizes[Int(day)] += 1 }
        var byDay = ContiguousArray<ContiguousArray<CalendarDayBucket.Event>>()
        byDay.reserveCapacity(metrics.dayCount)
        for size in sizes {
            var events = ContiguousArray<CalendarDayBucket.Event>()
            events.reserveCapacity(size)
            byDay.append(events)
        }
        for (event, day) in zip(placed, dayOfPlaced) { byDay[Int(day)].append(event) }
        elements = CalendarElements(metrics: metrics, days: ContiguousArray(byDay.map(CalendarDayBucket.init(sorting:))))
        counters.elementsRecomputed += elements.elementCount
    }

    /// Inserts the events appended since `previous` into their days, when the only change is
    /// events appended at the ends of sections (or new sections) and every invalidated item is
    /// one of them. Nil when a rebuild is needed.
    /// - Complexity: O(m (log n + b)) for m new events and b events in each one's day.
    func insertAppendedEvents(after previous: SectionCounts, counts: SectionCounts, invalidated: [IndexPath],
                              metrics: CalendarMetrics) -> Void? {
        let old = previous.itemCounts, new = counts.itemCounts
        guard new.count >= old.count, zip(old, new).allSatisfy({ $0 <= $1 }),
              invalidated.allSatisfy({ $0.section >= 0 && ($0.section >= old.count || $0.item >= old[$0.section]) })
        else { return nil }
        while dayOfEvent.count < new.count { dayOfEvent.append([]) }
        var added: [IndexPath] = []
        for section in new.indices {
            let first = section < old.count ? old[section] : 0
            dayOfEvent[section].append(contentsOf: repeatElement(-1, count: new[section] - first))
            added += (first..<new[section]).map { IndexPath(item: $0, section: section) }
        }
        insertEvents(at: added, metrics: metrics)
        return ()
    }

    /// Reads the events at `paths` (after-update index paths with a `dayOfEvent` slot each),
    /// inserts each in its day and records its day; then summarises each changed day once, from
    /// the first place an event landed.
    /// - Complexity: O(m (log n + b)) for m paths and b events in each one's day.
    func insertEvents(at paths: [IndexPath], metrics: CalendarMetrics) {
        var firstChanged: [Int: Int] = [:]
        for path in paths {
            let event = event(at: path)
            let day = metrics.day(of: event)
            let span = metrics.span(of: event)
            let placed = CalendarDayBucket.Event(top: span.top, height: span.height,
                                                 section: Int32(path.section), item: Int32(path.item))
            let index = elements.modifyDay(day) { $0.insertUnsummarised(placed) }
            firstChanged[day] = Swift.min(firstChanged[day] ?? index, index)
            dayOfEvent[path.section][path.item] = Int32(day)
        }
        for (day, first) in firstChanged { elements.modifyDay(day) { $0.summarise(from: first) } }
        counters.elementsRecomputed += paths.count
    }

    /// Asks the data source, once per section, whether its events move with their items.
    /// - Complexity: O(s).
    func recordEventsMoveWithItems(sectionCount: Int) {
        let source = collectionView as? any CalendarLayoutDataSource
        eventsMoveWithItems = (0..<sectionCount).map { source?.eventsMoveWithItems(inSection: $0) ?? false }
    }

    /// The event the item at `indexPath` shows: the data source's, or the placeholder.
    func event(at indexPath: IndexPath) -> CalendarEvent {
        (collectionView as? any CalendarLayoutDataSource)?.event(at: indexPath) ?? Self.placeholderEvent(indexPath.item)
    }

    /// The event shown when the collection view is not a calendar data source: an hour-long
    /// event whose day (of the week) and start follow from the item.
    static func placeholderEvent(_ item: Int) -> CalendarEvent {
        CalendarEvent(day: item % defaultDayCount, startHour: Double((item / defaultDayCount) % hoursPerDay), durationHours: 1)
    }
}
