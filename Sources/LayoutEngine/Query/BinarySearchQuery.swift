/// A binary search that is exact for frames in any order.
///
/// Along the scroll direction, with `min(i)` and `max(i)` the edges of element `i`:
/// - `runningMax(i) = max(max(0), …, max(i))` never decreases with `i`;
/// - `runningMin(i) = min(min(i), …, min(n-1))` (over the suffix) never decreases with `i`.
/// No element before the first `i` with `runningMax(i) > rect.min` can reach the rect, and no
/// element from the first `i` with `runningMin(i) ≥ rect.max` on can start before its end. So two
/// binary searches bound the candidates, and each candidate is tested with `Rect.intersects`.
/// When the source is ordered along the scroll direction both sequences are the frames' own
/// edges, so the index stores nothing and searches the source directly.
///
/// One long element early in the order (a day-long calendar event, a section background) lifts
/// the running maximum for everything after it. So the index also keeps, for each block of 64
/// ordinals, the farthest edge of the block's own elements, and the scan skips every block that
/// ends at or before the rect's start.
///
/// - Complexity: query O(log n + c), where c is the number of candidates between the two bounds:
///   for an ordered source, the elements whose extent along the scroll direction overlaps the
///   rect's (the results, plus any beside the rect across it: a rect narrower than a line still
///   examines the whole line); for other sources, the elements of the blocks that reach the rect,
///   plus one check per block skipped. Update O(n − j) for a change at ordinal j, plus a backward
///   repair of the running minimum that stops at the first unchanged entry (O(1) when new frames
///   start below the old ones, as appends do; O(j) at worst, when a changed frame starts above
///   every earlier one). Memory: none for an ordered source, about 16 bytes per element otherwise.
public struct BinarySearchQuery: QueryStrategy {
    public init() {}
    public var name: String { "binary" }
    public func makeIndex() -> any QueryIndex { Index() }

    struct Index: QueryIndex {
        /// Empty when the source is ordered; otherwise one entry per element.
        private var runningMax: ContiguousArray<Double> = []
        private var runningMin: ContiguousArray<Double> = []
        /// Empty when the source is ordered; otherwise, for each block of `blockSize` ordinals, the
        /// farthest edge along the scroll direction of its elements.
        private var blockMax: ContiguousArray<Double> = []
        private static let blockShift = 6
        private static var blockSize: Int { 1 << blockShift }

        mutating func update(from firstChangedOrdinal: Int, source: some ElementSource) {
            let count = source.elementCount
            if source.isOrderedAlongScrollDirection {
                runningMax = []
                runningMin = []
                blockMax = []
                return
            }
            let direction = source.scrollDirection
            // Entries before `start` are still right: they depend only on unchanged frames.
            let start = runningMax.count == 0 ? 0 : min(firstChangedOrdinal, runningMax.count, count)
            runningMax.removeSubrange(start...)
            // Reserve only when rebuilding: an exact reservation on every update would reallocate
            // and copy the whole index each time a few elements are appended.
            if start == 0 { runningMax.reserveCapacity(count) }
            var maximum = start > 0 ? runningMax[start - 1] : -Double.infinity
            var newMins = ContiguousArray<Double>()
            newMins.reserveCapacity(count - start)
            for ordinal in start..<count {
                let frame = source.frame(ofElementAt: ordinal)
                maximum = Swift.max(maximum, frame.maxAlong(direction))
                runningMax.append(maximum)
                newMins.append(frame.minAlong(direction))
            }
            repairRunningMin(keeping: start, newMins: newMins, source: source)
            updateBlockMax(from: start, count: count, source: source)
            #if DEBUG
            _checkInvariants(count: count)
            #endif
        }

        /// Recomputes the block maxima from the block holding `start` on.
        /// - Complexity: O(n − start + blockSize).
        private mutating func updateBlockMax(from start: Int, count: Int, source: some ElementSource) {
            let firstBlock = start >> Self.blockShift
            blockMax.removeSubrange(Swift.min(firstBlock, blockMax.count)...)
            var ordinal = blockMax.count << Self.blockShift
            while ordinal < count {
                let end = Swift.min(ordinal + Self.blockSize, count)
                var maximum = -Double.infinity
                for index in ordinal..<end {
                    maximum = Swift.max(maximum, source.frame(ofElementAt: index).maxAlong(source.scrollDirection))
                }
                blockMax.append(maximum)
                ordinal = end
            }
        }

        /// Both sequences cover every element and never decrease; one block maximum per block.
        private func _checkInvariants(count: Int) {
            precondition(runningMax.count == count && runningMin.count == count,
                         "index covers \(runningMax.count) and \(runningMin.count) of \(count) elements")
            precondition(blockMax.count == (count + Self.blockSize - 1) >> Self.blockShift,
                         "\(blockMax.count) block maxima for \(count) elements")
            precondition(zip(runningMax, runningMax.dropFirst()).allSatisfy { !($1 < $0) }, "running maximum decreases")
            precondition(zip(runningMin, runningMin.dropFirst()).allSatisfy { !($1 < $0) }, "running minimum decreases")
        }

        /// Replaces `runningMin` from `start` on with the suffix minima of `newMins`, then repairs
        /// the entries before `start` backwards until one keeps its value: each is
        /// `min(own min, the entry after it)`, so once one is unchanged, all earlier ones are too.
        private mutating func repairRunningMin(keeping start: Int, newMins: ContiguousArray<Double>,
                                               source: some ElementSource) {
            runningMin.removeSubrange(start...)
            var suffix = newMins
            var minimum = Double.infinity
            for i in suffix.indices.reversed() {
                minimum = Swift.min(minimum, suffix[i])
                suffix[i] = minimum
            }
            var i = start - 1
            while i >= 0 {
                let own = source.frame(ofElementAt: i).minAlong(source.scrollDirection)
                let repaired = Swift.min(own, minimum)
                if repaired == runningMin[i] { break }
                runningMin[i] = repaired
                minimum = repaired
                i -= 1
            }
            runningMin.append(contentsOf: suffix)
        }

        func appendOrdinals(in rect: Rect, source: some ElementSource, to result: inout [Int]) -> Int {
            let count = source.elementCount
            let direction = source.scrollDirection
            let low = rect.minAlong(direction), high = rect.maxAlong(direction)
            guard low < high else { return 0 }
            let first: Int, end: Int
            if runningMax.isEmpty {
                first = partitionPoint(count) { source.frame(ofElementAt: $0).maxAlong(direction) > low }
                end = partitionPoint(count) { source.frame(ofElementAt: $0).minAlong(direction) >= high }
            } else {
                first = partitionPoint(count) { runningMax[$0] > low }
                end = partitionPoint(count) { runningMin[$0] >= high }
            }
            guard first < end else { return 0 }
            guard !blockMax.isEmpty else {
                for ordinal in first..<end where rect.intersects(source.frame(ofElementAt: ordinal)) {
                    result.append(ordinal)
                }
                return end - first
            }
            var examined = 0
            var ordinal = first
            while ordinal < end {
                let block = ordinal >> Self.blockShift
                // No element of a block whose farthest edge is at or before the rect's start can
                // intersect it (`Rect.intersects` needs `max > rect.min`).
                if ordinal & (Self.blockSize - 1) == 0 || ordinal == first, !(blockMax[block] > low) {
                    examined += 1
                    ordinal = (block + 1) << Self.blockShift
                    continue
                }
                examined += 1
                if rect.intersects(source.frame(ofElementAt: ordinal)) { result.append(ordinal) }
                ordinal += 1
            }
            return examined
        }

        var bytesHeld: Int { (runningMax.capacity + runningMin.capacity + blockMax.capacity) * MemoryLayout<Double>.stride }
    }
}
