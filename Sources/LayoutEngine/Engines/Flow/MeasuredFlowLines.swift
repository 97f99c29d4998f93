/// The items of a flow section whose items have sizes of their own, in blocks of whole lines.
///
/// An item stores its position across and its two lengths (24 bytes); a line stores its first
/// item and its start along the scroll direction relative to its block, and its thickness; a
/// block's base (the along-position its lines are relative to) and first item live in two flat
/// arrays beside the blocks' contents. An item's frame is read as
/// `(base + line.start) + (line.thickness − alongLength) / 2` along, so moving the lines after a
/// change by Δ adds Δ to one base per block (a pass over 8 bytes per 256 items) and leaves the
/// blocks' contents where they are.
///
/// Invariants: blocks are in item order, each holds at least one line, and fewer than
/// `blockCapacity` items before its last line; `firstItems[k]` is the number of items before
/// block `k`; within a block, `lines[0]` is item 0 at offset 0, and line starts never decrease;
/// `reachingMax[k]` is the largest far edge (plus `searchMargin`) of blocks `0...k`,
/// `startingMin[k]` the smallest near edge (less the margin) of blocks `k...`.
///
/// Positions: a fresh layout computes line starts as a running sum from the section's first line
/// (UIKit's arithmetic) and stores them relative to their block; a relayout that moves blocks adds
/// Δ to their bases. The two can differ in the last bits: docs/flow-layout.md proves the bound
/// (`relativeTolerance` of the content length), which the fuzzer checks.
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
        var thickness: Double
    }

    struct Block: Sendable {
        var lines: ContiguousArray<Line> = []
        var items: ContiguousArray<Item> = []
        /// The farthest across-edge of its items (0 when none reaches past 0).
        var maxAcross: Double = 0

        /// Its last line's end, relative to its base.
        var end: Double { lines[lines.count - 1].start + lines[lines.count - 1].thickness }

        /// The first item of line `line`, relative to the block, and one past its last.
        func itemRange(ofLine line: Int) -> Range<Int> {
            let first = Int(lines[line].firstItem)
            return first..<(line + 1 < lines.count ? Int(lines[line + 1].firstItem) : items.count)
        }
    }

    /// Items per block before a new block is opened (a block holds whole lines).
    static let blockCapacity = 256
    /// How far frames read from moved blocks may be from a fresh layout's, relative to the
    /// content length (docs/flow-layout.md, "How far a moved line can be from a fresh one").
    static let relativeTolerance = 1e-9
    /// The roundings a relayout adds besides its lines: reading the resumed start, the shift of a
    /// run of blocks and adding it, reading a moved block's end, merging a small block.
    static let roundingStepsPerRelayout = 8

    private(set) var axes = ScrollAxes(direction: .vertical)
    private(set) var blocks: ContiguousArray<Block> = []
    private(set) var bases: ContiguousArray<Double> = []
    private(set) var firstItems: ContiguousArray<Int> = []
    /// Each block's `end` and `maxAcross`, flat: the summary after a change reads 16 bytes per
    /// block instead of each block's contents.
    private(set) var ends: ContiguousArray<Double> = []
    private(set) var maxAcrosses: ContiguousArray<Double> = []
    private(set) var reachingMax: ContiguousArray<Double> = []
    private(set) var startingMin: ContiguousArray<Double> = []
    private(set) var itemCount = 0
    /// The along-position just past the last line (the first line's start when there are none).
    private(set) var linesEnd: Double = 0
    private(set) var maxAcross: Double = 0
    /// A bound on the roundings between any stored line start and the running sum a fresh
    /// layout computes for it, in units of 2⁻⁵³ of the content length: 2 per item for a fresh
    /// layout, plus, per relayout that moved lines, 2 per item laid out or copied and
    /// `roundingStepsPerRelayout` (docs/flow-layout.md proves it). The layout lays everything out
    /// afresh before it could pass `relativeTolerance`.
    var roundingSteps = 0

    init() {}

    init(axes: ScrollAxes) {
        self.axes = axes
    }

    /// A margin wider than the rounding of any frame edge read near `value`, so that bounds kept
    /// per block or line never exclude a frame that reaches the query (answers stay exact: every
    /// candidate is tested with `Rect.intersects`).
    @inline(__always)
    static func searchMargin(_ value: Double) -> Double { 1e-12 * (Swift.abs(value) + 1) }

    /// Whether the blocks have fragmented past twice the count a fresh layout would make (plus
    /// slack): the layout then lays the section out afresh.
    var isFragmented: Bool { blocks.count > 2 * (itemCount / Self.blockCapacity) + 16 }

    /// Recomputes what is derived from the blocks: the item count, the farthest edge across, the
    /// running bounds, and the lines' end (the larger of `runningEnd`, the running sum's, and the
    /// last line's frames as read: the content must contain every frame).
    /// - Complexity: O(b + p), where p is the number of items in the last line.
    mutating func updateSummary(runningEnd: Double) {
        itemCount = blocks.last.map { firstItems[firstItems.count - 1] + $0.items.count } ?? 0
        maxAcross = maxAcrosses.reduce(0, Swift.max)
        let count = bases.count
        if reachingMax.count != count {
            reachingMax = ContiguousArray(repeating: 0, count: count)
            startingMin = ContiguousArray(repeating: 0, count: count)
        }
        bases.withUnsafeBufferPointer { bases in
            ends.withUnsafeBufferPointer { ends in
                reachingMax.withUnsafeMutableBufferPointer { reachingMax in
                    var reach = -Double.infinity
                    for index in 0..<count {
                        let end = bases[index] + ends[index]
                        reach = Swift.max(reach, end + Self.searchMargin(end))
                        reachingMax[index] = reach
                    }
                }
                startingMin.withUnsafeMutableBufferPointer { startingMin in
                    var start = Double.infinity
                    for index in (0..<count).reversed() {
                        start = Swift.min(start, bases[index] - Self.searchMargin(bases[index]))
                        startingMin[index] = start
                    }
                }
            }
        }
        linesEnd = runningEnd
        if let block = blocks.last {
            let last = block.lines.count - 1
            for local in block.itemRange(ofLine: last) {
                linesEnd = Swift.max(linesEnd, frame(ofItem: local, line: block.lines[last], base: bases[blocks.count - 1],
                                                     in: block).maxAlong(axes.direction))
            }
        }
    }

    /// The block holding `item`, among blocks `range`.
    /// - Complexity: O(log b).
    // Never inlined, nor the lookups below: inlined into the relayout's planning, the optimiser
    // copied the whole storage (every array retained and released) at each call, about 1,100
    // times per batch of 10 (callgrind, 8 batches at 100,000 items: 18.2 million instructions
    // before, 11.7 million after).
    @inline(never)
    func block(holding item: Int, in range: Range<Int>? = nil) -> Int {
        // Not `range ?? blocks.indices`: the autoclosure would capture, and copy, `self`.
        let range = if let range { range } else { 0..<blocks.count }
        // The closure captures the array, not `self`: capturing `self` would copy every array it holds.
        let firstItems = self.firstItems
        return range.lowerBound + partitionPoint(range.count) { firstItems[range.lowerBound + $0] > item } - 1
    }

    /// The block and line holding `item`, among blocks `range`.
    /// - Complexity: O(log b + log l), where l is the number of lines in a block.
    @inline(never)
    func location(ofLineHolding item: Int, in range: Range<Int>? = nil) -> (block: Int, line: Int) {
        let index = block(holding: item, in: range)
        let local = Int32(item - firstItems[index])
        let lines = blocks[index].lines
        return (index, partitionPoint(lines.count) { lines[$0].firstItem > local } - 1)
    }

    /// The first item of the line at `location`.
    @inline(never)
    func firstItem(ofLineAt location: (block: Int, line: Int)) -> Int {
        firstItems[location.block] + Int(blocks[location.block].lines[location.line].firstItem)
    }

    /// The along-position where the line at `location` starts.
    @inline(never)
    func start(ofLineAt location: (block: Int, line: Int)) -> Double {
        bases[location.block] + blocks[location.block].lines[location.line].start
    }

    /// The location of the line after `location`, or nil after the last.
    @inline(never)
    func lineAfter(_ location: (block: Int, line: Int)) -> (block: Int, line: Int)? {
        if location.line + 1 < blocks[location.block].lines.count { return (location.block, location.line + 1) }
        return location.block + 1 < blocks.count ? (location.block + 1, 0) : nil
    }

    /// The frame of item `local` of `block`, in its line `line`, the block at `base`.
    /// - Complexity: O(1).
    @inline(__always)
    func frame(ofItem local: Int, line: Line, base: Double, in block: Block) -> Rect {
        let item = block.items[local]
        return axes.rect(along: (base + line.start) + (line.thickness - item.alongLength) / 2, across: item.across,
                         alongLength: item.alongLength, acrossLength: item.acrossLength)
    }

    /// Where the last `frame(ofItem:cursor:)` found its item: a block and a line.
    struct Cursor {
        var block = 0
        var line = 0
    }

    /// The frame of `item`, found from `cursor` when the item is in the cursor's block at or
    /// after its line (as it is when items are visited in ascending order), else by search;
    /// leaves the cursor at the item's line.
    /// - Complexity: O(1) amortised over ascending items of one block; O(log b + log l) otherwise.
    func frame(ofItem item: Int, cursor: inout Cursor) -> Rect {
        let block = cursor.block
        if block < blocks.count, item >= firstItems[block], item - firstItems[block] < blocks[block].items.count,
           cursor.line < blocks[block].lines.count, Int(blocks[block].lines[cursor.line].firstItem) <= item - firstItems[block] {
            let local = item - firstItems[block]
            var line = cursor.line
            while line + 1 < blocks[block].lines.count && Int(blocks[block].lines[line + 1].firstItem) <= local { line += 1 }
            cursor.line = line
            return frame(ofItem: local, line: blocks[block].lines[line], base: bases[block], in: blocks[block])
        }
        let found = location(ofLineHolding: item)
        cursor = Cursor(block: found.block, line: found.line)
        return frame(ofItem: item - firstItems[found.block], line: blocks[found.block].lines[found.line],
                     base: bases[found.block], in: blocks[found.block])
    }

    /// The frame of `item`.
    /// - Complexity: O(log b + log l).
    func frame(ofItem item: Int) -> Rect {
        let (index, line) = location(ofLineHolding: item)
        return frame(ofItem: item - firstItems[index], line: blocks[index].lines[line], base: bases[index], in: blocks[index])
    }

    /// Replaces blocks `range` with `replacement`'s, whose first items already count from the
    /// section's start.
    /// - Complexity: O(b) (the arrays after the range move), O(1) per block added.
    mutating func replaceBlocks(_ range: Range<Int>, with replacement: Builder.Output) {
        blocks.replaceSubrange(range, with: replacement.blocks)
        bases.replaceSubrange(range, with: replacement.bases)
        firstItems.replaceSubrange(range, with: replacement.firstItems)
        ends.replaceSubrange(range, with: replacement.ends)
        maxAcrosses.replaceSubrange(range, with: replacement.maxAcrosses)
    }

    /// Replaces each region's blocks (ascending, not overlapping) with its replacement, the last
    /// region first, so that the indices of the ones before it still hold. Each replacement
    /// moves the arrays after it only when it changes the block count (a memory move of 48 bytes
    /// per later block, measured faster than rebuilding the arrays once, which retains every
    /// block's storage).
    /// - Complexity: O(r·b) memory moves at most for r regions, O(1) per block added.
    mutating func replaceRegions(_ regions: [(range: Range<Int>, blocks: Builder.Output)]) {
        for region in regions.reversed() { replaceBlocks(region.range, with: region.blocks) }
    }

    /// Moves blocks `range` by `delta` along and `itemDelta` in item numbering.
    /// - Complexity: O(k) for k blocks: two flat arrays, no block's contents.
    mutating func shiftBlocks(_ range: Range<Int>, by delta: Double, items itemDelta: Int) {
        bases.withUnsafeMutableBufferPointer { bases in
            for index in range { bases[index] += delta }
        }
        guard itemDelta != 0 else { return }
        firstItems.withUnsafeMutableBufferPointer { firstItems in
            for index in range { firstItems[index] += itemDelta }
        }
    }

    /// Bytes held, from the logical sizes (deterministic: no capacities).
    var bytesHeld: Int {
        blocks.count * (MemoryLayout<Block>.stride + 6 * MemoryLayout<Double>.stride)
            + blocks.reduce(0) { $0 + $1.lines.count * MemoryLayout<Line>.stride + $1.items.count * MemoryLayout<Item>.stride }
    }
}
