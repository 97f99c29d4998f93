/// What every waterfall frame depends on, the layout's own properties included (sanitised): a
/// change invalidates everything.
struct WaterfallMetrics: Hashable, Sendable {
    var direction: ScrollDirection
    var horizontalSpacing: WaterfallHorizontalSpacing
    var columnCount: Int
    /// The bounds' length across the scroll direction.
    var crossLength: Double
    /// The layout's defaults for sections the delegate does not answer for.
    var defaults: WaterfallSectionMetrics
}
