import LabSupport
import LayoutEngine

/// A batch update as a workload stores it: the changes, the item counts of the sections it
/// inserts or reloads, and the seed the data of new items is drawn from. Together with the data
/// before it, that is enough to rebuild the data after it exactly (`sections(after:from:)`), so a
/// workload file holds no item data of its own.
public struct WorkloadBatch: Hashable, Sendable {
    /// The largest `dataSeed`: seeds are written as JSON numbers, exact up to 2^53.
    public static let maximumDataSeed: UInt64 = 1 << 53 - 1

    public var update: BatchUpdate
    /// The number of items of each inserted or reloaded section, one per `.insertSection` or
    /// `.reloadSection` change, in the order those changes appear in `update.changes`.
    public var newSectionItemCounts: [Int]
    /// The seed of the `SeededGenerator` that draws the data of new items (see
    /// `sections(after:from:)`); at most `maximumDataSeed`.
    public var dataSeed: UInt64

    public init(_ update: BatchUpdate, newSectionItemCounts: [Int] = [], dataSeed: UInt64) {
        self.update = update
        self.newSectionItemCounts = newSectionItemCounts
        self.dataSeed = dataSeed
    }

    /// The number of `.insertSection` and `.reloadSection` changes: how many counts
    /// `newSectionItemCounts` must hold.
    /// - Complexity: O(c), where c is the number of changes.
    public var newSectionCount: Int {
        update.changes.count { change in
            switch change {
            case .insertSection, .reloadSection: true
            default: false
            }
        }
    }

    /// Validates the batch against the sections' item counts before it and returns the mapping
    /// between the two sides, whose `itemCountsAfter` are the counts the batch leads to.
    /// - Throws: `LabError` naming the rule the batch breaks (docs/batch-updates.md), or that
    ///   `newSectionItemCounts` does not hold one count per inserted or reloaded section.
    /// - Complexity: O(c log c + s), where c is the number of changes and s of sections.
    public func validated(itemCountsBefore before: [Int]) throws(LabError) -> BatchIndexMapping {
        guard newSectionItemCounts.count == newSectionCount else {
            throw LabError("the batch has \(newSectionCount) section inserts and reloads but \(newSectionItemCounts.count) new section item counts")
        }
        guard newSectionItemCounts.allSatisfy({ $0 >= 0 }) else {
            throw LabError("a new section's item count is negative: \(newSectionItemCounts)")
        }
        do {
            return try update.validated(itemCountsBefore: before, itemCountsAfter: itemCountsAfter(before: before))
        } catch {
            throw LabError(error.description)
        }
    }

    /// The item counts after the batch, if it is valid; otherwise counts that make validation
    /// report the rule it breaks. Surviving sections are placed as UIKit does: moved and inserted
    /// ones at the positions the changes name, the others in their order in the positions left.
    /// - Complexity: O(c + s).
    func itemCountsAfter(before: [Int]) -> [Int] {
        let sectionCount = before.count
        var deleted = Array(repeating: false, count: sectionCount), reloaded = deleted
        var destination = Array(repeating: -1, count: sectionCount)
        var insertedCount = 0, deletedCount = 0
        var removedItems = Array(repeating: 0, count: sectionCount)
        var arrivals: [Int: Int] = [:]
        var newCounts: [(section: Int, count: Int, isBefore: Bool)] = []
        var counts = newSectionItemCounts.makeIterator()
        for change in update.changes {
            switch change {
            case .deleteSection(let section):
                if before.indices.contains(section), !deleted[section] { deleted[section] = true; deletedCount += 1 }
            case .reloadSection(let section):
                if before.indices.contains(section) { reloaded[section] = true }
                newCounts.append((section, counts.next() ?? 0, true))
            case .moveSection(let from, let to):
                if before.indices.contains(from) { destination[from] = to }
            case .insertSection(let section):
                insertedCount += 1
                newCounts.append((section, counts.next() ?? 0, false))
            case .deleteItem(let path):
                if before.indices.contains(path.section) { removedItems[path.section] += 1 }
            case .moveItem(let from, let to):
                if before.indices.contains(from.section) { removedItems[from.section] += 1 }
                arrivals[to.section, default: 0] += 1
            case .insertItem(let path):
                arrivals[path.section, default: 0] += 1
            case .reloadItem:
                break
            }
        }
        var after = Array(repeating: 0, count: Swift.max(0, sectionCount - deletedCount + insertedCount))
        var isTaken = Array(repeating: false, count: after.count)
        var source = Array(repeating: -1, count: after.count)
        for (section, count, isBefore) in newCounts where !isBefore && after.indices.contains(section) {
            after[section] = count
            isTaken[section] = true
        }
        for section in 0..<sectionCount where !deleted[section] && after.indices.contains(destination[section]) {
            source[destination[section]] = section
            isTaken[destination[section]] = true
        }
        var free = after.indices.lazy.filter { !isTaken[$0] }.makeIterator()
        for section in 0..<sectionCount where !deleted[section] && !after.indices.contains(destination[section]) {
            guard let position = free.next() else { break }
            source[position] = section
        }
        let reloadedCounts = Dictionary(newCounts.filter(\.isBefore).map { ($0.section, $0.count) }, uniquingKeysWith: { a, _ in a })
        for position in after.indices where source[position] >= 0 {
            let section = source[position]
            after[position] = reloaded[section]
                ? reloadedCounts[section] ?? 0
                : before[section] - removedItems[section] + arrivals[position, default: 0]
        }
        return after
    }
}
