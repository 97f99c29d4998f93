extension CalendarWeekLayout {
    /// Lays out every element again: every event read, placed in its day, and each day sorted.
    /// The events are read into one array in index-path order, moved by a counting sort into
    /// their days' ranges of a second (so each day keeps index-path order), and each day's range
    /// is copied into its bucket, which sorts it.
    /// - Complexity: O(D + n log b) for D days, n events and b events a day.
    func rebuild(counts: SectionCounts, metrics: CalendarMetrics) {
        let total = counts.itemCounts.reduce(0, +)
        var placed: ContiguousArray<CalendarDayBucket.Event>
        let dayOfPlaced: ContiguousArray<Int32>
        if let source = collectionView as? any CalendarLayoutDataSource {
            (placed, dayOfPlaced) = Self.readEvents(fromDataSource: source, counts: counts, total: total, metrics: metrics)
        } else {
            (placed, dayOfPlaced) = Self.readEvents(from: PlaceholderEvents(), counts: counts, total: total, metrics: metrics)
        }
        var labels: [ItemLabels] = []
        labels.reserveCapacity(counts.numberOfSections)
        unsafe placed.withUnsafeMutableBufferPointer { placed in
            var first = 0
            for count in counts.itemCounts {
                let sectionLabels = ItemLabels(values: dayOfPlaced[first..<(first + count)])
                for item in 0..<count { unsafe placed[first + item].label = sectionLabels.baseLabel(ofItem: item) }
                labels.append(sectionLabels)
                first += count
            }
        }
        // A counting sort by day keeps each day's events in index-path order; each day then sorts
        // its own few by top.
        var dayStarts = ContiguousArray(repeating: 0, count: metrics.dayCount + 1)
        for day in dayOfPlaced { dayStarts[Int(day) + 1] += 1 }
        for day in 0..<metrics.dayCount { dayStarts[day + 1] += dayStarts[day] }
        let byDay = unsafe ContiguousArray<CalendarDayBucket.Event>(unsafeUninitializedCapacity: total) { byDay, initialized in
            var next = dayStarts
            unsafe next.withUnsafeMutableBufferPointer { next in
                unsafe placed.withUnsafeBufferPointer { placed in
                    unsafe dayOfPlaced.withUnsafeBufferPointer { days in
                        for index in 0..<total {
                            let day = Int(unsafe days[index])
                            unsafe (byDay.baseAddress! + next[day]).initialize(to: placed[index])
                            unsafe next[day] += 1
                        }
                    }
                }
            }
            initialized = total
        }
        var buckets = ContiguousArray<CalendarDayBucket>()
        buckets.reserveCapacity(metrics.dayCount)
        unsafe byDay.withUnsafeBufferPointer { byDay in
            for day in 0..<metrics.dayCount {
                let events = unsafe ContiguousArray(UnsafeBufferPointer(rebasing: byDay[dayStarts[day]..<dayStarts[day + 1]]))
                buckets.append(CalendarDayBucket(sorting: events))
            }
        }
        elements = CalendarElements(metrics: metrics, days: buckets, labels: labels)
        counters.elementsRecomputed += elements.elementCount
    }

    /// `readEvents(from:counts:total:metrics:)` from a data source, opened from its existential.
    private static func readEvents<Source: CalendarLayoutDataSource>(fromDataSource source: Source, counts: SectionCounts,
                                                                     total: Int, metrics: CalendarMetrics)
        -> (events: ContiguousArray<CalendarDayBucket.Event>, days: ContiguousArray<Int32>) {
        readEvents(from: DataSourceEvents(source: source), counts: counts, total: total, metrics: metrics)
    }

    /// Every item's event, in index-path order, placed for `metrics` and not yet labelled, with
    /// each one's day. Generic over the source, so that a data source is called directly per item,
    /// not through a copy of an existential (a retain and a release of the collection view each,
    /// on the slow path of an object that is weakly referenced: about 190 instructions an event).
    /// - Complexity: O(n) calls of `event(at:)`.
    private static func readEvents<Source: CalendarEventReading>(from source: Source, counts: SectionCounts, total: Int,
                                                                 metrics: CalendarMetrics)
        -> (events: ContiguousArray<CalendarDayBucket.Event>, days: ContiguousArray<Int32>) {
        var days = ContiguousArray<Int32>(repeating: 0, count: total)
        let events = unsafe ContiguousArray<CalendarDayBucket.Event>(unsafeUninitializedCapacity: total) { events, initialized in
            unsafe days.withUnsafeMutableBufferPointer { days in
                var index = 0
                for (section, count) in counts.itemCounts.enumerated() {
                    for item in 0..<count {
                        let event = source.event(at: IndexPath(item: item, section: section))
                        let span = metrics.span(of: event)
                        unsafe (events.baseAddress! + index).initialize(to: .init(top: span.top, height: span.height,
                                                                                   section: Int32(section), label: 0))
                        unsafe days[index] = Int32(metrics.day(of: event))
                        index += 1
                    }
                }
                initialized = index
            }
        }
        return (events, days)
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

/// What `CalendarWeekLayout.rebuild` reads each item's event from: the data source, or the
/// placeholders.
protocol CalendarEventReading {
    func event(at indexPath: IndexPath) -> CalendarEvent
}

/// A calendar data source's events, read through its concrete type.
struct DataSourceEvents<Source: CalendarLayoutDataSource>: CalendarEventReading {
    let source: Source

    init(source: Source) { self.source = source }

    @inline(__always)
    func event(at indexPath: IndexPath) -> CalendarEvent { source.event(at: indexPath) }
}

/// The placeholder events of a collection view that is not a calendar data source.
struct PlaceholderEvents: CalendarEventReading {
    @inline(__always)
    func event(at indexPath: IndexPath) -> CalendarEvent { CalendarWeekLayout.placeholderEvent(indexPath.item) }
}
