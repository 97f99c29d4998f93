import Testing
import LayoutEngine

/// The mapping on written batches, checked position by position against the batch applied by
/// hand; the random comparison with the reference model is in FuzzerTests.
@Suite struct BatchIndexMappingTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Seed 000's second batch on one section of eight people: delete 1 and 5, insert at 0 and 4,
    /// move 6 to 2 (the sample splits the move into a delete and an insert of the same person).
    @Test func mapsSurvivorsAroundDeletesInsertsAndAMove() throws {
        let batch = BatchUpdate([.deleteItem(path(0, 1)), .deleteItem(path(0, 5)), .insertItem(path(0, 0)),
                                 .insertItem(path(0, 4)), .moveItem(path(0, 6), to: path(0, 2))])
        let mapping = try batch.validated(itemCountsBefore: [8], itemCountsAfter: [8])
        // Literal application: people a…h; remove b, f, g (the move's source); insert X at 0, g at 2, Y at 4.
        let before = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let after = ["X", "a", "g", "c", "Y", "d", "e", "h"]
        for (index, person) in before.enumerated() {
            let expected = after.firstIndex(of: person).map { path(0, $0) }
            #expect(mapping.indexPathAfterUpdate(path(0, index)) == expected, "\(person)")
        }
        for (index, person) in after.enumerated() {
            let expected = before.firstIndex(of: person).map { path(0, $0) }
            #expect(mapping.indexPathBeforeUpdate(path(0, index)) == expected, "\(person)")
        }
        #expect(mapping.firstChangedPosition == path(0, 0))
        #expect(mapping.indexPathAfterUpdate(path(0, 8)) == nil && mapping.indexPathBeforeUpdate(path(0, -1)) == nil)
    }

    @Test func mapsSectionMovesAndTheItemsInsideThem() throws {
        // Sections A(2) B(3) C(1): delete A, move C before B, insert item 0 into B (now section 1).
        let batch = BatchUpdate([.deleteSection(0), .moveSection(2, to: 0), .insertItem(path(1, 0))])
        let mapping = try batch.validated(itemCountsBefore: [2, 3, 1], itemCountsAfter: [1, 4])
        #expect(mapping.sectionAfterUpdate(0) == nil)
        #expect(mapping.sectionAfterUpdate(1) == 1)
        #expect(mapping.sectionAfterUpdate(2) == 0)
        #expect(mapping.sectionBeforeUpdate(0) == 2 && mapping.sectionBeforeUpdate(1) == 1)
        #expect(mapping.indexPathAfterUpdate(path(1, 0)) == path(1, 1))
        #expect(mapping.indexPathAfterUpdate(path(2, 0)) == path(0, 0))
        #expect(mapping.indexPathAfterUpdate(path(0, 1)) == nil)
        #expect(mapping.indexPathBeforeUpdate(path(1, 0)) == nil)
        #expect(mapping.indexPathBeforeUpdate(path(1, 3)) == path(1, 2))
        #expect(mapping.firstChangedPosition == path(0, 0))
    }

    @Test func aReloadedItemSurvivesAndAReloadedSectionDoesNot() throws {
        let mapping = try BatchUpdate([.reloadItem(path(0, 1)), .reloadSection(1)])
            .validated(itemCountsBefore: [3, 2], itemCountsAfter: [3, 5])
        #expect(mapping.indexPathAfterUpdate(path(0, 1)) == path(0, 1))
        #expect(mapping.isReloaded(itemBeforeUpdate: path(0, 1)) && !mapping.isReloaded(itemBeforeUpdate: path(0, 0)))
        #expect(mapping.indexPathAfterUpdate(path(1, 0)) == nil && mapping.indexPathBeforeUpdate(path(1, 4)) == nil)
        #expect(mapping.sectionAfterUpdate(1) == 1)
        #expect(mapping.firstChangedPosition == path(0, 1))
        #expect(mapping.updateItems == [
            CollectionViewUpdateItem(updateAction: .reload, indexPathBeforeUpdate: IndexPath(item: Int.max, section: 1),
                                     indexPathAfterUpdate: IndexPath(item: Int.max, section: 1)),
            CollectionViewUpdateItem(updateAction: .reload, indexPathBeforeUpdate: path(0, 1), indexPathAfterUpdate: path(0, 1)),
        ])
    }

    @Test func anEmptyBatchMapsEveryPositionToItself() throws {
        let mapping = try BatchUpdate().validated(itemCountsBefore: [2, 0, 3], itemCountsAfter: [2, 0, 3])
        #expect(mapping.firstChangedPosition == nil)
        for section in 0..<3 {
            for item in 0..<[2, 0, 3][section] {
                #expect(mapping.indexPathAfterUpdate(path(section, item)) == path(section, item))
                #expect(mapping.indexPathBeforeUpdate(path(section, item)) == path(section, item))
            }
        }
    }
}
