/// The items of a flow section whose items have sizes of their own, in blocks of whole lines.
///
/// An item stores its position across and its two lengths (24 bytes); a line stores its first
/// item and its start along the scroll direction relative to its block, and its thickness; a
/// block stores its base (the along-position its lines are relative to) and its first item. An
/// item's frame is read as `(base + line.start) + (line.thickness − alongLength) / 2` along, so
/// moving a run of lines by Δ rewrites one base per block, not one frame per item, and a block
/// that a relayout leaves unchanged is moved whole (its storage shared, not copied).
///
/// Invariants: blocks are in item order, each holds at least one line and at most one line
/// beyond `blockCapacity` items; `blocks[k].firstItem` is the number of items before block `k`;
/// within a block, line starts never decrease and `lines[0].firstItem == 0`; `itemCount` is the
/// number of items; `reachingMax[k]` is the largest far edge (plus `searchMargin`) of blocks
/// `0...k`, `startingMin[k]` the smallest near edge (minus the margin) of blocks `k...`.
///
/// Positions: a fresh layout computes line starts as a running sum from the section's first
/// line (UIKit's arithmetic) and stores them relative to their block; a relayout that moves a
/// block adds Δ to its base. The two can differ in the last bits; docs/flow-layout.md proves
/// the bound (`MeasuredFlowLines.relativeTolerance` of the content length) and the fuzzer checks
/// it.
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
        var base: Double
        var firstItem: Int
        var lines: ContiguousArray<Line> = []
        var items: ContiguousArray<Item> = []
        /// The farthest across-edge of its items (0 when none reaches past 0).
        var maxAcross: Double = 0

        /// The along-position just past its last line.
        var end: Double { base + lines[lines.count - 1].start + lines[lines.count - 1].thickness }

        /// The absolute first item of line `line` and one past its last.
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

    private(set) var axes = ScrollAxes(direction: .vertical)
    private(set) var blocks: ContiguousArray<Block> = []
    private(set) var itemCount = 0
    /// The along-position just past the last line (the first line's start when there are none).
    private(set) var linesEnd: Double = 0
    private(set) var maxAcross: Double = 0
    /// A bound on the roundings between any stored line start and the running sum a fresh
    /// layout computes for it, in units of 2⁻⁵³ of the content length: 2 per line for a fresh
    /// layout, plus, per relayout that moved lines, 2 per line laid out or copied and
    /// `roundingStepsPerRelayout` (docs/flow-layout.md proves it). The layout lays everything out
    /// afresh before it could pass `relativeTolerance`.
    var roundingSteps = 0
    /// The roundings a relayout adds besides its lines: reading the resumed start, the shift of a
    /// run of blocks and adding it, reading a moved block's end, merging a small block.
    static let roundingStepsPerRelayout = 8
    private(set) var reachingMax: ContiguousArray<Double> = []
    private(set) var startingMin: ContiguousArray<Double> = []

    init() {}

    /// Takes over `blocks`, built in item order, and recomputes what is derived from them.
    /// - Complexity: O(b), where b is the number of blocks.
    init(axes: ScrollAxes, blocks: ContiguousArray<Block>, linesEnd: Double) {
        self.axes = axes
        self.blocks = blocks
        self.linesEnd = linesEnd
        reachingMax.reserveCapacity(blocks.count)
        startingMin.reserveCapacity(blocks.count)
        var reach = -Double.infinity
        for block in blocks {
            itemCount += block.items.count
            maxAcross = Swift.max(maxAcross, block.maxAcross)
            reach = Swift.max(reach, block.end + Self.searchMargin(block.end))
            reachingMax.append(reach)
        }
        var start = Double.infinity
        for block in blocks.reversed() {
            let near = block.base + block.lines[0].start
            start = Swift.min(start, near - Self.searchMargin(near))
            startingMin.append(start)
        }
        startingMin.reverse()
        // The lines end where the last line's frames, as read, end: a start read as base plus
        // offset can be an ulp past the running sum, and the content must still contain it.
        if let block = blocks.last {
            let last = block.lines.count - 1
            for local in block.itemRange(ofLine: last) {
                self.linesEnd = Swift.max(self.linesEnd, frame(ofItem: local, line: block.lines[last], base: block.base,
                                                               in: block).maxAlong(axes.direction))
            }
        }
    }

    /// A margin wider than the rounding of any frame edge read near `value`, so that bounds kept
    /// per block or line never exclude a frame that reaches the query (answers stay exact: every
    /// candidate is tested with `Rect.intersects`).
    @inline(__always)
    static func searchMargin(_ value: Double) -> Double { 1e-12 * (Swift.abs(value) + 1) }

    /// The block holding `item`.
    /// - Complexity: O(log b).
    func block(holding item: Int) -> Int {
        partitionPoint(blocks.count) { blocks[$0].firstItem > item } - 1
    }

    /// The block and line holding `item`.
    /// - Complexity: O(log b + log l), where l is the number of lines in a block.
    func location(ofLineHolding item: Int) -> (block: Int, line: Int) {
        let index = block(holding: item)
        let local = Int32(item - blocks[index].firstItem)
        let lines = blocks[index].lines
        return (index, partitionPoint(lines.count) { lines[$0].firstItem > local } - 1)
    }

    /// The absolute first item of the line at `location`.
    func firstItem(ofLineAt location: (block: Int, line: Int)) -> Int {
        blocks[location.block].firstItem + Int(blocks[location.block].lines[location.line].firstItem)
    }

    /// The location of the line after `location`, or nil after the last.
    func lineAfter(_ location: (block: Int, line: Int)) -> (block: Int, line: Int)? {
        if location.line + 1 < blocks[location.block].lines.count { return (location.block, location.line + 1) }
        return location.block + 1 < blocks.count ? (location.block + 1, 0) : nil
    }

    /// The frame of item `local` of block `block`'s line `line`.
    /// - Complexity: O(1).
    @inline(__always)
    func frame(ofItem local: Int, line: Line, base: Double, in block: Block) -> Rect {
        let item = block.items[local]
        return axes.rect(along: (base + line.start) + (line.thickness - item.alongLength) / 2, across: item.across,
                         alongLength: item.alongLength, acrossLength: item.acrossLength)
    }

    /// The frame of `item`.
    /// - Complexity: O(log b + log l).
    func frame(ofItem item: Int) -> Rect {
        let (index, line) = location(ofLineHolding: item)
        let block = blocks[index]
        return frame(ofItem: item - block.firstItem, line: block.lines[line], base: block.base, in: block)
    }

    /// Bytes held, from the logical sizes (deterministic: no capacities).
    var bytesHeld: Int {
        blocks.reduce(0) {
            $0 + MemoryLayout<Block>.stride + 2 * MemoryLayout<Double>.stride
                + $1.lines.count * MemoryLayout<Line>.stride + $1.items.count * MemoryLayout<Item>.stride
        }
    }
}
