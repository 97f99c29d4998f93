import LayoutEngine

/// A batch applied literally, the way UIKit describes `performBatchUpdates`: reloads first, then
/// deletes from the highest position down, then inserts from the lowest position up. No ranks, no
/// arithmetic: `Array.remove(at:)` and `Array.insert(_:at:)` one change at a time.
extension ReferenceCollection {
    /// Applies `batch` to this collection, given the item counts a data source reports after the
    /// update; or, when the batch breaks any rule (a negative count breaks rule 0), returns every
    /// rule it breaks (`brokenRules(of:itemCountsAfter:mode:)`) and changes nothing.
    ///
    /// In `.absorbing` mode the item changes a section's change absorbs
    /// (`absorbedChanges(_:sectionCount:)`) are dropped first: they would delete or name what the
    /// section change already removes or creates. Then the steps, in order:
    /// 1. Reloads. A reloaded item keeps its place and its identifier and is recorded as reloaded.
    ///    A reloaded section keeps its place and its identifier, but its items all go (they come
    ///    back as new items in step 3).
    /// 2. Deletes, from the highest position down: first the items deleted or moved away (moved
    ///    items are remembered with their destination), while every section is still where it was
    ///    before the update; then the sections deleted or moved away (a moved section takes its
    ///    remaining items with it).
    /// 3. Inserts, from the lowest position up: first the inserted sections (with as many new items
    ///    as the data source reports for them) and the moved sections at their destinations; then
    ///    the reloaded sections get their new items; then the inserted items and the moved items
    ///    at their destinations.
    /// 4. The new items and sections get identifiers, in after-update reading order: new items are
    ///    numbered from `nextIdentifier` on (which ends one past the last used); new sections from
    ///    one past the largest section identifier so far.
    /// - Complexity: O(n·c + s·c), where n is the number of items, s of sections and c of changes.
    func applying(_ batch: BatchUpdate, itemCountsAfter: [Int], mode: BatchValidationMode = .absorbing,
                  nextIdentifier: inout Int) -> ReferenceBatchOutcome {
        let broken = brokenRules(of: batch, itemCountsAfter: itemCountsAfter, mode: mode)
        guard broken.isEmpty else { return .rejected(brokenRules: broken) }
        let counts = itemCountsAfter.map { Swift.max(0, $0) }
        var changes = batch.changes.map(ReferenceChange.init)
        if mode == .absorbing {
            let absorbed = Self.absorbedChanges(changes, sectionCount: sections.count)
            changes.removeAll { absorbed.contains($0) }
        }
        // Identifiers still to be named are nil.
        var working = sections.map { WorkingSection(identifier: $0.identifier, items: $0.items.map(Optional.some)) }

        // 1. Reloads.
        var reloadedItems: [Int] = [], reloadedSections: [Int] = []
        for change in changes where change.action == .reload {
            let place = change.before!
            if let item = place.item {
                reloadedItems.append(working[place.section].items[item]!)
            } else {
                reloadedSections.append(working[place.section].identifier!)
                working[place.section].items = []
            }
        }

        // 2. Deletes, highest position first: items, then sections.
        var movedItems: [(identifier: Int, destination: IndexPath)] = []
        let itemRemovals = changes.filter { !$0.isSectionChange && ($0.action == .delete || $0.action == .move) }
        for change in itemRemovals.sorted(by: { $0.before!.indexPath! > $1.before!.indexPath! }) {
            let path = change.before!.indexPath!
            let identifier = working[path.section].items.remove(at: path.item)!
            if change.action == .move { movedItems.append((identifier, change.after!.indexPath!)) }
        }
        var movedSections: [(section: WorkingSection, destination: Int)] = []
        let sectionRemovals = changes.filter { $0.isSectionChange && ($0.action == .delete || $0.action == .move) }
        for change in sectionRemovals.sorted(by: { $0.before!.section > $1.before!.section }) {
            let section = working.remove(at: change.before!.section)
            if change.action == .move { movedSections.append((section, change.after!.section)) }
        }

        // 3. Inserts, lowest position first: sections, the reloaded sections' new items, then items.
        let sectionArrivals = changes.filter { $0.isSectionChange && ($0.action == .insert || $0.action == .move) }
        for change in sectionArrivals.sorted(by: { $0.after!.section < $1.after!.section }) {
            let position = change.after!.section
            precondition(position <= working.count, "reference: rules 1–3 hold, yet section \(position) cannot be inserted among \(working.count)")
            let section = change.action == .insert
                ? WorkingSection(identifier: nil, items: Array(repeating: nil, count: counts[position]))
                : movedSections.first { $0.destination == position }!.section
            working.insert(section, at: position)
        }
        for position in working.indices where reloadedSections.contains(where: { $0 == working[position].identifier }) {
            working[position].items = Array(repeating: nil, count: counts[position])
        }
        let itemArrivals = changes.filter { !$0.isSectionChange && ($0.action == .insert || $0.action == .move) }
        for change in itemArrivals.sorted(by: { $0.after!.indexPath! < $1.after!.indexPath! }) {
            let path = change.after!.indexPath!
            precondition(path.item <= working[path.section].items.count,
                         "reference: rules 1–7 hold, yet item \(path) cannot be inserted among \(working[path.section].items.count)")
            let identifier = change.action == .insert ? nil : movedItems.first { $0.destination == path }!.identifier
            working[path.section].items.insert(identifier, at: path.item)
        }
        precondition(working.map(\.items.count) == counts,
                     "reference: rules 1–7 hold, yet the literal application gives counts \(working.map(\.items.count)), not \(counts)")

        // 4. Name what is new, in reading order.
        var nextSection = (sections.map(\.identifier).max() ?? -1) + 1
        let named = working.map { section in
            let identifier = section.identifier ?? { defer { nextSection += 1 }; return nextSection }()
            let items = section.items.map { item in item ?? { defer { nextIdentifier += 1 }; return nextIdentifier }() }
            return ReferenceSection(identifier: identifier, items: items)
        }
        let application = ReferenceBatchApplication(before: self, after: ReferenceCollection(sections: named),
                                                    reloadedItems: reloadedItems.sorted(), reloadedSections: reloadedSections.sorted())
        return .applied(application)
    }
}

/// A section during a literal application: identifiers still to be named are nil.
private struct WorkingSection {
    var identifier: Int?
    var items: [Int?]
}
