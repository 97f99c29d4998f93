#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import LayoutEngine

/// The UIKit call order a `SimulatedCollectionView` drives: what invalidates, what is recomputed,
/// and what a layout survives.
@Suite struct LifecycleTests {
    /// A 200 × 400 view over 30 uniform and 30 individually sized items (60 elements, 2 footers).
    static func makeView(direction: ScrollDirection = .vertical) -> (FlowLayout, SimulatedCollectionView) {
        let sizes = (0..<30).map { (item: Int) -> Size in Size(width: Double(30 + item % 4 * 10), height: Double(20 + item % 3 * 15)) }
        return preparedFlow(width: 200, height: 400, sections: [.init(itemCount: 30), .sized(sizes)]) {
            $0.scrollDirection = direction
            $0.footerReferenceSize = Size(width: 12, height: 12)
        }
    }

    @Test func scrollingDoesNotInvalidate() {
        let (layout, view) = Self.makeView()
        let passes = layout.counters.layoutPasses, recomputed = layout.counters.elementsRecomputed
        let elements = layout.allElements
        #expect(passes == 1)
        #expect(view.scroll(to: Point(x: 0, y: 300)) == false)
        #expect(view.setBounds(Rect(x: 13, y: 500, width: 200, height: 400)) == false)
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == passes)
        #expect(layout.counters.elementsRecomputed == recomputed)
        #expect(layout.allElements == elements)
        // The visible elements follow the bounds: y 500…900, x 13…213.
        let visible = view.visibleElements()
        #expect(!visible.isEmpty)
        #expect(visible == elements.filter { view.bounds.intersects($0.frame) })
    }

    @Test func aHeightChangeDoesNotInvalidateAVerticalLayout() {
        let (layout, view) = Self.makeView()
        let elements = layout.allElements
        #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 200, height: 900)) == false)
        #expect(view.setBounds(Rect(x: 0, y: 0, width: 200, height: 900)) == false)
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 1)
        #expect(layout.allElements == elements)
    }

    @Test func aWidthChangeInvalidatesAndRecomputes() {
        let (layout, view) = Self.makeView()
        let recomputed = layout.counters.elementsRecomputed
        #expect(recomputed == 30 + 2)   // the stored items and the footers; uniform cells are closed form
        #expect(view.setBounds(Rect(x: 0, y: 0, width: 320, height: 400)) == true)
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 2)
        #expect(layout.counters.elementsRecomputed == recomputed + 32)
        // 320 wide: 5 items of 50 per line (290 packed), leftover 30, gap 17.5 → x = 0, 67.5, 135, 202.5, 270.
        #expect((0..<5).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX }
                == [0, 67.5, 135, 202.5, 270])
        #expect(layout.collectionViewContentSize.width == 320)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 0, y: 6 * 60 - 10, width: 320, height: 12))
    }

    @Test func aHorizontalLayoutInvalidatesOnHeightChangesOnly() {
        let (layout, view) = Self.makeView(direction: .horizontal)
        #expect(view.setBounds(Rect(x: 0, y: 0, width: 999, height: 400)) == false)
        #expect(view.scroll(to: Point(x: 250, y: 0)) == false)
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 1)
        #expect(view.setBounds(Rect(x: 250, y: 0, width: 999, height: 300)) == true)
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 2)
        #expect(layout.collectionViewContentSize.height == 300)
    }

    @Test func preparingTwiceWithoutChangesDoesNothing() {
        let (layout, view) = Self.makeView()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 1)
    }

    @Test func changesNobodyAnnouncedAreStillNoticed() {
        let (layout, view) = Self.makeView()
        // A property set on the layout.
        layout.itemSize = Size(width: 40, height: 40)
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 2)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == Size(width: 40, height: 40))
        // The margins, when the insets are measured from them.
        layout.sectionInsetReference = .fromLayoutMargins
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 3)
        view.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 4)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 20)
        // The safe area does not matter to a layout measuring from the margins.
        view.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 4)
    }

    @Test func appendingItemsAndSectionsRelaysOut() {
        let (layout, view) = Self.makeView()
        view.appendItems(2, toSection: 0)
        view.appendSection(.init(itemCount: 3))
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 2)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 31, section: 0)) != nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 2)) != nil)
        #expect(layout.elementCount == 32 + 30 + 3 + 3)
    }

    @Test func preferredAttributesAreIgnoredWithoutAnEstimatedSize() {
        let (layout, view) = Self.makeView()
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!
        var preferred = original
        preferred.frame.size = Size(width: 99, height: 99)
        #expect(layout.isEstimatingItemSizes == false)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) == false)
        // An estimated size that is not a valid size does not turn self-sizing on.
        for estimate in [Size(width: .nan, height: 50), Size(width: -1, height: 50), Size(width: .infinity, height: 50), .zero] {
            layout.estimatedItemSize = estimate
            #expect(layout.isEstimatingItemSizes == false, "estimate \(estimate)")
            #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) == false)
        }
        withExtendedLifetime(view) {}   // the layout holds its view weakly
    }

    @Test func defaultsForAppearingAndDisappearingItems() {
        let (layout, _) = Self.makeView()
        let path = IndexPath(item: 3, section: 0)
        var expected = layout.layoutAttributesForItem(at: path)!
        expected.alpha = 0
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == expected)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path) == expected)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 99, section: 0)) == nil)
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: 3, y: 4)) == Point(x: 3, y: 4))
    }

    @Test func theViewAttachesItselfAsTheLayoutsCollectionView() {
        let (layout, view) = Self.makeView()
        #expect(layout.collectionView === view)
        // A layout with no collection view prepares to nothing.
        let detached = FlowLayout()
        detached.prepare()
        #expect(detached.elementCount == 0)
        #expect(detached.collectionViewContentSize == .zero)
        #expect(detached.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 10, height: 10)) == false)
    }

    // MARK: Garbage in

    /// Every length a layout reads is sanitised: negative, NaN and infinite lengths read as zero.
    @Test(arguments: [Double.nan, -10, .infinity, -.infinity])
    func garbageLengthsReadAsZero(garbage: Double) {
        let garbageInsets = EdgeInsets(top: garbage, left: garbage, bottom: garbage, right: garbage)
        let sections: [SimulatedCollectionView.Section] = [
            .init(itemCount: 7),
            .sized([Size(width: garbage, height: 30), Size(width: 40, height: garbage), Size(width: garbage, height: garbage), Size(width: 20, height: 20)]),
            SimulatedCollectionView.Section(itemCount: 3).with(inset: garbageInsets, lineSpacing: garbage, interitemSpacing: garbage,
                                                              header: Size(width: garbage, height: garbage), footer: Size(width: 1, height: garbage)),
        ]
        for reference in SectionInsetReference.allCases {
            let (layout, _) = preparedFlow(width: 200, sections: sections, layoutMargins: garbageInsets, safeAreaInsets: garbageInsets) {
                $0.minimumLineSpacing = garbage
                $0.minimumInteritemSpacing = garbage
                $0.headerReferenceSize = Size(width: garbage, height: garbage)
                $0.footerReferenceSize = Size(width: garbage, height: garbage)
                $0.sectionInset = garbageInsets
                $0.sectionInsetReference = reference
            }
            // The same layout with zeros in place of the garbage.
            let zeroInsets = EdgeInsets.zero
            let sane: [SimulatedCollectionView.Section] = [
                .init(itemCount: 7),
                .sized([Size(width: 0, height: 30), Size(width: 40, height: 0), .zero, Size(width: 20, height: 20)]),
                SimulatedCollectionView.Section(itemCount: 3).with(inset: zeroInsets, lineSpacing: 0, interitemSpacing: 0,
                                                                  header: .zero, footer: Size(width: 1, height: 0)),
            ]
            let (expected, _) = preparedFlow(width: 200, sections: sane) {
                $0.minimumLineSpacing = 0
                $0.minimumInteritemSpacing = 0
            }
            #expect(layout.allElements == expected.allElements, "garbage \(garbage), \(reference)")
            #expect(layout.collectionViewContentSize == expected.collectionViewContentSize)
            #expect(layout.allElements.allSatisfy { $0.frame.isFinite })
        }
    }

    @Test(arguments: [Double.nan, -50, .infinity, 0])
    func garbageItemSizesAndBoundsKeepFramesFinite(garbage: Double) {
        for direction in ScrollDirection.allCases {
            let (layout, view) = preparedFlow(width: garbage, height: garbage, sections: [
                .init(itemCount: 5), .sized([Size(width: 30, height: 30), Size(width: garbage, height: 10)]), .init(itemCount: 0),
            ]) {
                $0.scrollDirection = direction
                $0.itemSize = Size(width: garbage, height: 40)
                $0.headerReferenceSize = Size(width: 10, height: 10)
            }
            let elements = layout.allElements
            #expect(elements.count == 5 + 2 + 3 * 1, "\(garbage) \(direction)")
            #expect(elements.allSatisfy { $0.frame.isFinite && $0.frame.width >= 0 && $0.frame.height >= 0 })
            let content = layout.collectionViewContentSize
            #expect(content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0)
            #expect(elements.allSatisfy { Rect(origin: .zero, size: content).contains($0.frame) })
            // Queries and further lifecycle steps still work.
            #expect(layout.layoutAttributesForElements(in: .infinite) == elements)
            view.setBounds(Rect(x: 0, y: 0, width: 100, height: 100))
            view.selfSizeVisibleCells()
            view.layoutIfNeeded()
            #expect(layout.allElements.allSatisfy { $0.frame.isFinite })
        }
    }

    @Test func zeroSectionsAndZeroWidthBounds() {
        let (empty, emptyView) = preparedFlow(width: 0, sections: [])
        #expect(empty.elementCount == 0)
        #expect(empty.collectionViewContentSize == .zero)
        #expect(emptyView.visibleElements().isEmpty)
        // Zero width: every item alone on its line, flush left at 0; the content as wide as an item.
        let (narrow, _) = preparedFlow(width: 0, sections: [.init(itemCount: 3)])
        #expect(narrow.allElements == [cell(0, 0, 0, 0, 50, 50), cell(0, 1, 0, 60, 50, 50), cell(0, 2, 0, 120, 50, 50)])
        #expect(narrow.collectionViewContentSize == Size(width: 50, height: 170))
    }

    @Test func aColumnLayoutSurvivesGarbage() {
        for garbage in [Double.nan, -1, .infinity, 0] {
            let layout = ColumnFlowLayout()
            layout.minColumnWidth = garbage
            layout.cellHeight = garbage
            layout.minimumInteritemSpacing = garbage
            let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 500, height: garbage),
                                               sections: [.init(itemCount: 4)], layoutMargins: EdgeInsets(top: garbage, left: garbage, bottom: 0, right: 8))
            view.layoutIfNeeded()
            #expect(layout.elementCount == 4)
            #expect(layout.allElements.allSatisfy { $0.frame.isFinite }, "garbage \(garbage)")
            #expect(layout.collectionViewContentSize.width.isFinite && layout.collectionViewContentSize.height.isFinite)
        }
    }

    /// Found by this suite: a NaN in a layout property (read as 0) used to make every `prepare()`
    /// a full relayout, because the configuration was compared raw and `NaN != NaN`. It is now
    /// compared as the layout reads it.
    @Test func aNaNPropertyDoesNotForceARelayoutOnEveryPrepare() {
        let (layout, view) = preparedFlow(width: 200, sections: [.init(itemCount: 10)]) { $0.minimumLineSpacing = .nan }
        #expect(layout.counters.layoutPasses == 1)
        view.scroll(to: Point(x: 0, y: 50))
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == 1)
    }

    /// Found by this suite: a tiny positive item width (1e-17, spacing 0, 100 points) used to make
    /// the uniform grid's line-capacity correction loop forever. Still run in a child process
    /// that an alarm kills after 2 seconds, so a regression fails instead of hanging the suite.
    @Test func aTinyItemWidthDoesNotHangThePrepare() async {
        await #expect(processExitsWith: .success) {
            alarm(2)
            let layout = FlowLayout()
            layout.itemSize = Size(width: 1e-17, height: 10)
            layout.minimumInteritemSpacing = 0
            let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                                               sections: [.init(itemCount: 3)])
            view.layoutIfNeeded()
            precondition(layout.elementCount == 3)
        }
    }
}
