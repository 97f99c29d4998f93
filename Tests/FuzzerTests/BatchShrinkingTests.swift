import Testing
@testable import FuzzCore
@testable import Workloads
import LayoutEngine

/// A batch shrinks change by change and item by item, its counts and data after following, and
/// stays a valid input on the data it then meets. Expected batches derived by hand.
@Suite struct BatchShrinkingTests {
    typealias Section = SimulatedCollectionView.Section
    let a = Size(width: 10, height: 10), b = Size(width: 20, height: 20), c = Size(width: 30, height: 30), x = Size(width: 40, height: 40)

    /// Items 0, 1, 2; item 0 deleted, item 100 inserted at 1: after, 1, 100, 2.
    var step: LayoutOperation {
        .batchUpdate(RandomBatchUpdate(batch: BatchUpdate([.deleteItem(IndexPath(item: 0, section: 0)), .insertItem(IndexPath(item: 1, section: 0))]),
                                       itemsBefore: [[0, 1, 2]], itemCountsAfter: [3], itemsAfter: [[1, 100, 2]], corruption: nil),
                     sectionsAfter: [Section(itemCount: 3, itemSizes: [b, x, c])], order: .polite)
    }
    var before: [Section] { [Section(itemCount: 3, itemSizes: [a, b, c])] }

    @Test func removingADeletedItemDropsItsDeleteAndRenumbersTheInsert() throws {
        let batch = try #require(BatchShrinking(step, before: before))
        #expect(step.isValidInput(on: before))
        let (operation, dataBefore) = try #require(batch.applying(.items([0])))
        #expect(dataBefore == [Section(itemCount: 2, itemSizes: [b, c])])
        guard case .batchUpdate(let update, let after, _) = operation else { Issue.record("not a batch"); return }
        #expect(update.batch.changes == [.insertItem(IndexPath(item: 1, section: 0))])
        #expect(update.itemsBefore == [[1, 2]] && update.itemsAfter == [[1, 100, 2]] && update.itemCountsAfter == [3])
        #expect(after == [Section(itemCount: 3, itemSizes: [b, x, c])])
        #expect(operation.isValidInput(on: dataBefore))
    }

    @Test func removingAnInsertedItemDropsItsInsertAndTheCountFollows() throws {
        let batch = try #require(BatchShrinking(step, before: before))
        let (operation, dataBefore) = try #require(batch.applying(.items([100])))
        #expect(dataBefore == before)
        guard case .batchUpdate(let update, let after, _) = operation else { Issue.record("not a batch"); return }
        #expect(update.batch.changes == [.deleteItem(IndexPath(item: 0, section: 0))])
        #expect(update.itemsAfter == [[1, 2]] && update.itemCountsAfter == [2])
        #expect(after == [Section(itemCount: 2, itemSizes: [b, c])])
        #expect(operation.isValidInput(on: dataBefore))
    }

    @Test func droppingAnInsertedSectionMovesTheLaterInsertsDown() throws {
        // No items before; sections 0 and 1 inserted, with items 0 and 1, 2.
        let step = LayoutOperation.batchUpdate(
            RandomBatchUpdate(batch: BatchUpdate([.insertSection(1), .insertSection(0)]), itemsBefore: [], itemCountsAfter: [1, 2],
                              itemsAfter: [[0], [1, 2]], corruption: nil),
            sectionsAfter: [Section(itemCount: 1, itemSizes: [a]), Section(itemCount: 2, itemSizes: [b, c])], order: .polite)
        let batch = try #require(BatchShrinking(step, before: []))
        #expect(batch.cuts.first == .insertedSection(0))
        let (operation, _) = try #require(batch.applying(.insertedSection(0)))
        guard case .batchUpdate(let update, let after, _) = operation else { Issue.record("not a batch"); return }
        #expect(update.batch.changes == [.insertSection(0)] && update.itemsAfter == [[1, 2]] && update.itemCountsAfter == [2])
        #expect(after == [Section(itemCount: 2, itemSizes: [b, c])])
        #expect(operation.isValidInput(on: []))
    }

    @Test func anInvalidBatchIsNotTakenApart() {
        let invalid = LayoutOperation.batchUpdate(
            RandomBatchUpdate(batch: BatchUpdate([.deleteItem(IndexPath(item: 5, section: 0))]), itemsBefore: [[0, 1, 2]],
                              itemCountsAfter: [2], itemsAfter: nil, corruption: .itemOutOfRangeBefore),
            sectionsAfter: before, order: .polite)
        #expect(BatchShrinking(invalid, before: before) == nil)
    }
}
