/// A prepared compositional layout's sections as an `ElementSource`: an element's frame is found
/// by a binary search for its section, then in closed form. Pinned boundary items show their
/// reach (every place they can take), so what the search decides at prepare time stays exact
/// whatever the visible rect; the layout tests their actual frames itself.
///
/// The source searches itself: the sections a rect may meet by two binary searches over the
/// sections' reaches, then in each the groups by division (`CompositionalSectionGeometry+Search`).
///
/// Invariants: sections' `firstOrdinal`s are consecutive (each the previous plus its element
/// count); `reachHighPrefix[k]` is the largest `reach.high` of sections `0...k` and `reachLowSuffix[k]`
/// the smallest `reach.low` of sections `k...`, so both never decrease.
struct CompositionalElementSource: ElementSource, Sendable {
    let scrollDirection: ScrollDirection
    var sections: ContiguousArray<CompositionalSectionGeometry> = []
    private(set) var reachHighPrefix: ContiguousArray<Double> = []
    private(set) var reachLowSuffix: ContiguousArray<Double> = []

    init(scrollDirection: ScrollDirection) {
        self.scrollDirection = scrollDirection
    }

    var elementCount: Int { sections.last.map { $0.firstOrdinal + $0.elementCount } ?? 0 }

    /// The frames are computed (a section's template, repeated), not stored: a query strategy keeps
    /// no coarse level for them, so prepare stays O(1) for an ordered layout.
    var storesFrames: Bool { false }

    /// The section holding `ordinal`: the last whose first ordinal is not after it (empty
    /// sections share their first ordinal with the next).
    /// - Complexity: O(log s).
    @inline(__always)
    func section(holding ordinal: Int) -> Int {
        partitionPoint(sections.count) { sections[$0].firstOrdinal > ordinal } - 1
    }

    /// - Complexity: O(log s).
    func frame(ofElementAt ordinal: Int) -> Rect {
        let index = section(holding: ordinal)
        return sections[index].frame(ofLocal: ordinal - sections[index].firstOrdinal, visible: nil)
    }

    var searchesItself: Bool { true }

    /// Never asked for: the source searches itself, so no strategy relies on an order; a source
    /// that does not know its order says false.
    var isOrderedAlongScrollDirection: Bool { false }

    /// Recomputes `reachHighPrefix` and `reachLowSuffix` from the sections' reaches. A NaN reach
    /// (no section has one: NaN frames are left out of it) would be skipped by the comparisons.
    /// - Complexity: O(s).
    mutating func updateReachIndex() {
        reachHighPrefix.removeAll(keepingCapacity: true)
        reachLowSuffix = ContiguousArray(repeating: .infinity, count: sections.count)
        var high = -Double.infinity, low = Double.infinity
        for section in sections.indices {
            if sections[section].reach.high > high { high = sections[section].reach.high }
            reachHighPrefix.append(high)
        }
        for section in sections.indices.reversed() {
            if sections[section].reach.low < low { low = sections[section].reach.low }
            reachLowSuffix[section] = low
        }
    }

    /// The sections whose reach meets the rect along the scroll direction (the first whose prefix
    /// reaches past its start, up to the first whose suffix starts at or after its end), each
    /// searched by its groups. An empty rect, or one with a NaN edge, meets nothing.
    /// - Complexity: O(log s + m + c), for the m sections between the two bounds and c candidates.
    func appendOrdinalsBySearch(in rect: Rect, to result: inout [Int]) -> Int {
        let low = rect.minAlong(scrollDirection), high = rect.maxAlong(scrollDirection)
        guard low < high else { return 0 }
        var examined = 0
        for index in candidateSections(low: low, high: high) where sectionMeets(index, low: low, high: high) {
            examined += sections[index].appendOrdinals(in: rect, low: low, high: high, to: &result)
        }
        return examined
    }

    /// The sections between the search's two bounds along the scroll direction, the one walk both
    /// strategies' searches take (`appendOrdinalsBySearch(in:to:)`, `attributesBySearch(in:visible:)`):
    /// from the first whose prefix reach passes `low` (`BlockSummarySearch`, each section a block)
    /// up to the first whose suffix starts at or after `high`. Those whose own reach misses
    /// `low..<high` (`sectionMeets`) are among them.
    /// - Complexity: O(log s + m) for the m sections returned.
    @inline(__always)
    func candidateSections(low: Double, high: Double) -> Range<Int> {
        let first = unsafe reachHighPrefix.withUnsafeBufferPointer { reach in
            unsafe BlockSummarySearch.firstBlock(reachingPast: low, reach: reach, count: sections.count)
        }
        var end = first
        while end < sections.count && reachLowSuffix[end] < high { end += 1 }
        return first..<end
    }

    /// Whether section `index`'s own reach meets `low..<high` along the scroll direction.
    /// - Complexity: O(1).
    @inline(__always)
    func sectionMeets(_ index: Int, low: Double, high: Double) -> Bool {
        sections[index].reach.high > low && sections[index].reach.low < high
    }

    /// From the arrays' counts, not their capacities: a counter compared exactly must not depend on
    /// how the allocator rounded a block.
    var bytesHeld: Int {
        sections.count * (MemoryLayout<CompositionalSectionGeometry>.stride + 2 * MemoryLayout<Double>.stride) + sections.reduce(0) {
            $0 + $1.resolved.template.leaves.count * MemoryLayout<Rect>.stride
                + ($1.resolved.template.selfSizingTrail?.count ?? 0) * MemoryLayout<Double>.stride
                + (($1.groupStarts?.count ?? 0) + ($1.reportedAlong?.count ?? 0)) * MemoryLayout<Double>.stride
        }
    }
}
