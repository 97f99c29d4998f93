/// The items of a uniform flow section, in closed form: every item has the same size, so any
/// item's frame is computed from its index and nothing is stored per item.
///
/// Invariants: `itemsPerLine ≥ 1`; `lineCount = ⌈itemCount / itemsPerLine⌉`; every full line is
/// laid out identically, only the last may differ.
struct UniformFlowGrid: Sendable {
    var axes: FlowAxes
    var itemSize: Size
    var itemCount: Int
    var itemsPerLine: Int
    /// Along-position of the first line, and the distance from one line to the next.
    var firstLineStart: Double
    var linePitch: Double
    /// Across-position of the line area's leading edge.
    var crossStart: Double
    /// Leading offset and gap of a full line and of the last line.
    var fullLine: FlowLineSpread
    var lastLine: FlowLineSpread

    /// Lays out `itemCount` items of `itemSize` in lines of `available` length across.
    /// - Complexity: O(1).
    init(axes: FlowAxes, itemSize: Size, itemCount: Int, firstLineStart: Double, crossStart: Double,
         available: Double, lineSpacing: Double, placement: FlowLinePlacement) {
        self.axes = axes
        self.itemSize = itemSize
        self.itemCount = itemCount
        self.firstLineStart = firstLineStart
        self.crossStart = crossStart
        let across = axes.across(itemSize), spacing = placement.interitemSpacing
        let fitting: Int
        if across + spacing <= 0 {
            fitting = Swift.max(1, itemCount)
        } else {
            // floor((available + spacing) / (across + spacing)), corrected for rounding so that
            // the packed line never exceeds `available`.
            var n = Swift.max(1.0, ((available + spacing) / (across + spacing)).rounded(.down))
            while n > 1 && n * across + (n - 1) * spacing > available { n -= 1 }
            fitting = n >= Double(Swift.max(1, itemCount)) ? Swift.max(1, itemCount) : Int(n)
        }
        itemsPerLine = fitting
        linePitch = axes.along(itemSize) + lineSpacing
        let lines = itemCount == 0 ? 0 : (itemCount + fitting - 1) / fitting
        // A full line is never the last one when it is used: `frame(ofItem:)` takes `lastLine`
        // for the last line, full or not.
        fullLine = placement.spread(count: fitting, itemsLength: Double(fitting) * across, available: available,
                                    alignment: placement.alignment(count: fitting, isLastLine: false))
        let lastCount = Swift.max(1, itemCount - (lines - 1) * fitting)
        lastLine = placement.spread(count: lastCount, itemsLength: Double(lastCount) * across, available: available,
                                    alignment: placement.alignment(count: lastCount, isLastLine: true))
    }

    var lineCount: Int { itemCount == 0 ? 0 : (itemCount + itemsPerLine - 1) / itemsPerLine }

    /// The along-position just past the last line (the first line's start when there are none).
    var linesEnd: Double {
        lineCount == 0 ? firstLineStart
            : firstLineStart + Double(lineCount - 1) * linePitch + axes.along(itemSize)
    }

    /// - Complexity: O(1).
    func frame(ofItem item: Int) -> Rect {
        let line = item / itemsPerLine, position = item - line * itemsPerLine
        let placement = line == lineCount - 1 ? lastLine : fullLine
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
