/// The items a batch names in each section (those it removes from a section before the update,
/// or those it fills after), by section ascending, each section's items ascending: a section's
/// items are found by a binary search over the sections named, not by hashing the section.
///
/// Invariant: `entries` ascend strictly by section; each entry's items ascend strictly and are
/// not empty.
struct ItemsBySection: Hashable, Sendable, Sequence {
    struct Entry: Hashable, Sendable {
        let section: Int
        let items: [Int]
    }

    private let entries: [Entry]

    /// The index paths `paths`, distinct, grouped by section (sorted in their own storage:
    /// consumed).
    /// - Complexity: O(k log k) for k index paths.
    init(_ paths: consuming [IndexPath]) {
        var sorted = paths
        sorted.sort()
        var entries: [Entry] = [], start = 0
        for (index, path) in sorted.enumerated() {
            precondition(index == 0 || sorted[index - 1] < path, "ItemsBySection: an item given twice")
            if index + 1 == sorted.count || sorted[index + 1].section != path.section {
                // Each section's items in one allocation of their exact size.
                entries.append(Entry(section: path.section, items: sorted[start...index].map(\.item)))
                start = index + 1
            }
        }
        self.entries = entries
    }

    /// The items named in `section`, ascending; nil when none is.
    /// - Complexity: O(log s) for s sections named.
    subscript(section: Int) -> [Int]? {
        let index = partitionPoint(entries.count) { entries[$0].section >= section }
        return index < entries.count && entries[index].section == section ? entries[index].items : nil
    }

    /// The sections that have items named, ascending (a view: nothing is allocated).
    var sections: LazyMapSequence<[Entry], Int> { entries.lazy.map(\.section) }

    func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }
}
