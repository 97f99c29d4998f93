/// The week calendar of seed 002: a content-dependent layout. Every item is an event, shown in
/// its day's column from its start time for its duration; a day header runs along the top of
/// every day and twenty-four hour headers down the left side, as supplementary views.
///
/// Geometry: `visibleDayCount` columns (at most `dayCount`) share the bounds' width right of the
/// hour headers, and the content is `dayCount` of them wide (the bounds' width exactly when every
/// day is visible: the article's week by default) and `dayHeaderHeight + 24 × heightPerHour`
/// tall (the article's content size; an ulp more where rounding puts an edge past it).
/// An event's day is clamped to the calendar's days, and its time to the day (an event running
/// past midnight ends at midnight), so every frame lies inside the content. Concurrent events
/// overlap: this layout does not promise otherwise. A width change and a change of any property
/// invalidate everything.
///
/// Events are kept per day (`CalendarDayBucket`), so that appends and batch updates touch only
/// the days they change, and queries visit only the days whose columns the rect crosses
/// (docs/calendar-layout.md).
open class CalendarWeekLayout: StrategyLayout, BatchAnimatingLayout, MachineryEngine {
    /// The kind of the day headers: one per day along the top, items `0..<dayCount` of section 0.
    public static let dayHeaderKind: ElementKind = "DayHeaderView"
    /// The kind of the hour headers: twenty-four down the left side, items 0–23 of section 0.
    public static let hourHeaderKind: ElementKind = "HourHeaderView"
    /// Seed 002's week: the default `dayCount` and `visibleDayCount`, and the days the
    /// placeholder events cycle through.
    public static let defaultDayCount = 7
    /// The day counts a calendar lays out: `dayCount` and `visibleDayCount` are read clamped to it.
    public static let dayCountRange = 1...100_000
    /// The hours a day column shows, and the number of hour headers.
    public static let hoursPerDay = 24

    /// The collection view the layout reads, held weakly; when it conforms to
    /// `CalendarLayoutDataSource` it gives each item's event, else placeholder events are shown.
    public weak var collectionView: (any LayoutDataSource)?
    /// Points per hour (the article's 100).
    public var heightPerHour: Double = 100
    /// The height of the day-header row at the top of the content, in points (the article's 40).
    public var dayHeaderHeight: Double = 40
    /// The width of the hour-header column at the left of the content, in points (the article's 60).
    public var hourHeaderWidth: Double = 60
    /// The number of day columns (7, a week); read clamped to `dayCountRange`. An event on a day
    /// outside them is shown on the nearest.
    public var dayCount: Int = defaultDayCount
    /// The number of columns that share the bounds' width (7); read clamped to `dayCountRange`
    /// and to `dayCount`. The content scrolls across when `dayCount` is larger.
    public var visibleDayCount: Int = defaultDayCount

    /// How `layoutAttributesForElements(in:)` finds elements; setting it rebuilds the index over
    /// the elements.
    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { setQueryStrategy(newValue) }
    }
    /// The strategies, counters, pending invalidations and batch transition (`LayoutMachinery`).
    public var machinery: LayoutMachinery
    /// Always `.vertical`: a batch update keeps the first visible event's vertical position.
    public var transitionScrollDirection: ScrollDirection { .vertical }

    var elements = CalendarElements()
    var querySource: CalendarElements { elements }
    var preparedMetrics: CalendarMetrics?
    /// Per section, whether the data source said at the last prepare that its events move with
    /// their items (`CalendarLayoutDataSource.eventsMoveWithItems(inSection:)`).
    var eventsMoveWithItems: [Bool] = []

    /// A week calendar with the article's metrics, answering queries with `queryStrategy` and
    /// recomputing as `invalidationStrategy` decides.
    public init(queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        machinery = LayoutMachinery(queryStrategy: queryStrategy, invalidationStrategy: invalidationStrategy)
    }

    /// Recomputes what the invalidations since the last call require, following
    /// `RelayoutPlanner`'s rules; the layout-wide metrics are the width, the three lengths and
    /// the two day counts. Incrementally, events appended at the end of sections are inserted
    /// into their days (`insertAppendedEvents`), and a batch update of items removes the events
    /// it deletes and inserts those it inserts, moves or reloads (`applyBatch`); any other
    /// change recomputes everything.
    /// - Complexity: O(D + n log b) for everything (D days, n events, b events a day); O(m (log n + b))
    ///   for m appended events; a batch as `applyBatch`.
    open func prepare() {
        let counts = dataSourceCounts
        let dayCount = Self.clampedDayCount(dayCount)
        let metrics = CalendarMetrics(width: collectionView?.bounds.width.sanitizedLength ?? 0,
                                      heightPerHour: heightPerHour.sanitizedLength,
                                      dayHeaderHeight: dayHeaderHeight.sanitizedLength,
                                      hourHeaderWidth: hourHeaderWidth.sanitizedLength,
                                      dayCount: dayCount, visibleDayCount: Swift.min(Self.clampedDayCount(visibleDayCount), dayCount))
        let previousCounts = machinery.planner.preparedCounts
        preparePass(counts: counts, metricsChanged: metrics != preparedMetrics,
                    beforeRelayout: { _ in preparedMetrics = metrics },
                    relayout: { start, context in
                        relayout(from: start, context: context, previousCounts: previousCounts, counts: counts, metrics: metrics)
                    })
    }

    /// Recomputes for a pass: incrementally from a restart point (`start` non-nil) when the context
    /// holds one batch or none, else everything; then records whether each section's events move
    /// with their items. Every element may have changed: returns 0.
    private func relayout(from start: IndexPath?, context: InvalidationContext, previousCounts: SectionCounts,
                          counts: SectionCounts, metrics: CalendarMetrics) -> Int {
        let incremental: Void? = start.flatMap { _ in
            if context.batchUpdates.count == 1 {
                applyBatch(context.batchUpdates[0], previous: previousCounts, counts: counts,
                           invalidated: context.invalidatedItemIndexPaths, metrics: metrics)
            } else if context.batchUpdates.isEmpty {
                insertAppendedEvents(after: previousCounts, counts: counts, invalidated: context.invalidatedItemIndexPaths,
                                     metrics: metrics)
            } else {
                nil
            }
        }
        if incremental == nil { rebuild(counts: counts, metrics: metrics) }
        recordEventsMoveWithItems(sectionCount: counts.numberOfSections)
        return 0
    }

    /// True when the bounds' width changes: the article's rule.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let current = collectionView?.bounds else { return false }
        return newBounds.width != current.width
    }

    /// `count` clamped to `dayCountRange`.
    static func clampedDayCount(_ count: Int) -> Int {
        Swift.min(Swift.max(count, dayCountRange.lowerBound), dayCountRange.upperBound)
    }
}
