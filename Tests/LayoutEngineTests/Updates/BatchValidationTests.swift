import Testing
import LayoutEngine

/// One written case per rule of docs/batch-updates.md, each asserting the exact error (and its
/// message once), plus what UIKit accepts at the edges of each rule.
@Suite struct BatchValidationTests {
    private func validate(_ changes: [BatchChange], _ before: [Int], _ after: [Int],
                          mode: BatchValidationMode = .strict) throws(BatchUpdateError) -> BatchIndexMapping {
        try BatchUpdate(changes).validated(itemCountsBefore: before, itemCountsAfter: after, mode: mode)
    }

    /// The error in strict mode (the rules as numbered); `absorbing` tests say so.
    private func error(_ changes: [BatchChange], _ before: [Int], _ after: [Int],
                       mode: BatchValidationMode = .strict) -> BatchUpdateError? {
        do {
            _ = try validate(changes, before, after, mode: mode)
            return nil
        } catch {
            return error
        }
    }

    @Test func rule1_sectionOutOfRange() {
        #expect(error([.deleteSection(2)], [1, 1], [1]) == .sectionOutOfRange(.deleteSection(2), section: 2, sectionCount: 2, side: .beforeUpdate))
        #expect(error([.insertSection(3)], [1, 1], [1, 1, 0]) == .sectionOutOfRange(.insertSection(3), section: 3, sectionCount: 3, side: .afterUpdate))
        #expect(error([.moveSection(0, to: -1)], [1, 1], [1, 1]) == .sectionOutOfRange(.moveSection(0, to: -1), section: -1, sectionCount: 2, side: .afterUpdate))
        #expect(error([.insertItem(IndexPath(item: 0, section: 1))], [1], [2]) == .sectionOutOfRange(.insertItem(IndexPath(item: 0, section: 1)), section: 1, sectionCount: 1, side: .afterUpdate))
        #expect(error([.deleteSection(2)], [1, 1], [1])?.description
                == "invalid batch update (rule 1): delete section 2 names section 2, but there are only 2 sections before the update")
    }

    @Test func rule2_sectionChangedTwice() {
        #expect(error([.deleteSection(0), .deleteSection(0)], [1, 1], [1]) == .sectionChangedTwice(section: 0, side: .beforeUpdate, .deleteSection(0), .deleteSection(0)))
        #expect(error([.moveSection(0, to: 1), .deleteSection(0)], [1, 1, 1], [1, 1]) == .sectionChangedTwice(section: 0, side: .beforeUpdate, .deleteSection(0), .moveSection(0, to: 1)))
        #expect(error([.reloadSection(1), .moveSection(1, to: 0)], [1, 1], [1, 1]) == .sectionChangedTwice(section: 1, side: .beforeUpdate, .reloadSection(1), .moveSection(1, to: 0)))
        #expect(error([.moveSection(0, to: 1), .insertSection(1)], [1, 1], [1, 1, 1]) == .sectionChangedTwice(section: 1, side: .afterUpdate, .moveSection(0, to: 1), .insertSection(1)))
        #expect(error([.moveSection(0, to: 1), .moveSection(1, to: 1)], [1, 1], [1, 1]) == .sectionChangedTwice(section: 1, side: .afterUpdate, .moveSection(0, to: 1), .moveSection(1, to: 1)))
        #expect(error([.deleteSection(0), .deleteSection(0)], [1, 1], [1])?.description
                == "invalid batch update (rule 2): section 0 before the update is changed twice: delete section 0 and delete section 0")
        // Accepted: a swap of two sections is two moves, one per side each.
        #expect(error([.moveSection(0, to: 1), .moveSection(1, to: 0)], [1, 2], [2, 1]) == nil)
    }

    @Test func rule3_sectionCountMismatch() {
        #expect(error([.deleteSection(0)], [1, 1], [1, 1]) == .sectionCountMismatch(before: 2, after: 2, inserted: 0, deleted: 1))
        #expect(error([], [1], []) == .sectionCountMismatch(before: 1, after: 0, inserted: 0, deleted: 0))
        #expect(error([], [1], [])?.description
                == "invalid batch update (rule 3): invalid number of sections: 0 after the update must equal 1 before it, plus 0 inserted, minus 0 deleted")
        #expect(error([.deleteSection(0), .insertSection(0)], [3], [5]) == nil)
    }

    @Test func rule4_itemOutOfRange() {
        let delete = BatchChange.deleteItem(IndexPath(item: 3, section: 0))
        #expect(error([delete], [3], [2]) == .itemOutOfRange(delete, itemCount: 3, side: .beforeUpdate))
        let insert = BatchChange.insertItem(IndexPath(item: 4, section: 0))
        #expect(error([insert], [3], [4]) == .itemOutOfRange(insert, itemCount: 4, side: .afterUpdate))
        let move = BatchChange.moveItem(IndexPath(item: 0, section: 0), to: IndexPath(item: -1, section: 0))
        #expect(error([move], [3], [3]) == .itemOutOfRange(move, itemCount: 3, side: .afterUpdate))
        #expect(error([delete], [3], [2])?.description
                == "invalid batch update (rule 4): delete item [0, 3] names an item that does not exist: its section has 3 items before the update")
        // Accepted: inserting at the end, deleting the last.
        #expect(error([.insertItem(IndexPath(item: 3, section: 0))], [3], [4]) == nil)
        #expect(error([.deleteItem(IndexPath(item: 2, section: 0))], [3], [2]) == nil)
    }

    /// UIKit's distinct faults, each its own case (all rule 5).
    @Test func rule5_itemChangedTwice() {
        let path = IndexPath(item: 1, section: 0)
        #expect(error([.deleteItem(path), .deleteItem(path)], [3], [2]) == .duplicateItemChange(.deleteItem(path)))
        #expect(error([.reloadItem(path), .reloadItem(path)], [3], [3]) == .duplicateItemChange(.reloadItem(path)))
        #expect(error([.reloadItem(path), .deleteItem(path)], [3], [2]) == .itemDeletedAndReloaded(path))
        let move = BatchChange.moveItem(path, to: IndexPath(item: 0, section: 0))
        #expect(error([move, .deleteItem(path)], [3], [2]) == .itemDeletedAndMoved(path, move: move))
        #expect(error([.reloadItem(path), move], [3], [3]) == .itemReloadedAndMoved(path, move: move))
        #expect(error([move, move], [3], [3]) == .duplicateItemChange(move))
        let otherMove = BatchChange.moveItem(path, to: IndexPath(item: 2, section: 0))
        #expect(error([move, otherMove], [3], [3]) == .movesNotOneToOne(path, side: .beforeUpdate, move, otherMove))
        let intoSame = BatchChange.moveItem(IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(error([move, intoSame], [3], [3]) == .movesNotOneToOne(IndexPath(item: 0, section: 0), side: .afterUpdate, move, intoSame))
        let insert = BatchChange.insertItem(IndexPath(item: 0, section: 0))
        #expect(error([insert, move], [3], [4]) == .itemInsertedAndMovedInto(IndexPath(item: 0, section: 0), move: move))
        #expect(error([insert, insert], [3], [5]) == .duplicateItemChange(insert))
        #expect(error([.deleteItem(path), .deleteItem(path)], [3], [2])?.description
                == "invalid batch update (rule 5): delete item [0, 1] is listed twice")
        #expect(error([move, otherMove], [3], [3])?.description
                == "invalid batch update (rule 5): moves are not one to one: item [0, 1] is moved twice: move item [0, 1] to [0, 0] and move item [0, 1] to [0, 2]")
        #expect(error([insert, move], [3], [4])?.description
                == "invalid batch update (rule 5): position [0, 0] after the update is both inserted into and moved into (move item [0, 1] to [0, 0])")
        #expect(error([move, intoSame], [3], [3])?.rule == 5)
        // Accepted: deleting a position and inserting at the same position (different sides).
        #expect(error([.deleteItem(path), .insertItem(path)], [3], [3]) == nil)
    }

    /// A negative count is refused before any rule, naming the section and the side.
    @Test func rule0_negativeItemCount() {
        #expect(error([], [2, -1], [2, -1]) == .negativeItemCount(section: 1, count: -1, side: .beforeUpdate))
        #expect(error([.deleteSection(9)], [2], [-3]) == .negativeItemCount(section: 0, count: -3, side: .afterUpdate))
        #expect(error([], [2], [-3])?.description
                == "invalid batch update (rule 0): section 0 has -3 items after the update; a count cannot be negative")
        #expect(error([], [2], [-3], mode: .absorbing)?.rule == 0)
    }

    @Test func rule6_itemInChangedSection() {
        let deleteInDeleted = BatchChange.deleteItem(IndexPath(item: 0, section: 1))
        #expect(error([.deleteSection(1), deleteInDeleted], [2, 2], [2]) == .itemInChangedSection(deleteInDeleted, sectionChange: .deleteSection(1)))
        let moveOut = BatchChange.moveItem(IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
        #expect(error([.deleteSection(1), moveOut], [2, 2], [3]) == .itemInChangedSection(moveOut, sectionChange: .deleteSection(1)))
        let moveIn = BatchChange.moveItem(IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(error([.insertSection(1), moveIn], [2], [1, 1]) == .itemInChangedSection(moveIn, sectionChange: .insertSection(1)))
        let insertInReloaded = BatchChange.insertItem(IndexPath(item: 0, section: 0))
        #expect(error([.reloadSection(0), insertInReloaded], [2], [3]) == .itemInChangedSection(insertInReloaded, sectionChange: .reloadSection(0)))
        #expect(error([.deleteSection(1), deleteInDeleted], [2, 2], [2])?.description
                == "invalid batch update (rule 6): delete item [1, 0] is inside a section that is changed as a whole: delete section 1")
        // Accepted: items inside a moved section, named on each side in that side's coordinates.
        #expect(error([.moveSection(0, to: 1), .deleteItem(IndexPath(item: 0, section: 0)),
                       .insertItem(IndexPath(item: 1, section: 1))], [2, 5], [5, 2]) == nil)
    }

    /// Absorbing mode (the default): the same deletes and inserts as above are absorbed by their
    /// section's change, as Texture's `_ASHierarchyChangeSet` ignores "item deletes in
    /// reloaded/deleted sections" and "item inserts in reloaded(new)/inserted sections"; moves out
    /// of or into such a section are still refused; an absorbed change must still be in range and
    /// not conflict; the mapping drops it, and maps as the section change alone does.
    @Test func rule6_absorbingMode() throws {
        let deleteInDeleted = BatchChange.deleteItem(IndexPath(item: 0, section: 1))
        let mapping = try validate([.deleteSection(1), deleteInDeleted], [2, 2], [2], mode: .absorbing)
        #expect(mapping.changes == [.deleteSection(1)])
        #expect(mapping.indexPathAfterUpdate(IndexPath(item: 1, section: 0)) == IndexPath(item: 1, section: 0))
        #expect(mapping.indexPathAfterUpdate(IndexPath(item: 0, section: 1)) == nil)
        #expect(try BatchUpdate([.deleteSection(1), deleteInDeleted]).validated(itemCountsBefore: [2, 2], itemCountsAfter: [2])
                == mapping, "absorbing is the default")

        let reloadInReloaded = BatchChange.reloadItem(IndexPath(item: 1, section: 0))
        let insertInReloaded = BatchChange.insertItem(IndexPath(item: 0, section: 0))
        #expect(try validate([.reloadSection(0), reloadInReloaded, insertInReloaded], [2], [3], mode: .absorbing).changes
                == [.reloadSection(0)])
        let insertInInserted = BatchChange.insertItem(IndexPath(item: 0, section: 1))
        #expect(try validate([.insertSection(1), insertInInserted], [2], [2, 1], mode: .absorbing).changes == [.insertSection(1)])

        let moveOut = BatchChange.moveItem(IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
        #expect(error([.deleteSection(1), moveOut], [2, 2], [3], mode: .absorbing) == .itemInChangedSection(moveOut, sectionChange: .deleteSection(1)))
        let moveIntoReloaded = BatchChange.moveItem(IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
        #expect(error([.reloadSection(0), moveIntoReloaded], [2, 2], [3, 1], mode: .absorbing)
                == .itemInChangedSection(moveIntoReloaded, sectionChange: .reloadSection(0)))
        let outOfRange = BatchChange.deleteItem(IndexPath(item: 5, section: 1))
        #expect(error([.deleteSection(1), outOfRange], [2, 2], [2], mode: .absorbing) == .itemOutOfRange(outOfRange, itemCount: 2, side: .beforeUpdate))
        #expect(error([.deleteSection(1), deleteInDeleted, deleteInDeleted], [2, 2], [2], mode: .absorbing)?.rule == 5)
    }

    @Test func rule7_itemCountMismatch() {
        #expect(error([.insertItem(IndexPath(item: 0, section: 0))], [3], [3])
                == .itemCountMismatch(section: 0, after: 3, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
        let across = BatchChange.moveItem(IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(error([across], [2, 2], [2, 3])
                == .itemCountMismatch(section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1))
        // After a section move the count is checked at the section's new position.
        #expect(error([.moveSection(0, to: 1)], [2, 5], [2, 5])
                == .itemCountMismatch(section: 1, after: 5, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(error([.moveSection(0, to: 1)], [2, 5], [5, 2]) == nil)
        #expect(error([.insertItem(IndexPath(item: 0, section: 0))], [3], [3])?.description
                == "invalid batch update (rule 7): invalid number of items in section 0: 3 after the update must equal 3 before it, plus 1 inserted, minus 0 deleted, plus 0 moved in, minus 0 moved out")
        // Accepted: an unreported count change is still a mismatch, but a reloaded section may change size.
        #expect(error([], [3], [4]) == .itemCountMismatch(section: 0, after: 4, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(error([.reloadSection(0)], [3], [7]) == nil)
    }

    @Test func theOrderOfChangesDoesNotChooseTheError() {
        let changes: [BatchChange] = [.deleteItem(IndexPath(item: 9, section: 0)), .deleteSection(4), .insertItem(IndexPath(item: 0, section: 0))]
        let errors = Set([changes, changes.reversed(), [changes[1], changes[0], changes[2]]].map { error($0, [3], [3]) })
        #expect(errors == [.sectionOutOfRange(.deleteSection(4), section: 4, sectionCount: 1, side: .beforeUpdate)])
    }

    @Test func anInvalidBatchChangesNothingInTheCollectionView() throws {
        let layout = FlowLayout()
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 300, height: 400), sections: [.init(itemCount: 4)])
        view.layoutIfNeeded()
        let before = layout.allElements
        #expect(throws: BatchUpdateError.itemCountMismatch(section: 0, after: 4, before: 4, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)) {
            try view.performBatchUpdates(BatchUpdate([.deleteItem(IndexPath(item: 0, section: 0))]), resultingIn: [.init(itemCount: 4)])
        }
        view.layoutIfNeeded()
        #expect(view.sections == [.init(itemCount: 4)])
        #expect(layout.allElements == before)
        #expect(layout.counters.layoutPasses == 1)
    }
}
