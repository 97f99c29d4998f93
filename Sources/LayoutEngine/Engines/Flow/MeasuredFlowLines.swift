/// The items of a flow section whose items have sizes of their own: lines are broken greedily and
/// every item's frame is stored.
///
/// Invariants: `lines[0].firstItem == 0` when there are items; `firstItem` strictly increases;
/// `frames.count` is the section's item count; `lines[k].start` is the along-position of line k,
/// exactly as a layout from the section's start computes it, so a relayout may restart at any
/// line and give the same bits as one from the start.
struct MeasuredFlowLines: Sendable {
    struct Line: Sendable {
        var firstItem: Int
        var start: Double
        /// The farthest across-edge of any item in this line or an earlier one.
        var maxAcrossSoFar: Double
    }

    var frames: ContiguousArray<Rect> = []
    var lines: ContiguousArray<Line> = []
    /// The along-position just past the last line.
    var linesEnd: Double = 0

    /// The index of the line that holds `item`.
    /// - Complexity: O(log l), where l is the number of lines.
    func line(containing item: Int) -> Int {
        partitionPoint(lines.count) { lines[$0].firstItem > item } - 1
    }

    var maxAcross: Double { lines.last?.maxAcrossSoFar ?? 0 }

    /// Keeps the lines before the one holding `item` (or the last line, when `item` is past the
    /// end of the old or the new items) and every frame before that line; returns where relayout
    /// resumes. The line holding the item before `item` is dropped too, since whether it is the
    /// last line decides its alignment. The resumed item is below `newItemCount` when that is > 0.
    /// - Complexity: O(log l).
    mutating func truncate(keepingLinesBefore item: Int, newItemCount: Int) -> (firstItem: Int, start: Double)? {
        guard !lines.isEmpty else { return nil }
        let anchor = Swift.max(0, Swift.min(item, frames.count, newItemCount) - 1)
        let index = line(containing: anchor)
        let resume = lines[index]
        lines.removeSubrange(index...)
        frames.removeSubrange(resume.firstItem...)
        return (resume.firstItem, resume.start)
    }

    /// Breaks items `firstItem..<itemCount` into lines from along-position `start`, appending
    /// their frames and lines, until the end or until `stopsBefore` is true of the first item of
    /// the next line; then returns that item and where its line starts, without laying it out.
    /// `maxAcrossBefore` is the farthest across-edge of the lines before (the last line's, when nil).
    /// - Complexity: O(k), where k is the number of items laid out.
    @discardableResult
    mutating func layOut(items firstItem: Int, through itemCount: Int, from start: Double,
                         axes: ScrollAxes, crossStart: Double, available: Double, lineSpacing: Double,
                         placement: FlowLinePlacement, maxAcrossBefore: Double? = nil,
                         stopsBefore: (Int) -> Bool = { _ in false }, size: (Int) -> Size) -> (item: Int, start: Double)? {
        var lineStart = start
        var item = firstItem
        var maxAcrossSoFar = maxAcrossBefore ?? lines.last?.maxAcrossSoFar ?? 0
        var sizes = ContiguousArray<Size>()
        while item < itemCount {
            // Greedy line break: the first item always fits; each next one needs its length
            // plus the minimum spacing.
            sizes.removeAll(keepingCapacity: true)
            let first = size(item)
            sizes.append(first)
            var used = axes.across(first)
            var itemsLength = used
            var thickness = axes.along(first)
            var next = item + 1
            while next < itemCount {
                let candidate = size(next)
                let extended = used + placement.interitemSpacing + axes.across(candidate)
                if extended > available { break }
                sizes.append(candidate)
                used = extended
                itemsLength += axes.across(candidate)
                thickness = Swift.max(thickness, axes.along(candidate))
                next += 1
            }
            let count = next - item
            let alignment = placement.alignment(count: count, isLastLine: next == itemCount)
            let spread = placement.spread(count: count, itemsLength: itemsLength, available: available,
                                          alignment: alignment)
            var across = crossStart + spread.offset
            for itemSize in sizes {
                let alongLength = axes.along(itemSize), acrossLength = axes.across(itemSize)
                // Items are centred across the line's thickness.
                let frame = axes.rect(along: lineStart + (thickness - alongLength) / 2, across: across,
                                      alongLength: alongLength, acrossLength: acrossLength)
                frames.append(frame)
                maxAcrossSoFar = Swift.max(maxAcrossSoFar, axes.maxAcross(frame))
                across += acrossLength + spread.gap
            }
            lines.append(Line(firstItem: item, start: lineStart, maxAcrossSoFar: maxAcrossSoFar))
            lineStart += thickness
            item = next
            if item < itemCount {
                lineStart += lineSpacing
                if stopsBefore(item) {
                    linesEnd = lineStart
                    return (item, lineStart)
                }
            }
        }
        linesEnd = lines.isEmpty ? start : lineStart
        return nil
    }
}
