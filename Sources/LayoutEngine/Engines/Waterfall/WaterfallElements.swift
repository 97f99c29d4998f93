/// A prepared waterfall's elements, compact, in canonical order (section by section: the header,
/// the items, the footer), as an `ElementSource` that searches itself.
///
/// An element keeps what no formula gives back: its position and length along the scroll
/// direction and its length across (`Span`, 24 bytes), and, for an item, its column (`lanes`, 2
/// bytes). Its position across and its identity come from its section (`WaterfallSectionGeometry`):
/// a header or footer starts at the section's `crossStart`, an item at `crossStart + lane ·
/// laneStride`, the expression the placement evaluates, so every frame handed out is the frame the
/// placement computed, to the bit. The search structure is kept per block of `blockSize` ordinals
/// (`WaterfallElements+Search.swift`) and written as the elements are appended, not in a second
/// pass.
///
/// A pass is `truncate(to:)`, appends, then `seal()`: between the first and the last the source
/// is unsealed and must not be queried.
///
/// Invariants (sealed): `spans.count == lanes.count == elementCount`; the sections' elements are
/// ordinals `firstOrdinal ..< firstOrdinal + elementCount`, contiguous from 0 in section order and
/// covering every element; the block summaries match the spans they summarise
/// (`WaterfallElements+Invariants.swift`).
///
/// Memory: 26 bytes per element, 32 bytes per block of 32 (1 per element), and the sections.
struct WaterfallElements: ElementSource, Sendable {
    /// What an element keeps of its frame: the rest comes from its section.
    struct Span: Sendable {
        var along: Double
        var alongLength: Double
        var acrossLength: Double

        /// The far edge along the scroll direction: the frame's `maxAlong`, since lengths are
        /// sanitised (never negative). The block summaries and the search read it, never the frame.
        @inline(__always)
        var farEdge: Double { along + alongLength }
    }

    let scrollDirection: ScrollDirection
    /// The prepared sections, in order; the layout's relayout edits them with the elements.
    var sections: [WaterfallSectionGeometry] = []
    private(set) var spans: ContiguousArray<Span> = []
    /// By ordinal: an item's column (0 for a header or footer, whose position is its section's).
    private(set) var lanes: ContiguousArray<UInt16> = []
    /// The search structure's summaries (`WaterfallElements+Search.swift`).
    var blocks = BlockSummaries()

    /// No elements, for a layout scrolling in `scrollDirection`.
    init(scrollDirection: ScrollDirection) {
        self.scrollDirection = scrollDirection
    }

    var elementCount: Int { spans.count }

    /// Not sure, so false: items of different columns start and end in any order.
    var isOrderedAlongScrollDirection: Bool { false }

    var searchesItself: Bool { true }

    // MARK: Reading

    /// The index of the section holding `ordinal`: the last whose first ordinal is at or before it
    /// (an empty section shares its first ordinal with the next, and holds nothing).
    /// - Complexity: O(log s) for s sections.
    func section(holding ordinal: Int) -> Int {
        unsafe sections.withUnsafeBufferPointer { sections in
            partitionPoint(sections.count) { unsafe sections[$0].firstOrdinal > ordinal } - 1
        }
    }

    /// What the frames and identities of section `index`'s elements are read from.
    /// - Complexity: O(1).
    @inline(__always)
    func placement(ofSection index: Int) -> WaterfallSectionPlacement {
        sections[index].placement(section: index)
    }

    /// - Complexity: O(log s) for s sections.
    func frame(ofElementAt ordinal: Int) -> Rect {
        frame(ofElementAt: ordinal, in: placement(ofSection: section(holding: ordinal)))
    }

    /// The frame of `ordinal`, an element of the section `placement` describes.
    /// - Complexity: O(1).
    @inline(__always)
    func frame(ofElementAt ordinal: Int, in placement: WaterfallSectionPlacement) -> Rect {
        let span = spans[ordinal]
        let across = placement.isItem(ordinal) ? placement.crossStart + Double(lanes[ordinal]) * placement.laneStride
                                                 : placement.crossStart
        return ScrollAxes(direction: scrollDirection).rect(along: span.along, across: across,
                                                           alongLength: span.alongLength,
                                                           acrossLength: span.acrossLength)
    }

    /// The attributes of `ordinal`, an element of the section `placement` describes.
    /// - Complexity: O(1).
    @inline(__always)
    func attributes(ofElementAt ordinal: Int, in placement: WaterfallSectionPlacement) -> LayoutAttributes {
        LayoutAttributes(id: placement.id(ofElementAt: ordinal), frame: frame(ofElementAt: ordinal, in: placement))
    }

    /// - Complexity: O(log s) for s sections.
    func attributes(ofElementAt ordinal: Int) -> LayoutAttributes {
        attributes(ofElementAt: ordinal, in: placement(ofSection: section(holding: ordinal)))
    }

    // MARK: Writing

    /// Keeps the first `count` elements and opens the pass that appends after them (the block
    /// holding `count` is summarised again as its elements arrive).
    /// - Complexity: O(removed elements + blockSize).
    mutating func truncate(to count: Int) {
        if count < spans.count {
            spans.removeSubrange(count...)
            lanes.removeSubrange(count...)
        }
        blocks.reopen(at: spans.count, spans: spans)
    }

    /// Appends a header or footer (`lane` 0) or an item in column `lane`.
    /// - Precondition: the pass is open (`truncate(to:)` since the last `seal()`).
    /// - Complexity: amortised O(1).
    @inline(__always)
    mutating func append(_ span: Span, lane: UInt16) {
        spans.append(span)
        lanes.append(lane)
        blocks.add(span, count: spans.count)
    }

    /// Reserves room for `count` elements: exactly for an empty store (a full prepare knows its
    /// size), at least twice the current capacity otherwise, so a series of appends each reserving
    /// its own elements reallocates O(log n) times.
    /// - Complexity: O(n) when it reallocates.
    mutating func reserveCapacity(_ count: Int) {
        guard count > spans.capacity else { return }
        let capacity = spans.isEmpty ? count : Swift.max(count, 2 * spans.capacity)
        spans.reserveCapacity(capacity)
        lanes.reserveCapacity(capacity)
        blocks.reserveCapacity(forElements: capacity)
    }

    /// Closes the pass: the last block's summary is written and the summaries from the
    /// first block the pass changed are brought up to date.
    /// - Complexity: O(changed blocks), plus a backward repair that stops at the first block whose
    ///   summary it leaves unchanged.
    mutating func seal() {
        blocks.seal(count: spans.count)
    }

    /// Bytes held, from counts (so equal for equal layouts, whatever the arrays' history):
    /// the spans and lanes, the block summaries, and each section's geometry and column state.
    var bytesHeld: Int {
        spans.count * (MemoryLayout<Span>.stride + MemoryLayout<UInt16>.stride) + blocks.bytesHeld
            + sections.reduce(0) { $0 + MemoryLayout<WaterfallSectionGeometry>.stride + $1.bytesHeld }
    }
}
