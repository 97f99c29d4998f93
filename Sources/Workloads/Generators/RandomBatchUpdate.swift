import LabSupport
import LayoutEngine

/// A random batch update together with the collection it applies to, for the fuzzer, the perf lab
/// and the engine tests. Items are opaque `Int` identifiers, one array per section.
///
/// `valid(changeCount:on:nextIdentifier:newSectionItemCounts:using:)` draws a batch UIKit accepts,
/// mixing every kind of change: section inserts, deletes, moves and reloads, and item inserts,
/// deletes, reloads and moves (within a section and across sections, into moved sections too), and
/// says what the collection holds after it. `invalid(changeCount:on:newSectionItemCounts:using:)`
/// draws a valid batch and breaks it with one `Corruption`, chosen so that validation reports
/// exactly the corruption's rule.
///
/// Everything is drawn from the `SeededGenerator` passed in, with no `Set` or `Dictionary` order
/// and no standard-library shuffle, so a seed gives the same batch on every platform and every Swift
/// version. The changes come in a random order, since the order of a batch means nothing.
public struct RandomBatchUpdate: Hashable, Sendable {
    /// The changes, in a random order.
    public var batch: BatchUpdate
    /// The item identifiers before the update, one array per section.
    public var itemsBefore: [[Int]]
    /// The item counts the data source reports after the update (corrupted by `.itemCountMismatch`
    /// and `.sectionCountMismatch`).
    public var itemCountsAfter: [Int]
    /// The item identifiers after the update, one array per section; nil for an invalid batch.
    /// A moved or reloaded item keeps its identifier; a new one (inserted, or in an inserted or
    /// reloaded section) gets the next identifier of the caller's counter, in reading order.
    public var itemsAfter: [[Int]]?
    /// How a valid batch was broken; nil for a valid batch.
    public var corruption: Corruption?

    /// The item counts before the update.
    /// - Complexity: O(s), where s is the number of sections.
    /// A batch as recorded (a reproducer read back); the draws below make new ones.
    public init(batch: BatchUpdate, itemsBefore: [[Int]], itemCountsAfter: [Int], itemsAfter: [[Int]]?,
                corruption: Corruption?) {
        self.batch = batch
        self.itemsBefore = itemsBefore
        self.itemCountsAfter = itemCountsAfter
        self.itemsAfter = itemsAfter
        self.corruption = corruption
    }

    public var itemCountsBefore: [Int] { itemsBefore.map(\.count) }
    public var isValid: Bool { corruption == nil }

    /// The ways `invalid` breaks a valid batch, each named after the rule it breaks (see
    /// `BatchUpdateError`). Only that rule is broken first: validating the result throws an error
    /// whose `rule` is the corruption's `rule`.
    public enum Corruption: String, CaseIterable, Hashable, Sendable {
        /// A change names a section past the end (or negative) before the update. Always applies.
        case sectionOutOfRangeBefore
        /// A change names a section past the end after the update. Always applies.
        case sectionOutOfRangeAfter
        /// A section change is repeated, or a section is reloaded twice.
        case sectionChangedTwice
        /// The data source reports one section too many, or a section insert or delete is missing.
        /// Always applies.
        case sectionCountMismatch
        /// An item delete or reload names an item past the end (or negative) of an existing section.
        case itemOutOfRangeBefore
        /// An item insert names an item past the end (or negative) of an existing section.
        case itemOutOfRangeAfter
        /// An item delete is repeated.
        case duplicatedItemDelete
        /// An item is both deleted and moved away.
        case itemDeletedAndMoved
        /// An item position after the update is inserted twice, or inserted and moved into.
        case itemInsertedTwice
        /// An item is moved out of a deleted or reloaded section, or deleted or reloaded inside one.
        case itemChangedInRemovedSection
        /// An item is inserted into an inserted or reloaded section.
        case itemInsertedIntoNewSection
        /// A surviving section's item count after the update is off by one, or an item insert or
        /// delete is missing.
        case itemCountMismatch

        /// The number of the rule broken, as `BatchUpdateError.rule`.
        public var rule: Int {
            switch self {
            case .sectionOutOfRangeBefore, .sectionOutOfRangeAfter: 1
            case .sectionChangedTwice: 2
            case .sectionCountMismatch: 3
            case .itemOutOfRangeBefore, .itemOutOfRangeAfter: 4
            case .duplicatedItemDelete, .itemDeletedAndMoved, .itemInsertedTwice: 5
            case .itemChangedInRemovedSection, .itemInsertedIntoNewSection: 6
            case .itemCountMismatch: 7
            }
        }
    }
}

// MARK: - Drawing

extension RandomBatchUpdate {
    /// A valid batch of exactly `changeCount` changes on the collection `items`. Every kind of
    /// change can be drawn on any collection, empty ones included: when nothing else is possible,
    /// a section is inserted. Inserted and reloaded sections get a number of new items drawn from
    /// `newSectionItemCounts`; new items take their identifiers from `nextIdentifier`, which ends
    /// one past the last used.
    /// - Complexity: O(n + s + c + k), where n is the number of items, s the number of sections,
    ///   c the number of changes and k the number of new items.
    /// - Parameter itemChangesOnly: draw item changes only (a section is still inserted when no
    ///   item change is possible), as a benchmark of item updates wants.
    public static func valid(changeCount: Int, on items: [[Int]], nextIdentifier: inout Int,
                             newSectionItemCounts: ClosedRange<Int> = 0...4, itemChangesOnly: Bool = false,
                             using generator: inout SeededGenerator) -> RandomBatchUpdate {
        var draft = Draft.make(changeCount: changeCount, on: items, nextIdentifier: &nextIdentifier,
                               newSectionItemCounts: newSectionItemCounts, itemChangesOnly: itemChangesOnly,
                               using: &generator)
        shuffle(&draft.changes, using: &generator)
        return RandomBatchUpdate(batch: BatchUpdate(draft.changes), itemsBefore: items,
                                 itemCountsAfter: draft.countsAfter, itemsAfter: draft.itemsAfter, corruption: nil)
    }

    /// An invalid batch: a valid batch of `changeCount` changes on `items`, broken by a corruption
    /// drawn among those that apply to it (some always do).
    /// - Complexity: O(n + s + c + k), as `valid`.
    public static func invalid(changeCount: Int, on items: [[Int]], newSectionItemCounts: ClosedRange<Int> = 0...4,
                               using generator: inout SeededGenerator) -> RandomBatchUpdate {
        var nextIdentifier = 0
        let draft = Draft.make(changeCount: changeCount, on: items, nextIdentifier: &nextIdentifier,
                               newSectionItemCounts: newSectionItemCounts, using: &generator)
        var candidates = Corruption.allCases
        while true {
            let corruption = candidates.remove(at: generator.int(in: 0..<candidates.count))
            if let broken = draft.corrupted(by: corruption, using: &generator) {
                return finish(broken, corruption: corruption, items: items, using: &generator)
            }
        }
    }

    /// A valid batch of `changeCount` changes on `items` broken by `corruption`, or nil when that
    /// corruption does not apply to the valid batch drawn (for example, no item is deleted to
    /// delete twice). The generator advances either way.
    /// - Complexity: O(n + s + c + k), as `valid`.
    public static func invalid(_ corruption: Corruption, changeCount: Int, on items: [[Int]],
                               newSectionItemCounts: ClosedRange<Int> = 0...4,
                               using generator: inout SeededGenerator) -> RandomBatchUpdate? {
        var nextIdentifier = 0
        let draft = Draft.make(changeCount: changeCount, on: items, nextIdentifier: &nextIdentifier,
                               newSectionItemCounts: newSectionItemCounts, using: &generator)
        guard let broken = draft.corrupted(by: corruption, using: &generator) else { return nil }
        return finish(broken, corruption: corruption, items: items, using: &generator)
    }

    /// A random collection: a number of sections drawn from `sectionCount`, each with a number of
    /// items drawn from `itemsPerSection`, identified by `nextIdentifier`, `nextIdentifier + 1`, …
    /// in reading order.
    /// - Complexity: O(s + n), where s is the number of sections and n the number of items.
    public static func collection(sectionCount: ClosedRange<Int>, itemsPerSection: ClosedRange<Int>,
                                  nextIdentifier: inout Int, using generator: inout SeededGenerator) -> [[Int]] {
        precondition(sectionCount.lowerBound >= 0 && itemsPerSection.lowerBound >= 0, "negative counts")
        return (0..<generator.int(in: sectionCount)).map { _ in
            (0..<generator.int(in: itemsPerSection)).map { _ in
                defer { nextIdentifier += 1 }
                return nextIdentifier
            }
        }
    }

    private static func finish(_ broken: (changes: [BatchChange], countsAfter: [Int]), corruption: Corruption,
                               items: [[Int]], using generator: inout SeededGenerator) -> RandomBatchUpdate {
        var changes = broken.changes
        shuffle(&changes, using: &generator)
        return RandomBatchUpdate(batch: BatchUpdate(changes), itemsBefore: items, itemCountsAfter: broken.countsAfter,
                                 itemsAfter: nil, corruption: corruption)
    }

    /// Fisher–Yates with the seeded generator's own bounded draw: the standard library's
    /// `shuffle(using:)` does not promise the same order in every Swift version.
    static func shuffle<Element>(_ array: inout [Element], using generator: inout SeededGenerator) {
        guard array.count > 1 else { return }
        for index in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(index, generator.int(in: 0...index))
        }
    }

    /// `count` distinct positions of `0..<limit` in a random order (a partial Fisher–Yates).
    /// - Complexity: O(limit).
    static func positions(_ count: Int, of limit: Int, using generator: inout SeededGenerator) -> [Int] {
        var all = Array(0..<limit)
        for index in 0..<count {
            all.swapAt(index, generator.int(in: index..<limit))
        }
        return Array(all.prefix(count))
    }
}
