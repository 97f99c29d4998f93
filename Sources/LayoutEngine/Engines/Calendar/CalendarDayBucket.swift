/// One day's events, in the calendar's canonical order for a day: by top edge, then section, then
/// item (a total order, so a sort, an insertion and a fresh layout agree). An event holds its
/// item's label (`ItemLabels`), not its number: labels order a section's items as their numbers
/// do, and a batch update renumbers items without rewriting the days.
///
/// The search structure is the binary search's (docs/architecture.md, "How a query is answered"),
/// kept per day: the running maximum of bottoms up to each event, and the farthest bottom of each
/// block of `blockSize` events, both rounded up to a `Float` (rounding up keeps both bounds
/// conservative; every candidate is tested exactly). No event before the first whose running
/// maximum passes the rect's top reaches it; after that, a block whose farthest bottom does not
/// pass the rect's top is skipped whole, so a day-long event at midnight costs one block, not a
/// scan of the day.
///
/// Invariants: `events` is sorted by `Event.precedes`; `runningBottoms` has one entry per event
/// and `blockBottoms` one per block, each matching the events it summarises; `farthestBottom` is
/// the largest exact bottom (−∞ for an empty day).
/// Memory: 24 bytes per event for the event, 4 for its running maximum, 4 per block of 16.
struct CalendarDayBucket: Sendable {
    /// An event as the day keeps it: its exact top and height, its section and its item's label.
    struct Event: Sendable {
        var top: Double
        var height: Double
        var section: Int32
        var label: Int32

        /// The canonical order within a day.
        @inline(__always)
        func precedes(_ other: Event) -> Bool {
            if top != other.top { return top < other.top }
            if section != other.section { return section < other.section }
            return label < other.label
        }
    }

    static let blockShift = 4
    static var blockSize: Int { 1 << blockShift }

    private(set) var events: ContiguousArray<Event> = []
    private(set) var runningBottoms: ContiguousArray<Float> = []
    private(set) var blockBottoms: ContiguousArray<Float> = []
    private(set) var farthestBottom = -Double.infinity

    var count: Int { events.count }

    /// A day holding `events`, sorted here.
    /// - Complexity: O(b log b) for b events.
    init(sorting events: ContiguousArray<Event>) {
        self.events = events
        self.events.sort { $0.precedes($1) }
        summarise(from: 0)
    }

    /// Where `event` belongs: the number of events that precede it.
    /// - Complexity: O(log b).
    func insertionIndex(of event: Event) -> Int {
        events.withUnsafeBufferPointer { events in
            partitionPoint(events.count) { !events[$0].precedes(event) }
        }
    }

    /// Inserts `event` in order without summarising the blocks (`summarise(from:)` follows a
    /// series of inserts); returns its index.
    /// - Complexity: O(b).
    mutating func insertUnsummarised(_ event: Event) -> Int {
        let index = insertionIndex(of: event)
        events.insert(event, at: index)
        return index
    }

    /// The index of the event of `section` labelled `label` (`ItemLabels`), or nil. A day does
    /// not know its events' tops by label: `likelyTop` (the top the data source gives for the item
    /// now) is searched first, and the day is scanned when no event at that top has the label.
    /// - Complexity: O(log b) when an event at `likelyTop` has the label; O(b) otherwise.
    func index(ofSection section: Int, label: Int32, likelyTop: Double? = nil) -> Int? {
        let section = Int32(truncatingIfNeeded: section)
        if let likelyTop {
            let index = insertionIndex(of: Event(top: likelyTop, height: 0, section: section, label: label))
            if index < events.count && events[index].top == likelyTop && events[index].section == section && events[index].label == label {
                return index
            }
        }
        return events.withUnsafeBufferPointer { events in
            events.firstIndex { $0.label == label && $0.section == section }
        }
    }

    /// Removes the events `isRemoved` accepts without summarising the blocks (`summarise(from:)`
    /// follows); returns the index of the first removed, or nil when none was.
    /// - Complexity: O(b) calls of `isRemoved`.
    mutating func removeUnsummarised(where isRemoved: (Event) -> Bool) -> Int? {
        guard let first = events.firstIndex(where: isRemoved) else { return nil }
        let count = events.count
        var kept = first
        events.withUnsafeMutableBufferPointer { events in
            for index in (first + 1)..<count where !isRemoved(events[index]) {
                events[kept] = events[index]
                kept += 1
            }
        }
        events.removeSubrange(kept...)
        return first
    }

    /// Gives every event of `section` the label `relabel` returns for its own, which must keep
    /// their order (an `ItemLabels` rebase does); tops do not change, so neither do the summaries.
    /// - Complexity: O(b).
    mutating func relabel(section: Int32, _ relabel: (Int32) -> Int32) {
        events.withUnsafeMutableBufferPointer { events in
            for index in events.indices where events[index].section == section {
                events[index].label = relabel(events[index].label)
            }
        }
    }

    /// Recomputes the running maxima from event `first` on, the blocks from the one holding it
    /// on, and the farthest bottom.
    /// - Complexity: O(b − first), plus O(b) for the farthest bottom.
    mutating func summarise(from first: Int) {
        let first = Swift.min(first, runningBottoms.count)
        runningBottoms.removeSubrange(first...)
        let firstBlock = first >> Self.blockShift
        blockBottoms.removeSubrange(Swift.min(firstBlock, blockBottoms.count)...)
        var running = first > 0 ? runningBottoms[first - 1] : -Float.infinity
        var farthest = -Double.infinity
        var block = -Float.infinity
        events.withUnsafeBufferPointer { events in
            for index in (firstBlock << Self.blockShift)..<events.count {
                let bottom = events[index].top + events[index].height
                farthest = Swift.max(farthest, bottom)
                let rounded = Self.roundedUp(bottom)
                block = Swift.max(block, rounded)
                if index >= first {
                    running = Swift.max(running, rounded)
                    runningBottoms.append(running)
                }
                if index & (Self.blockSize - 1) == Self.blockSize - 1 || index == events.count - 1 {
                    blockBottoms.append(block)
                    block = -Float.infinity
                }
            }
            for index in 0..<Swift.min(firstBlock << Self.blockShift, events.count) {
                farthest = Swift.max(farthest, events[index].top + events[index].height)
            }
        }
        farthestBottom = farthest
    }

    /// Appends to `result` the indices, offset by `offset`, of the events whose vertical extent
    /// can meet `minY..<maxY` and that `isHit` accepts, ascending; returns how many it tested
    /// (one per block skipped).
    /// - Complexity: O(log b + c), where c counts the events from the first whose running
    ///   maximum passes `minY` to the last that starts before `maxY`, less those in skipped blocks.
    func appendIndices(minY: Double, maxY: Double, to result: inout [Int], offset: Int, isHit: (Event) -> Bool) -> Int {
        events.withUnsafeBufferPointer { events in
            runningBottoms.withUnsafeBufferPointer { running in
                blockBottoms.withUnsafeBufferPointer { blocks in
                    let end = partitionPoint(events.count) { !(events[$0].top < maxY) }
                    var index = partitionPoint(end) { Double(running[$0]) > minY }
                    var examined = 0
                    while index < end {
                        let block = index >> Self.blockShift
                        examined += 1
                        if !(Double(blocks[block]) > minY) {
                            index = (block + 1) << Self.blockShift
                            continue
                        }
                        let blockEnd = Swift.min((block + 1) << Self.blockShift, end)
                        examined -= 1
                        while index < blockEnd {
                            examined += 1
                            if isHit(events[index]) { result.append(offset + index) }
                            index += 1
                        }
                    }
                    return examined
                }
            }
        }
    }

    /// Bytes of the day's events and blocks, from their counts (not their capacities), so the
    /// figure depends on the data only.
    var bytesHeld: Int {
        events.count * MemoryLayout<Event>.stride + (runningBottoms.count + blockBottoms.count) * MemoryLayout<Float>.stride
    }

    /// The smallest `Float` at or above `value`.
    static func roundedUp(_ value: Double) -> Float {
        let rounded = Float(value)
        return Double(rounded) < value ? rounded.nextUp : rounded
    }
}
