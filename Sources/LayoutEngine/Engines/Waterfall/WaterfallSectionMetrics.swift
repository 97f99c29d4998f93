/// What a section's frames depend on besides its items' sizes, sanitised.
struct WaterfallSectionMetrics: Hashable, Sendable {
    var inset: EdgeInsets
    /// Between consecutive items of a lane (a column, or a row when scrolling horizontally).
    var alongSpacing: Double
    /// Between lanes, across the scroll direction.
    var acrossSpacing: Double
    var headerLength: Double
    var footerLength: Double

    /// The section's metrics from the row and column spacing as the layout's user gives them:
    /// vertically, rows along the scroll and columns across; horizontally, where the spacings
    /// go depends on `horizontalSpacing` (`WaterfallHorizontalSpacing`).
    init(inset: EdgeInsets, rowSpacing: Double, columnSpacing: Double, headerLength: Double, footerLength: Double,
         direction: ScrollDirection, horizontalSpacing: WaterfallHorizontalSpacing) {
        self.inset = inset
        let rowSpacingIsAlongTheScroll = direction == .vertical || horizontalSpacing == .transposed
        alongSpacing = rowSpacingIsAlongTheScroll ? rowSpacing : columnSpacing
        acrossSpacing = rowSpacingIsAlongTheScroll ? columnSpacing : rowSpacing
        self.headerLength = headerLength
        self.footerLength = footerLength
    }
}
