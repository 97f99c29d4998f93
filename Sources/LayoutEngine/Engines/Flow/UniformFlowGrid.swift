/// The items of a uniform flow section, in closed form: every item has the same size, so any
/// item's frame is computed from its index and nothing is stored per item.
///
/// Invariants: `itemsPerLine ≥ 1`; `lineCount = ⌈itemCount / itemsPerLine⌉`, `lastLineFirstItem =
/// (lineCount − 1) · itemsPerLine` (0 with no items); every full line is
/// laid out identically, only the last may differ. Lines break exactly where `MeasuredFlowLines`
/// breaks them for the same sizes; positions across a line may differ from it in the last bits
/// (`start + i·(width + gap)` here, a running sum there), and line positions along the scroll
/// direction are `start + line·pitch`, so neighbouring lines may overlap by rounding error
/// (see docs/geometry.md).
struct UniformFlowGrid: Sendable {
    let axes: ScrollAxes
    let itemSize: Size
    let itemCount: Int
    let itemsPerLine: Int
    /// Along-position of the first line, and the distance from one line to the next.
    let firstLineStart: Double
    let linePitch: Double
    /// Across-position of the line area's leading edge.
    let crossStart: Double
    /// Leading offset and gap of a full line and of the last line.
    let fullLine: FlowLineSpread
    let lastLine: FlowLineSpread
    /// The number of lines, `⌈itemCount / itemsPerLine⌉`, and the first item of the last.
    let lineCount: Int
    let lastLineFirstItem: Int

    /// Lays out `itemCount` items of `itemSize` in lines of `available` length across.
    /// - Complexity: O(1).
    init(axes: ScrollAxes, itemSize: Size, itemCount: Int, firstLineStart: Double, crossStart: Double,
         available: Double, lineSpacing: Double, placement: FlowLinePlacement) {
        self.axes = axes
        self.itemSize = itemSize
        self.itemCount = itemCount
        self.firstLineStart = firstLineStart
        self.crossStart = crossStart
        let across = axes.across(itemSize)
        let fitting = Self.itemsPerLine(across: across, spacing: placement.interitemSpacing,
                                        available: available, itemCount: itemCount)
        itemsPerLine = fitting
        linePitch = axes.along(itemSize) + lineSpacing
        let lines = itemCount == 0 ? 0 : (itemCount + fitting - 1) / fitting
        lineCount = lines
        lastLineFirstItem = Swift.max(0, lines - 1) * fitting
        // A full line is never the last one when it is used: `frame(ofItem:)` takes `lastLine`
        // for the last line, full or not.
        fullLine = placement.spread(count: fitting, itemsLength: Double(fitting) * across, available: available,
                                    alignment: placement.alignment(count: fitting, isLastLine: false))
        let lastCount = Swift.max(1, itemCount - (lines - 1) * fitting)
        lastLine = placement.spread(count: lastCount, itemsLength: Double(lastCount) * across, available: available,
                                    alignment: placement.alignment(count: lastCount, isLastLine: true))
    }

    /// How many items of length `across` fit in a line, decided exactly as `MeasuredFlowLines`
    /// decides it (the first item always fits; the next joins while `used + spacing + across ≤
    /// available`, with `used` accumulated item by item), so both size paths break lines alike to
    /// the last bit. Stops at `itemCount`.
    /// - Complexity: O(min(p, itemCount)), where p is the number of items per line.
    static func itemsPerLine(across: Double, spacing: Double, available: Double, itemCount: Int) -> Int {
        var fitting = 1
        var used = across
        while fitting < itemCount {
            let extended = used + spacing + across
            if lineOverflows(extended, available) { break }
            used = extended
            fitting += 1
        }
        return fitting
    }

    /// The along-position just past the last line (the first line's start when there are none).
    var linesEnd: Double {
        lineCount == 0 ? firstLineStart
            : firstLineStart + Double(lineCount - 1) * linePitch + axes.along(itemSize)
    }

    /// - Complexity: O(1).
    func frame(ofItem item: Int) -> Rect {
        let line = item / itemsPerLine, position = item - line * itemsPerLine
        let placement = item >= lastLineFirstItem ? lastLine : fullLine
        let across = axes.across(itemSize)
        return axes.rect(along: firstLineStart + Double(line) * linePitch,
                         across: crossStart + placement.offset + Double(position) * (across + placement.gap),
                         alongLength: axes.along(itemSize), acrossLength: across)
    }

    /// The farthest across-edge of any item (0 when there are no items).
    var maxAcross: Double {
        guard itemCount > 0 else { return 0 }
        let lastOfFirstLine = Swift.min(itemsPerLine, itemCount) - 1
        return Swift.max(axes.maxAcross(frame(ofItem: lastOfFirstLine)), axes.maxAcross(frame(ofItem: itemCount - 1)))
    }
}
