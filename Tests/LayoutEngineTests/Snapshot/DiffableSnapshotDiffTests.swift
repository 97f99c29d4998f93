import Testing
@testable import LayoutEngine

/// Hand-written diffs whose batch is known change by change.
@Suite struct DiffableSnapshotDiffTests {
    /// The batch from `old` to `new`, as a set (its order means nothing), after checking that it
    /// is valid for the two snapshots' counts and that applying it gives `new`.
    private func changes(from old: LetterSnapshot, to new: LetterSnapshot,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> Set<BatchChange> {
        let batch = old.batchUpdate(to: new)
        let mapping = try batch.validated(itemCountsBefore: old.itemCounts, itemCountsAfter: new.itemCounts)
        #expect(apply(mapping, to: old, insertingFrom: new) == SnapshotContents(new), sourceLocation: sourceLocation)
        return Set(batch.changes)
    }

    private func at(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func equalSnapshotsNeedNoChange() throws {
        let old = snapshot(["A": ["a", "b"], "B": ["c"]])
        #expect(try changes(from: old, to: old).isEmpty)
        #expect(try changes(from: LetterSnapshot(), to: LetterSnapshot()).isEmpty)
    }

    /// Regression: moving the last item to the front is one move. A naive diff that moves every
    /// item whose index changed would make five.
    @Test func rotatingByOneIsOneMove() throws {
        let old = snapshot(["A": ["a", "b", "c", "d", "e"]])
        let new = snapshot(["A": ["e", "a", "b", "c", "d"]])
        #expect(try changes(from: old, to: new) == [.moveItem(at(0, 4), to: at(0, 0))])
        let naiveMoves = zip(old.itemIdentifiers, new.itemIdentifiers).count { $0 != $1 }
        #expect(naiveMoves == 5)
        // And the other way round.
        #expect(try changes(from: new, to: old) == [.moveItem(at(0, 0), to: at(0, 4))])
    }

    @Test func reversingKeepsOneItem() throws {
        let batch = try changes(from: snapshot(["A": ["a", "b", "c", "d"]]), to: snapshot(["A": ["d", "c", "b", "a"]]))
        #expect(batch.count == 3)
        #expect(batch.allSatisfy { if case .moveItem = $0 { true } else { false } })
    }

    @Test func insertsAndDeletesItemsAtTheirOwnSidesPositions() throws {
        let batch = try changes(from: snapshot(["A": ["a", "b", "c"]]), to: snapshot(["A": ["x", "a", "c", "y"]]))
        #expect(batch == [.deleteItem(at(0, 1)), .insertItem(at(0, 0)), .insertItem(at(0, 3))])
    }

    @Test func sectionsAreInsertedDeletedAndMovedWithTheirItems() throws {
        let old = snapshot(["A": ["a"], "B": ["b"], "C": ["c"], "D": []])
        let new = snapshot(["C": ["c"], "A": ["a"], "E": ["e"], "B": ["b"]])
        #expect(try changes(from: old, to: new) == [.moveSection(2, to: 0), .deleteSection(3), .insertSection(2)])
    }

    /// Of two sections that swap, the later one moves (either is one move); its items that keep
    /// their order relative to each other do not move with a change of their own.
    @Test func itemsKeepTheirPlaceInAMovedSection() throws {
        let old = snapshot(["A": ["a"], "B": ["b1", "b2", "b3"]])
        let new = snapshot(["B": ["b3", "b1", "b2"], "A": ["a"]])
        #expect(try changes(from: old, to: new) == [.moveSection(1, to: 0), .moveItem(at(1, 2), to: at(0, 0))])
    }

    @Test func anItemMovesBetweenSections() throws {
        let old = snapshot(["A": ["a", "b"], "B": ["c"]])
        let new = snapshot(["A": ["a"], "B": ["b", "c"]])
        #expect(try changes(from: old, to: new) == [.moveItem(at(0, 1), to: at(1, 0))])
    }

    /// UIKit forbids item changes inside a deleted section: the item that leaves it is inserted.
    @Test func anItemLeavingADeletedSectionIsInserted() throws {
        let old = snapshot(["A": ["a", "b"], "B": ["c"]])
        let new = snapshot(["B": ["c", "b"]])
        #expect(try changes(from: old, to: new) == [.deleteSection(0), .insertItem(at(0, 1))])
    }

    /// UIKit forbids item changes inside an inserted section: the item that enters it is deleted
    /// from its old section.
    @Test func anItemEnteringAnInsertedSectionIsDeleted() throws {
        let old = snapshot(["A": ["a", "b"]])
        let new = snapshot(["A": ["a"], "N": ["b", "n"]])
        #expect(try changes(from: old, to: new) == [.insertSection(1), .deleteItem(at(0, 1))])
    }

    @Test func aMarkedItemThatStaysIsReloadedAtItsOldPosition() throws {
        let old = snapshot(["A": ["x", "a", "b"]])
        var new = snapshot(["A": ["a", "b", "y"]])
        try new.reloadItems(["b"])
        #expect(try changes(from: old, to: new) == [.deleteItem(at(0, 0)), .insertItem(at(0, 2)), .reloadItem(at(0, 2))])
    }

    /// UIKit cannot move and reload one item: a marked item that moves is deleted and inserted.
    @Test func aMarkedItemThatMovesIsDeletedAndInserted() throws {
        let old = snapshot(["A": ["a", "b", "c"]])
        var new = snapshot(["A": ["c", "a", "b"]])
        try new.reloadItems(["c"])
        #expect(try changes(from: old, to: new) == [.deleteItem(at(0, 2)), .insertItem(at(0, 0))])
    }

    /// A reloaded section's items go and come with it, whatever happened to them.
    @Test func aMarkedSectionIsReloadedAsAWhole() throws {
        let old = snapshot(["A": ["a", "b"], "B": ["c", "d"]])
        var new = snapshot(["A": ["a", "b"], "B": ["d", "x"]])
        try new.reloadSections(["B"])
        #expect(try changes(from: old, to: new) == [.reloadSection(1)])
    }

    @Test func aMarkedSectionThatMovesIsDeletedAndInserted() throws {
        let old = snapshot(["A": ["a"], "B": ["b"], "C": ["c"]])
        var new = snapshot(["B": ["b"], "C": ["c"], "A": ["a"]])
        try new.reloadSections(["A"])
        #expect(try changes(from: old, to: new) == [.deleteSection(0), .insertSection(2)])
    }

    /// Items moving out of and into a reloaded section are inserted and deleted on the other side.
    @Test func itemsCrossingAReloadedSectionAreInsertedOrDeleted() throws {
        let old = snapshot(["A": ["a", "b"], "B": ["c"]])
        var new = snapshot(["A": ["a", "c"], "B": ["b"]])
        try new.reloadSections(["A"])
        #expect(try changes(from: old, to: new) == [.reloadSection(0), .deleteItem(at(1, 0)), .insertItem(at(1, 0))])
    }

    /// Reconfiguring updates cells in place, outside the batch.
    @Test func reconfiguringIsNoChange() throws {
        let old = snapshot(["A": ["a", "b"]])
        var new = old
        try new.reconfigureItems(["a", "b"])
        #expect(try changes(from: old, to: new).isEmpty)
    }

    /// The older snapshot's marks belong to the update that made it.
    @Test func theOlderSnapshotsMarksAreIgnored() throws {
        var old = snapshot(["A": ["a", "b"]])
        try old.reloadItems(["a"])
        try old.reloadSections(["A"])
        #expect(try changes(from: old, to: snapshot(["A": ["a", "b"]])).isEmpty)
    }

    @Test func everythingGoesOrEverythingComes() throws {
        let full = snapshot(["A": ["a", "b"], "B": ["c"]])
        #expect(try changes(from: full, to: LetterSnapshot()) == [.deleteSection(0), .deleteSection(1)])
        #expect(try changes(from: LetterSnapshot(), to: full) == [.insertSection(0), .insertSection(1)])
    }
}
