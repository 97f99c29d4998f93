import Testing
import LayoutEngine

/// What an engine hands UIKit while a batch update animates, and what it keeps per item across
/// one: survivors slide, inserted items fade in, deleted ones fade out where they were, the
/// first visible item stays where it was on screen, and self-sizing measurements follow their
/// items, including answers that arrive with before-update index paths.
@Suite struct BatchTransitionTests {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// A flow of 100 items of 100 × 100 in a 100-wide, 250-tall view: one item per line, 110 apart.
    private func makeList() -> (SimulatedCollectionView, FlowLayout) {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 100, height: 250),
                                           sections: [.init(itemCount: 100)])
        view.layoutIfNeeded()
        return (view, layout)
    }

    @Test func survivorsSlideInsertedItemsFadeInDeletedItemsFadeOut() throws {
        let (view, layout) = makeList()
        view.scroll(to: Point(x: 0, y: 1100))  // items 10 and 11 visible, 12 partly
        let trace = try view.performBatchUpdates(BatchUpdate([.deleteItem(path(10)), .insertItem(path(12))]),
                                                 resultingIn: [.init(itemCount: 100)])
        // Item 11 became item 10 at the top: it slides from where it was (y 1210).
        let slid = try #require(trace.appearing[path(10)])
        #expect(slid.frame.minY == 1210 && slid.alpha == 1 && slid.indexPath == path(10))
        // The inserted item fades in at its new frame.
        let inserted = try #require(trace.appearing[path(12)])
        #expect(inserted.alpha == 0 && inserted.frame == layout.layoutAttributesForItem(at: path(12))?.frame)
        // The deleted item fades out where it was; a survivor goes to its new frame.
        let deleted = try #require(trace.disappearing[path(10)])
        #expect(deleted.alpha == 0 && deleted.frame.minY == 1100)
        let survivor = try #require(trace.disappearing[path(11)])
        #expect(survivor.alpha == 1 && survivor.frame.minY == 1100 && survivor.indexPath == path(10))
        // Outside the update the defaults are UIKit's fades again.
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(10))?.alpha == 0)
    }

    @Test func theFirstVisibleItemStaysWhereItWasOnScreen() throws {
        let (view, _) = makeList()
        view.scroll(to: Point(x: 0, y: 1130))  // item 10 is visible from 30 points above the top
        // Three items inserted above push item 10 to 13; the offset follows it.
        let trace = try view.performBatchUpdates(BatchUpdate([.insertItem(path(0)), .insertItem(path(1)), .insertItem(path(5))]),
                                                 resultingIn: [.init(itemCount: 103)])
        #expect(trace.targetContentOffset == Point(x: 0, y: 1130 + 330))
        #expect(view.bounds.origin == trace.targetContentOffset)
        // Deleting the first visible item (13, 30 points above the top) keeps the next survivor
        // (old 14, 80 points below the top) where it was: it is item 13 now, at 1430.
        let after = try view.performBatchUpdates(BatchUpdate([.deleteItem(path(13))]), resultingIn: [.init(itemCount: 102)])
        #expect(after.targetContentOffset == Point(x: 0, y: 1430 - 80))
        // Near the end the offset is clamped to the content.
        view.scroll(to: Point(x: 0, y: 102 * 110 - 10 - 250))
        let clamped = try view.performBatchUpdates(BatchUpdate((0..<50).map { .deleteItem(path($0)) }), resultingIn: [.init(itemCount: 52)])
        #expect(clamped.targetContentOffset == Point(x: 0, y: 52 * 110 - 10 - 250))
    }

    /// Measured sizes follow their items through moves and deletes; inserted and reloaded items
    /// start at the estimate again. The expected layout is a flow with those sizes given per item.
    @Test(arguments: [false, true])
    func selfSizingMeasurementsFollowTheirItems(answersArriveBeforePrepare: Bool) throws {
        let preferred = (0..<8).map { Size(width: 20 + Double($0) * 7, height: 30 + Double($0) * 5) }
        let estimate = Size(width: 50, height: 50)
        let layout = FlowLayout()
        layout.estimatedItemSize = estimate
        var section = SimulatedCollectionView.Section(itemCount: 8, preferredSizes: ContiguousArray(preferred))
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 200, height: 2000), sections: [section])
        view.layoutIfNeeded()
        var measured = Set<Int>()
        if !answersArriveBeforePrepare {
            view.selfSizeVisibleCells()
            view.layoutIfNeeded()
            measured = Set(0..<8)
        }
        // Identities 0…7; after: 7 moved to the front, 2 deleted, 4 reloaded, a new item at 5.
        let order = [7, 0, 1, 3, 4, -1, 5, 6]
        section.preferredSizes = ContiguousArray(order.map { $0 < 0 ? Size(width: 99, height: 99) : preferred[$0] })
        section.itemCount = order.count
        let batch = BatchUpdate([.moveItem(path(7), to: path(0)), .deleteItem(path(2)), .reloadItem(path(4)), .insertItem(path(5))])
        try view.performBatchUpdates(batch, resultingIn: [section], order: BatchCallOrder(selfSizingBeforePrepare: answersArriveBeforePrepare))
        if answersArriveBeforePrepare {
            // Every visible cell answered with its before-update index path; deleted and reloaded ones are dropped.
            measured = [0, 1, 3, 5, 6, 7]
        } else {
            measured.subtract([2, 4])
        }
        let expectedLayout = FlowLayout()
        var sized = SimulatedCollectionView.Section(itemCount: order.count)
        sized.itemSizes = ContiguousArray(order.map { $0 >= 0 && measured.contains($0) ? preferred[$0] : estimate })
        let expectedView = SimulatedCollectionView(layout: expectedLayout, bounds: view.bounds, sections: [sized])
        expectedView.layoutIfNeeded()
        #expect(layout.layoutAttributesForElements(in: .infinite) == expectedLayout.layoutAttributesForElements(in: .infinite))
    }

    /// Seed 000's batch-update example on its column flow: the reloads first, in a batch of their
    /// own, then deletes, inserts and moves together; the data is changed as the sample does
    /// (deletes in descending order, then inserts in ascending order, a move split into both).
    @Test func seed000BatchUpdateExample() throws {
        let layout = ColumnFlowLayout()
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                           sections: [.init(itemCount: 10)])
        view.layoutIfNeeded()
        var people = Array(0..<10)
        // Reloads: no movement, so every frame stays.
        let before = layout.allElements
        try view.performBatchUpdates(BatchUpdate([.reloadItem(path(2)), .reloadItem(path(7))]), resultingIn: [.init(itemCount: 10)])
        #expect(layout.allElements == before)
        // delete 1, insert a new person at 3, move 6 to 0.
        var deletes = [1, 6], inserts: [(person: Int, index: Int)] = [(100, 3), (people[6], 0)]
        for index in deletes.sorted().reversed() { people.remove(at: index) }
        for insert in inserts.sorted(by: { $0.index < $1.index }) { people.insert(insert.person, at: insert.index) }
        deletes.removeAll()
        inserts.removeAll()
        #expect(people == [6, 0, 2, 100, 3, 4, 5, 7, 8, 9])
        let batch = BatchUpdate([.deleteItem(path(1)), .insertItem(path(3)), .moveItem(path(6), to: path(0))])
        let trace = try view.performBatchUpdates(batch, resultingIn: [.init(itemCount: people.count)])
        #expect(trace.mapping.indexPathAfterUpdate(path(6)) == path(0))
        #expect(trace.mapping.indexPathAfterUpdate(path(0)) == path(1))
        #expect(trace.mapping.indexPathAfterUpdate(path(2)) == path(2))
        #expect(trace.mapping.indexPathAfterUpdate(path(3)) == path(4))
        let fresh = ColumnFlowLayout()
        let freshView = SimulatedCollectionView(layout: fresh, bounds: view.bounds, sections: [.init(itemCount: people.count)])
        freshView.layoutIfNeeded()
        #expect(layout.allElements == fresh.allElements)
        // The moved person slides from where item 6 was.
        #expect(trace.appearing[path(0)]?.frame == before.first { $0.indexPath == path(6) }?.frame)
    }
}
