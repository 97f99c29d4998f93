extension CalendarWeekLayout {
    /// Lays out every element again: every event read, placed in its day, and each day sorted.
    /// - Complexity: O(D + n log b) for D days, n events and b events a day.
    func rebuild(counts: SectionCounts, metrics: CalendarMetrics) {
        let total = counts.itemCounts.reduce(0, +)
        var placed = ContiguousArray<CalendarDayBucket.Event>()
        var dayOfPlaced = ContiguousArray<Int32>()
        placed.reserveCapacity(total)
        dayOfPlaced.reserveCapacity(total)
        var labels: [ItemLabels] = []
        labels.reserveCapacity(counts.numberOfSections)
        let source = collectionView as? any CalendarLayoutDataSource
        for (section, count) in counts.itemCounts.enumerated() {
            let first = dayOfPlaced.count
            for item in 0..<count {
                let event = source?.event(at: IndexPath(item: item, section: section)) ?? Self.placeholderEvent(item)
                let span = metrics.span(of: event)
                placed.append(.init(top: span.top, height: span.height, section: Int32(section), label: 0))
                dayOfPlaced.append(Int32(metrics.day(of: event)))
            }
            let sectionLabels = ItemLabels(values: dayOfPlaced[first...])
            for item in 0..<count { placed[first + item].label = sectionLabels.baseLabel(ofItem: item) }
            labels.append(sectionLabels)
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
        elements = CalendarElements(metrics: metrics, days: ContiguousArray(byDay.map(CalendarDayBucket.init(sorting:))), labels: labels)
        counters.elementsRecomputed += elements.elementCount
    }

    /// Inserts the events appended since `previous` into their days, when the only change is
    /// events appended at the ends of sections (or new sections) and every invalidated item is
    /// one of them. Nil when a rebuild is needed.
    /// - Complexity: O(m (log n + b)) for m new events and b events in each one's day.
    func insertAppendedEvents(after previous: SectionCounts, counts: SectionCounts, invalidated: [IndexPath],
                              metrics: CalendarMetrics) -> Void? {
        let old = previous.itemCounts, new = counts.itemCounts
        guard new.count >= old.count, zip(old, new).allSatisfy({ $0 <= $1 }), elements.labels.count == old.count,
              invalidated.allSatisfy({ $0.section >= 0 && ($0.section >= old.count || $0.item >= old[$0.section]) })
        else { return nil }
        while elements.labels.count < new.count { elements.labels.append(ItemLabels(values: [])) }
        var changes = DayChanges()
        for section in new.indices {
            for item in (section < old.count ? old[section] : 0)..<new[section] {
                guard insertEvent(at: IndexPath(item: item, section: section), metrics: metrics, changes: &changes) != nil
                else { return nil }
            }
        }
        summarise(changes)
        return ()
    }

    /// Where a series of changes to the days first touched each day: summarised once at the end.
    struct DayChanges {
        var firstChanged: [Int: Int] = [:]
        var eventsRead = 0

        mutating func note(day: Int, index: Int) {
            firstChanged[day] = Swift.min(firstChanged[day] ?? index, index)
        }
    }

    /// Reads the event of the item the batch or append put at `path`, labels the item there
    /// (`ItemLabels.insert(atItem:value:)`, rebasing the section's labels when none is free) and
    /// inserts the event in its day, unsummarised. Nil when even a fresh base has no label free
    /// (a section of about 2^30 items): the caller lays everything out again.
    /// - Complexity: O(log n + b) for b events in its day; O(n) when the section is rebased.
    func insertEvent(at path: IndexPath, metrics: CalendarMetrics, changes: inout DayChanges) -> Void? {
        let event = event(at: path)
        let day = metrics.day(of: event)
        var label = elements.labels[path.section].insert(atItem: path.item, value: Int32(day))
        if label == nil {
            elements.rebaseLabels(ofSection: path.section)
            label = elements.labels[path.section].insert(atItem: path.item, value: Int32(day))
        }
        guard let label else { return nil }
        place(event, day: day, section: path.section, label: label, metrics: metrics, changes: &changes)
        return ()
    }

    /// Inserts `event` in `day` for the item of `section` labelled `label`, unsummarised.
    /// - Complexity: O(log b + b).
    func place(_ event: CalendarEvent, day: Int, section: Int, label: Int32, metrics: CalendarMetrics, changes: inout DayChanges) {
        let span = metrics.span(of: event)
        let placed = CalendarDayBucket.Event(top: span.top, height: span.height, section: Int32(section), label: label)
        changes.note(day: day, index: elements.modifyDay(day) { $0.insertUnsummarised(placed) })
        changes.eventsRead += 1
    }

    /// Summarises each day `changes` touched, once, from its first change.
    /// - Complexity: O(b) per day touched.
    func summarise(_ changes: DayChanges) {
        for (day, first) in changes.firstChanged { elements.modifyDay(day) { $0.summarise(from: first) } }
        counters.elementsRecomputed += changes.eventsRead
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
