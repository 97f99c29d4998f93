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

    /// The index paths `paths`, distinct, grouped by section.
    /// - Complexity: O(k log k) for k index paths.
    init(_ paths: [IndexPath]) {
        var entries: [Entry] = [], items: [Int] = []
        let sorted = paths.sorted()
        for (index, path) in sorted.enumerated() {
            precondition(index == 0 || sorted[index - 1] < path, "ItemsBySection: an item given twice")
            items.append(path.item)
            if index + 1 == sorted.count || sorted[index + 1].section != path.section {
                entries.append(Entry(section: path.section, items: items))
                items = []
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

    /// The sections that have items named, ascending.
    var sections: [Int] { entries.map(\.section) }

    func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }
}
