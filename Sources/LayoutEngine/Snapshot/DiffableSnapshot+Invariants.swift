extension DiffableSnapshot {
    /// Checks the invariants documented on `DiffableSnapshot`; runs after every edit when internal
    /// checks are on (`InternalChecks`) and compiles away otherwise.
    /// - Complexity: O(n + s), where n is the number of items and s the number of sections.
    @usableFromInline
    func _checkInvariants() {
        #if LAYOUT_INTERNAL_CHECKS
        precondition(sectionIndex.count == sectionList.count, "\(sectionList.count) sections, \(sectionIndex.count) indexed")
        precondition(itemLists.count == sectionList.count, "\(sectionList.count) sections, \(itemLists.count) item lists")
        precondition(itemOffsets.count == sectionList.count + 1, "\(itemOffsets.count) offsets for \(sectionList.count) sections")
        precondition(itemOffsets.first == 0, "the first offset is \(itemOffsets[0])")
        var itemCount = 0
        for (section, identifier) in sectionList.enumerated() {
            precondition(sectionIndex[identifier] == section, "section \(identifier) at \(section) is indexed at \(String(describing: sectionIndex[identifier]))")
            for (item, itemIdentifier) in itemLists[section].enumerated() {
                precondition(itemLocation[itemIdentifier] == ItemLocation(section: identifier, item: item),
                             "item \(itemIdentifier) at [\(section), \(item)] is indexed at \(String(describing: itemLocation[itemIdentifier]))")
            }
            itemCount += itemLists[section].count
            precondition(itemOffsets[section + 1] == itemCount, "offset \(section + 1) is \(itemOffsets[section + 1]), expected \(itemCount)")
        }
        precondition(itemLocation.count == itemCount, "\(itemCount) items, \(itemLocation.count) indexed")
        precondition(sectionReloads.allSatisfy { sectionIndex[$0] != nil }, "a reload mark names a missing section")
        precondition(itemReloads.allSatisfy { itemLocation[$0] != nil }, "a reload mark names a missing item")
        precondition(itemReconfigures.allSatisfy { itemLocation[$0] != nil }, "a reconfigure mark names a missing item")
        #endif
    }
}
