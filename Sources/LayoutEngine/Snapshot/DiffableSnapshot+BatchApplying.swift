extension DiffableSnapshot {
    /// The snapshot after `batch`: surviving sections and items carried to their after-update
    /// positions, new sections (inserted, or reloaded: a reloaded section keeps its identifier) and
    /// new items (inserted, or in an inserted or reloaded section) named by `newSection` and
    /// `newItem`, asked in reading order. `itemCountsAfter` gives the counts after the update (the
    /// data source's answer), as for `BatchUpdate.validated`. The result carries no reload or
    /// reconfigure marks.
    /// - Throws: the rule the batch breaks (`BatchUpdateError`); then `SnapshotError.sectionListedTwice`
    ///   or `.itemListedTwice` when a new identifier is one the result already holds; or what
    ///   `newSection` or `newItem` throws. Nothing changes: the result is a new snapshot.
    /// - Complexity: O(c log c + s) to validate, O(n log c) to place the items and O(n + s)
    ///   expected to build the result, for c changes, s sections and n items after the update.
    public func apply(_ batch: BatchUpdate, itemCountsAfter: [Int], mode: BatchValidationMode = .absorbing,
                      newSection: (Int) throws -> SectionID, newItem: (IndexPath) throws -> ItemID) throws -> DiffableSnapshot {
        let mapping = try batch.validated(itemCountsBefore: itemCounts, itemCountsAfter: itemCountsAfter, mode: mode)
        let items = try mapping.apply(to: itemLists, newElement: newItem)
        var sections: [(section: SectionID, items: [ItemID])] = []
        sections.reserveCapacity(items.count)
        for (section, sectionItems) in items.enumerated() {
            let identifier = try mapping.sectionBeforeUpdate(section).map { sectionList[$0] } ?? newSection(section)
            sections.append((section: identifier, items: sectionItems))
        }
        return try DiffableSnapshot(sections: sections)
    }
}

extension BatchUpdate {
    /// Checks the batch against two snapshots' counts: `validated(itemCountsBefore: older.itemCounts,
    /// itemCountsAfter: newer.itemCounts, mode: mode)`.
    /// - Throws: the first rule broken, as a `BatchUpdateError`.
    /// - Complexity: O(c log c + s), where c is the number of changes and s the number of sections.
    public func validated<SectionID, ItemID>(from older: DiffableSnapshot<SectionID, ItemID>,
                                             to newer: DiffableSnapshot<SectionID, ItemID>,
                                             mode: BatchValidationMode = .absorbing) throws(BatchUpdateError) -> BatchIndexMapping {
        try validated(itemCountsBefore: older.itemCounts, itemCountsAfter: newer.itemCounts, mode: mode)
    }
}
