/// The week calendar of seed 002: a content-dependent layout. Every item is an event, shown in
/// its day's column from its start time for its duration; seven day headers run along the top
/// and twenty-four hour headers down the left side, as supplementary views.
///
/// Geometry: the content is the bounds' width wide and `dayHeaderHeight + 24 × heightPerHour`
/// tall (the article's content size; an ulp more where rounding puts an edge past it); day columns share the width right of the hour headers.
/// An event's day is clamped to 0–6, and its time to the day (an event running past midnight
/// ends at midnight), so every frame lies inside the content. Concurrent events overlap: this
/// layout does not promise otherwise. Only a width change invalidates.
///
/// Queries do not look at every event: elements are kept in order of their top edge (day headers,
/// then hour headers and events merged), and the binary-search strategy bounds the candidates.
open class CalendarWeekLayout: StrategyLayout, BatchAnimatingLayout {
    public static let dayHeaderKind: ElementKind = "DayHeaderView"
    public static let hourHeaderKind: ElementKind = "HourHeaderView"
    public static let days = 7
    public static let hoursPerDay = 24

    public weak var collectionView: (any LayoutDataSource)?
    /// Points per hour (the article's 100).
    public var heightPerHour: Double = 100
    public var dayHeaderHeight: Double = 40
    public var hourHeaderWidth: Double = 60

    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { query.setStrategy(newValue, source: table) }
    }
    public var invalidationStrategy: any InvalidationStrategy
    public internal(set) var counters = LayoutCounters()
    public var batchTransitions = BatchTransitionState()
    public var transitionScrollDirection: ScrollDirection { .vertical }

    var table = ElementTable(scrollDirection: .vertical)
    var query: QueryState
    var planner = RelayoutPlanner()
    var preparedMetrics: CalendarMetrics?
    /// The farthest right and bottom edges of any element: the content grows to them where
    /// rounding puts an edge an ulp past the article's content size.
    var farthestEdges = Size.zero
    /// The table ordinal of every event, by section and item: lookups answer from the prepared
    /// layout, as queries do, not from the data source's current events.
    var ordinalOfEvent: [ContiguousArray<Int32>] = []

    public init(queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        self.query = QueryState(strategy: queryStrategy)
        self.invalidationStrategy = invalidationStrategy
    }

    /// Recomputes what the invalidations since the last call require, following
    /// `RelayoutPlanner`'s rules; the layout-wide metrics are the width and the three lengths.
    /// Incrementally, events appended at the end of sections are merged into the ordered
    /// elements from the first place one lands, and a batch update relabels the surviving events
    /// and merges in the ones it inserts, moves or reloads (`applyBatch`); any other change
    /// recomputes everything.
    /// - Complexity: O(n log n) for everything; O(m log m + n − j) for m appended events that
    ///   land from ordinal j on.
    open func prepare() {
        let counts = collectionView.map(SectionCounts.init(reading:)) ?? SectionCounts()
        let metrics = CalendarMetrics(width: collectionView?.bounds.width.sanitizedLength ?? 0,
                                      heightPerHour: heightPerHour.sanitizedLength,
                                      dayHeaderHeight: dayHeaderHeight.sanitizedLength,
                                      hourHeaderWidth: hourHeaderWidth.sanitizedLength)
        let previousCounts = planner.preparedCounts
        let (scope, context) = planner.plan(counts: counts, metricsChanged: metrics != preparedMetrics,
                                      firstSectionWithChangedMetrics: { nil }, strategy: invalidationStrategy)
        preparedMetrics = metrics
        captureBatchTransition(for: context.batchUpdates)
        guard let firstChanged = scope.perform({ start in
            start.flatMap { _ in
                if context.batchUpdates.count == 1 {
                    applyBatch(context.batchUpdates[0], previous: previousCounts, counts: counts,
                               invalidated: context.invalidatedItemIndexPaths, metrics: metrics)
                } else if context.batchUpdates.isEmpty {
                    mergeAppendedEvents(after: previousCounts, counts: counts, invalidated: context.invalidatedItemIndexPaths,
                                        metrics: metrics)
                } else {
                    nil
                }
            } ?? rebuild(counts: counts, metrics: metrics)
        }) else { return }
        counters.layoutPasses += 1
        indexEvents(from: firstChanged, counts: counts)
        query.update(from: firstChanged, source: table)
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
}
