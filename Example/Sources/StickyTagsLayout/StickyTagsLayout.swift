import LayoutEngine

/// Tags of varying widths in wrapped lines under a header per section that sticks to the top of
/// the screen while its section is on screen; ported from the UIKit `StickyTagsLayout`
/// (UIKit/StickyTagsLayout.swift; docs/porting.md walks through it).
///
/// A section is its header (`headerHeight` tall, across the container), then its tags: `tagHeight`
/// tall, as wide as the data source says (`StickyTagsDataSource`, else `tagWidth`, at most a line),
/// `spacing` apart in lines `spacing` apart, the lines starting `inset` below the header and from
/// the left inset, a tag moving to the next line when it would pass the right inset; the section
/// ends `inset` below its last line (at its header's bottom when it has no tag). Sections follow
/// each other. With `pinsHeaders`, a header is at the top of the visible rect as of the last
/// `prepare()`, clamped between its natural place and its section's end.
///
/// What changed from UIKit: the original prepares everything again on every scroll, because the
/// headers move. The port keeps every frame on a scroll and computes a pinned header's place when
/// it is read; the query index sees a header as its reach (`StickyTagsElements`). `prepare()`
/// notices what changed and recomputes from the line of the first changed tag.
///
/// Invariants, checked by the fuzzer: every element lies in the content size, and the layout equals
/// a fresh one on the same data and bounds. Not promised: no overlap (a pinned header covers tags).
open class StickyTagsLayout: StrategyLayout {
    public weak var collectionView: (any LayoutDataSource)?
    public var headerHeight = 32.0
    public var tagHeight = 28.0
    /// The width of a tag the data source gives no width for.
    public var tagWidth = 80.0
    public var spacing = 8.0
    public var inset = 12.0
    public var pinsHeaders = true

    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { query.setStrategy(newValue, source: elements) }
    }
    public var invalidationStrategy: any InvalidationStrategy
    public internal(set) var counters = LayoutCounters()

    var elements = StickyTagsElements()
    var query: QueryState
    var preparedCounts: [Int] = []
    /// What the frames were computed from; nil before the first `prepare()`.
    var preparedMetrics: Metrics?
    /// The top of the visible rect at the last `prepare()`: where pinned headers are.
    var visibleMinY = 0.0
    /// The invalidations since the last `prepare()`, in the data's current positions.
    var pending = InvalidationContext()

    /// Everything every frame depends on, besides the counts and the tags' widths.
    struct Metrics: Equatable {
        var width: Double, headerHeight: Double, tagHeight: Double, tagWidth: Double
        var spacing: Double, inset: Double, pinsHeaders: Bool

        /// The width tags are laid out in, between the insets.
        var lineWidth: Double { Swift.max(0, width - 2 * inset) }
    }

    public init(queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        query = QueryState(strategy: queryStrategy)
        self.invalidationStrategy = invalidationStrategy
    }

    /// A length the layout can use: NaN, infinities and negatives read as 0.
    static func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// Recomputes what changed since the last call, by the rules every built-in engine follows:
    /// everything on the first call or when a metric changed; from the first tag an invalidation
    /// names; a count change that comes with `invalidateDataSourceCounts` and named items adds its
    /// position; a count change nobody reported, or reported without naming items (`reloadData`),
    /// means any tag may have changed, and everything is recomputed. A scroll recomputes nothing:
    /// it only moves the pinned headers, which are placed when read.
    /// - Complexity: O(s + k + l), where s is the number of sections, k the elements recomputed
    ///   and l the length of the line the restart falls in.
    open func prepare() {
        let data = collectionView
        let counts = (0..<Swift.max(0, data?.numberOfSections ?? 0)).map { Swift.max(0, data!.numberOfItems(inSection: $0)) }
        let metrics = Metrics(width: Self.length(data?.bounds.width ?? 0), headerHeight: Self.length(headerHeight),
                              tagHeight: Self.length(tagHeight), tagWidth: Self.length(tagWidth),
                              spacing: Self.length(spacing), inset: Self.length(inset), pinsHeaders: pinsHeaders)
        let top = data?.bounds.minY ?? 0
        visibleMinY = top.isNaN ? -.infinity : top
        var context = pending
        pending = InvalidationContext()
        if metrics != preparedMetrics { context.invalidateLayoutMetrics = true }
        if let changed = (0..<Swift.max(counts.count, preparedCounts.count)).first(where: { counts[safe: $0] != preparedCounts[safe: $0] }) {
            if context.invalidateDataSourceCounts && !context.invalidatedItemIndexPaths.isEmpty {
                let unchanged = Swift.min(counts[safe: changed] ?? 0, preparedCounts[safe: changed] ?? 0)
                context.invalidateItems(at: [IndexPath(item: unchanged, section: changed)])
            } else {
                context.invalidateEverything = true
            }
        }
        switch invalidationStrategy.relayoutScope(for: context) {
        case .nothing: return
        case .everything: relayout(from: IndexPath(item: 0, section: 0), counts: counts, metrics: metrics)
        case .from(let indexPath): relayout(from: indexPath, counts: counts, metrics: metrics)
        }
    }

    /// Keeps the sections before `start` and, in its section, the header and the lines before the
    /// one holding the last unchanged tag before `start`; lays out the rest. Whether a tag starts a
    /// line depends on the tags before it and on its own width, so a line start at or before the
    /// last unchanged tag is one a fresh layout also makes, and the kept lines are exactly its lines.
    /// (Restarting at the line holding `start` itself would be wrong: a changed tag that became
    /// narrower may now fit on the line before.)
    private func relayout(from start: IndexPath, counts: [Int], metrics: Metrics) {
        let metricsKept = metrics == preparedMetrics
        let first = metricsKept ? Swift.max(0, Swift.min(start.section, counts.count, elements.headerOrdinals.count)) : 0
        let firstChanged = first < elements.headerOrdinals.count ? elements.headerOrdinals[first] : elements.table.elementCount
        var keptTags = 0
        if metricsKept && first < elements.headerOrdinals.count && first < counts.count {
            // The last tag that is unchanged (and exists before and after): its line restarts, since
            // the first changed tag may now fit on it, or no longer fit.
            let anchor = Swift.min(Swift.max(0, start.item), preparedCounts[first], counts[first]) - 1
            if anchor >= 0 { keptTags = lineStart(of: anchor, firstTag: firstChanged + 1) }
        }
        let resumedLineTop = keptTags > 0 ? elements.table.frame(ofElementAt: firstChanged + 1 + keptTags).minY : nil
        let keptOrdinals = keptTags > 0 ? firstChanged + 1 + keptTags : firstChanged
        elements.table.truncate(to: keptOrdinals)
        elements.sectionEnds.removeSubrange(Swift.min(first, elements.sectionEnds.count)...)
        elements.headerOrdinals.removeSubrange(first...)
        elements.pinsHeaders = metrics.pinsHeaders
        var sectionTop = elements.sectionEnds.last ?? 0
        for section in first..<counts.count {
            let resumes = section == first && resumedLineTop != nil
            elements.headerOrdinals.append(resumes ? firstChanged : elements.table.elementCount)
            if !resumes {
                elements.table.append(Rect(x: 0, y: sectionTop, width: metrics.width, height: metrics.headerHeight),
                                      id: .supplementary(.sectionHeader, IndexPath(item: 0, section: section)))
            }
            let headerBottom = sectionTop + metrics.headerHeight
            sectionTop = layOutTags(of: section, from: resumes ? keptTags : 0, count: counts[section],
                                    lineTop: (resumes ? resumedLineTop : nil) ?? headerBottom + metrics.inset,
                                    headerBottom: headerBottom, metrics: metrics)
            elements.sectionEnds.append(sectionTop)
        }
        counters.layoutPasses += 1
        counters.elementsRecomputed += elements.table.elementCount - keptOrdinals
        preparedMetrics = metrics
        preparedCounts = counts
        query.update(from: firstChanged, source: elements)
    }

    /// The first tag of the line holding tag `item`, in the section whose first tag is at ordinal
    /// `firstTag`: the tags of a line share their top, and a later line never starts above an
    /// earlier one (lines of zero pitch share it too; restarting at the earliest is still right).
    /// - Complexity: O(l), where l is the number of tags before `item` at its top.
    private func lineStart(of item: Int, firstTag: Int) -> Int {
        let top = elements.table.frame(ofElementAt: firstTag + item).minY
        var start = item
        while start > 0 && elements.table.frame(ofElementAt: firstTag + start - 1).minY == top { start -= 1 }
        return start
    }

    /// Lays out tags `from..<count` of `section`, the first of them starting a line at `lineTop`,
    /// and returns where the section ends.
    /// - Complexity: O(count − from).
    private func layOutTags(of section: Int, from: Int, count: Int, lineTop: Double, headerBottom: Double,
                            metrics: Metrics) -> Double {
        let widths = collectionView as? any StickyTagsDataSource
        let lineEnd = metrics.inset + metrics.lineWidth
        var lineTop = lineTop, x = metrics.inset, lineIsEmpty = true
        for item in from..<count {
            let indexPath = IndexPath(item: item, section: section)
            let width = Swift.min(Self.length(widths?.tagWidth(at: indexPath) ?? metrics.tagWidth), metrics.lineWidth)
            // The same sum as the frame's maxX below, so a tag that fits never ends past `lineEnd`.
            if !lineIsEmpty && x + width > lineEnd {
                lineTop += metrics.tagHeight + metrics.spacing
                x = metrics.inset
            }
            let frame = Rect(x: x, y: lineTop, width: width, height: metrics.tagHeight)
            elements.table.append(frame, id: .cell(indexPath))
            x = frame.maxX + metrics.spacing
            lineIsEmpty = false
        }
        return count > from ? lineTop + metrics.tagHeight + metrics.inset : headerBottom
    }
}

extension RandomAccessCollection where Index == Int {
    /// The element at `index`, or nil outside the collection.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
