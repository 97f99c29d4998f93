/// Which items of a section are the same before and after a change: runs of new items, each the
/// old item at a constant offset, with the size it had. Every other new item is changed (inserted,
/// reloaded, moved in, or named by an invalidation) and must be laid out again; between runs, old
/// items may have gone (deleted, moved out).
///
/// Invariant: runs are sorted by `newStart`, do not overlap, and none is empty.
struct FlowItemCorrespondence: Sendable {
    struct Run: Sendable {
        var newStart: Int
        var newEnd: Int
        var oldStart: Int
    }

    private(set) var runs: [Run]

    /// The run holding new item `item`, if it is unchanged.
    /// - Complexity: O(log r), where r is the number of runs.
    func run(holding item: Int) -> Run? {
        let index = partitionPoint(runs.count) { runs[$0].newStart > item } - 1
        guard index >= 0, item < runs[index].newEnd else { return nil }
        return runs[index]
    }

    /// The items of a section whose count did not change and where only `changed` items (in any
    /// order, duplicates and out-of-range ones allowed) may have changed size.
    /// - Complexity: O(m log m) for m changed items.
    init(itemCount: Int, changed: [Int]) {
        runs = []
        var start = 0
        for item in Set(changed).sorted() where item >= start && item < itemCount {
            if item > start { runs.append(Run(newStart: start, newEnd: item, oldStart: start)) }
            start = item + 1
        }
        if start < itemCount { runs.append(Run(newStart: start, newEnd: itemCount, oldStart: start)) }
    }

    /// The items of `section` through a batch update that changes no section as a whole, with
    /// `invalidated` items (after the batch, in that section) changed too; nil when the batch
    /// inserts, deletes, moves or reloads a section, or moves an item across sections to or
    /// from `section` (those relayouts start from the section's start anyway, or the
    /// correspondence would need the other section).
    /// - Complexity: O((c + m) log c) for c changes and m invalidated items.
    init?(section: Int, through mapping: BatchIndexMapping, invalidated: [Int]) {
        guard section < mapping.itemCountsBefore.count, section < mapping.itemCountsAfter.count else { return nil }
        var removedOld: [Int] = [], addedNew = invalidated
        for change in mapping.changes {
            switch change {
            case .deleteSection, .reloadSection, .moveSection, .insertSection:
                return nil
            case .deleteItem(let path) where path.section == section:
                removedOld.append(path.item)
            case .insertItem(let path) where path.section == section:
                addedNew.append(path.item)
            case .reloadItem(let path) where path.section == section:
                removedOld.append(path.item)
                guard let after = mapping.indexPathAfterUpdate(path) else { return nil }
                addedNew.append(after.item)
            case .moveItem(let from, let to) where from.section == section || to.section == section:
                guard from.section == to.section else { return nil }
                removedOld.append(from.item)
                addedNew.append(to.item)
            default:
                break
            }
        }
        let before = mapping.itemCountsBefore[section], after = mapping.itemCountsAfter[section]
        let removed = Set(removedOld).sorted(), added = Set(addedNew).sorted()
        runs = []
        var new = 0, nextAdded = 0, nextRemoved = 0
        while new < after {
            while nextAdded < added.count && added[nextAdded] < new { nextAdded += 1 }
            if nextAdded < added.count && added[nextAdded] == new {
                new += 1
                continue
            }
            guard let old = mapping.indexPathBeforeUpdate(IndexPath(item: new, section: section))?.item,
                  old < before else { return nil }
            while nextRemoved < removed.count && removed[nextRemoved] <= old { nextRemoved += 1 }
            // The run ends at the next changed new item or where the next removed old item would be.
            let byAdded = nextAdded < added.count ? added[nextAdded] : after
            let byRemoved = nextRemoved < removed.count ? new + (removed[nextRemoved] - old) : after
            let end = Swift.min(byAdded, byRemoved, after, new + (before - old))
            runs.append(Run(newStart: new, newEnd: end, oldStart: old))
            new = end
        }
    }
}
