/// One day's events, in the calendar's canonical order for a day: by top edge, then section, then
/// item (a total order, so a sort, an insertion and a fresh layout agree). An event holds its
/// item's label (`ItemLabels`), not its number: labels order a section's items as their numbers
/// do, and a batch update renumbers items without rewriting the days.
///
/// The search structure is kept per block of `blockSize` events: each block's farthest bottom,
/// and the running maximum of bottoms up to the block's end, both rounded up to a `Float`
/// (rounding up keeps both bounds conservative; every candidate is tested exactly). No block
/// before the first whose running maximum passes the rect's top holds an event that reaches it;
/// after that, a block whose farthest bottom does not pass the rect's top is skipped whole, so a
/// day-long event at midnight costs one block, not a scan of the day. (A running maximum per event
/// would start the scan at the first reaching event rather than its block, at 4 bytes per event:
/// it made the calendar 34.7 bytes per element against the 32 it must keep to.)
///
/// Invariants (`CalendarDayBucket+Invariants.swift`, after every summary): `events` is sorted by `Event.precedes`; `blockReach` and `blockBottoms` have one
/// entry per block, each matching the events it summarises; `farthestBottom` is the largest
/// exact bottom (−∞ for an empty day).
/// Memory: 24 bytes per event for the event, 8 per block of 8.
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

    static let blockShift = 3
    static var blockSize: Int { 1 << blockShift }

    private(set) var events: ContiguousArray<Event> = []
    /// By block: the largest bottom of the events up to the block's end, rounded up.
    private(set) var blockReach: ContiguousArray<Float> = []
    /// By block: the largest bottom of its own events, rounded up.
    private(set) var blockBottoms: ContiguousArray<Float> = []
    private(set) var farthestBottom = -Double.infinity

    var count: Int { events.count }

    /// A day holding `events`, sorted here.
    /// - Complexity: O(b log b) for b events.
    init(sorting events: consuming ContiguousArray<Event>) {
        self.events = events
        self.events.sort { $0.precedes($1) }
        let blocks = (self.events.count + Self.blockSize - 1) >> Self.blockShift
        blockReach.reserveCapacity(blocks)
        blockBottoms.reserveCapacity(blocks)
        summarise(from: 0)
    }

    /// Where `event` belongs: the number of events that precede it.
    /// - Complexity: O(log b).
    func insertionIndex(of event: Event) -> Int {
        unsafe events.withUnsafeBufferPointer { events in
            partitionPoint(events.count) { unsafe !events[$0].precedes(event) }
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
        return unsafe events.withUnsafeBufferPointer { events in
            unsafe events.firstIndex { $0.label == label && $0.section == section }
        }
    }

    /// Removes the events `isRemoved` accepts without summarising the blocks (`summarise(from:)`
    /// follows); returns the index of the first removed, or nil when none was.
    /// - Complexity: O(b) calls of `isRemoved`.
    mutating func removeUnsummarised(where isRemoved: (Event) -> Bool) -> Int? {
        guard let first = events.firstIndex(where: isRemoved) else { return nil }
        let count = events.count
        var kept = first
        unsafe events.withUnsafeMutableBufferPointer { events in
            for index in (first + 1)..<count where unsafe !isRemoved(events[index]) {
                unsafe events[kept] = unsafe events[index]
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
        unsafe events.withUnsafeMutableBufferPointer { events in
            for index in events.indices where unsafe events[index].section == section {
                unsafe events[index].label = unsafe relabel(events[index].label)
            }
        }
    }

    /// Recomputes the summaries of the blocks from the one holding event `first` on, and the
    /// farthest bottom.
    /// - Complexity: O(b − first), plus O(b / 8) for the farthest bottom.
    mutating func summarise(from first: Int) {
        let firstBlock = Swift.min(first >> Self.blockShift, blockBottoms.count)
        blockBottoms.removeSubrange(firstBlock...)
        blockReach.removeSubrange(firstBlock...)
        var reach = firstBlock > 0 ? blockReach[firstBlock - 1] : -Float.infinity
        var farthest = -Double.infinity
        unsafe events.withUnsafeBufferPointer { events in
            var block = -Float.infinity
            for index in (firstBlock << Self.blockShift)..<events.count {
                let bottom = unsafe events[index].top + events[index].height
                farthest = Swift.max(farthest, bottom)
                block = Swift.max(block, Self.roundedUp(bottom))
                if index & (Self.blockSize - 1) == Self.blockSize - 1 || index == events.count - 1 {
                    reach = Swift.max(reach, block)
                    blockBottoms.append(block)
                    blockReach.append(reach)
                    block = -Float.infinity
                }
            }
        }
        // The earlier blocks' farthest bottoms are exact enough to skip those that cannot hold
        // the farthest; the candidates are read exactly.
        for block in 0..<firstBlock where Double(blockBottoms[block]) >= farthest {
            let end = Swift.min((block + 1) << Self.blockShift, events.count)
            for index in (block << Self.blockShift)..<end {
                farthest = Swift.max(farthest, events[index].top + events[index].height)
            }
        }
        farthestBottom = farthest
        #if LAYOUT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// The events whose vertical extent can meet `minY..<maxY`: from the first block whose running
    /// maximum passes `minY` to the last event that starts before `maxY`. Every event outside
    /// misses the extent; `forEachCandidate(in:minY:_:)` skips the blocks inside that do.
    /// - Complexity: O(log b).
    func candidates(minY: Double, maxY: Double) -> Range<Int> {
        unsafe events.withUnsafeBufferPointer { events in
            unsafe blockReach.withUnsafeBufferPointer { reach in
                let end = partitionPoint(events.count) { unsafe !(events[$0].top < maxY) }
                let blocksBeforeEnd = (end + Self.blockSize - 1) >> Self.blockShift
                let start = partitionPoint(blocksBeforeEnd) { unsafe Double(reach[$0]) > minY } << Self.blockShift
                return start < end ? start..<end : end..<end
            }
        }
    }

    /// Calls `visit` with the index and event of each of `candidates` (from `candidates(minY:maxY:)`
    /// for the same `minY`) in a block whose farthest bottom passes `minY`, ascending; returns how
    /// many it visited, plus one per block skipped.
    /// - Complexity: O(c) for the c candidates, less those in skipped blocks.
    @inline(__always)
    func forEachCandidate(in candidates: Range<Int>, minY: Double, _ visit: (Int, Event) -> Void) -> Int {
        unsafe events.withUnsafeBufferPointer { events in
            unsafe blockBottoms.withUnsafeBufferPointer { blocks in
                var index = candidates.lowerBound, examined = 0
                while index < candidates.upperBound {
                    let block = index >> Self.blockShift
                    let blockEnd = Swift.min((block + 1) << Self.blockShift, candidates.upperBound)
                    guard unsafe Double(blocks[block]) > minY else {
                        examined += 1
                        index = blockEnd
                        continue
                    }
                    examined += blockEnd - index
                    while index < blockEnd {
                        unsafe visit(index, events[index])
                        index += 1
                    }
                }
                return examined
            }
        }
    }

    /// Bytes of the day's events and blocks, from their counts (not their capacities), so the
    /// figure depends on the data only.
    var bytesHeld: Int {
        events.count * MemoryLayout<Event>.stride + (blockReach.count + blockBottoms.count) * MemoryLayout<Float>.stride
    }

    /// The smallest `Float` at or above `value`.
    static func roundedUp(_ value: Double) -> Float {
        let rounded = Float(value)
        return Double(rounded) < value ? rounded.nextUp : rounded
    }
}
