/// What a section's frames depend on besides its items' sizes, sanitised.
struct WaterfallSectionMetrics: Hashable, Sendable {
    var inset: EdgeInsets
    var rowSpacing: Double
    var columnSpacing: Double
    var headerLength: Double
    var footerLength: Double
}
