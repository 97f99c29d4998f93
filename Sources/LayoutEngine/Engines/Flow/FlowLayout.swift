/// A line-based layout with the semantics of `UICollectionViewFlowLayout` (seed 003): items flow
/// into lines across the scroll direction, as many per line as fit at the minimum inter-item
/// spacing; leftover space widens the gaps evenly; items are centred across a line taller than
/// they are; lines are `minimumLineSpacing` apart; section insets surround the lines; headers and
/// footers span the bounds and take no line spacing next to them.
///
/// Two item-size paths: uniform (`itemSize`, or a delegate that does not size items individually)
/// computes every frame from its index and stores nothing per item; individual (the delegate's
/// `sizeForItemAt`, or `estimatedItemSize` with self-sizing) stores every frame and line.
///
/// Documented choices where UIKit is only observed: `singleItemLineAlignment` (default
/// `.centered`) and `lastLineAlignment` (default `.justified`); an item longer than its line gets a
/// line of its own, flush with the leading edge, and the content grows to contain it.
/// See `docs/flow-layout.md`.
open class FlowLayout: StrategyLayout, BatchAnimatingLayout, MachineryEngine {
    /// The collection view the layout reads, held weakly; when it also conforms to
    /// `FlowLayoutDelegate`, its answers replace the per-section properties below.
    public weak var collectionView: (any LayoutDataSource)?

    /// The direction lines advance in, as UIKit's `scrollDirection`: `.vertical` fills rows across
    /// the width.
    public var scrollDirection: ScrollDirection = .vertical
    /// The size of every item in a section the delegate does not size individually, as UIKit's
    /// `itemSize` (50 × 50 by default).
    public var itemSize = Size(width: 50, height: 50)
    /// Non-zero turns on self-sizing: items start at this size and take the size their cells
    /// report (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
    public var estimatedItemSize: Size = .zero
    /// The smallest distance between lines, in points, as UIKit's `minimumLineSpacing` (10 by
    /// default); the delegate may answer per section.
    public var minimumLineSpacing: Double = 10
    /// The smallest distance between items of a line, in points, as UIKit's
    /// `minimumInteritemSpacing` (10 by default); leftover space widens the gaps.
    public var minimumInteritemSpacing: Double = 10
    /// The size of each section's header, as UIKit's `headerReferenceSize`: only the length along
    /// the scroll direction is used (the header spans the bounds across); zero omits the header.
    public var headerReferenceSize: Size = .zero
    /// The size of each section's footer, as UIKit's `footerReferenceSize`: only the length along
    /// the scroll direction is used (the footer spans the bounds across); zero omits the footer.
    public var footerReferenceSize: Size = .zero
    /// The space around each section's lines, between its header and its footer, as UIKit's
    /// `sectionInset`.
    public var sectionInset: EdgeInsets = .zero
    /// What `sectionInset` is measured from across the scroll direction, as UIKit's
    /// `sectionInsetReference`.
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Where the item of a line that holds one item sits (`.centered` by default, as observed in
    /// UIKit).
    public var singleItemLineAlignment: FlowLineAlignment = .centered
    /// Where the items of a section's last line sit (`.justified` by default, as observed in UIKit).
    public var lastLineAlignment: FlowLineAlignment = .justified

    /// How `layoutAttributesForElements(in:)` finds elements; setting it rebuilds the index over
    /// the current geometry.
    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { setQueryStrategy(newValue) }
    }
    /// The strategies, counters, pending invalidations and batch transition (`LayoutMachinery`).
    public var machinery: LayoutMachinery
    /// The layout's `scrollDirection`: a batch update keeps the first visible item in place along it.
    public var transitionScrollDirection: ScrollDirection { scrollDirection }

    private(set) var geometry = FlowGeometry(axes: ScrollAxes(direction: .vertical), container: .empty)
    var querySource: FlowGeometry { geometry }
    private var preparedConfiguration: FlowConfiguration?
    var selfSizing = FlowSelfSizingStore()

    /// A flow layout with UIKit's default properties, answering queries with `queryStrategy` and
    /// recomputing after invalidations as `invalidationStrategy` decides.
    public init(queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        machinery = LayoutMachinery(queryStrategy: queryStrategy, invalidationStrategy: invalidationStrategy)
    }

    /// True when items size themselves (`estimatedItemSize` is a valid, non-zero size).
    public var isEstimatingItemSizes: Bool {
        estimatedItemSize.isValidLayoutSize && estimatedItemSize != .zero
    }

    // MARK: Preparing

    /// Recomputes what the invalidations since the last call require (everything, the first
    /// time), following `RelayoutPlanner`'s rules. Layout-wide metrics here are the layout's
    /// properties, the bounds' length across the scroll direction and the inset reference's
    /// insets; a section's own metrics are its delegate answers (insets, spacing, header and
    /// footer sizes).
    /// - Complexity: O(s + k), where s is the number of sections and k the number of elements
    ///   recomputed (O(p) per uniform section, p its items per line).
    open func prepare() {
        let counts = dataSourceCounts
        let axes = ScrollAxes(direction: scrollDirection)
        let container = makeContainer()
        let configuration = FlowConfiguration(self)
        preparePass(
            counts: counts,
            metricsChanged: configuration != preparedConfiguration || axes != geometry.axes || container != geometry.container,
            firstSectionWithChangedMetrics: { firstSectionWithChangedMetrics(counts: counts, axes: axes) },
            beforeRelayout: { context in
                for mapping in context.batchUpdates { selfSizing.remap(through: mapping) }
                selfSizing.update(counts: counts, preferredSizes: isEstimatingItemSizes ? context.preferredItemSizes : [:],
                                  isEnabled: isEstimatingItemSizes)
                preparedConfiguration = configuration
            },
            relayout: { relayout(from: $0, context: $1, counts: counts, axes: axes, container: container) })
    }

    /// The first prepared section (among those that still exist) whose delegate metrics differ
    /// from the ones it was laid out with, or nil.
    /// - Complexity: O(s) delegate calls, where s is the number of sections.
    private func firstSectionWithChangedMetrics(counts: SectionCounts, axes: ScrollAxes) -> Int? {
        let shared = Swift.min(geometry.sections.count, counts.numberOfSections)
        return (0..<shared).first { metrics(forSection: $0, axes: axes) != geometry.sections[$0].metrics }
    }

    private func makeContainer() -> FlowContainer {
        guard let collectionView else { return .empty }
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let bounds = collectionView.bounds
        return scrollDirection == .vertical
            ? FlowContainer(crossLength: bounds.width, referenceLeading: reference.left, referenceTrailing: reference.right)
            : FlowContainer(crossLength: bounds.height, referenceLeading: reference.top, referenceTrailing: reference.bottom)
    }

    /// Which items of `section` are unchanged, old and new, when the invalidation says: items
    /// named (the count unchanged: only they may have changed size, UIKit's contract for a
    /// context), or one batch update that changes no section as a whole. Nil otherwise: a count
    /// changed unreported, metrics changed, everything was invalidated, several batches.
    /// - Complexity: O(m log m + c log c) for m invalidated items and c batch changes.
    private static func correspondence(inSection section: Int, context: InvalidationContext, itemCount: Int,
                                       preparedItemCount: Int) -> FlowItemCorrespondence? {
        guard !context.invalidateEverything, !context.invalidateLayoutMetrics else { return nil }
        let invalidated = context.invalidatedItemIndexPaths.filter { $0.section == section }.map(\.item)
        switch context.batchUpdates.count {
        case 0:
            guard !context.invalidateDataSourceCounts, itemCount == preparedItemCount else { return nil }
            return FlowItemCorrespondence(itemCount: itemCount, changed: invalidated)
        case 1:
            guard context.batchUpdates[0].itemCountsBefore[safe: section] == preparedItemCount,
                  context.batchUpdates[0].itemCountsAfter[safe: section] == itemCount else { return nil }
            return FlowItemCorrespondence(section: section, through: context.batchUpdates[0], invalidated: invalidated)
        default:
            return nil
        }
    }

    /// Recomputes every element from `start` on (everything when nil), keeping the sections before
    /// it and, in a section with stored lines, the lines before the one holding `start`.
    /// Returns the ordinal of the first element that may have changed.
    private func relayout(from start: IndexPath?, context: InvalidationContext, counts: SectionCounts,
                          axes: ScrollAxes, container: FlowContainer) -> Int {
        var next = start == nil ? FlowGeometry(axes: axes, container: container) : geometry
        // Release the stored geometry so the sections' arrays are uniquely referenced and grow in place.
        geometry = FlowGeometry(axes: axes, container: container)
        let start = start.map { IndexPath(item: Swift.max(0, $0.item), section: Swift.max(0, $0.section)) }
        var section = Swift.min(start?.section ?? 0, next.sections.count, counts.numberOfSections)
        var firstChanged: Int
        if let start, start.section == section, section < next.sections.count, section < counts.numberOfSections {
            var resumed = next.sections[section]
            next.sections.removeSubrange(section...)
            // Only stored lines are copied: a uniform section is a closed form.
            let correspondence = resumed.uniform != nil ? nil
                : Self.correspondence(inSection: section, context: context, itemCount: counts.itemCounts[section],
                                      preparedItemCount: resumed.itemCount)
            firstChanged = relayoutSection(&resumed, index: section, fromItem: start.item,
                                           itemCount: counts.itemCounts[section], correspondence: correspondence,
                                           axes: axes, container: container)
            next.sections.append(resumed)
            section += 1
        } else {
            next.sections.removeSubrange(section...)
            firstChanged = next.elementCount
        }
        var along = next.sections.last?.end ?? 0
        while section < counts.numberOfSections {
            let laidOut = layOutSection(section, itemCount: counts.itemCounts[section], start: along,
                                        firstOrdinal: next.elementCount, axes: axes, container: container)
            next.sections.append(laidOut)
            along = laidOut.end
            section += 1
        }
        firstChanged = Swift.min(firstChanged, next.elementCount)
        next.updateSummary()
        geometry = next
        if start != nil && geometry.needsFreshLayout {
            // Moved lines could drift past the promised bound, or blocks have fragmented: start
            // again from the data.
            return relayout(from: nil, context: context, counts: counts, axes: axes, container: container)
        }
        return firstChanged
    }
}
