/// Seed 000's `MosaicLayout`, ported as literally as Swift allows, defects included: the lab
/// measures what it costs next to `MosaicLayout`, and the fuzzer shows what is wrong with it.
/// Do not fix it. Its defects (docs/mosaic-layout.md):
/// 1. The content size unions each frame only when the next one is made, so the last frame is
///    never in it: the content ends one segment short of the cells.
/// 2. The query's backward scan stops at the first earlier cell whose bottom is above the rect,
///    so a rect through the lower half of a segment with stacked cells misses the big cell.
/// 3. The query's scans test only vertical extents: a rect narrower than the layout returns
///    cells beside it. The binary search, which does test both axes, may also miss a match then.
/// 4. Lookups ignore the section and trap out of range (`cachedAttributes[indexPath.item]`);
///    this port returns nil out of range so a campaign can go on.
/// 5. Only section 0 is laid out; every bounds size change (a height change too) asks to
///    invalidate, and every prepare recomputes everything.
/// Its rect test is Core Graphics': touching rects intersect.
package final class MosaicSampleLayout: InstrumentedLayout {
    /// The collection view the layout reads (section 0's count and the bounds), held weakly.
    package weak var collectionView: (any LayoutDataSource)?
    /// The work the port does: every prepare recomputes every cell; queries count what they test.
    package private(set) var counters = LayoutCounters()
    private var cachedAttributes: [LayoutAttributes] = []
    private var contentBounds = Rect.zero

    /// An empty mosaic, laid out at its first `prepare()`.
    package init() {}

    /// The sample's prepare: every cell of section 0, in segments, from scratch.
    /// - Complexity: O(n).
    package func prepare() {
        guard let collectionView else { return }
        cachedAttributes.removeAll()
        contentBounds = Rect(origin: .zero, size: collectionView.bounds.size)
        let count = collectionView.sectionCountRead > 0 ? collectionView.itemCountRead(inSection: 0) : 0
        var currentIndex = 0
        var segment = MosaicSegmentStyle.fullWidth
        var lastFrame = Rect.zero
        let cvWidth = collectionView.bounds.size.width
        while currentIndex < count {
            let segmentFrame = Rect(x: 0, y: lastFrame.maxY + 1.0, width: cvWidth, height: 200.0)
            var segmentRects: [Rect] = []
            switch segment {
            case .fullWidth:
                segmentRects = [segmentFrame]
            case .fiftyFifty:
                let horizontalSlices = Self.dividedIntegral(segmentFrame, fraction: 0.5, fromMinX: true)
                segmentRects = [horizontalSlices.first, horizontalSlices.second]
            case .twoThirdsOneThird:
                let horizontalSlices = Self.dividedIntegral(segmentFrame, fraction: 2.0 / 3.0, fromMinX: true)
                let verticalSlices = Self.dividedIntegral(horizontalSlices.second, fraction: 0.5, fromMinX: false)
                segmentRects = [horizontalSlices.first, verticalSlices.first, verticalSlices.second]
            case .oneThirdTwoThirds:
                let horizontalSlices = Self.dividedIntegral(segmentFrame, fraction: 1.0 / 3.0, fromMinX: true)
                let verticalSlices = Self.dividedIntegral(horizontalSlices.first, fraction: 0.5, fromMinX: false)
                segmentRects = [verticalSlices.first, verticalSlices.second, horizontalSlices.second]
            }
            for rect in segmentRects {
                var attributes = LayoutAttributes(forCellWith: IndexPath(item: currentIndex, section: 0))
                attributes.frame = rect
                cachedAttributes.append(attributes)
                contentBounds = contentBounds.union(lastFrame)
                currentIndex += 1
                lastFrame = rect
            }
            switch count - currentIndex {
            case 1: segment = .fullWidth
            case 2: segment = .fiftyFifty
            default:
                switch segment {
                case .fullWidth: segment = .fiftyFifty
                case .fiftyFifty: segment = .twoThirdsOneThird
                case .twoThirdsOneThird: segment = .oneThirdTwoThirds
                case .oneThirdTwoThirds: segment = .fiftyFifty
                }
            }
        }
        counters.layoutPasses += 1
        counters.elementsRecomputed += cachedAttributes.count
    }

    /// The sample's content size: the bounds, grown by every frame but the last (defect 1).
    package var collectionViewContentSize: Size { contentBounds.size }

    /// The sample's query: a binary search for any cell meeting the rect, then a scan backwards
    /// and a scan forwards over vertical extents only.
    /// - Complexity: O(log n + k) when it works.
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        counters.queries += 1
        var attributesArray: [LayoutAttributes] = []
        guard let lastIndex = cachedAttributes.indices.last,
              let firstMatchIndex = binSearch(rect, start: 0, end: lastIndex) else { return attributesArray }
        for attributes in cachedAttributes[..<firstMatchIndex].reversed() {
            counters.elementsExamined += 1
            guard attributes.frame.maxY >= rect.minY else { break }
            attributesArray.append(attributes)
        }
        for attributes in cachedAttributes[firstMatchIndex...] {
            counters.elementsExamined += 1
            guard attributes.frame.minY <= rect.maxY else { break }
            attributesArray.append(attributes)
        }
        return attributesArray
    }

    /// The sample's `binSearch(_:start:end:)`, recursion and all.
    private func binSearch(_ rect: Rect, start: Int, end: Int) -> Int? {
        if end < start { return nil }
        let mid = (start + end) / 2
        let attr = cachedAttributes[mid]
        counters.elementsExamined += 1
        if attr.frame.intersectsAsCoreGraphics(rect) {
            return mid
        } else if attr.frame.maxY < rect.minY {
            return binSearch(rect, start: mid + 1, end: end)
        } else {
            return binSearch(rect, start: start, end: mid - 1)
        }
    }

    /// `cachedAttributes[indexPath.item]`: the section is ignored (the sample traps out of range;
    /// this port returns nil).
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        cachedAttributes.indices.contains(indexPath.item) ? cachedAttributes[indexPath.item] : nil
    }

    /// The sample's rule: any change of the bounds' size.
    package func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// The sample recomputes everything at every prepare, so there is nothing to record.
    package func invalidateLayout(with context: InvalidationContext) {}

    /// The number of cells the last `prepare()` cached: section 0's items.
    package var elementCount: Int { cachedAttributes.count }
    /// The cached cell at `ordinal`, in item order.
    package func attributesOfElement(at ordinal: Int) -> LayoutAttributes { cachedAttributes[ordinal] }
    /// The cached attributes' bytes: what the sample keeps in memory.
    package var bytesHeld: Int { cachedAttributes.count * MemoryLayout<LayoutAttributes>.stride }

    /// The sample's `CGRect.dividedIntegral(fraction:from:)`: `divided(atDistance: ⌈length ×
    /// fraction⌉)`, then the remainder moved one point and shortened by one (negative when the
    /// rect is under a point long).
    private static func dividedIntegral(_ rect: Rect, fraction: Double, fromMinX: Bool) -> (first: Rect, second: Rect) {
        let dimension = fromMinX ? rect.width : rect.height
        let distance = Swift.min(Swift.max(0, (dimension * fraction).rounded(.up)), dimension)
        if fromMinX {
            return (Rect(x: rect.origin.x, y: rect.origin.y, width: distance, height: rect.height),
                    Rect(x: rect.origin.x + distance + 1, y: rect.origin.y, width: dimension - distance - 1, height: rect.height))
        }
        return (Rect(x: rect.origin.x, y: rect.origin.y, width: rect.width, height: distance),
                Rect(x: rect.origin.x, y: rect.origin.y + distance + 1, width: rect.width, height: dimension - distance - 1))
    }
}
