/// Where a calendar's prepared events go in a batch update without section moves, as tables the
/// relabelling pass reads in O(1) per event: the new section of each old section, the new item of
/// each old item of a section whose items change, and the after-update index paths whose events
/// must be read and inserted.
///
/// An old item maps to −1 (its event leaves) when the batch deletes it, moves it away or reloads
/// it, when its section is deleted or reloaded, or when it was invalidated since; its new
/// position, if any, is then in `fresh`, with every inserted item, move destination and item of an
/// inserted or reloaded section. Survivors keep their relative order (`SurvivorRanks`), so each
/// table is a merge of the section's vacated and occupied positions.
struct BatchRelabelling {
    /// By old section: its section after the update, or −1 when none of its events survive.
    private(set) var newSection: [Int32] = []
    /// By old section: nil when its items keep their numbers; otherwise each old item's new
    /// number, or −1.
    private(set) var items: [ContiguousArray<Int32>?] = []
    /// After-update index paths to read and insert, each once, ascending.
    private(set) var fresh: [IndexPath] = []

    /// - Complexity: O(s + c log c + the items of every section with item changes).
    init(mapping: BatchIndexMapping, invalidated: [IndexPath], counts: SectionCounts) {
        let before = mapping.itemCountsBefore, after = counts.itemCounts
        var fresh = Set<IndexPath>()
        // Old items that leave while their position survives: reloads and invalidations.
        var leaving: [Int: [Int]] = [:]
        for path in mapping.reloadedItems where !mapping.reloadedSections.contains(path.section) {
            leaving[path.section, default: []].append(path.item)
            if let target = mapping.indexPathAfterUpdate(path) { fresh.insert(target) }
        }
        for path in invalidated where after.indices.contains(path.section) && (0..<after[path.section]).contains(path.item) {
            fresh.insert(path)
            if let source = mapping.indexPathBeforeUpdate(path) { leaving[source.section, default: []].append(source.item) }
        }
        for section in before.indices {
            guard let target = mapping.sectionAfterUpdate(section) else {
                newSection.append(-1)
                items.append(nil)
                continue
            }
            if mapping.reloadedSections.contains(section) {
                newSection.append(-1)
                items.append(nil)
                fresh.formUnion((0..<after[target]).map { IndexPath(item: $0, section: target) })
                continue
            }
            newSection.append(Int32(target))
            let removed = mapping.removedItems[section] ?? [], occupied = mapping.occupiedItems[target] ?? []
            guard !removed.isEmpty || !occupied.isEmpty || leaving[section] != nil else {
                items.append(nil)
                continue
            }
            var table = ContiguousArray<Int32>(repeating: -1, count: before[section])
            var nextRemoved = 0, nextOccupied = 0, position = 0
            for item in 0..<before[section] {
                if nextRemoved < removed.count && removed[nextRemoved] == item {
                    nextRemoved += 1
                    continue
                }
                while nextOccupied < occupied.count && occupied[nextOccupied] == position {
                    nextOccupied += 1
                    position += 1
                }
                table[item] = Int32(position)
                position += 1
            }
            for item in leaving[section] ?? [] where table.indices.contains(item) { table[item] = -1 }
            items.append(table)
            for item in occupied { fresh.insert(IndexPath(item: item, section: target)) }
        }
        for section in after.indices where mapping.sectionBeforeUpdate(section) == nil {
            fresh.formUnion((0..<after[section]).map { IndexPath(item: $0, section: section) })
        }
        self.fresh = fresh.sorted()
    }

    /// `dayOfEvent` (by old section and item) renumbered to the sections of `counts`: survivors
    /// keep their days, every other slot is −1 until its event is inserted.
    /// - Complexity: O(s + the items of every section with item changes).
    func relabel(_ dayOfEvent: [ContiguousArray<Int32>], counts: SectionCounts) -> [ContiguousArray<Int32>] {
        var old = dayOfEvent
        var result = [ContiguousArray<Int32>](repeating: [], count: counts.numberOfSections)
        var filled = [Bool](repeating: false, count: counts.numberOfSections)
        for section in old.indices where newSection[section] >= 0 {
            let target = Int(newSection[section])
            if let table = items[section] {
                var days = ContiguousArray<Int32>(repeating: -1, count: counts.itemCounts[target])
                for (item, day) in old[section].enumerated() where table[item] >= 0 { days[Int(table[item])] = day }
                result[target] = days
            } else {
                // Taken, not copied: the old array is not used again.
                swap(&result[target], &old[section])
            }
            filled[target] = true
        }
        for section in result.indices where !filled[section] {
            result[section] = ContiguousArray(repeating: -1, count: counts.itemCounts[section])
        }
        return result
    }
}
