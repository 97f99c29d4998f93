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
