@testable import LayoutEngine

/// The snapshots of the written cases: sections "A", "B", ..., items "a", "b", ...
typealias LetterSnapshot = DiffableSnapshot<String, String>
typealias LetterSnapshotError = SnapshotError<String, String>
/// The snapshots of the randomised cases.
typealias NumberSnapshot = DiffableSnapshot<Int, Int>

/// A snapshot from its sections in order, each with its items: `snapshot(["A": ["a", "b"], "B": []])`.
func snapshot(_ sections: KeyValuePairs<String, [String]>) -> LetterSnapshot {
    var snapshot = LetterSnapshot()
    for (section, items) in sections {
        try! snapshot.appendSections([section])
        try! snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The sections and items of a snapshot, without its marks, in a form `#expect` prints well.
struct SnapshotContents<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Equatable, CustomStringConvertible {
    var sections: [SectionID]
    var items: [[ItemID]]

    init(sections: [SectionID], items: [[ItemID]]) {
        self.sections = sections
        self.items = items
    }

    init(_ snapshot: DiffableSnapshot<SectionID, ItemID>) {
        sections = snapshot.sectionIdentifiers
        items = sections.map { snapshot.itemIdentifiers(inSection: $0)! }
    }

    var description: String {
        zip(sections, items).map { "\($0): \($1)" }.joined(separator: "; ")
    }
}

/// The result of applying a valid batch to `old` as UIKit would: every position after the update
/// takes its identifier from the position before it that the mapping names, and only positions
/// the mapping calls new (inserted, or in an inserted or reloaded section) read `newer`.
func apply<SectionID, ItemID>(_ mapping: BatchIndexMapping, to old: DiffableSnapshot<SectionID, ItemID>,
                              insertingFrom newer: DiffableSnapshot<SectionID, ItemID>) -> SnapshotContents<SectionID, ItemID> {
    let sections = (0..<mapping.sectionCountAfter).map { section in
        mapping.sectionBeforeUpdate(section).map { old.sectionIdentifiers[$0] } ?? newer.sectionIdentifiers[section]
    }
    let items = mapping.itemCountsAfter.enumerated().map { section, count in
        (0..<count).map { item in
            let position = IndexPath(item: item, section: section)
            return mapping.indexPathBeforeUpdate(position).map { old.itemIdentifier(at: $0)! } ?? newer.itemIdentifier(at: position)!
        }
    }
    return SnapshotContents(sections: sections, items: items)
}

extension SplitMix64 {
    /// The elements of `array` in a uniformly random order (Fisher–Yates on the lab's generator,
    /// so the order does not depend on the standard library's shuffle).
    mutating func shuffled<T>(_ array: [T]) -> [T] {
        var array = array
        for index in array.indices.dropLast().reversed() {
            array.swapAt(index, int(in: index...(array.count - 1)))
        }
        return array
    }

    /// A random subset of `array`, each element kept with `probability`, in order.
    mutating func subset<T>(of array: [T], probability: Double) -> [T] {
        array.filter { _ in chance(probability) }
    }
}

/// Random pairs of snapshots for the diff's property tests.
struct RandomSnapshotPairs {
    var rng: SplitMix64
    /// Identifiers not used yet; sections and items draw from separate counters.
    private var nextSection = 0, nextItem = 0

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    /// An older snapshot of up to `maxItems` items, and a newer one made from it by random edits
    /// or drawn afresh with some of its identifiers. Either may carry marks.
    mutating func next(maxItems: Int) throws -> (old: NumberSnapshot, new: NumberSnapshot) {
        let old = try fresh(maxItems: maxItems)
        let new = rng.chance(0.6) ? try edited(old, maxItems: maxItems) : try redrawn(from: old, maxItems: maxItems)
        return (old, new)
    }

    private mutating func newSection() -> Int { defer { nextSection += 1 }; return nextSection }
    private mutating func newItems(_ count: Int) -> [Int] { defer { nextItem += count }; return Array(nextItem..<nextItem + count) }

    /// Random sections of random sizes, sometimes with marks (which the diff must ignore).
    private mutating func fresh(maxItems: Int) throws -> NumberSnapshot {
        var snapshot = NumberSnapshot()
        let sectionCount = rng.int(in: 0...5)
        for _ in 0..<sectionCount { try snapshot.appendSections([newSection()]) }
        guard sectionCount > 0 else { return snapshot }
        for _ in 0..<rng.int(in: 0...maxItems) {
            try snapshot.appendItems(newItems(1), toSection: rng.element(of: snapshot.sectionIdentifiers))
        }
        try mark(&snapshot)
        return snapshot
    }

    private mutating func mark(_ snapshot: inout NumberSnapshot) throws {
        guard rng.chance(0.5) else { return }
        try snapshot.reloadSections(rng.subset(of: snapshot.sectionIdentifiers, probability: 0.2))
        try snapshot.reloadItems(rng.subset(of: snapshot.itemIdentifiers, probability: 0.15))
        try snapshot.reconfigureItems(rng.subset(of: snapshot.itemIdentifiers, probability: 0.15))
    }

    /// `old`'s sections and items, without marks, changed by a few random edits.
    private mutating func edited(_ old: NumberSnapshot, maxItems: Int) throws -> NumberSnapshot {
        var snapshot = NumberSnapshot()
        for section in old.sectionIdentifiers {
            try snapshot.appendSections([section])
            try snapshot.appendItems(old.itemIdentifiers(inSection: section)!, toSection: section)
        }
        for _ in 0..<rng.int(in: 0...10) {
            let sections = snapshot.sectionIdentifiers, items = snapshot.itemIdentifiers
            switch rng.int(below: 9) {
            case 0 where !sections.isEmpty:
                try snapshot.deleteSections([rng.element(of: sections)])
            case 1:
                let added = (0..<rng.int(in: 1...2)).map { _ in newSection() }
                if sections.isEmpty || rng.chance(0.3) {
                    try snapshot.appendSections(added)
                } else if rng.chance(0.5) {
                    try snapshot.insertSections(added, beforeSection: rng.element(of: sections))
                } else {
                    try snapshot.insertSections(added, afterSection: rng.element(of: sections))
                }
            case 2 where sections.count > 1:
                let moved = rng.element(of: sections), anchor = rng.element(of: sections.filter { $0 != moved })
                if rng.chance(0.5) { try snapshot.moveSection(moved, beforeSection: anchor) } else { try snapshot.moveSection(moved, afterSection: anchor) }
            case 3 where !items.isEmpty:
                try snapshot.deleteItems(rng.subset(of: items, probability: 0.2))
            case 4 where !sections.isEmpty && items.count < maxItems:
                let added = newItems(rng.int(in: 1...Swift.min(4, maxItems - items.count)))
                if items.isEmpty || rng.chance(0.3) {
                    try snapshot.appendItems(added, toSection: rng.chance(0.3) ? nil : rng.element(of: sections))
                } else if rng.chance(0.5) {
                    try snapshot.insertItems(added, beforeItem: rng.element(of: items))
                } else {
                    try snapshot.insertItems(added, afterItem: rng.element(of: items))
                }
            case 5...6 where items.count > 1:
                for _ in 0..<rng.int(in: 1...3) {
                    let moved = rng.element(of: items), anchor = rng.element(of: items.filter { $0 != moved })
                    if rng.chance(0.5) { try snapshot.moveItem(moved, beforeItem: anchor) } else { try snapshot.moveItem(moved, afterItem: anchor) }
                }
            case 7 where !sections.isEmpty:
                // Shuffle one section by moves within it.
                let section = rng.element(of: sections), inSection = snapshot.itemIdentifiers(inSection: section)!
                guard inSection.count > 1 else { break }
                for (moved, anchor) in zip(rng.shuffled(inSection), rng.shuffled(inSection)) where moved != anchor {
                    try snapshot.moveItem(moved, beforeItem: anchor)
                }
            case 8:
                try mark(&snapshot)
            default:
                break
            }
        }
        try mark(&snapshot)
        return snapshot
    }

    /// New sections, some of them `old`'s, in random order, with random items, some of them
    /// `old`'s, placed anywhere.
    private mutating func redrawn(from old: NumberSnapshot, maxItems: Int) throws -> NumberSnapshot {
        var snapshot = NumberSnapshot()
        var sections = rng.subset(of: old.sectionIdentifiers, probability: 0.7)
        sections += (0..<rng.int(in: 0...2)).map { _ in newSection() }
        try snapshot.appendSections(rng.shuffled(sections))
        guard !sections.isEmpty else { return snapshot }
        var items = rng.subset(of: old.itemIdentifiers, probability: 0.7)
        items += newItems(rng.int(in: 0...Swift.max(0, maxItems - items.count) / 4))
        var lists = [[Int]](repeating: [], count: sections.count)
        for item in rng.shuffled(items) {
            let section = rng.int(below: sections.count)
            lists[section].insert(item, at: rng.int(in: 0...lists[section].count))
        }
        for (section, list) in zip(snapshot.sectionIdentifiers, lists) { try snapshot.appendItems(list, toSection: section) }
        try mark(&snapshot)
        return snapshot
    }
}

/// The length of a longest strictly increasing subsequence, by trying every subsequence: the
/// oracle for small inputs.
/// - Complexity: O(2^n · n).
func exhaustiveLongestIncreasingLength(_ values: [Int]) -> Int {
    precondition(values.count <= 16, "exhaustive search is for small inputs")
    var best = 0
    for mask in 0..<(1 << values.count) where mask.nonzeroBitCount > best {
        var last = Int.min, increasing = true
        for index in values.indices where mask & (1 << index) != 0 {
            if values[index] <= last { increasing = false; break }
            last = values[index]
        }
        if increasing { best = mask.nonzeroBitCount }
    }
    return best
}

/// The length of a longest strictly increasing subsequence, by the quadratic dynamic program:
/// the oracle for larger inputs, independent of patience sorting.
func quadraticLongestIncreasingLength(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for index in values.indices {
        for earlier in 0..<index where values[earlier] < values[index] {
            lengths[index] = Swift.max(lengths[index], lengths[earlier] + 1)
        }
    }
    return lengths.max() ?? 0
}
