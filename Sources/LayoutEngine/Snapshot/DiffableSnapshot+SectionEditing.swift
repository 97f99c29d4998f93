extension DiffableSnapshot {
    /// Adds empty sections after the last one.
    /// - Throws: `.sectionAlreadyInSnapshot` or `.sectionListedTwice` for the first identifier,
    ///   in list order, that is not new.
    /// - Complexity: O(m), where m is the number of sections added.
    public mutating func appendSections(_ identifiers: [SectionID]) throws(SnapshotError<SectionID, ItemID>) {
        try checkNew(sections: identifiers)
        insertUnchecked(sections: identifiers, at: sectionList.count)
    }

    /// Adds empty sections just before `anchor`.
    /// - Throws: `.unknownSection(anchor)`, then, as `appendSections`, for an identifier that is
    ///   not new.
    /// - Complexity: O(m + s), where m is the number of sections added and s the number of sections.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection anchor: SectionID) throws(SnapshotError<SectionID, ItemID>) {
        let position = try index(ofKnownSection: anchor)
        try checkNew(sections: identifiers)
        insertUnchecked(sections: identifiers, at: position)
    }

    /// Adds empty sections just after `anchor`.
    /// - Throws: as `insertSections(_:beforeSection:)`.
    /// - Complexity: O(m + s), where m is the number of sections added and s the number of sections.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection anchor: SectionID) throws(SnapshotError<SectionID, ItemID>) {
        let position = try index(ofKnownSection: anchor) + 1
        try checkNew(sections: identifiers)
        insertUnchecked(sections: identifiers, at: position)
    }

    /// Removes sections with their items (and the marks of both). An identifier listed twice is
    /// removed once.
    /// - Throws: `.unknownSection` for the first identifier, in list order, that the snapshot
    ///   does not hold.
    /// - Complexity: O(m + k + s), where m is the number of identifiers listed, k the number of
    ///   items removed and s the number of sections.
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(SnapshotError<SectionID, ItemID>) {
        var doomed = Set<Int>()
        for identifier in identifiers { doomed.insert(try index(ofKnownSection: identifier)) }
        guard let first = doomed.min() else { return }
        for section in doomed {
            for item in itemLists[section] { itemLocation[item] = nil }
            forgetMarks(ofItems: itemLists[section])
            sectionIndex[sectionList[section]] = nil
            sectionReloads.remove(sectionList[section])
        }
        var kept = first
        for section in first..<sectionList.count where !doomed.contains(section) {
            sectionList.swapAt(kept, section)
            itemLists.swapAt(kept, section)
            kept += 1
        }
        sectionList.removeLast(sectionList.count - kept)
        itemLists.removeLast(itemLists.count - kept)
        reindexSections(from: first)
        recountOffsets(from: first)
        _checkInvariants()
    }

    /// Moves `identifier`, with its items, to just before `anchor`.
    /// - Throws: `.unknownSection` for `identifier`, then for `anchor`; then
    ///   `.sectionMovedRelativeToItself` when they are the same.
    /// - Complexity: O(s), where s is the number of sections.
    public mutating func moveSection(_ identifier: SectionID, beforeSection anchor: SectionID) throws(SnapshotError<SectionID, ItemID>) {
        try move(section: identifier, nextTo: anchor, after: false)
    }

    /// Moves `identifier`, with its items, to just after `anchor`.
    /// - Throws: as `moveSection(_:beforeSection:)`.
    /// - Complexity: O(s), where s is the number of sections.
    public mutating func moveSection(_ identifier: SectionID, afterSection anchor: SectionID) throws(SnapshotError<SectionID, ItemID>) {
        try move(section: identifier, nextTo: anchor, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied: `batchUpdate(to:)` reloads
    /// them as a whole. Marking a section twice is marking it once.
    /// - Throws: `.unknownSection` for the first identifier, in list order, that the snapshot
    ///   does not hold.
    /// - Complexity: O(m), where m is the number of identifiers listed.
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(SnapshotError<SectionID, ItemID>) {
        for identifier in identifiers { _ = try index(ofKnownSection: identifier) }
        sectionReloads.formUnion(identifiers)
        _checkInvariants()
    }
}

extension DiffableSnapshot {
    func index(ofKnownSection identifier: SectionID) throws(SnapshotError<SectionID, ItemID>) -> Int {
        guard let section = sectionIndex[identifier] else { throw .unknownSection(identifier) }
        return section
    }

    /// Throws for the first identifier that the snapshot holds or that `identifiers` repeats.
    func checkNew(sections identifiers: [SectionID]) throws(SnapshotError<SectionID, ItemID>) {
        var listed = Set<SectionID>(minimumCapacity: identifiers.count)
        for identifier in identifiers {
            if sectionIndex[identifier] != nil { throw .sectionAlreadyInSnapshot(identifier) }
            if !listed.insert(identifier).inserted { throw .sectionListedTwice(identifier) }
        }
    }

    /// Inserts new empty sections at `position`.
    mutating func insertUnchecked(sections identifiers: [SectionID], at position: Int) {
        guard !identifiers.isEmpty else { return }
        sectionList.insert(contentsOf: identifiers, at: position)
        itemLists.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
        itemOffsets.insert(contentsOf: repeatElement(itemOffsets[position], count: identifiers.count), at: position)
        reindexSections(from: position)
        _checkInvariants()
    }

    mutating func move(section identifier: SectionID, nextTo anchor: SectionID, after: Bool) throws(SnapshotError<SectionID, ItemID>) {
        let source = try index(ofKnownSection: identifier)
        _ = try index(ofKnownSection: anchor)
        guard identifier != anchor else { throw .sectionMovedRelativeToItself(identifier) }
        let items = itemLists.remove(at: source)
        sectionList.remove(at: source)
        sectionIndex[identifier] = nil
        // The anchor's index once the moved section is out of the list.
        let destination = (sectionIndex[anchor]! > source ? sectionIndex[anchor]! - 1 : sectionIndex[anchor]!) + (after ? 1 : 0)
        sectionList.insert(identifier, at: destination)
        itemLists.insert(items, at: destination)
        let first = Swift.min(source, destination)
        reindexSections(from: first)
        recountOffsets(from: first)
        _checkInvariants()
    }
}
