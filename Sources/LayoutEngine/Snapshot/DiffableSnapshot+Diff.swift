extension DiffableSnapshot {
    /// The batch update that turns `self` into `newer`, in UIKit's coordinates: valid for
    /// `validated(itemCountsBefore: itemCounts, itemCountsAfter: newer.itemCounts)`, and minimal
    /// in moves: no valid batch that carries the identifiers over keeps more sections or items in
    /// place, since what a batch keeps in place (neither moved nor deleted) keeps its section and
    /// its order relative to the rest of what is kept.
    ///
    /// - Sections: a section only `self` holds is deleted, one only `newer` holds is inserted.
    ///   Of the sections both hold, the ones that stay are a longest run whose order is kept (a
    ///   longest increasing subsequence of their indices in `self`, listed in `newer`'s order);
    ///   every other one is moved, and carries its items with it.
    /// - Items: an item only `self` holds is deleted, one only `newer` holds is inserted. An item
    ///   in a section that stays in place or moves, and that keeps its section, stays unless its
    ///   order relative to the other items that keep the section changed: per section, the ones
    ///   that stay are a longest increasing subsequence of their old indices, listed in new order,
    ///   and the others are moved. An item that changes section is moved.
    /// - Sections changed as a whole: a deleted, reloaded or inserted section has no item
    ///   changes of its own (UIKit's rule). An item that leaves such a section for a surviving
    ///   one is inserted in its new section; one that comes from a surviving section into such a
    ///   section is deleted from its old one.
    /// - Reloads come from `newer`'s marks (`reloadedSectionIdentifiers`,
    ///   `reloadedItemIdentifiers`); the marks of `self` are ignored. A marked section or item
    ///   that stays is reloaded at its position in `self`. UIKit cannot reload what moves, so a
    ///   marked one that would move is deleted and inserted instead. Items of a reloaded section
    ///   go and come with it.
    /// - Reconfigured items (`reconfiguredItemIdentifiers`) produce no change: reconfiguring
    ///   updates the existing cells after the batch, outside it.
    ///
    /// - Complexity: O(n log n) worst case for the longest increasing subsequences, expected
    ///   O(n + s) for the rest (by hashing), where n is the number of items and s the number of
    ///   sections of the two snapshots.
    @inlinable
    public func batchUpdate(to newer: DiffableSnapshot) -> BatchUpdate {
        var changes: [BatchChange] = []
        // Sections whose items all go (before) or all come (after) with a section change.
        var replacedBefore = [Bool](repeating: false, count: sectionList.count)
        var replacedAfter = [Bool](repeating: false, count: newer.sectionList.count)

        var survivorsBefore: [Int] = [], survivorsAfter: [Int] = []
        for (after, identifier) in newer.sectionList.enumerated() {
            if let before = sectionIndex[identifier] {
                survivorsBefore.append(before)
                survivorsAfter.append(after)
            } else {
                changes.append(.insertSection(after))
                replacedAfter[after] = true
            }
        }
        for (before, identifier) in sectionList.enumerated() where newer.sectionIndex[identifier] == nil {
            changes.append(.deleteSection(before))
            replacedBefore[before] = true
        }
        let sectionStays = Self.staying(survivorsBefore)
        for survivor in survivorsBefore.indices {
            let before = survivorsBefore[survivor], after = survivorsAfter[survivor]
            if newer.sectionReloads.contains(newer.sectionList[after]) {
                replacedBefore[before] = true
                replacedAfter[after] = true
                changes += sectionStays[survivor] ? [.reloadSection(before)] : [.deleteSection(before), .insertSection(after)]
            } else if !sectionStays[survivor] {
                changes.append(.moveSection(before, to: after))
            }
        }

        // Items that arrive in a surviving section: inserted, moved in from another section, or
        // kept in their section, where the longest run in order stays. A surviving section that
        // is not replaced after the update is not replaced before it either (only a reload
        // replaces a survivor, on both sides). Each item of `newer` costs one hash lookup, and
        // marks the item of `self` it carries over (by flat index): a section's index is looked
        // up only for an item that changes section.
        let anyReplacedBefore = replacedBefore.contains(true)
        let anyReloadedItem = !newer.itemReloads.isEmpty
        var carriedOver = [Bool](repeating: false, count: numberOfItems)
        var arrivals: [BatchChange] = []
        var keptBefore: [Int] = [], keptAfter: [Int] = []
        for after in newer.sectionList.indices where !replacedAfter[after] {
            let sectionIdentifier = newer.sectionList[after]
            let sameSection = sectionIndex[sectionIdentifier]!
            let sameSectionOffset = itemOffsets[sameSection]
            keptBefore.removeAll(keepingCapacity: true)
            keptAfter.removeAll(keepingCapacity: true)
            for (item, identifier) in newer.itemLists[after].enumerated() {
                guard let location = itemLocation[identifier] else {
                    arrivals.append(.insertItem(IndexPath(item: item, section: after)))
                    continue
                }
                if location.section == sectionIdentifier {
                    carriedOver[sameSectionOffset + location.item] = true
                    keptBefore.append(location.item)
                    keptAfter.append(item)
                    continue
                }
                let destination = IndexPath(item: item, section: after)
                let section = sectionIndex[location.section]!
                if anyReplacedBefore && replacedBefore[section] {
                    arrivals.append(.insertItem(destination))
                } else {
                    carriedOver[itemOffsets[section] + location.item] = true
                    arrivals += Self.relocation(from: IndexPath(item: location.item, section: section), to: destination,
                                                reloaded: anyReloadedItem && newer.itemReloads.contains(identifier))
                }
            }
            let itemStays = Self.staying(keptBefore)
            for kept in keptBefore.indices {
                let source = IndexPath(item: keptBefore[kept], section: sameSection)
                let reloaded = anyReloadedItem && newer.itemReloads.contains(newer.itemLists[after][keptAfter[kept]])
                if !itemStays[kept] {
                    arrivals += Self.relocation(from: source, to: IndexPath(item: keptAfter[kept], section: after), reloaded: reloaded)
                } else if reloaded {
                    arrivals.append(.reloadItem(source))
                }
            }
        }

        // Items of a surviving section that nothing above carried over: they arrive nowhere, or
        // only with a section change.
        for before in sectionList.indices where !replacedBefore[before] {
            let offset = itemOffsets[before]
            for item in itemLists[before].indices where !carriedOver[offset + item] {
                changes.append(.deleteItem(IndexPath(item: item, section: before)))
            }
        }
        changes += arrivals
        return BatchUpdate(changes)
    }

    /// Which of `positions` (old positions, listed in new order) stay: one longest increasing
    /// subsequence. No valid batch keeps more, since what stays keeps its relative order.
    /// - Complexity: O(n log n), where n is the number of positions.
    @inlinable
    static func staying(_ positions: [Int]) -> [Bool] {
        var stays = [Bool](repeating: false, count: positions.count)
        for index in longestIncreasingSubsequence(positions) { stays[index] = true }
        return stays
    }

    /// A move, or for a reloaded item (which UIKit cannot both move and reload) a delete and an
    /// insert.
    @inlinable
    static func relocation(from source: IndexPath, to destination: IndexPath, reloaded: Bool) -> [BatchChange] {
        reloaded ? [.deleteItem(source), .insertItem(destination)] : [.moveItem(source, to: destination)]
    }
}
