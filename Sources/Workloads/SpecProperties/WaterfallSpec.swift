import LayoutEngine

/// The waterfall layout's specification (seed 001, docs/waterfall-layout.md) as spec properties.
/// Per section, as the seed places them: the inset's top, its header (at the leading inset), the
/// columns: `columnCount` of them sharing the width inside the insets `columnSpacing` apart, each
/// item in the column that was shortest when it was placed (ties to the leading column),
/// `rowSpacing` after that column's last item; then the inset's bottom after the longest column,
/// its footer; the next section starts after it. A section's insets, spacings and header and footer
/// sizes are its delegate's answers (the section's overrides) or else the layout's own properties.
/// Horizontal scrolling turns columns into rows: the seed then separates the rows by `rowSpacing`
/// and the items along a row by `columnSpacing`, as the correct engine does by default; its
/// `.transposed` option swaps them (`Configuration.transposesSpacings`). Item lengths along the scroll direction are the
/// delegate's and are taken from the frames; everything else is derived here.
public enum WaterfallSpec {
    /// The layout's configuration, as its public properties or the scenario's settings give it.
    public struct Configuration: Sendable {
        public var columnCount: Int
        public var scrollDirection: ScrollDirection
        public var rowSpacing: Double
        public var columnSpacing: Double
        public var sectionInset: EdgeInsets
        public var headerReferenceSize: Size
        public var footerReferenceSize: Size
        /// Whether horizontal scrolling keeps `columnSpacing` between the lanes and `rowSpacing`
        /// along them (docs/waterfall-layout.md: the transpose), rather than the seed's
        /// `rowSpacing` between rows.
        public var transposesSpacings: Bool

        public init(columnCount: Int, scrollDirection: ScrollDirection, rowSpacing: Double, columnSpacing: Double,
                    sectionInset: EdgeInsets, headerReferenceSize: Size, footerReferenceSize: Size, transposesSpacings: Bool) {
            self.transposesSpacings = transposesSpacings
            self.columnCount = columnCount
            self.scrollDirection = scrollDirection
            self.rowSpacing = rowSpacing
            self.columnSpacing = columnSpacing
            self.sectionInset = sectionInset
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
        }
    }

    /// The four properties: `waterfall-shortest-column`, `waterfall-insets`, `waterfall-spacing`,
    /// `waterfall-headers-and-footers`, each reading the configuration with `configuration`.
    /// - Complexity: each O(n · c) for n elements and c columns.
    public static func properties(configuration: @escaping @Sendable (SpecSubject) -> Configuration) -> [SpecProperty] {
        [Rule.shortestColumn, .insets, .spacing, .headersAndFooters].map { rule in
            SpecProperty(name: rule.rawValue) { subject in
                WaterfallSpecWalk(subject: subject, configuration: configuration(subject)).firstViolation(of: rule)
            }
        }
    }

    /// Which rule a property checks.
    enum Rule: String {
        case shortestColumn = "waterfall-shortest-column"
        case insets = "waterfall-insets"
        case spacing = "waterfall-spacing"
        case headersAndFooters = "waterfall-headers-and-footers"
    }
}
