extension WaterfallElements {
    /// The waterfall's search structure: for each block of `size` consecutive ordinals, where its
    /// elements lie along the scroll direction. Items of different columns start and end in any
    /// order, so the elements are not sorted along the scroll; but the running maximum of their far
    /// edges and the suffix minimum of their near edges never decrease with the ordinal, and a
    /// query finds its first and last candidate blocks by binary search over them
    /// (`WaterfallElements+Search.swift`). Kept per block, not per element (an earlier index kept
    /// two `Float` bounds per element: 8 of the 52 bytes the waterfall held per element).
    ///
    /// Written as elements are appended: the open block's extremes are carried along and its
    /// entries written when it fills; `seal` writes the last, partial block and brings the suffix
    /// minima up to date backwards, stopping at the first block before the pass's changes whose
    /// entry it leaves as it was.
    ///
    /// Invariants (sealed, for n elements): every array holds ⌈n / size⌉ entries; `far[b]` and
    /// `near[b]` are the largest far edge and smallest near edge of block b's elements;
    /// `reach[b] = max(far[0…b])`; `nearFromHere[b] = min(near[b…])`.
    /// Memory: 32 bytes per block (1 byte per element).
    struct BlockSummaries: Sendable {
        static let shift = 5
        static var size: Int { 1 << shift }

        /// By block: the farthest far edge of the elements up to the block's end.
        private(set) var reach: ContiguousArray<Double> = []
        /// By block: the farthest far edge of its own elements.
        private(set) var far: ContiguousArray<Double> = []
        /// By block: the nearest near edge of its own elements.
        private(set) var near: ContiguousArray<Double> = []
        /// By block: the nearest near edge of the elements from the block's start to the last.
        private(set) var nearFromHere: ContiguousArray<Double> = []

        /// While a pass appends: the extremes of the open block's elements so far, and the reach
        /// of the blocks before it.
        private var openFar = -Double.infinity
        private var openNear = Double.infinity
        private var reachBefore = -Double.infinity
        /// The first block whose entries the open pass rewrites.
        private var firstChangedBlock = 0

        var blockCount: Int { reach.count }

        /// Opens a pass that appends after the first `count` elements of `spans`: drops the entries
        /// of the block holding `count` and of every later one, and carries the extremes of that
        /// block's elements before `count`.
        /// - Complexity: O(size + dropped blocks).
        mutating func reopen(at count: Int, spans: ContiguousArray<Span>) {
            let block = count >> Self.shift
            if block < reach.count {
                reach.removeSubrange(block...)
                far.removeSubrange(block...)
                near.removeSubrange(block...)
                nearFromHere.removeSubrange(block...)
            }
            firstChangedBlock = block
            reachBefore = block > 0 ? reach[block - 1] : -Double.infinity
            openFar = -Double.infinity
            openNear = Double.infinity
            for ordinal in (block << Self.shift)..<count { extendOpenBlock(with: spans[ordinal]) }
        }

        /// Reserves room for the summaries of `count` elements.
        /// - Complexity: O(blocks held) when it reallocates.
        mutating func reserveCapacity(forElements count: Int) {
            let blocks = (count + Self.size - 1) >> Self.shift
            reach.reserveCapacity(blocks)
            far.reserveCapacity(blocks)
            near.reserveCapacity(blocks)
            nearFromHere.reserveCapacity(blocks)
        }

        /// Counts `span`, the element that made the store `count` long, into the open block, and
        /// writes the block's entries when it is full.
        /// - Complexity: amortised O(1).
        @inline(__always)
        mutating func add(_ span: Span, count: Int) {
            extendOpenBlock(with: span)
            if count & (Self.size - 1) == 0 { closeOpenBlock() }
        }

        /// Widens the open block's extremes to `span`'s edges.
        @inline(__always)
        private mutating func extendOpenBlock(with span: Span) {
            openFar = Swift.max(openFar, span.farEdge)
            openNear = Swift.min(openNear, span.along)
        }

        /// Writes the open block's entries (its suffix minimum provisionally its own nearest edge)
        /// and starts the next block.
        private mutating func closeOpenBlock() {
            reachBefore = Swift.max(reachBefore, openFar)
            reach.append(reachBefore)
            far.append(openFar)
            near.append(openNear)
            nearFromHere.append(openNear)
            openFar = -Double.infinity
            openNear = Double.infinity
        }

        /// Closes the pass over `count` elements: writes the partial last block, then the suffix
        /// minima backwards from the last block, through every block the pass wrote and on until
        /// an earlier block's entry is unchanged (each is `min(near, the next block's)`, so once
        /// one keeps its value every earlier one does).
        /// - Complexity: O(blocks written + blocks repaired).
        mutating func seal(count: Int) {
            if count & (Self.size - 1) != 0 { closeOpenBlock() }
            var minimum = Double.infinity
            var block = near.count - 1
            while block >= 0 {
                let value = Swift.min(near[block], minimum)
                if block < firstChangedBlock && value == nearFromHere[block] { break }
                nearFromHere[block] = value
                minimum = value
                block -= 1
            }
            firstChangedBlock = near.count
        }

        /// The blocks that may hold an element reaching past `low` and starting before `high`
        /// along the scroll direction: none before the first whose reach passes `low`, none from
        /// the first whose suffix minimum is at or past `high` (empty for NaN bounds).
        /// - Complexity: O(log b) for b blocks.
        func candidateBlocks(low: Double, high: Double) -> Range<Int> {
            let first = unsafe reach.withUnsafeBufferPointer { reach in
                unsafe BlockSummarySearch.firstBlock(reachingPast: low, reach: reach, count: reach.count)
            }
            let end = unsafe nearFromHere.withUnsafeBufferPointer { near in
                unsafe BlockSummarySearch.firstBlock(startingAtOrPast: high, nearFromHere: near, count: near.count)
            }
            return first..<Swift.max(first, end)
        }

        /// Bytes of the four summaries, from their counts.
        var bytesHeld: Int { 4 * reach.count * MemoryLayout<Double>.stride }
    }
}
