import LayoutEngine

/// A feed of cards, ported from the UIKit `CardsLayout` (UIKit/CardsLayout.swift; the port is
/// walked through in docs/porting.md): each section opens with a featured card across the width
/// (unless `featuresFirstCard` is false), then the rest in `columns` columns of equal cards, with
/// `spacing` between cards and `inset` around the whole feed.
///
/// What changed from UIKit: the attributes are values kept in an `ElementTable` (not an array of
/// objects); the layout reads a `LayoutDataSource` where UIKit's reads its collection view; queries
/// go through a swappable `QueryStrategy`; `prepare()` notices what changed (counts, the width, its
/// own properties) and asks its `InvalidationStrategy` what to recompute; the content size is
/// taken from the frames, so that it can never disagree with them; lengths that cannot be laid out
/// (a container narrower than the insets) are clamped instead of producing negative widths.
///
/// Invariants, checked by the fuzzer (docs/porting.md): no two cards overlap, every card lies in
/// the content size, and the layout equals a fresh one on the same data whatever happened before.
open class CardsLayout: StrategyLayout {
    public weak var collectionView: (any LayoutDataSource)?
    /// Columns of regular cards; below 1 reads as 1.
    public var columns = 2
    public var cardHeight = 120.0
    public var featuredHeight = 200.0
    /// Whether each section opens with a featured card across the width.
    public var featuresFirstCard = true
    public var spacing = 12.0
    public var inset = 16.0

    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { query.setStrategy(newValue, source: table) }
    }
    public var invalidationStrategy: any InvalidationStrategy
    public private(set) var counters = LayoutCounters()

    /// The cards' frames in canonical order (section by section, item by item).
    var table = ElementTable(scrollDirection: .vertical)
    var query: QueryState
    /// What the frames were computed from; nil before the first `prepare()`.
    var preparedMetrics: Metrics?
    var preparedCounts: [Int] = []
    /// Per prepared section: the ordinal of its first card and the far
    /// edges of every card up to and including it (so a relayout can restart at any section).
    var sections: [SectionState] = []
    /// The invalidations since the last `prepare()`.
    var pending = InvalidationContext()

    /// Everything every frame depends on, besides the counts.
    struct Metrics: Equatable {
        var width: Double, columns: Int, cardHeight: Double, featuredHeight: Double
        var featuresFirstCard: Bool, spacing: Double, inset: Double
    }

    struct SectionState {
        var firstOrdinal: Int
        /// The largest `maxX` and `maxY` of the cards of this section and every earlier one; nil
        /// while there is none.
        var farEdges: (x: Double, y: Double)?
    }

    public init(queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        query = QueryState(strategy: queryStrategy)
        self.invalidationStrategy = invalidationStrategy
    }

    /// Recomputes what changed since the last call: everything when a metric changed, else from
    /// the first card whose position a count change or an invalidation names (a card's frame
    /// depends on its index, the metrics and where its section starts, never on the item itself).
    /// - Complexity: O(s + c + k), where s is the number of sections, c the columns and k the cards
    ///   recomputed.
    open func prepare() {
        let data = collectionView
        let counts = (0..<(data?.numberOfSections ?? 0)).map { Swift.max(0, data!.numberOfItems(inSection: $0)) }
        let metrics = Metrics(width: Self.length(data?.bounds.width ?? 0), columns: Swift.max(1, columns),
                              cardHeight: Self.length(cardHeight), featuredHeight: Self.length(featuredHeight),
                              featuresFirstCard: featuresFirstCard, spacing: Self.length(spacing), inset: Self.length(inset))
        var context = pending
        pending = InvalidationContext()
        // What nobody reported, the layout notices itself (the fuzzer appends items and changes
        // properties without invalidating, as a careless caller does).
        if metrics != preparedMetrics { context.invalidateLayoutMetrics = true }
        // A count change named with its items (an append, a batch update) adds its position; one
        // reported without naming items (`reloadData`) or not reported at all means anything may
        // have changed. (A card's frame depends only on its index, so naming the position would do
        // here; a layout with per-item data that did so would keep stale frames: docs/porting.md.)
        if let changed = (0..<Swift.max(counts.count, preparedCounts.count)).first(where: { counts[safe: $0] != preparedCounts[safe: $0] }) {
            if context.invalidateDataSourceCounts && !context.invalidatedItemIndexPaths.isEmpty {
                let unchangedItems = Swift.min(counts[safe: changed] ?? 0, preparedCounts[safe: changed] ?? 0)
                context.invalidateItems(at: [IndexPath(item: unchangedItems, section: changed)])
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

    /// Keeps the cards before `start` (those of earlier sections, and of its section the ones
    /// before its item that exist before and after the change), lays out the rest.
    private func relayout(from start: IndexPath, counts: [Int], metrics: Metrics) {
        let first = Swift.max(0, Swift.min(start.section, counts.count, sections.count))
        // Cards of section `first` kept: none after a metric change (then `start` is 0, 0).
        let kept = first == start.section && first < sections.count
            ? Swift.max(0, Swift.min(start.item, counts[safe: first] ?? 0, preparedCounts[first])) : 0
        let keptOrdinals = (first < sections.count ? sections[first].firstOrdinal : table.elementCount) + kept
        table.truncate(to: keptOrdinals)
        sections.removeLast(sections.count - first)
        var farEdges = sections.last?.farEdges
        let rowWidth = Swift.max(Swift.max(0, metrics.width - 2 * metrics.inset), Double(metrics.columns - 1) * metrics.spacing)
        let cardWidth = Swift.max(0, (rowWidth - Double(metrics.columns - 1) * metrics.spacing) / Double(metrics.columns))
        for section in first..<counts.count {
            // A section starts below the lowest card so far, after the spacing; at the inset while there is none.
            let y = farEdges.map { $0.y + metrics.spacing } ?? metrics.inset
            let firstOrdinal = section == first ? keptOrdinals - kept : table.elementCount
            sections.append(SectionState(firstOrdinal: firstOrdinal, farEdges: farEdges))
            let count = counts[section]
            let gridFirst = metrics.featuresFirstCard && count > 0 ? 1 : 0
            let gridTop = gridFirst == 1 ? y + metrics.featuredHeight + metrics.spacing : y
            func include(_ frame: Rect) {
                farEdges = (Swift.max(farEdges?.x ?? 0, frame.maxX), Swift.max(farEdges?.y ?? 0, frame.maxY))
            }
            let from = section == first ? kept : 0
            if from > 0 {
                // The kept cards' far edges, as laying them out again would give: the featured card
                // and a full row's columns for the width (max is exact in any order), the last kept
                // card for the height (rows only go down).
                let lastWithNewColumn = Swift.min(from, gridFirst + metrics.columns)
                for ordinal in firstOrdinal..<(firstOrdinal + lastWithNewColumn) { include(table.frame(ofElementAt: ordinal)) }
                include(table.frame(ofElementAt: firstOrdinal + from - 1))
            }
            for item in from..<count {
                let frame: Rect
                if item < gridFirst {
                    frame = Rect(x: metrics.inset, y: y, width: rowWidth, height: metrics.featuredHeight)
                } else {
                    let column = (item - gridFirst) % metrics.columns, row = (item - gridFirst) / metrics.columns
                    frame = Rect(x: metrics.inset + Double(column) * (cardWidth + metrics.spacing),
                                 y: gridTop + Double(row) * (metrics.cardHeight + metrics.spacing),
                                 width: cardWidth, height: metrics.cardHeight)
                }
                table.append(frame, id: .cell(IndexPath(item: item, section: section)))
                include(frame)
            }
            sections[section].farEdges = farEdges
        }
        counters.layoutPasses += 1
        counters.elementsRecomputed += table.elementCount - keptOrdinals
        preparedMetrics = metrics
        preparedCounts = counts
        query.update(from: keptOrdinals, source: table)
    }

    /// A length the layout can use: NaN, infinities and negatives read as 0.
    static func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// As wide as the container (wider only if the insets and spacings do not fit in it), as tall
    /// as the lowest card and the inset below it: taken from the frames, never recomputed apart.
    open var collectionViewContentSize: Size {
        guard let metrics = preparedMetrics, let farEdges = sections.last?.farEdges else {
            return Size(width: preparedMetrics?.width ?? 0, height: 0)
        }
        return Size(width: Swift.max(metrics.width, farEdges.x + metrics.inset), height: farEdges.y + metrics.inset)
    }

    /// The cards whose frames `rect` intersects (`Rect.intersects(_:)`), in canonical order.
    /// - Complexity: that of the query strategy: O(n) for `linear`, O(log n + k) for `binary`.
    open func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        query.ordinals(in: rect, source: table, counting: &counters).map(table.attributes(ofElementAt:))
    }

    /// - Complexity: O(1).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = sections[safe: indexPath.section], indexPath.item >= 0,
              indexPath.item < preparedCounts[indexPath.section] else { return nil }
        return table.attributes(ofElementAt: section.firstOrdinal + indexPath.item)
    }

    /// True when the width changes: the cards depend on it, not on the scroll offset. (UIKit's
    /// default answer is false, which leaves stale frames after a rotation.)
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    public func invalidateLayout(with context: InvalidationContext) {
        for mapping in context.batchUpdates { pending.remap(through: mapping) }
        pending.formUnion(context)
    }

    public var elementCount: Int { table.elementCount }

    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        table.attributes(ofElementAt: ordinal)
    }

    public var bytesHeld: Int {
        table.bytesHeld + query.bytesHeld + sections.capacity * MemoryLayout<SectionState>.stride
            + preparedCounts.capacity * MemoryLayout<Int>.stride
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
