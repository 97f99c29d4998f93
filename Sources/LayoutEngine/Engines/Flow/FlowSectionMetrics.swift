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
