extension BatchUpdate {
    /// Checks the batch against the item counts of every section before and after it, by the rules
    /// of docs/batch-updates.md in their numbered order, and returns the mapping between the two
    /// sides. The order of the changes does not matter: they are checked in canonical order, so a
    /// batch that breaks several rules always reports the same one. A negative count is refused
    /// before any rule (rule 0).
    /// `mode` decides rule 6 (`BatchValidationMode`): by default item deletes, reloads and inserts
    /// inside a section deleted, reloaded or inserted as a whole are absorbed by it (and left out
    /// of the mapping); `.strict` refuses them.
    /// - Throws: the first rule broken, as a `BatchUpdateError`.
    /// - Complexity: O(c log c + s), where c is the number of changes and s the number of sections.
    public func validated(itemCountsBefore: [Int], itemCountsAfter: [Int],
                          mode: BatchValidationMode = .absorbing) throws(BatchUpdateError) -> BatchIndexMapping {
        for (counts, side) in [(itemCountsBefore, BatchSide.beforeUpdate), (itemCountsAfter, .afterUpdate)] {
            if let section = counts.firstIndex(where: { $0 < 0 }) {
                throw .negativeItemCount(section: section, count: counts[section], side: side)
            }
        }
        var validation = Validation(changes: changes.sorted(), before: itemCountsBefore, after: itemCountsAfter)
        try validation.checkSectionRanges()
        try validation.checkSectionConflicts()
        try validation.checkSectionCount()
        let sections = validation.sectionRanks()
        try validation.checkItemRanges()
        try validation.checkItemConflicts()
        try validation.checkItemsOutsideChangedSections(sections: sections, mode: mode)
        return try validation.mapping(sections: sections)
    }
}

/// The state of one validation: the changes in canonical order and what each position got.
private struct Validation {
    /// In canonical order; absorbed changes are removed by rule 6's check.
    var changes: [BatchChange]
    let before: [Int]
    let after: [Int]
    var sectionChangeBefore: [Int: BatchChange] = [:]
    var sectionChangeAfter: [Int: BatchChange] = [:]
    var itemChangeBefore: [IndexPath: BatchChange] = [:]
    var itemChangeAfter: [IndexPath: BatchChange] = [:]

    init(changes: [BatchChange], before: [Int], after: [Int]) {
        self.changes = changes
        self.before = before
        self.after = after
    }

    /// Rule 1.
    func checkSectionRanges() throws(BatchUpdateError) {
        for change in changes {
            if let section = change.sectionBeforeUpdate, !before.indices.contains(section) {
                throw .sectionOutOfRange(change, section: section, sectionCount: before.count, side: .beforeUpdate)
            }
            if let section = change.sectionAfterUpdate, !after.indices.contains(section) {
                throw .sectionOutOfRange(change, section: section, sectionCount: after.count, side: .afterUpdate)
            }
        }
    }

    /// Rule 2.
    mutating func checkSectionConflicts() throws(BatchUpdateError) {
        for change in changes where change.isSectionChange {
            if let section = change.sectionBeforeUpdate {
                if let earlier = sectionChangeBefore[section] {
                    throw .sectionChangedTwice(section: section, side: .beforeUpdate, earlier, change)
                }
                sectionChangeBefore[section] = change
            }
            if let section = change.sectionAfterUpdate {
                if let earlier = sectionChangeAfter[section] {
                    throw .sectionChangedTwice(section: section, side: .afterUpdate, earlier, change)
                }
                sectionChangeAfter[section] = change
            }
        }
    }

    /// Rule 3.
    func checkSectionCount() throws(BatchUpdateError) {
        let deleted = changes.count { if case .deleteSection = $0 { true } else { false } }
        let inserted = changes.count { if case .insertSection = $0 { true } else { false } }
        if after.count != before.count - deleted + inserted {
            throw .sectionCountMismatch(before: before.count, after: after.count, inserted: inserted, deleted: deleted)
        }
    }

    /// The survivors among sections: deleted and moved-away sections vacate their position,
    /// inserted and moved-in sections fill theirs.
    func sectionRanks() -> SurvivorRanks {
        var removed: [Int] = [], occupied: [Int] = []
        for change in changes {
            switch change {
            case .deleteSection(let section): removed.append(section)
            case .insertSection(let section): occupied.append(section)
            case .moveSection(let from, let to):
                removed.append(from)
                occupied.append(to)
            default: break
            }
        }
        return SurvivorRanks(removed: removed.sorted(), occupied: occupied.sorted())
    }

    /// Rule 4.
    func checkItemRanges() throws(BatchUpdateError) {
        for change in changes where !change.isSectionChange {
            switch change {
            case .deleteItem(let path), .reloadItem(let path):
                try check(path, of: change, counts: before, side: .beforeUpdate)
            case .insertItem(let path):
                try check(path, of: change, counts: after, side: .afterUpdate)
            case .moveItem(let from, let to):
                try check(from, of: change, counts: before, side: .beforeUpdate)
                try check(to, of: change, counts: after, side: .afterUpdate)
            default: break
            }
        }
    }

    private func check(_ path: IndexPath, of change: BatchChange, counts: [Int], side: BatchSide) throws(BatchUpdateError) {
        if !(0..<counts[path.section]).contains(path.item) {
            throw .itemOutOfRange(change, itemCount: counts[path.section], side: side)
        }
    }

    /// Rule 5.
    mutating func checkItemConflicts() throws(BatchUpdateError) {
        // Room for every change at once: growing a dictionary one insert at a time rehashes it.
        itemChangeBefore.reserveCapacity(changes.count)
        itemChangeAfter.reserveCapacity(changes.count)
        for change in changes {
            let positions: (before: IndexPath?, after: IndexPath?) = switch change {
            case .deleteItem(let path), .reloadItem(let path): (path, nil)
            case .insertItem(let path): (nil, path)
            case .moveItem(let from, let to): (from, to)
            default: (nil, nil)
            }
            if let path = positions.before {
                if let earlier = itemChangeBefore[path] { throw Self.conflict(earlier, change, at: path, side: .beforeUpdate) }
                itemChangeBefore[path] = change
            }
            if let path = positions.after {
                if let earlier = itemChangeAfter[path] { throw Self.conflict(earlier, change, at: path, side: .afterUpdate) }
                itemChangeAfter[path] = change
            }
        }
    }

    /// Which of UIKit's faults two changes naming `path` on `side` are; `earlier` comes first in
    /// canonical order (delete, reload, move, insert).
    static func conflict(_ earlier: BatchChange, _ later: BatchChange, at path: IndexPath, side: BatchSide) -> BatchUpdateError {
        if earlier == later { return .duplicateItemChange(later) }
        switch (earlier, later) {
        case (.deleteItem, .reloadItem): return .itemDeletedAndReloaded(path)
        case (.deleteItem, .moveItem): return .itemDeletedAndMoved(path, move: later)
        case (.reloadItem, .moveItem): return .itemReloadedAndMoved(path, move: later)
        case (.moveItem, .insertItem): return .itemInsertedAndMovedInto(path, move: earlier)
        default: return .movesNotOneToOne(path, side: side, earlier, later)
        }
    }

    /// Rule 6. A reloaded section counts on both sides: its items all go and all come. In
    /// `.absorbing` mode an item delete or reload in a section that goes, or an item insert in one
    /// that comes, is removed from `changes` instead; a move still throws.
    mutating func checkItemsOutsideChangedSections(sections: SurvivorRanks, mode: BatchValidationMode) throws(BatchUpdateError) {
        var reloadedAfter: [Int: BatchChange] = [:]
        for case .reloadSection(let section) in changes {
            reloadedAfter[sections.positionAfter(survivorAt: section)] = .reloadSection(section)
        }
        var absorbed: [Int] = []
        for (index, change) in changes.enumerated() where !change.isSectionChange {
            var whole: BatchChange?
            if let section = change.sectionBeforeUpdate, let before = sectionChangeBefore[section] {
                switch before {
                case .deleteSection, .reloadSection: whole = before
                default: break
                }
            }
            if whole == nil, let section = change.sectionAfterUpdate {
                if let reloaded = reloadedAfter[section] {
                    whole = reloaded
                } else if let after = sectionChangeAfter[section], case .insertSection = after {
                    whole = after
                }
            }
            guard let whole else { continue }
            if case .moveItem = change { throw .itemInChangedSection(change, sectionChange: whole) }
            if mode == .strict { throw .itemInChangedSection(change, sectionChange: whole) }
            absorbed.append(index)
        }
        guard !absorbed.isEmpty else { return }
        var isAbsorbed = [Bool](repeating: false, count: changes.count)
        for index in absorbed { isAbsorbed[index] = true }
        changes = changes.indices.filter { !isAbsorbed[$0] }.map { changes[$0] }
    }

    /// Rule 7, then the mapping.
    func mapping(sections: SurvivorRanks) throws(BatchUpdateError) -> BatchIndexMapping {
        // The items removed and occupied, counted first so that each array is allocated once,
        // at its size (none when empty).
        var removedItems: [IndexPath] = [], occupiedItems: [IndexPath] = []
        let moves = changes.count { if case .moveItem = $0 { true } else { false } }
        let removals = moves + changes.count { if case .deleteItem = $0 { true } else { false } }
        let fills = moves + changes.count { if case .insertItem = $0 { true } else { false } }
        if removals > 0 { removedItems.reserveCapacity(removals) }
        if fills > 0 { occupiedItems.reserveCapacity(fills) }
        var deletedCount: [Int: Int] = [:], insertedCount: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        var sectionMoves: [BatchIndexMapping.Moves<Int>.Move] = [], itemMoves: [BatchIndexMapping.Moves<IndexPath>.Move] = []
        var deletedSections = Set<Int>(), reloadedSections = Set<Int>(), insertedSections = Set<Int>()
        var deletedItems: [IndexPath] = [], reloadedItems: [IndexPath] = [], insertedItems: [IndexPath] = []
        var firstChanged: IndexPath?
        func note(_ path: IndexPath) { firstChanged = Swift.min(firstChanged ?? path, path) }

        for change in changes {
            switch change {
            case .deleteSection(let section):
                deletedSections.insert(section)
                note(IndexPath(item: 0, section: section))
            case .reloadSection(let section):
                reloadedSections.insert(section)
                note(IndexPath(item: 0, section: section))
            case .insertSection(let section):
                insertedSections.insert(section)
                note(IndexPath(item: 0, section: section))
            case .moveSection(let from, let to):
                sectionMoves.append(.init(source: from, destination: to))
                note(IndexPath(item: 0, section: Swift.min(from, to)))
            case .deleteItem(let path):
                deletedItems.append(path)
                removedItems.append(path)
                deletedCount[path.section, default: 0] += 1
                note(path)
            case .reloadItem(let path):
                reloadedItems.append(path)
                note(path)
            case .insertItem(let path):
                insertedItems.append(path)
                occupiedItems.append(path)
                insertedCount[path.section, default: 0] += 1
                note(path)
            case .moveItem(let from, let to):
                itemMoves.append(.init(source: from, destination: to))
                removedItems.append(from)
                occupiedItems.append(to)
                movedOut[from.section, default: 0] += 1
                movedIn[to.section, default: 0] += 1
                note(Swift.min(from, to))
            }
        }
        let mapping = BatchIndexMapping(
            changes: changes, itemCountsBefore: before, itemCountsAfter: after, firstChangedPosition: firstChanged,
            sections: sections, sectionMoves: .init(consume sectionMoves), deletedSections: deletedSections,
            reloadedSections: reloadedSections, insertedSections: insertedSections,
            removedItems: ItemsBySection(consume removedItems), occupiedItems: ItemsBySection(consume occupiedItems),
            itemMoves: .init(consume itemMoves), deletedItemPaths: SortedPositions(consume deletedItems),
            reloadedItemPaths: SortedPositions(consume reloadedItems), insertedItemPaths: SortedPositions(consume insertedItems))
        for section in before.indices where !deletedSections.contains(section) && !reloadedSections.contains(section) {
            let target = mapping.sectionAfterUpdate(section)!
            let expected = before[section] - deletedCount[section, default: 0] - movedOut[section, default: 0]
                + insertedCount[target, default: 0] + movedIn[target, default: 0]
            if after[target] != expected {
                throw .itemCountMismatch(section: target, after: after[target], before: before[section],
                                         inserted: insertedCount[target, default: 0], deleted: deletedCount[section, default: 0],
                                         movedIn: movedIn[target, default: 0], movedOut: movedOut[section, default: 0])
            }
        }
        return mapping
    }
}
