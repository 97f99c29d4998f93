import Testing
import UIKit

/// The collection view calls its layout in UIKit's order (docs/uikit-surface.md, "Call order"),
/// checked with a layout that records every call.
struct LifecycleOrderTests {
    /// A 100 × 200 collection view over `counts`, laid out once, its log cleared.
    private func makeLaidOut(_ counts: [Int] = [10]) -> (UICollectionView, RecordingLayout, CountsDataSource) {
        let layout = RecordingLayout()
        let dataSource = CountsDataSource(counts)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        layout.clearLog()
        return (view, layout, dataSource)
    }

    @Test func theFirstPassPreparesThenAsksTheSizeThenTheVisibleElements() {
        let layout = RecordingLayout()
        let dataSource = CountsDataSource([3])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        view.dataSource = dataSource
        #expect(layout.log.filter { $0 == "prepare" }.isEmpty, "nothing is prepared before the first layout pass")
        layout.clearLog()
        view.layoutIfNeeded()
        #expect(layout.log == ["prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)"])
        #expect(view.contentSize == CGSize(width: 100, height: 150))
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                                                   IndexPath(item: 2, section: 0)])
    }

    @Test func aPassWithNothingChangedCallsNothing() {
        let (view, layout, _) = makeLaidOut()
        view.layoutIfNeeded()
        #expect(layout.log.isEmpty)
    }

    @Test func everyScrollAsksTheLayoutWithTheOldBoundsStillInPlace() {
        let (view, layout, _) = makeLaidOut()
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.contentOffset = CGPoint(x: 0, y: 60)
        #expect(layout.log == ["shouldInvalidateLayout(forBoundsChange:)", "shouldInvalidateLayout(forBoundsChange:)"])
        #expect(layout.boundsAsked.map(\.current) == [CGRect(x: 0, y: 0, width: 100, height: 200),
                                                      CGRect(x: 0, y: 30, width: 100, height: 200)])
        #expect(layout.boundsAsked.map(\.new) == [CGRect(x: 0, y: 30, width: 100, height: 200),
                                                  CGRect(x: 0, y: 60, width: 100, height: 200)])
        #expect(view.bounds == CGRect(x: 0, y: 60, width: 100, height: 200))
    }

    @Test func aScrollThatDoesNotInvalidateQueriesWithoutPreparing() {
        let (view, layout, _) = makeLaidOut()
        for offset in stride(from: 10, through: 100, by: 10) {
            view.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            view.layoutIfNeeded()
        }
        #expect(!layout.log.contains("prepare"))
        #expect(layout.log.filter { $0 == "layoutAttributesForElements(in:)" }.count == 10)
    }

    @Test func anInvalidatingBoundsChangePassesTheLayoutsOwnContextOnAndPreparesOnce() {
        let (view, layout, _) = makeLaidOut()
        layout.invalidatesOnBoundsChange = true
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
        #expect(layout.log == ["shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)",
                               "invalidateLayout(with:)"])
        #expect(layout.contexts.last === layout.contextsReturned.last)
        #expect(layout.contexts.last is RecordingLayout.Context, "the context is of the layout's invalidationContextClass")
        #expect(layout.contexts.last?.invalidateEverything == false)
        layout.clearLog()
        view.layoutIfNeeded()
        #expect(layout.log == ["prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)"])
    }

    @Test func invalidateLayoutCallsInvalidateLayoutWithAContextThatInvalidatesEverything() {
        let (view, layout, _) = makeLaidOut()
        layout.invalidateLayout()
        #expect(layout.log == ["invalidateLayout()", "invalidateLayout(with:)"])
        #expect(layout.contexts.last?.invalidateEverything == true)
        #expect(layout.contexts.last is RecordingLayout.Context)
        layout.invalidateLayout()
        layout.clearLog()
        view.layoutIfNeeded()
        #expect(layout.log.filter { $0 == "prepare" }.count == 1, "two invalidations, one prepare")
    }

    @Test func reloadDataInvalidatesEverythingAndTheCountsAndReadsTheNewCounts() {
        let (view, layout, dataSource) = makeLaidOut([2])
        dataSource.counts = [5, 1]
        #expect(view.numberOfSections == 1, "the collection view's counts change only when it is told")
        view.reloadData()
        #expect(layout.log == ["invalidateLayout(with:)"])
        #expect(layout.contexts.last?.invalidateEverything == true)
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        #expect(view.numberOfSections == 2)
        #expect(view.numberOfItems(inSection: 0) == 5)
    }

    @Test func aBatchUpdateRunsInUIKitsOrder() {
        let (view, layout, dataSource) = makeLaidOut([3])
        var completed: Bool?
        view.performBatchUpdates({
            dataSource.counts = [4]
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { completed = $0 })
        #expect(layout.log == [
            "invalidateLayout(with:)", "prepare", "collectionViewContentSize", "prepare(forCollectionViewUpdates:)",
            "layoutAttributesForElements(in:)",
            "initialLayoutAttributesForAppearingItem(at:)", "initialLayoutAttributesForAppearingItem(at:)",
            "initialLayoutAttributesForAppearingItem(at:)", "initialLayoutAttributesForAppearingItem(at:)",
            "finalLayoutAttributesForDisappearingItem(at:)", "finalLayoutAttributesForDisappearingItem(at:)",
            "finalLayoutAttributesForDisappearingItem(at:)",
            "targetContentOffset(forProposedContentOffset:)", "finalizeCollectionViewUpdates()",
        ])
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        #expect(layout.contexts.last?.invalidateEverything == false)
        #expect(layout.updateItems.count == 1)
        #expect(layout.updateItems.first?.updateAction == .insert)
        #expect(layout.updateItems.first?.indexPathBeforeUpdate == nil)
        #expect(layout.updateItems.first?.indexPathAfterUpdate == IndexPath(item: 1, section: 0))
        #expect(completed == true)
        #expect(view.numberOfItems(inSection: 0) == 4)
    }

    @Test func aSectionChangeHasItemNotFound() {
        let (view, layout, dataSource) = makeLaidOut([3])
        view.performBatchUpdates {
            dataSource.counts = [3, 2]
            view.insertSections(IndexSet(integer: 1))
        }
        #expect(layout.updateItems.map(\.indexPathAfterUpdate) == [IndexPath(indexes: [1, NSNotFound])])
        #expect(layout.updateItems.map(\.updateAction) == [.insert])
    }

    @Test func anUpdateOutsidePerformBatchUpdatesIsABatchOfItsOwn() {
        let (view, layout, dataSource) = makeLaidOut([3])
        dataSource.counts = [2]
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.updateItems.map(\.updateAction) == [.delete])
        #expect(layout.updateItems.map(\.indexPathBeforeUpdate) == [IndexPath(item: 0, section: 0)])
        #expect(layout.log.last == "finalizeCollectionViewUpdates()")
    }

    @Test func aFlingAsksTheLayoutWithTheProjectedOffsetAndScrollsToItsAnswer() {
        // 40 items of 50 points: 2,000 points of content in a 200-point view, so offsets 0...1,800.
        let (view, layout, _) = makeLaidOut([40])
        // A rate of 0.75 (exact in binary) projects a velocity v to v · 0.75 / 0.25 = 3v: 50 points
        // per millisecond stop 150 points further.
        view.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.75)
        let target = view.lab.fling(velocity: CGPoint(x: 0, y: 50))
        #expect(layout.log.contains("targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"))
        #expect(layout.proposedOffsets.last == CGPoint(x: 0, y: 150))
        #expect(layout.velocities.last == CGPoint(x: 0, y: 50))
        #expect(target == CGPoint(x: 0, y: 150))
        #expect(view.contentOffset == CGPoint(x: 0, y: 150))
        // A fast fling is clamped to the end: 1,800.
        view.lab.fling(velocity: CGPoint(x: 0, y: 1_000))
        #expect(layout.proposedOffsets.last == CGPoint(x: 0, y: 1_800))
    }

    @Test func aSelfSizingCellAsksTheLayoutAndInvalidatesOnlyWhenItSaysSo() {
        let (view, layout, _) = makeLaidOut([3])
        #expect(view.lab.reportPreferredSize(CGSize(width: 100, height: 80), forItemAt: IndexPath(item: 1, section: 0)) == false)
        #expect(layout.log == ["shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)"])
        layout.invalidatesOnSelfSizing = true
        layout.clearLog()
        #expect(view.lab.reportPreferredSize(CGSize(width: 100, height: 80), forItemAt: IndexPath(item: 1, section: 0)))
        #expect(layout.log == ["shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
                               "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)",
                               "invalidateLayout(with:)"])
        #expect(layout.contexts.last === layout.contextsReturned.last)
        #expect(layout.contexts.last?.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
    }

    @Test func settingANewLayoutAttachesItAndDetachesTheOld() {
        let (view, old, _) = makeLaidOut([3])
        let new = RecordingLayout()
        view.collectionViewLayout = new
        #expect(new.collectionView === view)
        #expect(old.collectionView == nil)
        view.layoutIfNeeded()
        #expect(new.log.first == "prepare")
    }
}
