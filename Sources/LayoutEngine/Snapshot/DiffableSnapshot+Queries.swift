extension DiffableSnapshot {
    /// The number of sections.
    /// - Complexity: O(1).
    public var numberOfSections: Int { sectionList.count }

    /// The number of items in all sections.
    /// - Complexity: O(1).
    public var numberOfItems: Int { itemOffsets[sectionList.count] }

    /// The number of items in `section`; nil when the snapshot does not hold it.
    /// - Complexity: O(1) expected, by hashing.
    public func numberOfItems(inSection section: SectionID) -> Int? {
        sectionIndex[section].map { itemLists[$0].count }
    }

    /// The number of items in each section, in section order: the counts
    /// `BatchUpdate.validated(itemCountsBefore:itemCountsAfter:)` takes.
    /// - Complexity: O(s), where s is the number of sections.
    public var itemCounts: [Int] { itemLists.map(\.count) }

    /// The section identifiers, in order.
    /// - Complexity: O(1): the array is shared until either copy changes.
    public var sectionIdentifiers: [SectionID] { sectionList }

    /// The item identifiers of every section, section after section.
    /// - Complexity: O(n), where n is the number of items.
    public var itemIdentifiers: [ItemID] { Array(itemLists.joined()) }

    /// The item identifiers of `section`, in order; nil when the snapshot does not hold it.
    /// - Complexity: O(1) expected, by hashing; the array is shared until either copy changes.
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID]? {
        sectionIndex[section].map { itemLists[$0] }
    }

    /// The index of `section`; nil when the snapshot does not hold it.
    /// - Complexity: O(1) expected, by hashing.
    public func indexOfSection(_ section: SectionID) -> Int? {
        sectionIndex[section]
    }

    /// The index of `item` among the items of all sections, counted section after section, as
    /// UIKit's `indexOfItem(_:)`; nil when the snapshot does not hold it.
    /// - Complexity: O(1) expected, by hashing.
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let location = itemLocation[item] else { return nil }
        return itemOffsets[sectionIndex[location.section]!] + location.item
    }

    /// The section index and item index of `item`; nil when the snapshot does not hold it.
    /// - Complexity: O(1) expected, by hashing.
    public func indexPath(for item: ItemID) -> IndexPath? {
        guard let location = itemLocation[item] else { return nil }
        return IndexPath(item: location.item, section: sectionIndex[location.section]!)
    }

    /// The item at `indexPath`; nil when there is none.
    /// - Complexity: O(1).
    public func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
        itemLists[safe: indexPath.section]?[safe: indexPath.item]
    }

    /// The section that holds `item`; nil when the snapshot does not hold it.
    /// - Complexity: O(1) expected, by hashing.
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        itemLocation[item]?.section
    }

    /// The items marked by `reloadItems`, in snapshot order.
    /// - Complexity: O(r log r), where r is the number of items marked.
    public var reloadedItemIdentifiers: [ItemID] { inSnapshotOrder(itemReloads) }

    /// The items marked by `reconfigureItems`, in snapshot order.
    /// - Complexity: O(r log r), where r is the number of items marked.
    public var reconfiguredItemIdentifiers: [ItemID] { inSnapshotOrder(itemReconfigures) }

    /// The sections marked by `reloadSections`, in snapshot order.
    /// - Complexity: O(r log r), where r is the number of sections marked.
    public var reloadedSectionIdentifiers: [SectionID] {
        sectionReloads.sorted { sectionIndex[$0]! < sectionIndex[$1]! }
    }

    private func inSnapshotOrder(_ items: Set<ItemID>) -> [ItemID] {
        items.sorted { indexOfItem($0)! < indexOfItem($1)! }
    }
}
