import Testing
@testable import LayoutEngine

/// The seed-faithful sample keeps its defects: each test shows one, beside the correct engine's
/// answer for the same data. If one of these fails, the port no longer matches the pair.sample.
@Suite struct MosaicSampleLayoutTests {
    /// The sample and the correct engine prepared on the same data. The collection views own
    /// their layouts (layouts hold their views weakly), so the pair keeps the views.
    struct Pair {
        let views: [SimulatedCollectionView]
        var sample: MosaicSampleLayout { views[0].layout as! MosaicSampleLayout }
        var correct: MosaicLayout { views[1].layout as! MosaicLayout }
    }

    func both(_ count: Int, width: Double = 390, sections: Int = 1) -> Pair {
        let views = [MosaicSampleLayout() as any CollectionViewLayout, MosaicLayout()].map { layout in
            SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 844),
                                    sections: Array(repeating: .init(itemCount: count), count: sections))
        }
        views.forEach { $0.layoutIfNeeded() }
        return Pair(views: views)
    }

    @Test func itLaysOutTheSameFramesAsTheCorrectEngine() {
        let pair = both(12)
        #expect(pair.sample.allElements == pair.correct.allElements)
    }

    /// Defect 1: the last frame is never added to the content bounds. Twelve items end with one
    /// full-width segment at 1006…1206, but the content ends at 1005.
    @Test func itsContentSizeStopsOneSegmentShort() {
        let pair = both(12)
        #expect(pair.sample.collectionViewContentSize == Size(width: 390, height: 1005))
        #expect(pair.correct.collectionViewContentSize == Size(width: 390, height: 1206))
        #expect(pair.sample.allElements.last?.frame == Rect(x: 0, y: 1006, width: 390, height: 200))
    }

    /// Defect 2: a rect through the lower half of a two-thirds/one-third segment: the backward
    /// scan stops at the upper stacked cell (4), whose bottom is above the rect, and never reaches
    /// the big cell (3).
    @Test func itMissesTheBigCellBesideAStack() {
        let pair = both(12)
        let rect = Rect(x: 0, y: 550, width: 390, height: 20)
        #expect(pair.sample.layoutAttributesForElements(in: rect).map(\.indexPath.item) == [5])
        #expect(pair.correct.layoutAttributesForElements(in: rect).map(\.indexPath.item) == [3, 5])
    }

    /// Defect 3: the scans test vertical extents only, so a narrow rect returns cells beside it.
    @Test func itReturnsCellsBesideANarrowRect() {
        let pair = both(12)
        let rect = Rect(x: 300, y: 250, width: 10, height: 100)
        #expect(Set(pair.sample.layoutAttributesForElements(in: rect).map(\.indexPath.item)) == [1, 2])
        #expect(pair.correct.layoutAttributesForElements(in: rect).map(\.indexPath.item) == [2])
    }

    /// Defect 4: lookups ignore the section. Defect 5: only section 0 is laid out.
    @Test func itIgnoresSections() {
        let pair = both(3, sections: 2)
        #expect(pair.sample.elementCount == 3 && pair.correct.elementCount == 6)
        #expect(pair.sample.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.indexPath == IndexPath(item: 1, section: 0))
        #expect(pair.correct.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.indexPath == IndexPath(item: 1, section: 1))
    }

    /// Touching rects intersect for the sample (Core Graphics' rule), not for LayoutLab's.
    @Test func itCountsTouchingRects() {
        let pair = both(1)
        let touching = Rect(x: 0, y: 201, width: 390, height: 10)
        #expect(pair.sample.layoutAttributesForElements(in: touching).count == 1)
        #expect(pair.correct.layoutAttributesForElements(in: touching).isEmpty)
    }
}
