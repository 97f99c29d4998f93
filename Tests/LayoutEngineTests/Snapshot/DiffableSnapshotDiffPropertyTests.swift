import Testing
@testable import LayoutEngine

/// Seeded random pairs of snapshots: the diff is a valid batch, applying it gives the newer
/// snapshot, its reloads are exactly the marked survivors, and it moves no more than an
/// independently computed minimum.
@Suite struct DiffableSnapshotDiffPropertyTests {
    /// 600 pairs of up to ~60 items; the minimum from the quadratic longest-increasing oracle.
    @Test func randomDiffsAreValidReachTheNewerSnapshotAndMoveTheLeast() throws {
        var coverage = DiffCoverage()
        for seed: UInt64 in 1...600 {
            var pairs = RandomSnapshotPairs(seed: seed)
            let (old, new) = try pairs.next(maxItems: 60)
            check(from: old, to: new, context: "seed \(seed)", longestIncreasingLength: quadraticLongestIncreasingLength,
                  coverage: &coverage)
        }
        coverage.expectEveryKindSeen()
    }

    /// 400 pairs of up to 8 items; the minimum by trying every subsequence.
    @Test func smallDiffsMoveAsLittleAsExhaustiveSearchAllows() throws {
        var coverage = DiffCoverage()
        for seed: UInt64 in 10_001...10_400 {
            var pairs = RandomSnapshotPairs(seed: seed)
            let (old, new) = try pairs.next(maxItems: 8)
            check(from: old, to: new, context: "small seed \(seed)", longestIncreasingLength: exhaustiveLongestIncreasingLength,
                  coverage: &coverage)
        }
        coverage.expectEveryKindSeen()
    }

    /// The diff from a snapshot to itself, without marks, is empty; with `old`'s marks alone, too.
    @Test func aSnapshotDiffedWithItselfChangesNothing() throws {
        for seed: UInt64 in 1...100 {
            var pairs = RandomSnapshotPairs(seed: seed)
            let (old, new) = try pairs.next(maxItems: 60)
            var unmarked = NumberSnapshot()
            for section in new.sectionIdentifiers {
                try unmarked.appendSections([section])
                try unmarked.appendItems(new.itemIdentifiers(inSection: section)!, toSection: section)
            }
            #expect(new.batchUpdate(to: unmarked).isEmpty, "seed \(seed)")
            #expect(old.batchUpdate(to: old).changes.allSatisfy {
                if case .reloadItem = $0 { true } else if case .reloadSection = $0 { true } else { false }
            }, "seed \(seed)")
        }
    }

    /// Every expectation about one diff, from `old` and `new` alone; `longestIncreasingLength`
    /// is the oracle the minimal move counts come from.
    /// Failures are gathered and reported once per pair, with the pair and its batch, so that
    /// passing pairs cost no message.
    private func check(from old: NumberSnapshot, to new: NumberSnapshot, context label: String,
                       longestIncreasingLength: ([Int]) -> Int, coverage: inout DiffCoverage) {
        let batch = old.batchUpdate(to: new), changes = Set(batch.changes)
        var context: String {
            "\(label): \(SnapshotContents(old)) → \(SnapshotContents(new)), reloaded sections \(new.reloadedSectionIdentifiers), items \(new.reloadedItemIdentifiers); batch \(batch.changes.sorted())"
        }
        var problems: [String] = []
        func require(_ condition: Bool, _ problem: @autoclosure () -> String) {
            if !condition { problems.append(problem()) }
        }
        defer { #expect(problems.isEmpty, "\(context): \(problems.joined(separator: "; "))") }
        let mapping: BatchIndexMapping
        do {
            mapping = try batch.validated(itemCountsBefore: old.itemCounts, itemCountsAfter: new.itemCounts)
        } catch {
            Issue.record("\(context): invalid batch: \(error)")
            return
        }
        require(apply(mapping, to: old, insertingFrom: new) == SnapshotContents(new), "applying the batch does not give the newer snapshot")
        for (section, count) in old.itemCounts.enumerated() {
            for item in 0..<count {
                let before = IndexPath(item: item, section: section)
                if let after = mapping.indexPathAfterUpdate(before) {
                    require(new.itemIdentifier(at: after) == old.itemIdentifier(at: before), "\(before) → \(after)")
                }
            }
        }

        // What must go and come with a section change, whatever the diff chooses.
        let markedSections = Set(new.reloadedSectionIdentifiers), markedItems = Set(new.reloadedItemIdentifiers)
        func replacedBefore(_ section: Int) -> Bool { new.indexOfSection(section) == nil || markedSections.contains(section) }
        func replacedAfter(_ section: Int) -> Bool { old.indexOfSection(section) == nil || markedSections.contains(section) }
        func count(_ isCounted: (BatchChange) -> Bool) -> Int { batch.changes.count(where: isCounted) }

        // Sections.
        var survivingSections: [Int] = [], relocatedMarkedSections = 0, expectedSectionReloads = Set<Int>()
        for (after, section) in new.sectionIdentifiers.enumerated() {
            let before = mapping.sectionBeforeUpdate(after)
            guard let oldIndex = old.indexOfSection(section) else {
                require(before == nil, "new section \(section)")
                continue
            }
            survivingSections.append(oldIndex)
            if !markedSections.contains(section) {
                require(before == oldIndex, "section \(section)")
            } else if before == nil {
                relocatedMarkedSections += 1
            } else {
                require(before == oldIndex, "reloaded section \(section)")
                expectedSectionReloads.insert(oldIndex)
            }
        }
        let sectionMoves = count { if case .moveSection = $0 { true } else { false } }
        let fewestSectionMoves = survivingSections.count - longestIncreasingLength(survivingSections)
        require(sectionMoves + relocatedMarkedSections == fewestSectionMoves,
                "\(sectionMoves) section moves and \(relocatedMarkedSections) reloaded sections deleted and inserted, expected \(fewestSectionMoves) in all")
        require(Set(batch.changes.compactMap { if case .reloadSection(let section) = $0 { section } else { nil } }) == expectedSectionReloads,
                "section reloads")
        require(count { if case .deleteSection = $0 { true } else { false } }
                == old.sectionIdentifiers.count { new.indexOfSection($0) == nil } + relocatedMarkedSections, "section deletes")
        require(count { if case .insertSection = $0 { true } else { false } }
                == new.sectionIdentifiers.count { old.indexOfSection($0) == nil } + relocatedMarkedSections, "section inserts")

        // Items.
        var keptBySection: [Int: [Int]] = [:], changingSection = 0, relocatedMarkedItems = 0, arriving = 0
        var expectedItemReloads = Set<IndexPath>()
        for (after, section) in new.sectionIdentifiers.enumerated() {
            for (item, identifier) in new.itemIdentifiers(inSection: section)!.enumerated() {
                let position = IndexPath(item: item, section: after), before = mapping.indexPathBeforeUpdate(position)
                guard let oldPosition = old.indexPath(for: identifier),
                      case let oldSection = old.sectionIdentifier(containingItem: identifier)!,
                      !replacedAfter(section), !replacedBefore(oldSection) else {
                    require(before == nil, "item \(identifier) at \(position) comes new")
                    if !replacedAfter(section) { arriving += 1 }
                    continue
                }
                if oldSection == section { keptBySection[section, default: []].append(oldPosition.item) } else { changingSection += 1 }
                if !markedItems.contains(identifier) {
                    require(before == oldPosition, "item \(identifier) at \(position)")
                } else if before == nil {
                    relocatedMarkedItems += 1
                    require(changes.contains(.deleteItem(oldPosition)) && changes.contains(.insertItem(position)),
                            "reloaded item \(identifier) is neither kept nor deleted and inserted")
                } else {
                    require(before == oldPosition, "reloaded item \(identifier) at \(position)")
                    expectedItemReloads.insert(oldPosition)
                }
            }
        }
        let leaving = old.sectionIdentifiers.filter { !replacedBefore($0) }.reduce(0) { total, section in
            total + old.itemIdentifiers(inSection: section)!.count { item in
                new.sectionIdentifier(containingItem: item).map(replacedAfter) ?? true
            }
        }
        let itemMoves = count { if case .moveItem = $0 { true } else { false } }
        let fewestMoves = changingSection + keptBySection.values.reduce(0) { $0 + $1.count - longestIncreasingLength($1) }
        require(itemMoves + relocatedMarkedItems == fewestMoves,
                "\(itemMoves) item moves and \(relocatedMarkedItems) reloaded items deleted and inserted, expected \(fewestMoves) in all")
        require(Set(batch.changes.compactMap { if case .reloadItem(let path) = $0 { path } else { nil } }) == expectedItemReloads,
                "item reloads")
        require(count { if case .deleteItem = $0 { true } else { false } } == leaving + relocatedMarkedItems, "item deletes")
        require(count { if case .insertItem = $0 { true } else { false } } == arriving + relocatedMarkedItems, "item inserts")

        coverage.record(batch, relocatedMarkedItems: relocatedMarkedItems, relocatedMarkedSections: relocatedMarkedSections,
                        itemsCount: old.numberOfItems + new.numberOfItems)
    }
}

/// What the random pairs exercised, so that a generator that stops producing a kind of change
/// fails loudly instead of testing less.
private struct DiffCoverage {
    var kinds: [String: Int] = [:]

    mutating func record(_ batch: BatchUpdate, relocatedMarkedItems: Int, relocatedMarkedSections: Int, itemsCount: Int) {
        for change in batch.changes {
            let kind = switch change {
            case .deleteSection: "delete section"
            case .reloadSection: "reload section"
            case .moveSection: "move section"
            case .insertSection: "insert section"
            case .deleteItem: "delete item"
            case .reloadItem: "reload item"
            case .moveItem(let from, let to): from.section == to.section ? "move item" : "move item between sections"
            case .insertItem: "insert item"
            }
            kinds[kind, default: 0] += 1
        }
        if relocatedMarkedItems > 0 { kinds["reloaded item relocated", default: 0] += 1 }
        if relocatedMarkedSections > 0 { kinds["reloaded section relocated", default: 0] += 1 }
        if batch.isEmpty { kinds["empty batch", default: 0] += 1 }
        if itemsCount == 0 { kinds["no items", default: 0] += 1 }
    }

    func expectEveryKindSeen() {
        for kind in ["delete section", "reload section", "move section", "insert section", "delete item", "reload item",
                     "move item", "move item between sections", "insert item", "reloaded item relocated",
                     "reloaded section relocated", "empty batch", "no items"] {
            #expect(kinds[kind, default: 0] > 0, "no random case produced: \(kind)")
        }
    }
}
