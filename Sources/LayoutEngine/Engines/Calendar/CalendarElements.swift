/// A prepared calendar's elements as an `ElementSource` that searches itself.
///
/// Canonical order: the `dayCount` day headers, the 24 hour headers, then the events day by day,
/// each day in its bucket's order (top edge, section, item). A `FenwickTree` over the days' event
/// counts converts between an event's ordinal and its (day, index in the day).
///
/// The binary strategy (`appendOrdinalsBySearch`) tests the day headers of the days whose columns
/// the rect crosses, the 24 hour headers, and, in each of those days, the events its block
/// summaries cannot rule out; the linear strategy (`appendOrdinalsByScan`) tests every element in
/// ordinal order. Both test with `Rect.intersects` and return ascending ordinals.
///
/// Events hold their items' labels; `labels` (one `ItemLabels` per section, each item's value its
/// day) turns a label into the item's current number for an answer, and a number into the label
/// and day for a lookup.
///
/// Invariants: `days.count == metrics.dayCount` (or no days before the first prepare);
/// `eventCounts` holds every day's count and `bottoms` every day's `farthestBottom`; every live
/// label of `labels[s]` has exactly one event of section s, in the day its value names.
struct CalendarElements: ElementSource, Sendable {
    var metrics: CalendarMetrics
    private(set) var days: ContiguousArray<CalendarDayBucket>
    /// By section: its items' labels, each carrying the item's day.
    var labels: [ItemLabels]
    private(set) var eventCounts: FenwickTree
    private(set) var bottoms: MaximumTree
    /// The farthest right and bottom edges of the headers (columns cut at shared boundaries can
    /// end an ulp past `columnsEnd`): the content grows to them.
    private(set) var headerEdges: Size

    /// The calendar's elements, with the days' events and the sections' labels as given.
    /// - Complexity: O(D + n) for D days and n events.
    init(metrics: CalendarMetrics, days: ContiguousArray<CalendarDayBucket>, labels: [ItemLabels]) {
        self.metrics = metrics
        self.days = days
        self.labels = labels
        // Closures, not key paths: a lazy map through a key path runs unspecialised (about a
        // microsecond per day).
        eventCounts = FenwickTree(days.lazy.map { $0.count })
        bottoms = MaximumTree(days.lazy.map { $0.farthestBottom })
        var edges = Size.zero
        for day in days.indices {
            let header = metrics.dayHeader(day)
            edges = Size(width: Swift.max(edges.width, header.maxX), height: Swift.max(edges.height, header.maxY))
        }
        for hour in 0..<CalendarWeekLayout.hoursPerDay {
            let header = metrics.hourHeader(hour)
            edges = Size(width: Swift.max(edges.width, header.maxX), height: Swift.max(edges.height, header.maxY))
        }
        headerEdges = edges
    }

    /// No elements: before the first prepare.
    init() {
        self.init(metrics: CalendarMetrics(width: 0, heightPerHour: 0, dayHeaderHeight: 0, hourHeaderWidth: 0,
                                           dayCount: 1, visibleDayCount: 1), days: [], labels: [])
        headerEdges = .zero
    }

    var headerCount: Int { days.isEmpty ? 0 : days.count + CalendarWeekLayout.hoursPerDay }
    var eventCount: Int { days.isEmpty ? 0 : eventCounts.prefixSum(before: days.count) }
    var elementCount: Int { headerCount + eventCount }
    var scrollDirection: ScrollDirection { .vertical }
    var isOrderedAlongScrollDirection: Bool { false }
    var searchesItself: Bool { true }

    /// The content: the metrics' size, grown to the farthest header and event edges.
    var contentSize: Size {
        guard !days.isEmpty else { return .zero }
        let size = metrics.contentSize
        return Size(width: Swift.max(size.width, headerEdges.width),
                    height: Swift.max(size.height, headerEdges.height, bottoms.maximum))
    }

    // MARK: Ordinals

    /// The ordinal of event `index` of `day`.
    /// - Complexity: O(log D).
    func ordinal(day: Int, index: Int) -> Int {
        headerCount + eventCounts.prefixSum(before: day) + index
    }

    /// The element at `ordinal`: a header, or an event by day and index.
    /// - Complexity: O(log D).
    func element(at ordinal: Int) -> (id: ElementID, frame: Rect) {
        let dayCount = days.count
        if ordinal < dayCount {
            return (.supplementary(CalendarWeekLayout.dayHeaderKind, IndexPath(item: ordinal, section: 0)), metrics.dayHeader(ordinal))
        }
        if ordinal < headerCount {
            let hour = ordinal - dayCount
            return (.supplementary(CalendarWeekLayout.hourHeaderKind, IndexPath(item: hour, section: 0)), metrics.hourHeader(hour))
        }
        let (day, before) = eventCounts.slot(holding: ordinal - headerCount)
        let event = days[day].events[ordinal - headerCount - before]
        return (.cell(indexPath(of: event)), metrics.frame(day: day, top: event.top, height: event.height))
    }

    /// The index path of `event`'s item now.
    /// - Complexity: O(1 + m) for the m marks in its label's block (`ItemLabels`).
    @inline(__always)
    func indexPath(of event: CalendarDayBucket.Event) -> IndexPath {
        IndexPath(item: labels[Int(event.section)].item(ofLabel: event.label), section: Int(event.section))
    }

    /// The day of item `item` of `section` and the index of its event there, or nil when the
    /// item has none; `likelyTop` as `CalendarDayBucket.index(ofSection:label:likelyTop:)`.
    /// - Complexity: O(log B + m) for its label, then as the day's search.
    func location(ofItem item: Int, section: Int, likelyTop: Double?) -> (day: Int, index: Int)? {
        guard labels.indices.contains(section), (0..<labels[section].count).contains(item) else { return nil }
        let label = labels[section].label(ofItem: item)
        let day = Int(labels[section].value(ofLabel: label))
        guard days.indices.contains(day),
              let index = days[day].index(ofSection: section, label: label, likelyTop: likelyTop) else { return nil }
        return (day, index)
    }

    /// Gives the items of `section` base labels again (`ItemLabels.rebase()`), relabelling its
    /// events in every day.
    /// - Complexity: O(n) for n events.
    mutating func rebaseLabels(ofSection section: Int) {
        let previous = labels[section].rebase()
        let rebased = labels[section]
        for day in days.indices {
            days[day].relabel(section: Int32(section)) { rebased.baseLabel(ofItem: previous.item(ofLabel: $0)) }
        }
    }

    /// - Complexity: O(log D).
    func frame(ofElementAt ordinal: Int) -> Rect { element(at: ordinal).frame }

    /// How many days `attributes(ofAscending:)` steps through before it searches the counts.
    static let daysStepped = 4

    /// The attributes of the elements at `ordinals`, which ascend: a query's answer. Consecutive
    /// events of one day share one search for the day, and the next day of an answer is usually
    /// found by stepping from the last (a rect crosses consecutive days).
    /// - Complexity: O(k + d log D) for k ordinals in d days; O(k + d + log D) when the days are
    ///   at most `daysStepped` apart.
    func attributes(ofAscending ordinals: [Int]) -> [LayoutAttributes] {
        var day = -1, dayStart = 0, dayEnd = 0, column = (x: 0.0, width: 0.0)
        return AnswerWriter.answer(capacity: ordinals.count) { writer in
            unsafe labels.withUnsafeBufferPointer { labels in
                for ordinal in ordinals {
                    guard ordinal >= headerCount else {
                        let element = element(at: ordinal)
                        writer.append(LayoutAttributes(id: element.id, frame: element.frame))
                        continue
                    }
                    if ordinal >= dayEnd {
                        // An answer walks the consecutive days the rect crosses: the next few days are
                        // stepped through, and only a longer gap costs a search of the counts.
                        var next = day + 1, start = dayEnd
                        let lastStepped = day < 0 ? -1 : Swift.min(day + Self.daysStepped, days.count - 1)
                        while next <= lastStepped && ordinal >= start + days[next].count {
                            start += days[next].count
                            next += 1
                        }
                        if next <= lastStepped {
                            day = next
                            dayStart = start
                        } else {
                            let found = eventCounts.slot(holding: ordinal - headerCount)
                            day = found.slot
                            dayStart = headerCount + found.before
                        }
                        dayEnd = dayStart + days[day].count
                        column = metrics.dayColumn(day)
                    }
                    unsafe writer.append(Self.attributes(of: days[day].events[ordinal - dayStart], column: column, labels: labels))
                }
            }
        }
    }

    /// The cell of `event`, shown in a day's `column`, its item numbered by `labels` (the
    /// sections' labels).
    /// - Complexity: O(1 + m) for the m marks in its label's block (`ItemLabels.item(ofLabel:)`).
    @inline(__always)
    static func attributes(of event: CalendarDayBucket.Event, column: (x: Double, width: Double),
                           labels: UnsafeBufferPointer<ItemLabels>) -> LayoutAttributes {
        let item = unsafe labels[Int(event.section)].item(ofLabel: event.label)
        return LayoutAttributes(id: .cell(IndexPath(item: item, section: Int(event.section))),
                                frame: Rect(x: column.x, y: event.top, width: column.width, height: event.height))
    }

    // MARK: Changes

    /// Changes day `day` with `change`, keeping the counts and bottoms current.
    /// - Complexity: O(log D) plus `change`.
    mutating func modifyDay<Result>(_ day: Int, _ change: (inout CalendarDayBucket) -> Result) -> Result {
        let count = days[day].count, bottom = days[day].farthestBottom
        let result = change(&days[day])
        if days[day].count != count { eventCounts.add(days[day].count - count, at: day) }
        if days[day].farthestBottom != bottom { bottoms.set(days[day].farthestBottom, at: day) }
        #if LAYOUT_INTERNAL_CHECKS
        _checkDaySummaries()
        #endif
        return result
    }

    // MARK: Queries

    /// Every element in ordinal order, each tested.
    /// - Complexity: O(D + n).
    func appendOrdinalsByScan(in rect: Rect, to result: inout [Int]) -> Int {
        for ordinal in 0..<headerCount where rect.intersects(element(at: ordinal).frame) { result.append(ordinal) }
        var ordinal = headerCount
        for day in days.indices {
            let column = metrics.dayColumn(day)
            unsafe days[day].events.withUnsafeBufferPointer { events in
                // The iterator by hand, as for-in desugars: `for unsafe event in unsafe events`
                // crashes Swift 6.3.1's type checker here (by index cost 5% more, callgrind).
                var iterator = unsafe events.makeIterator()
                while let event = unsafe iterator.next() {
                    if rect.intersects(Rect(x: column.x, y: event.top, width: column.width, height: event.height)) { result.append(ordinal) }
                    ordinal += 1
                }
            }
        }
        return elementCount
    }

    /// Bytes held, from logical sizes: the days' events and blocks, one bucket header, count and
    /// two bottom entries per day, and the sections' labels.
    var bytesHeld: Int {
        days.reduce(0) { $0 + $1.bytesHeld } + days.count * MemoryLayout<CalendarDayBucket>.stride
            + eventCounts.bytesHeld + bottoms.bytesHeld
            + labels.reduce(0) { $0 + $1.bytesHeld } + labels.count * MemoryLayout<ItemLabels>.stride
    }
}
