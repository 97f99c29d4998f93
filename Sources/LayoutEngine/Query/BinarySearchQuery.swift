/// A binary search that is exact for frames in any order.
///
/// Along the scroll direction, with `min(i)` and `max(i)` the edges of element `i`:
/// - `runningMax(i) = max(max(0), …, max(i))` never decreases with `i`;
/// - `runningMin(i) = min(min(i), …, min(n-1))` (over the suffix) never decreases with `i`.
/// No element before the first `i` with `runningMax(i) > rect.min` can reach the rect, and no
/// element from the first `i` with `runningMin(i) ≥ rect.max` on can start before its end. So two
/// binary searches bound the candidates, and each candidate is tested with `Rect.intersects`.
/// When the source is ordered along the scroll direction both sequences are the frames' own
/// edges, so the index stores no per-element sequence and searches the source directly.
///
/// Both searches run in two levels. A search over a million entries touches some twenty cache
/// lines scattered over megabytes, most of them misses; so the index keeps one entry per block of
/// 64 ordinals (each sequence's value at the block's first or last ordinal: a few kilobytes that
/// stay in cache), finds the block there, then searches the block's 64 entries, which share a few
/// neighbouring cache lines. A source that computes its frames (`storesFrames` false) is searched
/// directly: it misses no cache and keeping blocks would cost its O(1) prepare.
///
/// One long element early in the order (a day-long calendar event, a section background) lifts
/// the running maximum for everything after it. So the index also keeps, for each block, the
/// farthest edge of the block's own elements, and the scan skips every block that ends at or
/// before the rect's start.
///
/// - Complexity: query O(log n + c), where c is the number of candidates between the two bounds:
///   for an ordered source, the elements whose extent along the scroll direction overlaps the
///   rect's (the results, plus any beside the rect across it: a rect narrower than a line still
///   examines the whole line); for other sources, the elements of the blocks that reach the rect,
///   plus one check per block skipped. Update O(n − j) for a change at ordinal j, plus a backward
///   repair of the running minimum that stops at the first unchanged entry (O(1) when new frames
///   start below the old ones, as appends do; O(j) at worst, when a changed frame starts above
///   every earlier one). Memory: an eighth of a byte per element for an ordered source that stores
///   its frames, about 8.3 bytes per element for an unordered one, none for a computed one.
public struct BinarySearchQuery: QueryStrategy {
    /// The binary-search strategy; its indexes hold the state.
    public init() {}
    /// `binary`.
    public var name: String { "binary" }
    /// An empty index, filled by its first `update(from:source:)`.
    public func makeIndex() -> any QueryIndex { Index() }

    struct Index: QueryIndex {
        /// Empty when the source is ordered; otherwise one entry per element, rounded outwards to
        /// a `Float` (the maximum up, the minimum down): half the memory, and the bounds stay
        /// conservative, so the candidates are a superset and the `intersects` test keeps the
        /// answer exact. Outward rounding is monotone, so both sequences still never decrease.
        private var runningMax: ContiguousArray<Float> = []
        private var runningMin: ContiguousArray<Float> = []
        /// Empty when the source is ordered; otherwise, for each block of `blockSize` ordinals, the
        /// farthest edge along the scroll direction of its elements.
        private var blockMax: ContiguousArray<Double> = []
        /// Empty for a computed source; otherwise, for each block, the running maximum at its last
        /// ordinal and the running minimum at its first (for an ordered source, the far edge of its
        /// last element and the near edge of its first).
        private var coarseMax: ContiguousArray<Float> = []
        private var coarseMin: ContiguousArray<Float> = []
        static let blockShift = 6
        static var blockSize: Int { 1 << blockShift }

        @_specialize(where Source == ElementTable)
        @_specialize(where Source == FlowGeometry)
        mutating func update<Source: ElementSource>(from firstChangedOrdinal: Int, source: Source) {
            let count = source.elementCount
            let direction = source.scrollDirection
            if source.searchesItself {
                // The source keeps its own structure up to date: nothing to keep here.
                runningMax = []
                runningMin = []
                blockMax = []
                coarseMax = []
                coarseMin = []
                return
            }
            if source.isOrderedAlongScrollDirection {
                let wasOrdered = runningMax.isEmpty
                runningMax = []
                runningMin = []
                blockMax = []
                updateCoarseLevel(from: wasOrdered ? firstChangedOrdinal : 0, count: count, source: source)
                return
            }
            // Entries before `start` are still right: they depend only on unchanged frames.
            let start = runningMax.count == 0 ? 0 : min(firstChangedOrdinal, runningMax.count, count)
            runningMax.removeSubrange(start...)
            // Reserve only when rebuilding: an exact reservation on every update would reallocate
            // and copy the whole index each time a few elements are appended.
            if start == 0 { runningMax.reserveCapacity(count) }
            let firstBlock = start >> Self.blockShift
            blockMax.removeSubrange(min(firstBlock, blockMax.count)...)
            if start == 0 { blockMax.reserveCapacity((count + Self.blockSize - 1) >> Self.blockShift) }
            // The block holding `start` is recomputed whole: its elements before `start` first.
            var blockMaximum = -Double.infinity
            for ordinal in (firstBlock << Self.blockShift)..<start {
                blockMaximum = Swift.max(blockMaximum, source.frame(ofElementAt: ordinal).maxAlong(direction))
            }
            // Rounding up commutes with the running maximum, so continuing from a rounded entry
            // gives exactly the entries a rebuild would.
            var maximum = start > 0 ? Double(runningMax[start - 1]) : -Double.infinity
            // Sized first and written through buffers: one pass with no per-element append.
            runningMax.append(contentsOf: repeatElement(0, count: count - start))
            var newMins = ContiguousArray<Float>(repeating: 0, count: count - start)
            var newBlockMaxima: [Double] = []
            newBlockMaxima.reserveCapacity((count - start) >> Self.blockShift + 1)
            unsafe runningMax.withUnsafeMutableBufferPointer { maxima in
                unsafe newMins.withUnsafeMutableBufferPointer { mins in
                    for ordinal in start..<count {
                        let frame = source.frame(ofElementAt: ordinal)
                        let far = frame.maxAlong(direction)
                        maximum = Swift.max(maximum, far)
                        blockMaximum = Swift.max(blockMaximum, far)
                        unsafe maxima[ordinal] = Self.roundedUp(maximum)
                        unsafe mins[ordinal - start] = Self.roundedDown(frame.minAlong(direction))
                        if ordinal & (Self.blockSize - 1) == Self.blockSize - 1 {
                            newBlockMaxima.append(blockMaximum)
                            blockMaximum = -Double.infinity
                        }
                    }
                }
            }
            blockMax.append(contentsOf: newBlockMaxima)
            // The last block, when it is not full (or when nothing followed `start` in its block).
            if blockMax.count < (count + Self.blockSize - 1) >> Self.blockShift { blockMax.append(blockMaximum) }
            let firstRepaired = repairRunningMin(keeping: start, newMins: consume newMins, source: source)
            updateCoarseLevel(from: firstRepaired, count: count, source: source)
            #if LAYOUT_INTERNAL_CHECKS
            _checkInvariants(count: count, source: source)
            #endif
        }

        /// Replaces `runningMin` from `start` on with the suffix minima of `newMins`, then repairs
        /// the entries before `start` backwards until one keeps its value: each is
        /// `min(own min, the entry after it)`, so once one is unchanged, all earlier ones are too.
        /// Returns the first ordinal whose entry may have changed.
        private mutating func repairRunningMin(keeping start: Int, newMins: consuming ContiguousArray<Float>,
                                               source: some ElementSource) -> Int {
            runningMin.removeSubrange(start...)
            // Taken over from the caller, so turning it into suffix minima in place copies nothing.
            var suffix = consume newMins
            var minimum = Float.infinity
            unsafe suffix.withUnsafeMutableBufferPointer { suffix in
                for i in suffix.indices.reversed() {
                    minimum = unsafe Swift.min(minimum, suffix[i])
                    unsafe suffix[i] = minimum
                }
            }
            var i = start - 1
            while i >= 0 {
                let own = Self.roundedDown(source.frame(ofElementAt: i).minAlong(source.scrollDirection))
                let repaired = Swift.min(own, minimum)
                if repaired == runningMin[i] { break }
                runningMin[i] = repaired
                minimum = repaired
                i -= 1
            }
            runningMin.append(contentsOf: suffix)
            return i + 1
        }

        /// Recomputes the block entries of the coarse level from the block holding `ordinal` on,
        /// from the running sequences or, for an ordered source, from its frames.
        /// - Complexity: O((n − ordinal) / blockSize).
        private mutating func updateCoarseLevel(from ordinal: Int, count: Int, source: some ElementSource) {
            guard source.storesFrames else {
                coarseMax = []
                coarseMin = []
                return
            }
            let direction = source.scrollDirection
            let firstBlock = Swift.min(ordinal >> Self.blockShift, coarseMax.count, coarseMin.count)
            coarseMax.removeSubrange(firstBlock...)
            coarseMin.removeSubrange(firstBlock...)
            var first = firstBlock << Self.blockShift
            while first < count {
                let last = Swift.min(first + Self.blockSize, count) - 1
                if runningMax.isEmpty {
                    coarseMax.append(Self.roundedUp(source.frame(ofElementAt: last).maxAlong(direction)))
                    coarseMin.append(Self.roundedDown(source.frame(ofElementAt: first).minAlong(direction)))
                } else {
                    coarseMax.append(runningMax[last])
                    coarseMin.append(runningMin[first])
                }
                first += Self.blockSize
            }
        }

        /// Both sequences cover every element and never decrease; one block maximum per block; the
        /// coarse level matches the sequences it summarises.
        private func _checkInvariants(count: Int, source: some ElementSource) {
            precondition(runningMax.count == count && runningMin.count == count,
                         "index covers \(runningMax.count) and \(runningMin.count) of \(count) elements")
            let blocks = (count + Self.blockSize - 1) >> Self.blockShift
            precondition(blockMax.count == blocks, "\(blockMax.count) block maxima for \(count) elements")
            precondition(zip(runningMax, runningMax.dropFirst()).allSatisfy { !($1 < $0) }, "running maximum decreases")
            precondition(zip(runningMin, runningMin.dropFirst()).allSatisfy { !($1 < $0) }, "running minimum decreases")
            if source.storesFrames {
                precondition(coarseMax.count == blocks && coarseMin.count == blocks, "coarse level covers \(coarseMax.count) of \(blocks) blocks")
                for block in 0..<blocks {
                    let first = block << Self.blockShift, last = Swift.min(first + Self.blockSize, count) - 1
                    precondition(coarseMax[block] == runningMax[last] && coarseMin[block] == runningMin[first], "coarse block \(block) is stale")
                }
            }
        }

        /// The far edge of the running maximum at `ordinal`: the sequence's entry, or the frame's
        /// own edge for an ordered source.
        @inline(__always)
        private func runningMax(at ordinal: Int, source: some ElementSource) -> Double {
            runningMax.isEmpty ? source.frame(ofElementAt: ordinal).maxAlong(source.scrollDirection) : Double(runningMax[ordinal])
        }

        @inline(__always)
        private func runningMin(at ordinal: Int, source: some ElementSource) -> Double {
            runningMin.isEmpty ? source.frame(ofElementAt: ordinal).minAlong(source.scrollDirection) : Double(runningMin[ordinal])
        }

        /// The first ordinal whose running maximum is beyond `low`: no element before it reaches
        /// the rect.
        /// - Complexity: O(log n), touching O(1) cache lines outside the coarse level.
        private func firstReaching(_ low: Double, count: Int, source: some ElementSource) -> Int {
            guard !coarseMax.isEmpty else {
                return partitionPoint(count) { runningMax(at: $0, source: source) > low }
            }
            let block = unsafe coarseMax.withUnsafeBufferPointer { reach in
                unsafe BlockSummarySearch.firstBlock(reachingPast: low, reach: reach, count: reach.count)
            }
            let first = block << Self.blockShift
            guard first < count else { return count }
            let length = Swift.min(Self.blockSize, count - first)
            return first + partitionPoint(length) { runningMax(at: first + $0, source: source) > low }
        }

        /// The first ordinal whose running minimum is at or beyond `high`: no element from it on
        /// starts before the rect's end.
        /// - Complexity: O(log n), touching O(1) cache lines outside the coarse level.
        private func firstStartingAtOrAfter(_ high: Double, count: Int, source: some ElementSource) -> Int {
            guard !coarseMin.isEmpty else {
                return partitionPoint(count) { runningMin(at: $0, source: source) >= high }
            }
            // The first block that starts at or after `high`; the answer is in the block before it,
            // or is that block's first ordinal.
            let block = unsafe coarseMin.withUnsafeBufferPointer { near in
                unsafe BlockSummarySearch.firstBlock(startingAtOrPast: high, nearFromHere: near, count: near.count)
            }
            guard block > 0 else { return 0 }
            let first = (block - 1) << Self.blockShift
            let length = Swift.min(Self.blockSize, count - first)
            return first + partitionPoint(length) { runningMin(at: first + $0, source: source) >= high }
        }

        /// A source that searches itself is searched by its own search alone.
        var leavesSearchToSource: Bool { true }

        @_specialize(where Source == ElementTable)
        @_specialize(where Source == FlowGeometry)
        func appendOrdinals<Source: ElementSource>(in rect: Rect, source: Source, to result: inout [Int]) -> Int {
            if source.searchesItself { return source.appendOrdinalsBySearch(in: rect, to: &result) }
            let count = source.elementCount
            let direction = source.scrollDirection
            let low = rect.minAlong(direction), high = rect.maxAlong(direction)
            guard low < high else { return 0 }
            let first = firstReaching(low, count: count, source: source)
            let end = firstStartingAtOrAfter(high, count: count, source: source)
            guard first < end else { return 0 }
            // Every answer is a candidate: one allocation instead of a doubling series.
            result.reserveCapacity(result.count + end - first)
            guard !blockMax.isEmpty else {
                for ordinal in first..<end where rect.intersects(source.frame(ofElementAt: ordinal)) {
                    result.append(ordinal)
                }
                return end - first
            }
            // No element of a block whose farthest edge is at or before the rect's start can
            // intersect it: such a block is skipped (one examined).
            return unsafe blockMax.withUnsafeBufferPointer { far in
                unsafe BlockSummarySearch.forEachCandidate(in: first..<end, shift: Self.blockShift, far: far, reachingPast: low) { ordinals in
                    for ordinal in ordinals where rect.intersects(source.frame(ofElementAt: ordinal)) { result.append(ordinal) }
                }
            }
        }

        /// The smallest `Float` at or above `value` (infinity above the largest finite one).
        static func roundedUp(_ value: Double) -> Float {
            let rounded = Float(value)
            return Double(rounded) < value ? rounded.nextUp : rounded
        }

        /// The largest `Float` at or below `value`.
        static func roundedDown(_ value: Double) -> Float {
            let rounded = Float(value)
            return Double(rounded) > value ? rounded.nextDown : rounded
        }

        /// From the entries' counts, not the arrays' capacities: a counter compared exactly must
        /// not depend on how the arrays grew.
        var bytesHeld: Int {
            (runningMax.count + runningMin.count + coarseMax.count + coarseMin.count) * MemoryLayout<Float>.stride
                + blockMax.count * MemoryLayout<Double>.stride
        }
    }
}
