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
open class CalendarWeekLayout: StrategyLayout, BatchAnimatingLayout {
    public static let dayHeaderKind: ElementKind = "DayHeaderView"
    public static let hourHeaderKind: ElementKind = "HourHeaderView"
    /// Seed 002's week: the default `dayCount` and `visibleDayCount`, and the days the
    /// placeholder events cycle through.
    public static let defaultDayCount = 7
    /// The day counts a calendar lays out: `dayCount` and `visibleDayCount` are read clamped to it.
    public static let dayCountRange = 1...100_000
    public static let hoursPerDay = 24

    public weak var collectionView: (any LayoutDataSource)?
    /// Points per hour (the article's 100).
    public var heightPerHour: Double = 100
    public var dayHeaderHeight: Double = 40
    public var hourHeaderWidth: Double = 60
    /// The number of day columns (7, a week); read clamped to `dayCountRange`. An event on a day
    /// outside them is shown on the nearest.
    public var dayCount: Int = defaultDayCount
    /// The number of columns that share the bounds' width (7); read clamped to `dayCountRange`
    /// and to `dayCount`. The content scrolls across when `dayCount` is larger.
    public var visibleDayCount: Int = defaultDayCount

    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { query.setStrategy(newValue, source: elements) }
    }
    public var invalidationStrategy: any InvalidationStrategy
    public internal(set) var counters = LayoutCounters()
    public var batchTransitions = BatchTransitionState()
    public var transitionScrollDirection: ScrollDirection { .vertical }

    var elements = CalendarElements()
    var query: QueryState
    var planner = RelayoutPlanner()
    var preparedMetrics: CalendarMetrics?
    /// Per section, whether the data source said at the last prepare that its events move with
    /// their items (`CalendarLayoutDataSource.eventsMoveWithItems(inSection:)`).
    var eventsMoveWithItems: [Bool] = []

    public init(queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        self.query = QueryState(strategy: queryStrategy)
        self.invalidationStrategy = invalidationStrategy
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
        let counts = collectionView.map(SectionCounts.init(reading:)) ?? SectionCounts()
        let dayCount = Self.clampedDayCount(dayCount)
        let metrics = CalendarMetrics(width: collectionView?.bounds.width.sanitizedLength ?? 0,
                                      heightPerHour: heightPerHour.sanitizedLength,
                                      dayHeaderHeight: dayHeaderHeight.sanitizedLength,
                                      hourHeaderWidth: hourHeaderWidth.sanitizedLength,
                                      dayCount: dayCount, visibleDayCount: Swift.min(Self.clampedDayCount(visibleDayCount), dayCount))
        let previousCounts = planner.preparedCounts
        let (scope, context) = planner.plan(counts: counts, metricsChanged: metrics != preparedMetrics,
                                      firstSectionWithChangedMetrics: { nil }, strategy: invalidationStrategy)
        preparedMetrics = metrics
        captureBatchTransition(for: context.batchUpdates)
        guard scope.perform({ start in
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
            return 0
        }) != nil else { return }
        counters.layoutPasses += 1
        recordEventsMoveWithItems(sectionCount: counts.numberOfSections)
        query.update(from: 0, source: elements)
        #if DEBUG
        _checkInvariants()
        #endif
    }

    /// True when the bounds' width changes: the article's rule.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let current = collectionView?.bounds else { return false }
        return newBounds.width != current.width
    }

    public func invalidateLayout(with context: InvalidationContext) {
        planner.invalidate(with: context)
    }

    /// `count` clamped to `dayCountRange`.
    static func clampedDayCount(_ count: Int) -> Int {
        Swift.min(Swift.max(count, dayCountRange.lowerBound), dayCountRange.upperBound)
    }
}
