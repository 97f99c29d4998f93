/// One prepared waterfall section: where its elements sit in the element table, its metrics,
/// and the column lengths after its last item, from which an append continues.
///
/// Invariants: the section's elements are table ordinals `firstOrdinal ..< firstOrdinal +
/// elementCount`, in the order header (when its length is not zero), items, footer (likewise);
/// `columnEnds` has one entry per column, each the far edge of the column's last item (the
/// columns' start when the column is empty).
struct WaterfallSectionGeometry: Sendable {
    var firstOrdinal: Int
    var itemCount: Int
    var metrics: WaterfallSectionMetrics
    var hasHeader: Bool
    var hasFooter: Bool
    var columnsStart: Double
    var columnEnds: ContiguousArray<Double>
    /// Whether each column holds an item (the next item in it comes a row spacing later).
    var columnUsed: ContiguousArray<Bool>
    var end: Double
    /// The farthest edge across the scroll direction of the header, footer or any column (the
    /// columns overflow the section's width when their spacing leaves them no room).
    var maxAcross: Double

    var elementCount: Int { (hasHeader ? 1 : 0) + itemCount + (hasFooter ? 1 : 0) }
}

/// What a section's frames depend on besides its items' sizes, sanitised.
struct WaterfallSectionMetrics: Hashable, Sendable {
    var inset: EdgeInsets
    var rowSpacing: Double
    var columnSpacing: Double
    var headerLength: Double
    var footerLength: Double
}

/// What every waterfall frame depends on, the layout's own properties included (sanitised): a
/// change invalidates everything.
struct WaterfallMetrics: Hashable, Sendable {
    var direction: ScrollDirection
    var columnCount: Int
    /// The bounds' length across the scroll direction.
    var crossLength: Double
    /// The layout's defaults for sections the delegate does not answer for.
    var defaults: WaterfallSectionMetrics
}
