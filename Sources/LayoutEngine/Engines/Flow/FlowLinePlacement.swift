/// Where items sit across one line: UIKit's documented rule (the minimum inter-item spacing
/// decides how many fit; leftover space widens the gaps evenly) plus the two observed cases kept
/// as options (a single-item line, the last line of a section).
struct FlowLinePlacement: Hashable, Sendable {
    var interitemSpacing: Double
    var singleItemAlignment: FlowLineAlignment
    var lastLineAlignment: FlowLineAlignment

    /// The alignment of a line of `count` items. A single-item line follows `singleItemAlignment`
    /// even when it is also the last line.
    func alignment(count: Int, isLastLine: Bool) -> FlowLineAlignment {
        if count == 1 { return singleItemAlignment }
        return isLastLine ? lastLineAlignment : .justified
    }

    /// The offset of the first item from the line's leading edge, and the gap between items, for
    /// a line of `count` items whose lengths across sum to `itemsLength`, in `available` space.
    /// Never starts an item before the leading edge: an item wider than the line stays flush with
    /// its leading edge rather than being centred outside the content.
    func spread(count: Int, itemsLength: Double, available: Double,
                alignment: FlowLineAlignment) -> FlowLineSpread {
        let packed = itemsLength + Double(count - 1) * interitemSpacing
        let leftover = Swift.max(0, available - packed)
        switch alignment {
        case .justified where count > 1:
            return FlowLineSpread(offset: 0, gap: interitemSpacing + leftover / Double(count - 1))
        case .justified, .centered:
            return FlowLineSpread(offset: leftover / 2, gap: interitemSpacing)
        case .leading:
            return FlowLineSpread(offset: 0, gap: interitemSpacing)
        }
    }
}

/// Where a line's first item starts, past the line's leading edge, and the gap between its items.
struct FlowLineSpread: Hashable, Sendable {
    var offset: Double
    var gap: Double
}
