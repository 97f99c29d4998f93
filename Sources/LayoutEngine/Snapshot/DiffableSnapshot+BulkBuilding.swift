extension DiffableSnapshot {
    /// A snapshot holding `sections`, in order, each a section identifier and its item
    /// identifiers in order: what `appendSections` and one `appendItems` per section give, built
    /// in one pass. Inlinable, so that a client's build specialises it for its identifier types:
    /// built unspecialised, every hash and every dictionary insertion goes through witness tables
    /// (docs/snapshots.md measures the difference).
    /// - Throws: `.sectionListedTwice` or `.itemListedTwice` for the first identifier, in reading
    ///   order, that appears twice.
    /// - Complexity: O(n + s) expected (by hashing), where n is the number of items and s the
    ///   number of sections.
    @inlinable
    public init(sections: [(section: SectionID, items: [ItemID])]) throws(SnapshotError<SectionID, ItemID>) {
        var itemCount = 0
        for entry in sections { itemCount += entry.items.count }
        var sectionList: [SectionID] = [], itemLists: [[ItemID]] = []
        var sectionIndex: [SectionID: Int] = [:], itemLocation: [ItemID: ItemLocation] = [:]
        var itemOffsets: [Int] = [0]
        sectionList.reserveCapacity(sections.count)
        itemLists.reserveCapacity(sections.count)
        sectionIndex.reserveCapacity(sections.count)
        itemOffsets.reserveCapacity(sections.count + 1)
        itemLocation.reserveCapacity(itemCount)
        var offset = 0
        for (index, entry) in sections.enumerated() {
            if sectionIndex.updateValue(index, forKey: entry.section) != nil { throw .sectionListedTwice(entry.section) }
            for (item, identifier) in entry.items.enumerated()
            where itemLocation.updateValue(ItemLocation(section: entry.section, item: item), forKey: identifier) != nil {
                throw .itemListedTwice(identifier)
            }
            sectionList.append(entry.section)
            itemLists.append(entry.items)
            offset += entry.items.count
            itemOffsets.append(offset)
        }
        self.init()
        self.sectionList = sectionList
        self.itemLists = itemLists
        self.sectionIndex = sectionIndex
        self.itemLocation = itemLocation
        self.itemOffsets = itemOffsets
        _checkInvariants()
    }

    /// A snapshot of one section, `section`, holding `items` in order.
    /// - Throws: `.itemListedTwice` for the first item identifier, in order, that appears twice.
    /// - Complexity: O(n) expected (by hashing), where n is the number of items.
    @inlinable
    public init(section: SectionID, items: [ItemID]) throws(SnapshotError<SectionID, ItemID>) {
        try self.init(sections: [(section: section, items: items)])
    }
}
