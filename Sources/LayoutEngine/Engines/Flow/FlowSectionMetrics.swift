/// Everything that decides where a flow section's elements go, read once per section recompute
/// (from the delegate or the layout's properties) and sanitised: no length here is negative or
/// non-finite.
struct FlowSectionMetrics: Hashable, Sendable {
    var inset: EdgeInsets
    var lineSpacing: Double
    var interitemSpacing: Double
    var headerLength: Double
    var footerLength: Double
    var sizing: FlowItemSizing
}

/// Where a section's item sizes come from.
enum FlowItemSizing: Hashable, Sendable {
    /// Every item has this size: frames are computed from the index, nothing is stored per item.
    case uniform(Size)
    /// Each item has its own size, from the delegate or the self-sizing store: frames are stored.
    case individual
}

/// The part of the container every section depends on: a change here invalidates everything.
struct FlowContainer: Hashable, Sendable {
    /// The bounds' length across the scroll direction (the width when scrolling vertically).
    var crossLength: Double
    /// The inset reference's insets at the leading and trailing edges across the scroll direction.
    var referenceLeading: Double
    var referenceTrailing: Double

    init(crossLength: Double, referenceLeading: Double, referenceTrailing: Double) {
        self.crossLength = crossLength.sanitizedLength
        self.referenceLeading = referenceLeading.sanitizedLength
        self.referenceTrailing = referenceTrailing.sanitizedLength
    }

    static let empty = FlowContainer(crossLength: 0, referenceLeading: 0, referenceTrailing: 0)
}
