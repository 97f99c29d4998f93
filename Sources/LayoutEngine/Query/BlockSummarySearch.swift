/// A bound a block summary keeps: a `Double`, or a `Float` rounded outwards (up for a far edge,
/// down for a near one), which halves the memory and keeps the search conservative. Compared
/// with a query's bounds as a `Double`, exactly.
protocol BlockSummaryBound: Comparable, Sendable {
    /// The bound as a `Double` (exact: every `Float` is a `Double`).
    var asDouble: Double { get }
}

extension Double: BlockSummaryBound {
    @inline(__always) var asDouble: Double { self }
}

extension Float: BlockSummaryBound {
    @inline(__always) var asDouble: Double { Double(self) }
}

/// The search over block summaries, written once for every index that summarises its elements
/// by blocks of consecutive ordinals (`BinarySearchQuery`'s coarse level, the waterfall's
/// `BlockSummaries`, the compositional engine's sections), generic over the bound a block keeps.
/// (A calendar day, `CalendarDayBucket`, keeps its own copy: through this one its screen query
/// counted 3% more instructions.)
///
/// What a block summarises, along the scroll direction: `reach`, the running maximum of its
/// elements' far edges up to its end (never decreasing); `nearFromHere`, the minimum of the near
/// edges from its start to the last element (never decreasing); `far`, its own elements' farthest
/// edge. No element of a block before the first whose reach passes a rect's start reaches the
/// rect; none from the first whose `nearFromHere` is at or past the rect's end starts before its
/// end; and none of a block whose `far` is at or before the rect's start reaches it (`Rect.intersects`
/// needs `max > rect.min`). So the candidates are the elements between two binary searches, less
/// the blocks skipped, a superset of the answer; every candidate is then tested exactly.
///
/// Summaries are read through buffers (`unsafe`), as each of the three searches read them before:
/// every index read is below the count the caller passes, which is at most the buffer's (checked
/// with internal checks on). (Spans were tried: making a `Span` of a `ContiguousArray` cost some 70
/// instructions a time, +4% on a uniform flow's screen query, +5% on the calendar's, callgrind.)
enum BlockSummarySearch {
    /// The first of blocks `0..<count` whose `reach` passes `low` (`count` when none does): no
    /// element of an earlier block reaches past `low`. NaN finds none.
    /// - Complexity: O(log count).
    @inline(__always)
    static func firstBlock<Bound: BlockSummaryBound>(reachingPast low: Double, reach: UnsafeBufferPointer<Bound>, count: Int) -> Int {
        unsafe checkCount(count, of: reach)
        return partitionPoint(count) { unsafe reach[$0].asDouble > low }
    }

    /// The first of blocks `0..<count` whose `nearFromHere` is at or past `high` (`count` when
    /// none is): no element from its start on starts before `high`. NaN finds none.
    /// - Complexity: O(log count).
    @inline(__always)
    static func firstBlock<Bound: BlockSummaryBound>(startingAtOrPast high: Double, nearFromHere: UnsafeBufferPointer<Bound>, count: Int) -> Int {
        unsafe checkCount(count, of: nearFromHere)
        return partitionPoint(count) { unsafe nearFromHere[$0].asDouble >= high }
    }

    /// Calls `visit` with the ordinals of `candidates` (ascending, in blocks of `1 << shift`)
    /// block by block, each block's share of them at once, skipping every block whose `far` does
    /// not pass `low`; returns how many it examined: the ordinals visited, plus one per block
    /// skipped.
    /// - Complexity: O(c + k) for the c ordinals visited and k blocks skipped.
    @inline(__always)
    static func forEachCandidate<Bound: BlockSummaryBound>(in candidates: Range<Int>, shift: Int, far: UnsafeBufferPointer<Bound>, reachingPast low: Double,
                                                             _ visit: (Range<Int>) -> Void) -> Int {
        #if LAYOUT_INTERNAL_CHECKS
        precondition(candidates.isEmpty || (candidates.upperBound - 1) >> shift < far.count,
                     "block summaries: ordinals \(candidates) past \(far.count) blocks")
        #endif
        var index = candidates.lowerBound, examined = 0
        while index < candidates.upperBound {
            let block = index >> shift
            let blockEnd = Swift.min((block + 1) << shift, candidates.upperBound)
            guard unsafe far[block].asDouble > low else {
                examined += 1
                index = blockEnd
                continue
            }
            examined += blockEnd - index
            visit(index..<blockEnd)
            index = blockEnd
        }
        return examined
    }

    /// Calls `visit` with each of `blocks` whose `far` passes `low`, ascending.
    /// - Complexity: O(k) for k blocks.
    @inline(__always)
    static func forEachBlock<Bound: BlockSummaryBound>(in blocks: Range<Int>, far: UnsafeBufferPointer<Bound>, reachingPast low: Double,
                                                         _ visit: (Int) -> Void) {
        #if LAYOUT_INTERNAL_CHECKS
        precondition(blocks.upperBound <= far.count, "block summaries: blocks \(blocks) of \(far.count)")
        #endif
        for block in blocks where unsafe far[block].asDouble > low { visit(block) }
    }

    @inline(__always)
    private static func checkCount<Bound>(_ count: Int, of buffer: UnsafeBufferPointer<Bound>) {
        #if LAYOUT_INTERNAL_CHECKS
        precondition(count >= 0 && count <= buffer.count, "block summaries: \(count) blocks searched of \(buffer.count)")
        #endif
    }
}
