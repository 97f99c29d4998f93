/// The `MosaicLayout` of seed 000, correct: cells in segments of one of four styles (full
/// width, fifty-fifty, two-thirds/one-third, one-third/two-thirds), each segment
/// `segmentHeight` tall and one point below the last, sliced as the sample's integral division
/// does. Sections follow one another; each starts its style sequence again.
///
/// Corrected where the sample is wrong (see docs/mosaic-layout.md): the content size contains
/// the last segment; queries are exact for every rect (any strategy); lookups by index path
/// check their range and their section. As the seed: the content is at least the bounds and a
/// change of the bounds' size invalidates (`contentSizing`, `.atLeastBounds` by default; the
/// departure `.cellsOnly` ends the content at the last cell and invalidates on width only).
///
/// Frames are computed, never stored: a section keeps O(1) state (`MosaicSectionGeometry`: its
/// first ordinal, item count, top, bottom and the tail of its style sequence) and a segment's top
/// is `top + 1 + k · (segmentHeight + 1)` in closed form. A prepare recomputes the sections from
/// the first changed one on, O(s); `counters.elementsRecomputed` counts those section states.
open class MosaicLayout: StrategyLayout, BatchAnimatingLayout, MachineryEngine {
    /// The collection view the layout reads (counts and bounds only), held weakly.
    public weak var collectionView: (any LayoutDataSource)?
    /// The height of every segment (200 in the sample).
    public var segmentHeight: Double = 200
    /// How the content is sized: at least the bounds, as seed 000 (the default), or the cells
    /// only (`MosaicContentSizing`).
    public var contentSizing: MosaicContentSizing = .atLeastBounds

    /// How `layoutAttributesForElements(in:)` finds elements; setting it rebuilds the index over
    /// the sections' closed form.
    public var queryStrategy: any QueryStrategy {
        get { query.strategy }
        set { setQueryStrategy(newValue) }
    }
    /// The strategies, counters (its `elementsRecomputed` counts section states), pending
    /// invalidations and batch transition (`LayoutMachinery`).
    public var machinery: LayoutMachinery
    /// Always `.vertical`: a batch update keeps the first visible cell's vertical position.
    public var transitionScrollDirection: ScrollDirection { .vertical }

    var source = MosaicElementSource()
    var querySource: MosaicElementSource { source }
    /// The width and segment height the frames were laid out with.
    var preparedMetrics: MosaicMetrics?
    /// The bounds' height at the last prepare: the content's lower bound for `.atLeastBounds`.
    var preparedBoundsHeight: Double = 0

    /// A mosaic with the sample's segment height, sized at least to the bounds, answering queries
    /// with `queryStrategy` and recomputing as `invalidationStrategy` decides.
    public init(queryStrategy: any QueryStrategy = BinarySearchQuery(),
                invalidationStrategy: any InvalidationStrategy = IncrementalInvalidation()) {
        machinery = LayoutMachinery(queryStrategy: queryStrategy, invalidationStrategy: invalidationStrategy)
    }

    /// Recomputes what the invalidations since the last call require, following
    /// `RelayoutPlanner`'s rules; the layout-wide metrics are the bounds' width and
    /// `segmentHeight`. Incrementally, the sections before the first changed one are kept, and
    /// that section and every later one are recomputed (their tops follow from the bottoms before
    /// them).
    /// - Complexity: O(s), where s is the number of sections.
    open func prepare() {
        let counts = dataSourceCounts
        let metrics = MosaicMetrics(width: collectionView?.bounds.width.sanitizedLength ?? 0,
                                    segmentHeight: segmentHeight.sanitizedLength)
        preparePass(counts: counts, metricsChanged: metrics != preparedMetrics,
                    beforeRelayout: { _ in
                        preparedMetrics = metrics
                        preparedBoundsHeight = collectionView?.bounds.height.sanitizedLength ?? 0
                    },
                    relayout: { start, _ in relayout(from: start, counts: counts, metrics: metrics) })
    }

    /// As seed 000, true when the bounds' size changes (the content is at least the bounds); with
    /// `contentSizing == .cellsOnly`, only when the width changes (nothing else depends on the
    /// bounds).
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let current = collectionView?.bounds else { return false }
        switch contentSizing {
        case .atLeastBounds: return newBounds.width != current.width || newBounds.height != current.height
        case .cellsOnly: return newBounds.width != current.width
        }
    }
}
