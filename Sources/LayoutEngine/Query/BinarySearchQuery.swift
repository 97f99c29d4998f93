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
/// - Complexity: query O(log n + c), where c is the number of candidates between the two bounds:
///   c equals the number of results for an ordered source, and exceeds it only by the elements
///   whose order disagrees with their position. Update O(n − j) for a change at ordinal j
///   (the running minimum is repaired backwards only until it stops changing). Memory: none for
///   an ordered source, 16 bytes per element otherwise.
public struct BinarySearchQuery: QueryStrategy {
    public init() {}
    public var name: String { "binary" }
    public func makeIndex() -> any QueryIndex { Index() }

    struct Index: QueryIndex {
        /// Empty when the source is ordered; otherwise one entry per element.
        private var runningMax: ContiguousArray<Double> = []
        private var runningMin: ContiguousArray<Double> = []

        mutating func update(from firstChangedOrdinal: Int, source: some ElementSource) {
            let count = source.elementCount
            if source.isOrderedAlongScrollDirection {
                runningMax = []
                runningMin = []
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
            for ordinal in first..<end where rect.intersects(source.frame(ofElementAt: ordinal)) {
                result.append(ordinal)
            }
            return end - first
        }

        var bytesHeld: Int { (runningMax.capacity + runningMin.capacity) * MemoryLayout<Double>.stride }
    }
}

/// The first index in `0..<count` for which `isAfter` is true, given that `isAfter` is false and
/// then true over the range. Returns `count` when it is never true.
/// - Complexity: O(log count) calls of `isAfter`.
@inlinable
func partitionPoint(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let middle = low + (high - low) / 2
        if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
