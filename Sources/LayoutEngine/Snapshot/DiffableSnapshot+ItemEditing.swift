extension DiffableSnapshot {
    /// Adds items at the end of `section`, or of the last section when `section` is nil.
    /// - Throws: `.unknownSection(section)`, or `.noSectionToAppendTo` when `section` is nil and
    ///   there are no sections; then `.itemAlreadyInSnapshot` or `.itemListedTwice` for the first
    ///   identifier, in list order, that is not new.
    /// - Complexity: O(m + s'), where m is the number of items added and s' the number of
    ///   sections after `section`.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(SnapshotError<SectionID, ItemID>) {
        let target: Int
        if let section {
            target = try index(ofKnownSection: section)
        } else {
            guard !sectionList.isEmpty else { throw .noSectionToAppendTo }
            target = sectionList.count - 1
        }
        try checkNew(items: identifiers)
        insertUnchecked(items: identifiers, at: IndexPath(item: itemLists[target].count, section: target))
    }

    /// Adds items just before `anchor`, in its section.
    /// - Throws: `.unknownItem(anchor)`, then, as `appendItems`, for an identifier that is not new.
    /// - Complexity: O(m + k + s), where m is the number of items added, k the number of items in
    ///   the anchor's section and s the number of sections.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem anchor: ItemID) throws(SnapshotError<SectionID, ItemID>) {
        let position = try indexPath(ofKnownItem: anchor)
        try checkNew(items: identifiers)
        insertUnchecked(items: identifiers, at: position)
    }

    /// Adds items just after `anchor`, in its section.
    /// - Throws: as `insertItems(_:beforeItem:)`.
    /// - Complexity: O(m + k + s), where m is the number of items added, k the number of items in
    ///   the anchor's section and s the number of sections.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem anchor: ItemID) throws(SnapshotError<SectionID, ItemID>) {
        var position = try indexPath(ofKnownItem: anchor)
        try checkNew(items: identifiers)
        position.item += 1
        insertUnchecked(items: identifiers, at: position)
    }

    /// Removes items (and their marks). An identifier listed twice is removed once.
    /// - Throws: `.unknownItem` for the first identifier, in list order, that the snapshot does
    ///   not hold.
    /// - Complexity: O(m + k + s), where m is the number of identifiers listed, k the number of
    ///   items in the sections they are in and s the number of sections.
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        var touched = Set<Int>()
        for identifier in identifiers { touched.insert(try indexPath(ofKnownItem: identifier).section) }
        guard let first = touched.min() else { return }
        let doomed = Set(identifiers)
        for section in touched {
            let firstRemoved = itemLists[section].firstIndex(where: doomed.contains)!
            itemLists[section].removeAll(where: doomed.contains)
            reindexItems(inSection: section, from: firstRemoved)
        }
        for identifier in doomed { itemLocation[identifier] = nil }
        forgetMarks(ofItems: doomed)
        recountOffsets(from: first)
        _checkInvariants()
    }

    /// Removes every section and every item, with their marks, as UIKit's `deleteAllItems()`.
    /// - Complexity: O(n + s), where n is the number of items and s the number of sections.
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Moves `identifier` to just before `anchor`, in the anchor's section.
    /// - Throws: `.unknownItem` for `identifier`, then for `anchor`; then
    ///   `.itemMovedRelativeToItself` when they are the same.
    /// - Complexity: O(k + s), where k is the number of items in the two sections involved and s
    ///   the number of sections.
    public mutating func moveItem(_ identifier: ItemID, beforeItem anchor: ItemID) throws(SnapshotError<SectionID, ItemID>) {
        try move(item: identifier, nextTo: anchor, after: false)
    }

    /// Moves `identifier` to just after `anchor`, in the anchor's section.
    /// - Throws: as `moveItem(_:beforeItem:)`.
    /// - Complexity: O(k + s), where k is the number of items in the two sections involved and s
    ///   the number of sections.
    public mutating func moveItem(_ identifier: ItemID, afterItem anchor: ItemID) throws(SnapshotError<SectionID, ItemID>) {
        try move(item: identifier, nextTo: anchor, after: true)
    }

    /// Marks items to be reloaded when the snapshot is applied: `batchUpdate(to:)` reloads each
    /// one (a new cell), or deletes and inserts it when it also moves. Marking an item twice is
    /// marking it once.
    /// - Throws: `.unknownItem` for the first identifier, in list order, that the snapshot does
    ///   not hold.
    /// - Complexity: O(m), where m is the number of identifiers listed.
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        for identifier in identifiers { _ = try indexPath(ofKnownItem: identifier) }
        itemReloads.formUnion(identifiers)
        _checkInvariants()
    }

    /// Marks items to be reconfigured when the snapshot is applied: their existing cells are
    /// updated in place, which is not a change of the batch update (see `batchUpdate(to:)`).
    /// Marking an item twice is marking it once.
    /// - Throws: `.unknownItem` for the first identifier, in list order, that the snapshot does
    ///   not hold.
    /// - Complexity: O(m), where m is the number of identifiers listed.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        for identifier in identifiers { _ = try indexPath(ofKnownItem: identifier) }
        itemReconfigures.formUnion(identifiers)
        _checkInvariants()
    }
}

extension DiffableSnapshot {
    func indexPath(ofKnownItem identifier: ItemID) throws(SnapshotError<SectionID, ItemID>) -> IndexPath {
        guard let location = itemLocation[identifier] else { throw .unknownItem(identifier) }
        return IndexPath(item: location.item, section: sectionIndex[location.section]!)
    }

    /// Throws for the first identifier that the snapshot holds or that `identifiers` repeats.
    func checkNew(items identifiers: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        var listed = Set<ItemID>(minimumCapacity: identifiers.count)
        for identifier in identifiers {
            if itemLocation[identifier] != nil { throw .itemAlreadyInSnapshot(identifier) }
            if !listed.insert(identifier).inserted { throw .itemListedTwice(identifier) }
        }
    }

    /// Inserts new items at `position`, an existing position or the end of its section.
    mutating func insertUnchecked(items identifiers: [ItemID], at position: IndexPath) {
        guard !identifiers.isEmpty else { return }
        itemLists[position.section].insert(contentsOf: identifiers, at: position.item)
        reindexItems(inSection: position.section, from: position.item)
        recountOffsets(from: position.section)
        _checkInvariants()
    }

    mutating func move(item identifier: ItemID, nextTo anchor: ItemID, after: Bool) throws(SnapshotError<SectionID, ItemID>) {
        let source = try indexPath(ofKnownItem: identifier)
        _ = try indexPath(ofKnownItem: anchor)
        guard identifier != anchor else { throw .itemMovedRelativeToItself(identifier) }
        itemLists[source.section].remove(at: source.item)
        reindexItems(inSection: source.section, from: source.item)
        // The anchor's position once the moved item is out of its section.
        let anchorLocation = itemLocation[anchor]!
        let destination = IndexPath(item: anchorLocation.item + (after ? 1 : 0), section: sectionIndex[anchorLocation.section]!)
        itemLists[destination.section].insert(identifier, at: destination.item)
        reindexItems(inSection: destination.section, from: destination.item)
        recountOffsets(from: Swift.min(source.section, destination.section))
        _checkInvariants()
    }
}
