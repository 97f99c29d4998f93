extension CalendarWeekLayout {
    /// An element's place in the canonical order after the day headers: by top edge, then hour
    /// headers before events, then index path. A total order, so a merge and a sort agree.
    struct OrderKey: Comparable, Sendable {
        var minY: Double
        var isEvent: Bool
        var section: Int
        var item: Int

        static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
            if lhs.minY != rhs.minY { return lhs.minY < rhs.minY }
            if lhs.isEvent != rhs.isEvent { return !lhs.isEvent }
            return (lhs.section, lhs.item) < (rhs.section, rhs.item)
        }
    }

    struct Entry: Sendable {
        var key: OrderKey
        var frame: Rect
    }

    /// Lays out every element again: the day headers, then the hour headers and every event,
    /// sorted. Returns 0, the first changed ordinal.
    /// - Complexity: O(n log n).
    func rebuild(counts: SectionCounts, metrics: CalendarMetrics) -> Int {
        table.removeAll()
        farthestEdges = .zero
        table.reserveCapacity(Self.days + Self.hoursPerDay + counts.itemCounts.reduce(0, +))
        for day in 0..<Self.days {
            let frame = metrics.dayHeader(day)
            table.append(frame, id: .supplementary(Self.dayHeaderKind, IndexPath(item: day, section: 0)))
            extendFarthestEdges(to: frame)
        }
        var entries = ContiguousArray((0..<Self.hoursPerDay).map { hour in
            let frame = metrics.hourHeader(hour)
            return Entry(key: OrderKey(minY: frame.minY, isEvent: false, section: 0, item: hour), frame: frame)
        })
        appendEvents(to: &entries, items: counts.itemCounts.enumerated().map { (section: $0.offset, range: 0..<$0.element) },
                     metrics: metrics)
        entries.sort { $0.key < $1.key }
        append(entries)
        counters.elementsRecomputed += table.elementCount
        return 0
    }

    /// Merges the events appended since `previous` into the ordered elements, when the only
    /// change is events appended at the ends of sections (or new sections) and every invalidated
    /// item is one of them. Returns the first changed ordinal, or nil when a rebuild is needed.
    /// - Complexity: O(m log m + n − j) for m new events landing from ordinal j on.
    func mergeAppendedEvents(after previous: SectionCounts, counts: SectionCounts, invalidated: [IndexPath],
                             metrics: CalendarMetrics) -> Int? {
        let old = previous.itemCounts, new = counts.itemCounts
        guard new.count >= old.count, zip(old, new).allSatisfy({ $0 <= $1 }),
              invalidated.allSatisfy({ $0.section >= 0 && ($0.section >= old.count || $0.item >= old[$0.section]) })
        else { return nil }
        var added = ContiguousArray<Entry>()
        appendEvents(to: &added, items: new.indices.map { (section: $0, range: ($0 < old.count ? old[$0] : 0)..<new[$0]) },
                     metrics: metrics)
        guard let smallest = added.min(by: { $0.key < $1.key }) else { return table.elementCount }
        added.sort { $0.key < $1.key }
        // The first ordinal after the day headers whose key comes after the smallest new one.
        let first = Self.days + partitionPoint(table.elementCount - Self.days) { orderKey(at: Self.days + $0) > smallest.key }
        var moved = ContiguousArray<Entry>()
        moved.reserveCapacity(table.elementCount - first + added.count)
        var oldIndex = first, newIndex = 0
        while oldIndex < table.elementCount || newIndex < added.count {
            if newIndex == added.count || (oldIndex < table.elementCount && orderKey(at: oldIndex) < added[newIndex].key) {
                moved.append(Entry(key: orderKey(at: oldIndex), frame: table.frames[oldIndex]))
                oldIndex += 1
            } else {
                moved.append(added[newIndex])
                newIndex += 1
            }
        }
        table.truncate(to: first)
        append(moved)
        counters.elementsRecomputed += added.count
        return first
    }

    /// Records the ordinal of every event from `first` on, after the sections are sized to `counts`.
    /// - Complexity: O(s + n − first).
    func indexEvents(from first: Int, counts: SectionCounts) {
        ordinalOfEvent.removeSubrange(Swift.min(ordinalOfEvent.count, counts.numberOfSections)...)
        while ordinalOfEvent.count < counts.numberOfSections { ordinalOfEvent.append([]) }
        for (section, count) in counts.itemCounts.enumerated() where ordinalOfEvent[section].count != count {
            if ordinalOfEvent[section].count > count {
                ordinalOfEvent[section].removeSubrange(count...)
            } else {
                ordinalOfEvent[section].append(contentsOf: repeatElement(-1, count: count - ordinalOfEvent[section].count))
            }
        }
        for ordinal in first..<table.elementCount {
            let id = table.id(ofElementAt: ordinal)
            if id.category == .cell { ordinalOfEvent[id.indexPath.section][id.indexPath.item] = Int32(ordinal) }
        }
    }

    /// The order key of the element at `ordinal` (past the day headers).
    func orderKey(at ordinal: Int) -> OrderKey {
        let id = table.id(ofElementAt: ordinal)
        return OrderKey(minY: table.frames[ordinal].minY, isEvent: id.category == .cell,
                        section: id.indexPath.section, item: id.indexPath.item)
    }

    /// The event the item at `indexPath` shows: the data source's, or the placeholder.
    func event(at indexPath: IndexPath) -> CalendarEvent {
        (collectionView as? any CalendarLayoutDataSource)?.event(at: indexPath) ?? Self.placeholderEvent(indexPath.item)
    }

    func appendEvents(to entries: inout ContiguousArray<Entry>, items: [(section: Int, range: Range<Int>)],
                              metrics: CalendarMetrics) {
        guard let source = collectionView as? any CalendarLayoutDataSource else {
            for (section, range) in items {
                for item in range { entries.append(Self.entry(for: Self.placeholderEvent(item), section: section, item: item, metrics: metrics)) }
            }
            return
        }
        for (section, range) in items {
            for item in range {
                let event = source.event(at: IndexPath(item: item, section: section))
                entries.append(Self.entry(for: event, section: section, item: item, metrics: metrics))
            }
        }
    }

    private static func entry(for event: CalendarEvent, section: Int, item: Int, metrics: CalendarMetrics) -> Entry {
        let frame = metrics.frame(of: event)
        return Entry(key: OrderKey(minY: frame.minY, isEvent: true, section: section, item: item), frame: frame)
    }

    /// The event shown when the collection view is not a calendar data source: an hour-long
    /// event whose day and start follow from the item.
    static func placeholderEvent(_ item: Int) -> CalendarEvent {
        CalendarEvent(day: item % days, startHour: Double((item / days) % hoursPerDay), durationHours: 1)
    }

    func append(_ entries: some Sequence<Entry>) {
        for entry in entries {
            let id: ElementID = entry.key.isEvent
                ? .cell(IndexPath(item: entry.key.item, section: entry.key.section))
                : .supplementary(Self.hourHeaderKind, IndexPath(item: entry.key.item, section: 0))
            table.append(entry.frame, id: id)
            extendFarthestEdges(to: entry.frame)
        }
    }

    func extendFarthestEdges(to frame: Rect) {
        farthestEdges = Size(width: Swift.max(farthestEdges.width, frame.maxX), height: Swift.max(farthestEdges.height, frame.maxY))
    }
}
