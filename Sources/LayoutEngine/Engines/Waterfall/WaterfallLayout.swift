/// The waterfall layout of seed 001, correct: `columnCount` columns; each item goes to the
/// shortest column (ties to the first), at the column's width (an item the delegate makes wider
/// is narrowed to it); sections have insets, row and column spacing, headers and footers; both
/// scroll directions. A section is laid out as: the inset's top, its header (across the
/// section's inset width), the columns, the inset's bottom, its footer; the next section starts
/// below the footer, so no element overlaps another.
///
/// Horizontally, as the article: `rowSpacing` between the rows, `columnSpacing` along the scroll
/// (`horizontalSpacing`, `.article` by default; `.transposed` swaps them).
///
/// Corrected where the sample is wrong: see docs/waterfall-layout.md.
open class WaterfallLayout: StrategyLayout, BatchAnimatingLayout, MachineryEngine {
    /// The collection view the layout reads, held weakly; when it also conforms to
    /// `WaterfallLayoutDelegate`, it sizes the items and may override the per-section properties.
    public weak var collectionView: (any LayoutDataSource)?
    /// The number of columns (the sample's `waterCount`); below 1 reads as 1, above
    /// `maximumColumnCount` as that.
    public var columnCount: Int = 2
    /// The most columns a waterfall lays out (each holds per-section state; an item keeps its
    /// column in 16 bits).
    public static let maximumColumnCount = 10_000
    /// The direction the columns grow in: `.vertical` puts the columns side by side across the
    /// width.
    public var scrollDirection: ScrollDirection = .vertical
    /// Between rows: vertically, between consecutive items of a column; horizontally, between
    /// the rows (with `horizontalSpacing == .article`, the default).
    public var rowSpacing: Double = 0
    /// Between columns: vertically, between the columns; horizontally, between consecutive items
    /// of a row (with `horizontalSpacing == .article`, the default).
    public var columnSpacing: Double = 0
    /// Where a horizontal waterfall puts its row and column spacing: as the article (default) or
    /// transposed from the vertical layout. No effect when scrolling vertically.
    public var horizontalSpacing: WaterfallHorizontalSpacing = .article
    /// The space around each section's header, columns and footer, unless the delegate answers.
    public var sectionInset: EdgeInsets = .zero
    /// The size of each section's header; only its length along the scroll direction is used (the
    /// header spans the inset area across); zero omits the header.
    public var headerReferenceSize: Size = .zero
    /// The size of each section's footer; only its length along the scroll direction is used; zero
    /// omits the footer.
    public var footerReferenceSize: Size = .zero

    /// How `layoutAttributesForElements(in:)` finds elements; setting it rebuilds the index over
    /// the element table.
    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { setQueryStrategy(newValue) }
    }
    /// The strategies, counters, pending invalidations and batch transition (`LayoutMachinery`).
    public var machinery: LayoutMachinery
    /// The layout's `scrollDirection`: a batch update keeps the first visible item in place along it.
    public var transitionScrollDirection: ScrollDirection { scrollDirection }

    var elements = WaterfallElements(scrollDirection: .vertical)
    var querySource: WaterfallElements { elements }
    var preparedMetrics: WaterfallMetrics?
    var contentSize: Size = .zero

    /// A two-column vertical waterfall with no spacing, insets, header or footer, answering queries
    /// with `queryStrategy` and recomputing as `invalidationStrategy` decides.
    public init(queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        machinery = LayoutMachinery(queryStrategy: queryStrategy, invalidationStrategy: invalidationStrategy)
    }

    /// Recomputes what the invalidations since the last call require, following
    /// `RelayoutPlanner`'s rules; the layout-wide metrics are the scroll direction, the column
    /// count, the bounds' length across the scroll direction and the layout's own spacing, inset
    /// and header and footer properties; a section's own are its
    /// insets, spacings and header and footer lengths. Incrementally, items appended to a
    /// section continue from its columns' lengths; a change at item j restarts from the section's
    /// last checkpoint at or before j (`WaterfallSectionGeometry+Checkpoints.swift`), and every
    /// later element is laid out again (docs/waterfall-layout.md proves it may have moved).
    /// - Complexity: O(s + k), where s is the number of sections and k the number of elements
    ///   recomputed (k·c to find the shortest of c columns).
    open func prepare() {
        let counts = dataSourceCounts
        let bounds = collectionView?.bounds ?? .zero
        let axes = ScrollAxes(direction: scrollDirection)
        let metrics = WaterfallMetrics(
            direction: scrollDirection, horizontalSpacing: horizontalSpacing,
            columnCount: Swift.min(Swift.max(1, columnCount), Self.maximumColumnCount),
            crossLength: (scrollDirection == .vertical ? bounds.width : bounds.height).sanitizedLength,
            defaults: WaterfallSectionMetrics(inset: sectionInset.sanitized, rowSpacing: rowSpacing.sanitizedLength,
                                              columnSpacing: columnSpacing.sanitizedLength,
                                              headerLength: axes.along(headerReferenceSize.sanitized),
                                              footerLength: axes.along(footerReferenceSize.sanitized),
                                              direction: scrollDirection, horizontalSpacing: horizontalSpacing))
        preparePass(
            counts: counts, metricsChanged: metrics != preparedMetrics,
            firstSectionWithChangedMetrics: {
                let shared = Swift.min(self.elements.sections.count, counts.numberOfSections)
                return (0..<shared).first { self.sectionMetrics($0, direction: metrics.direction) != self.elements.sections[$0].metrics }
            },
            beforeRelayout: { _ in preparedMetrics = metrics },
            relayout: { start, _ in relayout(from: start, counts: counts, metrics: metrics) })
    }

    /// True when the bounds' length across the scroll direction changes.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let current = collectionView?.bounds else { return false }
        return scrollDirection == .vertical ? newBounds.width != current.width : newBounds.height != current.height
    }

    /// The section's metrics, from the delegate when it answers, else the layout's properties.
    func sectionMetrics(_ section: Int, direction: ScrollDirection) -> WaterfallSectionMetrics {
        let delegate = collectionView as? any WaterfallLayoutDelegate
        let axes = ScrollAxes(direction: direction)
        let header = delegate?.collectionView(delegate!, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = delegate?.collectionView(delegate!, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        return WaterfallSectionMetrics(
            inset: (delegate?.collectionView(delegate!, insetForSectionAt: section) ?? sectionInset).sanitized,
            rowSpacing: (delegate?.collectionView(delegate!, rowSpacingForSectionAt: section) ?? rowSpacing).sanitizedLength,
            columnSpacing: (delegate?.collectionView(delegate!, columnSpacingForSectionAt: section) ?? columnSpacing).sanitizedLength,
            headerLength: axes.along(header.sanitized), footerLength: axes.along(footer.sanitized),
            direction: direction, horizontalSpacing: horizontalSpacing)
    }
}
