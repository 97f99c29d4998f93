import Testing
import UIKit

/// Each warning UIKit would log (or raise) is recorded with its element, by a layout written to
/// trigger it, and not by its correct twin.
struct LayoutWarningTests {
    private func laidOut(_ layout: UICollectionViewLayout, counts: [Int] = [5],
                         frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 400)) -> (UICollectionView, CountsDataSource) {
        let dataSource = CountsDataSource(counts)
        let view = UICollectionView(frame: frame, collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    private func kinds(_ view: UICollectionView) -> [LayoutWarning.Kind] {
        view.lab.warnings.map(\.kind)
    }

    @Test func theCorrectColumnLayoutRaisesNothingEvenUnderAudit() {
        let (view, _) = laidOut(ColumnLayout())
        view.lab.auditLayout()
        #expect(view.lab.warnings.isEmpty)
    }

    @Test func attributesForAnIndexPathTheDataSourceDoesNotHave() {
        let layout = ColumnLayout()
        layout.answersAnExtraItem = true
        let (view, _) = laidOut(layout)
        #expect(kinds(view) == [.attributesForMissingIndexPath])
        #expect(view.lab.warnings.first?.element == LayoutWarning.Element(category: .cell, kind: nil,
                                                                          indexPath: IndexPath(item: 5, section: 0)))
        #expect(view.lab.warnings.first?.message.hasPrefix("UICollectionView received layout attributes for a cell with an index path that does not exist") == true)
    }

    @Test func duplicateAttributesInOneAnswer() {
        let layout = ColumnLayout()
        layout.answersTwice = true
        let (view, _) = laidOut(layout)
        #expect(kinds(view) == [.duplicateAttributes])
        #expect(view.lab.warnings.first?.element?.indexPath == IndexPath(item: 0, section: 0))
    }

    @Test func aNonFiniteFrame() {
        let layout = ColumnLayout()
        layout.givesNaN = true
        let (view, _) = laidOut(layout)
        #expect(kinds(view) == [.nonFiniteFrame])
        #expect(view.lab.warnings.first?.element?.indexPath == IndexPath(item: 0, section: 0))
    }

    @Test func anItemLookupThatDisagreesWithTheRectQuery() {
        let layout = ColumnLayout()
        layout.lookupIsOff = true
        let (view, _) = laidOut(layout)
        #expect(view.lab.warnings.isEmpty, "a single query cannot see it: the audit holds lookups against the content query")
        let found = view.lab.auditLayout()
        #expect(found.map(\.kind) == [.itemLookupDisagreesWithRectQuery])
        #expect(found.first?.element?.indexPath == IndexPath(item: 1, section: 0))
    }

    @Test func aLookupThatAnswersNilForAnItemThatExists() {
        let layout = ColumnLayout()
        layout.lookupMissesItem2 = true
        let (view, _) = laidOut(layout)
        let found = view.lab.auditLayout()
        #expect(found.map(\.kind) == [.nilAttributesForExistingItem])
        #expect(found.first?.element?.indexPath == IndexPath(item: 2, section: 0))
    }

    @Test func aDecorationViewOfAKindNeverRegistered() {
        let unregistered = ColumnLayout()
        unregistered.answersDecoration = true
        let (view, _) = laidOut(unregistered)
        #expect(kinds(view) == [.unregisteredDecorationKind])
        let registered = ColumnLayout()
        registered.answersDecoration = true
        registered.register(NSObject.self, forDecorationViewOfKind: "separator")
        let (clean, _) = laidOut(registered)
        #expect(clean.lab.warnings.isEmpty)
    }

    @Test func aFlowSubclassThatEditsSupersAttributesWithoutCopying() {
        let layout = ShiftingFlowLayout()
        let (view, _) = laidOut(layout, frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(view.lab.warnings.isEmpty, "the first answer hands out fresh objects")
        view.contentOffset = CGPoint(x: 0, y: 1)
        view.layoutIfNeeded()
        #expect(kinds(view) == [.cachedFrameMismatch])
        #expect(view.lab.warnings.first?.message.contains("is modifying attributes returned by UICollectionViewFlowLayout without copying them") == true)
        // As on a device, the edit accumulates: the cached object was moved twice.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin.x == 20)
        // Logged once per layout, however often it happens.
        view.contentOffset = CGPoint(x: 0, y: 2)
        view.layoutIfNeeded()
        #expect(kinds(view) == [.cachedFrameMismatch])
    }

    @Test func aFlowSubclassThatCopiesRaisesNothing() {
        let layout = ShiftingFlowLayout()
        layout.copies = true
        let (view, _) = laidOut(layout, frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        for offset in 1...3 {
            view.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            view.layoutIfNeeded()
        }
        #expect(view.lab.warnings.isEmpty)
        // super's cached object is untouched: the first item of a line starts at the leading edge.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin.x == 0)
    }

    @Test func aFlowItemWiderThanTheCollectionViewLessItsInsets() {
        // 100 wide, section insets 10 + 10 and content insets 5 + 5: room for 70 points.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 71, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let dataSource = CountsDataSource([3])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        view.contentInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(Set(kinds(view)) == [.itemTooLargeForCollectionView])
        #expect(view.lab.warnings.count == 3, "once per item")
        #expect(view.lab.warnings.first?.message.hasPrefix("The behavior of the UICollectionViewFlowLayout is not defined because") == true)
        view.lab.clearWarnings()
        layout.itemSize = CGSize(width: 70, height: 20)
        view.layoutIfNeeded()
        #expect(view.lab.warnings.isEmpty, "an item exactly as wide as the room fits")
    }

    @Test func anInvalidUpdateIsRecordedWithUIKitsMessageAndTheDataReloaded() {
        let (view, dataSource) = laidOut(ColumnLayout(), counts: [3])
        var completed: Bool?
        view.performBatchUpdates({
            dataSource.counts = [5]
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        #expect(completed == false)
        #expect(kinds(view) == [.invalidUpdate])
        #expect(view.lab.warnings.first?.message == "Invalid update: invalid number of items in section 0. The number of items "
            + "contained in an existing section after the update (5) must be equal to the number of items contained in that "
            + "section before the update (3), plus or minus the number of items inserted or deleted from that section "
            + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
            + "(0 moved in, 0 moved out).")
        #expect(view.numberOfItems(inSection: 0) == 5, "the lab carries on with the data source's counts")
        #expect(view.indexPathsForVisibleItems.count == 5)
    }

    @Test func aValidUpdateRaisesNothing() {
        let (view, dataSource) = laidOut(ColumnLayout(), counts: [3])
        view.performBatchUpdates {
            dataSource.counts = [4]
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(view.lab.warnings.isEmpty)
    }

    @Test func aNegativeCountAndASectionOutOfRangeAreReportedAndReadAsZero() {
        let (view, dataSource) = laidOut(ColumnLayout(), counts: [2])
        dataSource.counts = [-4]
        view.reloadData()
        #expect(view.numberOfItems(inSection: 0) == 0)
        #expect(view.numberOfItems(inSection: 7) == 0)
        #expect(kinds(view) == [.countOutOfRange, .countOutOfRange])
    }
}
