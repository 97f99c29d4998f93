import Testing
@testable import LayoutEngine

/// The snapshot API a client uses: the bulk initialisers, validation from snapshots, and a batch
/// applied to plain data and to a snapshot.
@Suite struct SnapshotBatchApplyingTests {
    @Test func theBulkInitialiserBuildsWhatAppendingBuilds() throws {
        #expect(try LetterSnapshot(sections: [(section: "A", items: ["a", "b"]), (section: "B", items: [])])
                == snapshot(["A": ["a", "b"], "B": []]))
        #expect(try LetterSnapshot(section: "A", items: ["a"]) == snapshot(["A": ["a"]]))
        #expect(throws: LetterSnapshotError.sectionListedTwice("A")) {
            try LetterSnapshot(sections: [(section: "A", items: ["a"]), (section: "A", items: [])])
        }
        #expect(throws: LetterSnapshotError.itemListedTwice("a")) {
            try LetterSnapshot(sections: [(section: "A", items: ["a"]), (section: "B", items: ["b", "a"])])
        }
    }

    /// On seeded random snapshots, the bulk initialiser equals one `appendSections` and one
    /// `appendItems` per section, and every query agrees.
    @Test func bulkBuildingAgreesWithAppendingOnRandomSnapshots() throws {
        for seed: UInt64 in 1...300 {
            var pairs = RandomSnapshotPairs(seed: seed)
            let (_, new) = try pairs.next(maxItems: 60)
            let sections = new.sectionIdentifiers.map { (section: $0, items: new.itemIdentifiers(inSection: $0)!) }
            var appended = NumberSnapshot()
            for entry in sections {
                try appended.appendSections([entry.section])
                try appended.appendItems(entry.items, toSection: entry.section)
            }
            let bulk = try NumberSnapshot(sections: sections)
            #expect(bulk == appended, "seed \(seed)")
            #expect(bulk.itemIdentifiers.allSatisfy { bulk.indexPath(for: $0) == appended.indexPath(for: $0)
                && bulk.indexOfItem($0) == appended.indexOfItem($0) }, "seed \(seed)")
        }
    }

    /// By hand: sections [a b c] [d]; delete [0, 1] (b), move [0, 0] (a) to [1, 1], insert [1, 0];
    /// counts after [1, 3]. Section 0 keeps c; section 1 has the insert at 0, a at 1, and its
    /// survivor d at the first free position, 2.
    @Test func aBatchAppliesToPlainData() throws {
        let batch = BatchUpdate([.deleteItem(IndexPath(item: 1, section: 0)),
                                 .moveItem(IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)),
                                 .insertItem(IndexPath(item: 0, section: 1))])
        let after = try BatchUpdate.apply(batch, to: [["a", "b", "c"], ["d"]], itemCountsAfter: [1, 3]) { "new \($0)" }
        #expect(after == [["c"], ["new [1, 0]", "a", "d"]])
        #expect(throws: BatchUpdateError.itemCountMismatch(section: 1, after: 2, before: 1, inserted: 1, deleted: 0, movedIn: 1, movedOut: 0)) {
            try BatchUpdate.apply(batch, to: [["a", "b", "c"], ["d"]], itemCountsAfter: [1, 2]) { "new \($0)" }
        }
    }

    /// By hand: A [a b], B [c]; insert section 0 (one item), delete item a and section B; counts
    /// after [1, 1]: the new section N [n0], then A with b. The batch also validates from the two
    /// snapshots.
    @Test func aBatchAppliesToASnapshot() throws {
        let old = snapshot(["A": ["a", "b"], "B": ["c"]])
        let batch = BatchUpdate([.insertSection(0), .deleteSection(1), .deleteItem(IndexPath(item: 0, section: 0))])
        let new = try old.apply(batch, itemCountsAfter: [1, 1], newSection: { _ in "N" }, newItem: { "n\($0.item)" })
        #expect(new == snapshot(["N": ["n0"], "A": ["b"]]))
        let mapping = try batch.validated(from: old, to: new)
        #expect(mapping.insertedSections == [0] && mapping.deletedSections == [1] && mapping.deletedItems == [IndexPath(item: 0, section: 0)])
        #expect(throws: LetterSnapshotError.itemListedTwice("b")) {
            try old.apply(batch, itemCountsAfter: [1, 1], newSection: { _ in "N" }, newItem: { _ in "b" })
        }
    }

    /// On seeded random pairs, the diff applied to the older snapshot, with the newer one's
    /// identifiers for what is new, gives the newer one (without marks); and the same batch on
    /// plain data moves every survivor where the mapping says.
    @Test func theDiffAppliedReachesTheNewerSnapshot() throws {
        for seed: UInt64 in 1...400 {
            var pairs = RandomSnapshotPairs(seed: seed)
            let (old, new) = try pairs.next(maxItems: 60)
            let batch = old.batchUpdate(to: new)
            let reached = try old.apply(batch, itemCountsAfter: new.itemCounts, mode: .strict,
                                        newSection: { new.sectionIdentifiers[$0] }, newItem: { new.itemIdentifier(at: $0)! })
            #expect(SnapshotContents(reached) == SnapshotContents(new), "seed \(seed)")
            let mapping = try batch.validated(from: old, to: new, mode: .strict)
            #expect(mapping.movedItems.allSatisfy { new.itemIdentifier(at: $0.value) == old.itemIdentifier(at: $0.key) }, "seed \(seed)")
        }
    }
}
