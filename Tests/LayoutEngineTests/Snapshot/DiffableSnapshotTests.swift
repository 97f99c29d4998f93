import Testing
@testable import LayoutEngine

/// Every edit and query of a snapshot by hand, then random edits against a plain reference model.
@Suite struct DiffableSnapshotTests {
    @Test func anEmptySnapshotHoldsNothing() {
        let empty = LetterSnapshot()
        #expect(empty.numberOfSections == 0 && empty.numberOfItems == 0)
        #expect(empty.sectionIdentifiers.isEmpty && empty.itemIdentifiers.isEmpty && empty.itemCounts.isEmpty)
        #expect(empty.indexOfSection("A") == nil && empty.indexOfItem("a") == nil && empty.indexPath(for: "a") == nil)
        #expect(empty.numberOfItems(inSection: "A") == nil && empty.itemIdentifiers(inSection: "A") == nil)
        #expect(empty.itemIdentifier(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func queriesFindEveryIdentifier() {
        let snapshot = snapshot(["A": ["a", "b"], "B": [], "C": ["c", "d", "e"]])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: "C") == 3 && snapshot.numberOfItems(inSection: "B") == 0)
        #expect(snapshot.itemCounts == [2, 0, 3])
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(snapshot.itemIdentifiers(inSection: "C") == ["c", "d", "e"])
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(snapshot.indexOfItem("d") == 3)   // flat, as UIKit's
        #expect(snapshot.indexPath(for: "d") == IndexPath(item: 1, section: 2))
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 1, section: 2)) == "d")
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b") == "A")
        #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
    }

    @Test func sectionsAreAppendedAndInserted() throws {
        var snapshot = LetterSnapshot()
        try snapshot.appendSections(["B", "D"])
        try snapshot.insertSections(["A"], beforeSection: "B")
        try snapshot.insertSections(["C"], afterSection: "B")
        try snapshot.insertSections(["E", "F"], afterSection: "D")
        try snapshot.appendSections([])
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C", "D", "E", "F"])
        #expect(snapshot.indexOfSection("E") == 4)
        #expect(snapshot.itemCounts == [0, 0, 0, 0, 0, 0])
    }

    @Test func itemsAreAppendedToANamedOrTheLastSection() throws {
        var snapshot = snapshot(["A": ["a"], "B": ["b"]])
        try snapshot.appendItems(["x", "y"])
        try snapshot.appendItems(["z"], toSection: "A")
        #expect(SnapshotContents(snapshot) == SnapshotContents(sections: ["A", "B"], items: [["a", "z"], ["b", "x", "y"]]))
        #expect(snapshot.indexOfItem("x") == 3)
    }

    @Test func itemsAreInsertedNextToAnAnchor() throws {
        var snapshot = snapshot(["A": ["a", "c"], "B": ["d"]])
        try snapshot.insertItems(["b"], beforeItem: "c")
        try snapshot.insertItems(["0"], beforeItem: "a")
        try snapshot.insertItems(["e", "f"], afterItem: "d")
        try snapshot.insertItems(["c2"], afterItem: "c")
        #expect(SnapshotContents(snapshot) == SnapshotContents(sections: ["A", "B"], items: [["0", "a", "b", "c", "c2"], ["d", "e", "f"]]))
        #expect(snapshot.indexPath(for: "c2") == IndexPath(item: 4, section: 0))
        #expect(snapshot.indexOfItem("f") == 7)
    }

    @Test func deletingSectionsTakesTheirItemsAndMarks() throws {
        var snapshot = snapshot(["A": ["a"], "B": ["b", "c"], "C": ["d"], "D": []])
        try snapshot.reloadItems(["b", "d"])
        try snapshot.reloadSections(["B", "C"])
        try snapshot.deleteSections(["B", "D", "B"])
        #expect(SnapshotContents(snapshot) == SnapshotContents(sections: ["A", "C"], items: [["a"], ["d"]]))
        #expect(snapshot.indexPath(for: "b") == nil && snapshot.indexOfSection("B") == nil)
        #expect(snapshot.indexPath(for: "d") == IndexPath(item: 0, section: 1))
        #expect(snapshot.reloadedItemIdentifiers == ["d"])
        #expect(snapshot.reloadedSectionIdentifiers == ["C"])
        try snapshot.deleteSections([])
        #expect(snapshot.numberOfSections == 2)
    }

    @Test func sectionsMoveWithTheirItems() throws {
        var snapshot = snapshot(["A": ["a"], "B": ["b"], "C": ["c"], "D": ["d"]])
        try snapshot.moveSection("A", afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "A", "D"])
        try snapshot.moveSection("D", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["D", "B", "C", "A"])
        try snapshot.moveSection("B", beforeSection: "C")   // already there
        #expect(snapshot.sectionIdentifiers == ["D", "B", "C", "A"])
        try snapshot.moveSection("C", afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["D", "B", "A", "C"])
        #expect(snapshot.itemIdentifiers == ["d", "b", "a", "c"])
        #expect(snapshot.indexPath(for: "a") == IndexPath(item: 0, section: 2) && snapshot.indexOfItem("c") == 3)
    }

    @Test func itemsAreDeletedFromAnySection() throws {
        var snapshot = snapshot(["A": ["a", "b", "c"], "B": ["d", "e"]])
        try snapshot.reconfigureItems(["b", "e"])
        try snapshot.deleteItems(["b", "d", "b"])
        #expect(SnapshotContents(snapshot) == SnapshotContents(sections: ["A", "B"], items: [["a", "c"], ["e"]]))
        #expect(snapshot.indexPath(for: "c") == IndexPath(item: 1, section: 0) && snapshot.indexOfItem("e") == 2)
        #expect(snapshot.reconfiguredItemIdentifiers == ["e"])
        try snapshot.deleteItems([])
        #expect(snapshot.numberOfItems == 3)
    }

    @Test func deletingAllItemsDeletesTheSectionsToo() throws {
        var snapshot = snapshot(["A": ["a"], "B": ["b"]])
        try snapshot.reloadSections(["A"])
        snapshot.deleteAllItems()
        #expect(snapshot == LetterSnapshot())
    }

    @Test func itemsMoveWithinAndBetweenSections() throws {
        var snapshot = snapshot(["A": ["a", "b", "c"], "B": ["d"]])
        try snapshot.moveItem("a", afterItem: "c")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["b", "c", "a"])
        try snapshot.moveItem("a", beforeItem: "b")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a", "b", "c"])
        try snapshot.moveItem("b", beforeItem: "c")   // already there
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a", "b", "c"])
        try snapshot.moveItem("b", afterItem: "d")
        try snapshot.moveItem("d", beforeItem: "a")
        #expect(SnapshotContents(snapshot) == SnapshotContents(sections: ["A", "B"], items: [["d", "a", "c"], ["b"]]))
        #expect(snapshot.indexPath(for: "b") == IndexPath(item: 0, section: 1))
        #expect(snapshot.sectionIdentifier(containingItem: "d") == "A")
    }

    @Test func marksAreKeptInSnapshotOrderAndFollowMoves() throws {
        var snapshot = snapshot(["A": ["a", "b"], "B": ["c"]])
        try snapshot.reloadItems(["c", "a", "c"])
        try snapshot.reconfigureItems(["b"])
        try snapshot.reloadSections(["B", "A"])
        #expect(snapshot.reloadedItemIdentifiers == ["a", "c"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        #expect(snapshot.reloadedSectionIdentifiers == ["A", "B"])
        try snapshot.moveItem("c", beforeItem: "a")
        try snapshot.moveSection("A", afterSection: "B")
        #expect(snapshot.reloadedItemIdentifiers == ["c", "a"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
    }

    @Test func equalityIncludesTheMarks() throws {
        let plain = snapshot(["A": ["a"]])
        var reloaded = plain, reconfigured = plain, sectionReloaded = plain
        try reloaded.reloadItems(["a"])
        try reconfigured.reconfigureItems(["a"])
        try sectionReloaded.reloadSections(["A"])
        #expect(plain == snapshot(["A": ["a"]]))
        #expect(plain != reloaded && plain != reconfigured && plain != sectionReloaded && reloaded != reconfigured)
        #expect(plain != snapshot(["A": []]) && plain != snapshot(["B": ["a"]]))
    }

    /// Seeded random edits, valid and not, against a plain model of sections and items: the same
    /// edits succeed, a failed one changes nothing, and every lookup agrees.
    @Test func randomEditsAgreeWithAReferenceModel() {
        for seed: UInt64 in 1...150 {
            var rng = SplitMix64(seed: seed)
            var snapshot = NumberSnapshot(), model = ReferenceSnapshot()
            for step in 0..<40 {
                let context = "seed \(seed), step \(step)"
                let edit = ReferenceSnapshot.Edit.random(using: &rng, sections: model.sections, items: model.items.flatMap { $0 })
                let before = snapshot
                let succeeded: Bool
                do {
                    try edit.apply(to: &snapshot)
                    succeeded = true
                } catch {
                    succeeded = false
                    #expect(snapshot == before, "\(context): \(edit) failed with \(error) but changed the snapshot")
                }
                #expect(succeeded == model.apply(edit), "\(context): \(edit)")
                model.expectAgreement(with: snapshot, context)
            }
        }
    }
}

/// Sections and items as plain arrays, each edit written the obvious way.
private struct ReferenceSnapshot {
    var sections: [Int] = []
    var items: [[Int]] = []
    var reloadedSections = Set<Int>(), reloadedItems = Set<Int>(), reconfiguredItems = Set<Int>()

    enum Edit {
        case appendSections([Int]), insertSections([Int], anchor: Int, after: Bool), deleteSections([Int])
        case moveSection(Int, anchor: Int, after: Bool), reloadSections([Int])
        case appendItems([Int], section: Int?), insertItems([Int], anchor: Int, after: Bool), deleteItems([Int])
        case moveItem(Int, anchor: Int, after: Bool), reloadItems([Int]), reconfigureItems([Int]), deleteAll

        /// An edit naming identifiers from a small pool, so that repeats and unknown ones are
        /// common (identifiers are 0..<12 for sections and 0..<30 for items).
        static func random(using rng: inout SplitMix64, sections: [Int], items: [Int]) -> Edit {
            func someSections() -> [Int] { (0..<rng.int(in: 0...3)).map { _ in rng.int(below: 12) } }
            func someItems() -> [Int] { (0..<rng.int(in: 0...4)).map { _ in rng.int(below: 30) } }
            func existingSection() -> Int { sections.isEmpty || rng.chance(0.1) ? rng.int(below: 12) : rng.element(of: sections) }
            func existingItem() -> Int { items.isEmpty || rng.chance(0.1) ? rng.int(below: 30) : rng.element(of: items) }
            switch rng.int(below: 13) {
            case 0: return .appendSections(someSections())
            case 1: return .insertSections(someSections(), anchor: existingSection(), after: rng.chance(0.5))
            case 2: return .deleteSections(rng.chance(0.8) ? [existingSection()] : someSections())
            case 3: return .moveSection(existingSection(), anchor: existingSection(), after: rng.chance(0.5))
            case 4: return .reloadSections([existingSection()])
            case 5, 6: return .appendItems(someItems(), section: rng.chance(0.3) ? nil : existingSection())
            case 7: return .insertItems(someItems(), anchor: existingItem(), after: rng.chance(0.5))
            case 8: return .deleteItems(rng.chance(0.8) ? [existingItem(), existingItem()] : someItems())
            case 9, 10: return .moveItem(existingItem(), anchor: existingItem(), after: rng.chance(0.5))
            case 11: return rng.chance(0.5) ? .reloadItems([existingItem()]) : .reconfigureItems([existingItem()])
            default: return rng.chance(0.1) ? .deleteAll : .reloadItems(someItems())
            }
        }

        func apply(to snapshot: inout NumberSnapshot) throws(SnapshotError<Int, Int>) {
            switch self {
            case .appendSections(let new): try snapshot.appendSections(new)
            case .insertSections(let new, let anchor, let after):
                if after { try snapshot.insertSections(new, afterSection: anchor) } else { try snapshot.insertSections(new, beforeSection: anchor) }
            case .deleteSections(let doomed): try snapshot.deleteSections(doomed)
            case .moveSection(let moved, let anchor, let after):
                if after { try snapshot.moveSection(moved, afterSection: anchor) } else { try snapshot.moveSection(moved, beforeSection: anchor) }
            case .reloadSections(let marked): try snapshot.reloadSections(marked)
            case .appendItems(let new, let section): try snapshot.appendItems(new, toSection: section)
            case .insertItems(let new, let anchor, let after):
                if after { try snapshot.insertItems(new, afterItem: anchor) } else { try snapshot.insertItems(new, beforeItem: anchor) }
            case .deleteItems(let doomed): try snapshot.deleteItems(doomed)
            case .moveItem(let moved, let anchor, let after):
                if after { try snapshot.moveItem(moved, afterItem: anchor) } else { try snapshot.moveItem(moved, beforeItem: anchor) }
            case .reloadItems(let marked): try snapshot.reloadItems(marked)
            case .reconfigureItems(let marked): try snapshot.reconfigureItems(marked)
            case .deleteAll: snapshot.deleteAllItems()
            }
        }
    }

    func location(of item: Int) -> IndexPath? {
        for (section, list) in items.enumerated() {
            if let index = list.firstIndex(of: item) { return IndexPath(item: index, section: section) }
        }
        return nil
    }

    private func areNew(sections new: [Int]) -> Bool { Set(new).count == new.count && new.allSatisfy { !sections.contains($0) } }
    private func areNew(items new: [Int]) -> Bool { Set(new).count == new.count && new.allSatisfy { location(of: $0) == nil } }

    /// Applies `edit` when it is valid; returns whether it was.
    mutating func apply(_ edit: Edit) -> Bool {
        switch edit {
        case .appendSections(let new):
            guard areNew(sections: new) else { return false }
            sections += new
            items += new.map { _ in [] }
        case .insertSections(let new, let anchor, let after):
            guard var index = sections.firstIndex(of: anchor), areNew(sections: new) else { return false }
            index += after ? 1 : 0
            sections.insert(contentsOf: new, at: index)
            items.insert(contentsOf: new.map { _ in [] }, at: index)
        case .deleteSections(let doomed):
            guard doomed.allSatisfy(sections.contains) else { return false }
            for section in Set(doomed) {
                let index = sections.firstIndex(of: section)!
                for item in items[index] { reloadedItems.remove(item); reconfiguredItems.remove(item) }
                sections.remove(at: index)
                items.remove(at: index)
                reloadedSections.remove(section)
            }
        case .moveSection(let moved, let anchor, let after):
            guard let from = sections.firstIndex(of: moved), sections.contains(anchor), moved != anchor else { return false }
            let list = items.remove(at: from)
            sections.remove(at: from)
            let to = sections.firstIndex(of: anchor)! + (after ? 1 : 0)
            sections.insert(moved, at: to)
            items.insert(list, at: to)
        case .reloadSections(let marked):
            guard marked.allSatisfy(sections.contains) else { return false }
            reloadedSections.formUnion(marked)
        case .appendItems(let new, let section):
            guard let index = section.map({ sections.firstIndex(of: $0) }) ?? (sections.isEmpty ? nil : sections.count - 1),
                  areNew(items: new) else { return false }
            items[index] += new
        case .insertItems(let new, let anchor, let after):
            guard let path = location(of: anchor), areNew(items: new) else { return false }
            items[path.section].insert(contentsOf: new, at: path.item + (after ? 1 : 0))
        case .deleteItems(let doomed):
            guard doomed.allSatisfy({ location(of: $0) != nil }) else { return false }
            for index in items.indices { items[index].removeAll(where: doomed.contains) }
            reloadedItems.subtract(doomed)
            reconfiguredItems.subtract(doomed)
        case .moveItem(let moved, let anchor, let after):
            guard let from = location(of: moved), location(of: anchor) != nil, moved != anchor else { return false }
            items[from.section].remove(at: from.item)
            let to = location(of: anchor)!
            items[to.section].insert(moved, at: to.item + (after ? 1 : 0))
        case .reloadItems(let marked):
            guard marked.allSatisfy({ location(of: $0) != nil }) else { return false }
            reloadedItems.formUnion(marked)
        case .reconfigureItems(let marked):
            guard marked.allSatisfy({ location(of: $0) != nil }) else { return false }
            reconfiguredItems.formUnion(marked)
        case .deleteAll:
            self = ReferenceSnapshot()
        }
        return true
    }

    /// One expectation per kind of query, each comparing all identifiers at once.
    func expectAgreement(with snapshot: NumberSnapshot, _ context: String) {
        #expect(SnapshotContents(snapshot) == SnapshotContents(sections: sections, items: items), "\(context)")
        let flat = items.flatMap { $0 }
        #expect(snapshot.numberOfSections == sections.count && snapshot.numberOfItems == flat.count, "\(context)")
        #expect(snapshot.itemIdentifiers == flat && snapshot.itemCounts == items.map(\.count), "\(context)")
        let sectionPool = 0..<12, itemPool = 0..<30
        #expect(sectionPool.map(snapshot.indexOfSection) == sectionPool.map { sections.firstIndex(of: $0) }, "\(context)")
        #expect(sectionPool.map(snapshot.numberOfItems(inSection:))
                == sectionPool.map { section in sections.firstIndex(of: section).map { items[$0].count } }, "\(context)")
        let paths = itemPool.map(location(of:))
        #expect(itemPool.map(snapshot.indexPath(for:)) == paths, "\(context)")
        #expect(itemPool.map(snapshot.indexOfItem) == itemPool.map { flat.firstIndex(of: $0) }, "\(context)")
        #expect(itemPool.map(snapshot.sectionIdentifier(containingItem:)) == paths.map { $0.map { sections[$0.section] } }, "\(context)")
        #expect(snapshot.reloadedItemIdentifiers == flat.filter(reloadedItems.contains), "\(context)")
        #expect(snapshot.reconfiguredItemIdentifiers == flat.filter(reconfiguredItems.contains), "\(context)")
        #expect(snapshot.reloadedSectionIdentifiers == sections.filter(reloadedSections.contains), "\(context)")
    }
}
