/// The items of a flow section whose items have sizes of their own, in blocks of whole lines.
///
/// An item stores its position across and its two lengths (24 bytes); a line stores its first
/// item and its start along the scroll direction relative to its block (16 bytes); its thickness
/// is its items' largest length along, read when the line is (the same `Double`s the layout took
/// the maximum of, so the same value). A
/// block's position along (its base, which its lines are relative to) lives in a Fenwick tree over
/// the differences between neighbouring bases (`BlockPositions`), its item count in another
/// (`FenwickTree`), its farthest edge across in a `MaximumTree`. An item's frame is read as
/// `(base + line.start) + (thickness − alongLength) / 2` along, so moving every line after a
/// change by Δ is one point update of the positions (O(log b)), renumbering the items after an
/// insert or a delete is one of the counts, and neither touches a block's contents.
///
/// Invariants: blocks are in item order, each holds at least one line, and fewer than
/// `blockLimit` items before its last line; within a block, `lines[0]` is item 0 at offset 0,
/// line starts never decrease, and `lineCount`, `itemCount` and `lastLineStart` are its lines'
/// and items' counts and its last line's start; the three trees have one slot per block, holding its base, its item count and its
/// `maxAcross`.
///
/// Positions: a fresh layout computes line starts as a running sum from the section's first line
/// (UIKit's arithmetic) and stores them relative to their block; a relayout that moves blocks
/// updates the positions tree. The two can differ in the last bits: docs/flow-layout.md proves the
/// bound (`relativeTolerance` of the content length), which the fuzzer checks.
struct MeasuredFlowLines: Sendable {
    struct Item: Sendable {
        var across: Double
        var alongLength: Double
        var acrossLength: Double
    }

    struct Line: Sendable {
        /// Relative to the block's first item.
        var firstItem: Int32
        /// Relative to the block's base.
        var start: Double
    }

    struct Block: Sendable {
        var lines: ContiguousArray<Line> = [] {
            didSet {
                lineCount = lines.count
                lastLineStart = lines.last?.start ?? 0
            }
        }
        var items: ContiguousArray<Item> = [] {
            didSet { itemCount = items.count }
        }
        /// The farthest across-edge of its items (0 when none reaches past 0).
        var maxAcross: Double = 0
        /// `lines.count`, `items.count` and the last line's start (0 without lines), kept with
        /// the block, where they follow every change of `lines` and `items`: a query interpolates
        /// between the block's first and last line before it reads a line, so the line it probes
        /// first is the first of the lines' cache lines it waits for (reading the count, then the
        /// last start, from the lines' storage were two more, one after the other), and it reads
        /// no array's header, which for the items is a cache line (often a page) apart from the
        /// items it reads.
        private(set) var lineCount = 0
        private(set) var itemCount = 0
        private(set) var lastLineStart = 0.0

        /// Its last line's end, relative to its base.
        var end: Double { lines[lines.count - 1].start + thickness(ofLine: lines.count - 1) }

        /// The thickness of line `line`: its items' largest length along.
        /// - Complexity: O(k) for its k items.
        @inline(__always)
        func thickness(ofLine line: Int) -> Double {
            Self.thickness(of: items.span, itemRange(ofLine: line))
        }

        /// The largest length along of `items[range]`, the items of a line: its thickness. Every
        /// reader of a line's thickness takes it here (through a span: nothing retained), so
        /// every reader gets the same `Double`.
        /// - Complexity: O(k) for k items.
        @inline(__always)
        static func thickness(of items: Span<Item>, _ range: Range<Int>) -> Double {
            var thickness = 0.0
            for local in range { thickness = Swift.max(thickness, items[local].alongLength) }
            return thickness
        }

        /// The line holding item `local` (relative to the block), searched from where the item's
        /// place among the block's items puts it among the lines: a cold block then costs a cache
        /// line or two of its lines, not half a dozen.
        /// - Complexity: O(1) when its lines hold about as many items each, O(log l) at worst.
        func line(holding local: Int) -> Int {
            let estimate = Double(local) / Double(itemCount) * Double(lineCount) + 1
            return partitionPoint(lineCount, near: estimate) { Int(lines[$0].firstItem) > local } - 1
        }

        /// The first item of line `line`, relative to the block, and one past its last.
        func itemRange(ofLine line: Int) -> Range<Int> {
            let first = Int(lines[line].firstItem)
            return first..<(line + 1 < lineCount ? Int(lines[line + 1].firstItem) : itemCount)
        }
    }

    /// Items per block before a new block is opened (a block holds whole lines).
    static let blockCapacity = 256
    /// The most items a block holds before its last line: a small block closed after a full one
    /// joins it up to this.
    static let blockLimit = blockCapacity + blockCapacity / 4
    /// How far frames read from moved blocks may be from a fresh layout's, relative to the
    /// content length (docs/flow-layout.md, "How far a moved line can be from a fresh one").
    static let relativeTolerance = 1e-9

    private(set) var axes = ScrollAxes(direction: .vertical)
    private(set) var blocks: ContiguousArray<Block> = []
    /// Each block's base.
    private(set) var positions = BlockPositions([])
    /// Each block's item count: a block's first item is the sum before it.
    private(set) var itemCounts = FenwickTree([])
    /// Each block's `maxAcross`.
    private(set) var acrossMaxima = MaximumTree([])
    private(set) var itemCount = 0
    /// The along-position just past the last line (the first line's start when there are none).
    private(set) var linesEnd: Double = 0
    private(set) var maxAcross: Double = 0
    /// The largest magnitude of a base or of `linesEnd` since the section was laid out afresh:
    /// the scale of the roundings its positions carry, which widens the search over blocks.
    private(set) var largestPosition: Double = 0
    /// A bound on the roundings between any stored line start and the running sum a fresh
    /// layout computes for it (`FlowRoundingBound`, which docs/flow-layout.md proves). The layout
    /// lays everything out afresh before it could pass `relativeTolerance`.
    var rounding = FlowRoundingBound()

    init() {}

    /// Lines of no section, shared: what a walk over sections holds while it is in a uniform one.
    static let empty = MeasuredFlowLines()

    init(axes: ScrollAxes) {
        self.axes = axes
    }

    /// A margin wider than the rounding of any frame edge read near `value`, so that bounds kept
    /// per line never exclude a frame that reaches the query (answers stay exact: every candidate
    /// is tested with `Rect.intersects`).
    @inline(__always)
    static func searchMargin(_ value: Double) -> Double { 1e-12 * (Swift.abs(value) + 1) }

    /// A margin wider than how far a block's base, as read, can be from a fresh layout's (the
    /// `relativeTolerance` the layout keeps), twice over, plus the roundings of a read, for lines
    /// whose `largestPosition` is `largestPosition`: blocks whose bases are further than this
    /// from a query cannot hold an item it reaches.
    static func blockSearchMargin(largestPosition: Double) -> Double { 4 * relativeTolerance * (largestPosition + 1) }

    /// Whether the blocks have fragmented past twice the count a fresh layout would make (plus
    /// slack): the layout then lays the section out afresh.
    var isFragmented: Bool { blocks.count > 2 * (itemCount / Self.blockCapacity) + 16 }

    /// The base of block `block`.
    /// - Complexity: O(log b).
    @inline(__always)
    func base(ofBlock block: Int) -> Double { positions.position(of: block) }

    /// The first item of block `block`.
    /// - Complexity: O(log b).
    @inline(__always)
    func firstItem(ofBlock block: Int) -> Int { itemCounts.prefixSum(before: block) }

    /// Recomputes what is derived from the blocks: the item count, the farthest edge across, and
    /// the lines' end: the larger of `runningEnd`, the running sum's, and the frames as read of
    /// the last line and, when it has no thickness, of the lines before it back to one that has
    /// (the content must contain every frame: a frame's far edge is summed in another order than
    /// the running end, and can pass it by an ulp when nothing follows it to make up the
    /// difference; the fuzzer found a last line of items 0 points tall after a line of 188).
    /// - Complexity: O(log b + p), where p is the number of items in the lines read.
    mutating func updateSummary(runningEnd: Double) {
        #if LAYOUT_INTERNAL_CHECKS
        defer { _checkInvariants() }
        #endif
        itemCount = itemCounts.prefixSum(before: blocks.count)
        maxAcross = Swift.max(0, acrossMaxima.maximum)
        linesEnd = runningEnd
        guard !blocks.isEmpty else { return }
        var blockIndex = blocks.count - 1, line = blocks[blockIndex].lines.count - 1
        while line >= 0 {
            let block = blocks[blockIndex]
            let lineStart = base(ofBlock: blockIndex) + block.lines[line].start, thickness = block.thickness(ofLine: line)
            for local in block.itemRange(ofLine: line) {
                linesEnd = Swift.max(linesEnd, frame(ofItem: local, lineStart: lineStart, thickness: thickness, in: block)
                    .maxAlong(axes.direction))
            }
            if thickness > 0 { break }
            line -= 1
            while line < 0 && blockIndex > 0 {
                blockIndex -= 1
                line = blocks[blockIndex].lines.count - 1
            }
        }
        largestPosition = Swift.max(largestPosition, Swift.abs(base(ofBlock: 0)), Swift.abs(linesEnd))
    }

    /// The block holding `item` (in `0..<itemCount`).
    /// - Complexity: O(log b).
    // Never inlined, nor the lookups below: inlined into the relayout's planning, the optimiser
    // copied the whole storage (every array retained and released) at each call, about 1,100
    // times per batch of 10 (callgrind, 8 batches at 100,000 items: 18.2 million instructions
    // before, 11.7 million after).
    @inline(never)
    func block(holding item: Int) -> Int {
        itemCounts.slot(holding: item).slot
    }

    /// The block and line holding `item` (in `0..<itemCount`).
    /// - Complexity: O(log b + log l), where l is the number of lines in a block (O(log b) when
    ///   the block's lines hold about as many items each).
    @inline(never)
    func location(ofLineHolding item: Int) -> (block: Int, line: Int) {
        let (index, before) = itemCounts.slot(holding: item)
        return (index, blocks[index].line(holding: item - before))
    }

    /// The first item of the line at `location`.
    /// - Complexity: O(log b).
    @inline(never)
    func firstItem(ofLineAt location: (block: Int, line: Int)) -> Int {
        firstItem(ofBlock: location.block) + Int(blocks[location.block].lines[location.line].firstItem)
    }

    /// The along-position where the line at `location` starts.
    /// - Complexity: O(log b).
    @inline(never)
    func start(ofLineAt location: (block: Int, line: Int)) -> Double {
        base(ofBlock: location.block) + blocks[location.block].lines[location.line].start
    }

    /// The location of the line after `location`, or nil after the last.
    @inline(never)
    func lineAfter(_ location: (block: Int, line: Int)) -> (block: Int, line: Int)? {
        if location.line + 1 < blocks[location.block].lines.count { return (location.block, location.line + 1) }
        return location.block + 1 < blocks.count ? (location.block + 1, 0) : nil
    }

    /// The frame of item `local` of `block`, in a line that starts at `lineStart` (absolute)
    /// and is `thickness` thick.
    /// - Complexity: O(1).
    @inline(__always)
    func frame(ofItem local: Int, lineStart: Double, thickness: Double, in block: Block) -> Rect {
        Self.frame(of: block.items[local], lineStart: lineStart, thickness: thickness, axes: axes)
    }

    /// The frame of `item` in a line that starts at `lineStart` (absolute) and is `thickness`
    /// thick: every reader computes it here, so every reader gets the same `Double`s.
    /// - Complexity: O(1).
    @inline(__always)
    static func frame(of item: Item, lineStart: Double, thickness: Double, axes: ScrollAxes) -> Rect {
        axes.rect(along: lineStart + (thickness - item.alongLength) / 2, across: item.across,
                  alongLength: item.alongLength, acrossLength: item.acrossLength)
    }

    /// The frame of `item`.
    /// - Complexity: O(log b + log l).
    func frame(ofItem item: Int) -> Rect {
        unsafe withUnsafePointer(to: self) { unsafe Self.frame(ofItem: item, in: $0) }
    }

    /// The frame of `item` of the lines at `lines`, read in place: a section's lines reached in
    /// an array of sections, or a layout's, were copied to call a method on them (every array
    /// they hold retained, then released), on each of the dozens of lookups of a batch's
    /// animation. The block's lines and items are read through spans, which retain nothing.
    /// - Complexity: O(log b + log l).
    static func frame(ofItem item: Int, in lines: UnsafePointer<MeasuredFlowLines>) -> Rect {
        let (block, before) = unsafe lines.pointee.itemCounts.slot(holding: item)
        let base = unsafe lines.pointee.positions.position(of: block), axes = unsafe lines.pointee.axes
        return unsafe withBlocks(of: lines) { blocks in
            let block = unsafe blocks.pointer(at: block), local = item - before
            let line = unsafe block.pointee.line(holding: local)
            let starts = unsafe block.pointee.lines.span, items = unsafe block.pointee.items.span
            let first = Int(starts[line].firstItem)
            let end = unsafe line + 1 < block.pointee.lineCount ? Int(starts[line + 1].firstItem) : block.pointee.itemCount
            return Self.frame(of: items[local], lineStart: base + starts[line].start,
                              thickness: Block.thickness(of: items, first..<end), axes: axes)
        }
    }

    /// Calls `body` with the blocks of the lines at `lines`, read where they are stored (with
    /// `UnsafeBufferPointer.pointer(at:)`, a block in place): the one way the queries reach a
    /// section's blocks, whose lines and items they then read through spans or buffers, so that no
    /// block, nor any array it holds, is copied (retained, then released) to be read. The buffer
    /// is valid only within `body`, which only reads: nothing changes the blocks meanwhile.
    /// - Complexity: O(1) besides `body`.
    @inline(__always)
    static func withBlocks<R>(of lines: UnsafePointer<MeasuredFlowLines>, _ body: (UnsafeBufferPointer<Block>) -> R) -> R {
        unsafe lines.pointee.blocks.withUnsafeBufferPointer(body)
    }

    /// Replaces blocks `range` with `replacement`'s, whose first items already count from the
    /// section's start, keeping every other block where it is.
    /// - Complexity: O(k·log b) for k blocks replaced by as many, O(b) when the count changes
    ///   (the trees are rebuilt).
    mutating func replaceBlocks(_ range: Range<Int>, with replacement: Builder.Output) {
        // One region, not an array of one: the array was allocated on every relayout once the
        // optimiser stopped keeping it on the stack (an allocation per append of 100 items).
        replaceRegions(CollectionOfOne((range: range, blocks: replacement)))
    }

    /// Replaces each region's blocks (ascending, not overlapping) with its replacement. When
    /// every region keeps its block count, each replaced block is a point update of the trees;
    /// otherwise the blocks are spliced and the trees rebuilt once, in one pass each.
    /// - Complexity: O(k·log b) for k blocks replaced when the block count stays, else O(b + k).
    mutating func replaceRegions(_ regions: some BidirectionalCollection<(range: Range<Int>, blocks: Builder.Output)>) {
        if regions.allSatisfy({ $0.range.count == $0.blocks.blocks.count }) {
            for region in regions {
                for (offset, block) in region.blocks.blocks.enumerated() {
                    let index = region.range.lowerBound + offset
                    itemCounts.add(block.items.count - blocks[index].items.count, at: index)
                    acrossMaxima.set(block.maxAcross, at: index)
                    positions.setPosition(region.blocks.bases[offset], of: index)
                    blocks[index] = block
                }
                rounding.moveBlocks(region.range.count)
            }
            return
        }
        var bases = positions.allPositions()
        for region in regions.reversed() {
            blocks.replaceSubrange(region.range, with: region.blocks.blocks)
            bases.replaceSubrange(region.range, with: region.blocks.bases)
        }
        positions = BlockPositions(bases)
        // Gathered by a plain loop into arrays made once: a lazy map through a key path runs
        // unspecialised (about a microsecond per block), and appending checks uniqueness each time.
        var counts = ContiguousArray<Int>(repeating: 0, count: blocks.count)
        var maxima = ContiguousArray<Double>(repeating: 0, count: blocks.count)
        unsafe blocks.withUnsafeBufferPointer { blocks in
            unsafe counts.withUnsafeMutableBufferPointer { counts in
                unsafe maxima.withUnsafeMutableBufferPointer { maxima in
                    for index in blocks.indices {
                        unsafe counts[index] = unsafe blocks[index].items.count
                        unsafe maxima[index] = unsafe blocks[index].maxAcross
                    }
                }
            }
        }
        itemCounts = FenwickTree(counts)
        acrossMaxima = MaximumTree(maxima)
        // A rebuilt node is the difference of two positions read (one rounding each), and a read
        // sums up to 64 nodes: the nodes telescope to the old reads, within 128 roundings.
        rounding.rebuildPositions()
    }

    /// Makes `edit` in its block and updates the trees: its base (when moved), item count and
    /// farthest edge are point updates.
    /// - Complexity: O(k + log b), where k is the number of the block's items and lines from the
    ///   edit on (the kept ones move within the block's arrays when the item count changes).
    mutating func apply(_ edit: BlockEdit) {
        let itemDelta = edit.items.count - edit.replacedItems.count
        blocks[edit.block].apply(edit)
        if let base = edit.movedBase { positions.setPosition(base, of: edit.block) }
        itemCounts.add(itemDelta, at: edit.block)
        acrossMaxima.set(edit.maxAcross, at: edit.block)
    }

    /// Moves blocks `range` by `delta` along (their item numbering follows from the counts).
    /// - Complexity: O(log b).
    mutating func shiftBlocks(_ range: Range<Int>, by delta: Double) {
        positions.shift(from: range.lowerBound, by: delta)
        if range.upperBound < blocks.count { positions.shift(from: range.upperBound, by: -delta) }
        rounding.moveBlocks()
    }

    /// Bytes held, from the logical sizes (deterministic: no capacities).
    var bytesHeld: Int {
        blocks.count * MemoryLayout<Block>.stride + positions.bytesHeld + itemCounts.bytesHeld + acrossMaxima.bytesHeld
            + blocks.reduce(0) { $0 + $1.lines.count * MemoryLayout<Line>.stride + $1.items.count * MemoryLayout<Item>.stride }
    }
}
