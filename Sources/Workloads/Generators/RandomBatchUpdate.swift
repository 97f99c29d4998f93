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
    fileprivate static func shuffle<Element>(_ array: inout [Element], using generator: inout SeededGenerator) {
        guard array.count > 1 else { return }
        for index in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(index, generator.int(in: 0...index))
        }
    }

    /// `count` distinct positions of `0..<limit` in a random order (a partial Fisher–Yates).
    /// - Complexity: O(limit).
    fileprivate static func positions(_ count: Int, of limit: Int, using generator: inout SeededGenerator) -> [Int] {
        var all = Array(0..<limit)
        for index in 0..<count {
            all.swapAt(index, generator.int(in: index..<limit))
        }
        return Array(all.prefix(count))
    }
}

// MARK: - The plan of a valid batch

/// A set of integers below a bound with O(1) insertion, removal and uniform draw, in an order
/// that depends only on the operations done (never on hashing).
private struct Pool {
    private(set) var elements: [Int] = []
    private var slots: [Int]

    init(bound: Int) {
        slots = Array(repeating: -1, count: bound)
    }

    var isEmpty: Bool { elements.isEmpty }

    mutating func insert(_ element: Int) {
        guard slots[element] < 0 else { return }
        slots[element] = elements.count
        elements.append(element)
    }

    mutating func remove(_ element: Int) {
        let slot = slots[element]
        guard slot >= 0 else { return }
        let last = elements.removeLast()
        if last != element {
            elements[slot] = last
            slots[last] = slot
        }
        slots[element] = -1
    }

    func randomElement(using generator: inout SeededGenerator) -> Int {
        elements[generator.int(in: 0..<elements.count)]
    }
}

/// A valid batch being drawn: the fate of every section and item before the update, decided one
/// change at a time, then laid out (`make`), and what can be done to break it (`corrupted`).
private struct Draft {
    enum SectionFate: Equatable { case keep, delete, reload, move }
    enum ItemFate: Equatable { case keep, delete, reload, move(toSection: Int) }
    enum Kind: CaseIterable { case insertSection, deleteSection, reloadSection, moveSection, insertItem, deleteItem, reloadItem, moveItem }

    var changes: [BatchChange] = []
    var countsBefore: [Int]
    var countsAfter: [Int] = []
    var itemsAfter: [[Int]] = []
    /// Before-update positions of deleted sections, after-update positions of inserted ones,
    /// after-update positions of reloaded ones and of the sections that survive whole.
    var deletedSections: [Int] = [], reloadedSectionsBefore: [Int] = [], insertedSections: [Int] = []
    var reloadedSectionsAfter: [Int] = [], survivingSectionsAfter: [Int] = []

    init(countsBefore: [Int]) {
        self.countsBefore = countsBefore
    }

    static func make(changeCount: Int, on items: [[Int]], nextIdentifier: inout Int,
                     newSectionItemCounts: ClosedRange<Int>, itemChangesOnly: Bool = false,
                     using generator: inout SeededGenerator) -> Draft {
        precondition(changeCount >= 0 && newSectionItemCounts.lowerBound >= 0, "negative counts")
        let counts = items.map(\.count)
        var draft = Draft(countsBefore: counts)
        let sectionCount = items.count
        var firstItem: [Int] = [], sectionOfItem: [Int] = []
        for (section, count) in counts.enumerated() {
            firstItem.append(sectionOfItem.count)
            sectionOfItem += repeatElement(section, count: count)
        }
        var sectionFates = Array(repeating: SectionFate.keep, count: sectionCount)
        var itemFates = Array(repeating: ItemFate.keep, count: sectionOfItem.count)
        var insertsInto = Array(repeating: 0, count: sectionCount)
        var movesInto = Array(repeating: [Int](), count: sectionCount)
        var insertedSectionCount = 0
        // Untouched kept sections (may be deleted or reloaded), kept sections (may be moved),
        // sections that survive whole (may receive items), items still free to change.
        var free = Pool(bound: sectionCount), kept = Pool(bound: sectionCount), targets = Pool(bound: sectionCount)
        var freeItems = Pool(bound: sectionOfItem.count)
        for section in 0..<sectionCount { free.insert(section); kept.insert(section); targets.insert(section) }
        for item in sectionOfItem.indices { freeItems.insert(item) }

        for _ in 0..<changeCount {
            let sections = itemChangesOnly ? 0 : 1
            var weighted: [(Kind, Int)] = [
                (.insertSection, sections), (.deleteSection, free.isEmpty ? 0 : sections),
                (.reloadSection, free.isEmpty ? 0 : sections), (.moveSection, kept.isEmpty ? 0 : sections),
                (.insertItem, targets.isEmpty ? 0 : 2), (.deleteItem, freeItems.isEmpty ? 0 : 2),
                (.reloadItem, freeItems.isEmpty ? 0 : 2), (.moveItem, freeItems.isEmpty ? 0 : 2),
            ]
            if weighted.allSatisfy({ $0.1 == 0 }) { weighted[0].1 = 1 }
            var draw = generator.int(in: 0..<weighted.reduce(0) { $0 + $1.1 })
            let kind = weighted.first { draw -= $0.1; return draw < 0 }!.0
            switch kind {
            case .insertSection:
                insertedSectionCount += 1
            case .deleteSection, .reloadSection:
                let section = free.randomElement(using: &generator)
                sectionFates[section] = kind == .deleteSection ? .delete : .reload
                free.remove(section); kept.remove(section); targets.remove(section)
                for item in firstItem[section]..<(firstItem[section] + counts[section]) { freeItems.remove(item) }
            case .moveSection:
                let section = kept.randomElement(using: &generator)
                sectionFates[section] = .move
                free.remove(section); kept.remove(section)
            case .insertItem:
                let section = targets.randomElement(using: &generator)
                insertsInto[section] += 1
                free.remove(section)
            case .deleteItem, .reloadItem, .moveItem:
                let item = freeItems.randomElement(using: &generator)
                let section = sectionOfItem[item]
                freeItems.remove(item)
                free.remove(section)
                switch kind {
                case .deleteItem: itemFates[item] = .delete
                case .reloadItem: itemFates[item] = .reload
                default:
                    let target = generator.chance(0.4) ? section : targets.randomElement(using: &generator)
                    itemFates[item] = .move(toSection: target)
                    movesInto[target].append(item)
                    free.remove(target)
                }
            }
        }

        // Sections: moved and inserted ones at random distinct positions, the others in order
        // in the positions left.
        let survivors = (0..<sectionCount).filter { sectionFates[$0] != .delete }
        let moved = survivors.filter { sectionFates[$0] == .move }
        let afterSectionCount = survivors.count + insertedSectionCount
        let chosen = RandomBatchUpdate.positions(moved.count + insertedSectionCount, of: afterSectionCount, using: &generator)
        var afterPosition = Array(repeating: -1, count: sectionCount)
        var isChosen = Array(repeating: false, count: afterSectionCount)
        for position in chosen { isChosen[position] = true }
        for (section, position) in zip(moved, chosen) {
            afterPosition[section] = position
            draft.changes.append(.moveSection(section, to: position))
        }
        draft.insertedSections = Array(chosen.dropFirst(moved.count))
        var left = (0..<afterSectionCount).filter { !isChosen[$0] }.makeIterator()
        for section in survivors where sectionFates[section] != .move { afterPosition[section] = left.next()! }
        // New identifiers are nil until they are named in reading order.
        var after = Array(repeating: [Int?](), count: afterSectionCount)
        for position in draft.insertedSections {
            draft.changes.append(.insertSection(position))
            after[position] = Array(repeating: nil, count: generator.int(in: newSectionItemCounts))
        }
        for section in 0..<sectionCount {
            switch sectionFates[section] {
            case .delete:
                draft.deletedSections.append(section)
                draft.changes.append(.deleteSection(section))
            case .reload:
                draft.reloadedSectionsBefore.append(section)
                draft.reloadedSectionsAfter.append(afterPosition[section])
                draft.changes.append(.reloadSection(section))
                after[afterPosition[section]] = Array(repeating: nil, count: generator.int(in: newSectionItemCounts))
            case .keep, .move:
                draft.survivingSectionsAfter.append(afterPosition[section])
            }
        }

        // Items of the sections that survive whole: moved-in and inserted ones at random distinct
        // positions, the staying ones (kept or reloaded) in order in the positions left.
        for section in 0..<sectionCount where sectionFates[section] == .keep || sectionFates[section] == .move {
            let target = afterPosition[section]
            var staying: [Int] = []
            for index in 0..<counts[section] {
                let item = firstItem[section] + index, path = IndexPath(item: index, section: section)
                switch itemFates[item] {
                case .keep: staying.append(items[section][index])
                case .reload:
                    staying.append(items[section][index])
                    draft.changes.append(.reloadItem(path))
                case .delete: draft.changes.append(.deleteItem(path))
                case .move: break
                }
            }
            let incoming = movesInto[section]
            let count = staying.count + incoming.count + insertsInto[section]
            let arriving = RandomBatchUpdate.positions(incoming.count + insertsInto[section], of: count, using: &generator)
            var slots = Array(repeating: Int?.none, count: count), isArriving = Array(repeating: false, count: count)
            for position in arriving { isArriving[position] = true }
            for (item, position) in zip(incoming, arriving) {
                let source = IndexPath(item: item - firstItem[sectionOfItem[item]], section: sectionOfItem[item])
                draft.changes.append(.moveItem(source, to: IndexPath(item: position, section: target)))
                slots[position] = items[source.section][source.item]
            }
            for position in arriving.dropFirst(incoming.count) {
                draft.changes.append(.insertItem(IndexPath(item: position, section: target)))
            }
            var stayingItems = staying.makeIterator()
            for position in 0..<count where !isArriving[position] { slots[position] = stayingItems.next()! }
            after[target] = slots
        }
        draft.itemsAfter = after.map { section in
            section.map { item in item ?? { defer { nextIdentifier += 1 }; return nextIdentifier }() }
        }
        draft.countsAfter = draft.itemsAfter.map(\.count)
        return draft
    }
}

// MARK: - Corruptions

extension Draft {
    /// The changes and after-update counts of this valid batch broken by `corruption`, or nil when
    /// it does not apply. Each corruption adds, repeats or drops one change, or changes one count,
    /// so that its rule is the first one broken in the rules' order.
    func corrupted(by corruption: RandomBatchUpdate.Corruption,
                   using generator: inout SeededGenerator) -> (changes: [BatchChange], countsAfter: [Int])? {
        var changes = self.changes, countsAfter = self.countsAfter
        let before = countsBefore.count, after = countsAfter.count
        func pick<T>(_ array: [T]) -> T? { array.isEmpty ? nil : array[generator.int(in: 0..<array.count)] }
        func beyond(_ count: Int) -> Int { generator.chance(0.2) ? -1 - generator.int(in: 0...2) : count + generator.int(in: 0...2) }
        let sectionChanges = changes.filter(\.isSectionChange)
        let itemDeletes = changes.compactMap { if case .deleteItem(let path) = $0 { path } else { nil } }
        let itemInserts = changes.compactMap { if case .insertItem(let path) = $0 { path } else { nil } }
        let itemMoves = changes.compactMap { if case .moveItem(let from, let to) = $0 { (from, to) } else { nil } }
        let sectionInsertsAndDeletes = changes.filter {
            switch $0 { case .insertSection, .deleteSection: true; default: false }
        }
        /// An after-update item position of a surviving section that no change names.
        func freeAfterPosition() -> IndexPath? {
            let named = Set(itemInserts + itemMoves.map(\.1))
            let free = survivingSectionsAfter.flatMap { section in
                (0..<countsAfter[section]).map { IndexPath(item: $0, section: section) }.filter { !named.contains($0) }
            }
            return pick(free)
        }

        switch corruption {
        case .sectionOutOfRangeBefore:
            let section = beyond(before)
            changes.append(pick([.reloadSection(section), .deleteItem(IndexPath(item: 0, section: section)),
                                 .reloadItem(IndexPath(item: 0, section: section))])!)
        case .sectionOutOfRangeAfter:
            let section = beyond(after)
            changes.append(pick([.insertSection(section), .insertItem(IndexPath(item: 0, section: section))])!)
        case .sectionChangedTwice:
            if let repeated = pick(sectionChanges) {
                changes.append(repeated)
            } else if before > 0 {
                let section = generator.int(in: 0..<before)
                changes += [.reloadSection(section), .reloadSection(section)]
            } else {
                return nil
            }
        case .sectionCountMismatch:
            if let dropped = pick(sectionInsertsAndDeletes), generator.chance(0.5) {
                changes.remove(at: changes.firstIndex(of: dropped)!)
            } else {
                countsAfter.append(generator.int(in: 0...3))
            }
        case .itemOutOfRangeBefore:
            guard before > 0 else { return nil }
            let section = generator.int(in: 0..<before)
            let path = IndexPath(item: beyond(countsBefore[section]), section: section)
            changes.append(generator.chance(0.5) ? .deleteItem(path) : .reloadItem(path))
        case .itemOutOfRangeAfter:
            guard after > 0 else { return nil }
            let section = generator.int(in: 0..<after)
            changes.append(.insertItem(IndexPath(item: beyond(countsAfter[section]), section: section)))
        case .duplicatedItemDelete:
            guard let path = pick(itemDeletes) else { return nil }
            changes.append(.deleteItem(path))
        case .itemDeletedAndMoved:
            if let move = pick(itemMoves) {
                changes.append(.deleteItem(move.0))
            } else if let path = pick(itemDeletes), let destination = freeAfterPosition() {
                changes.append(.moveItem(path, to: destination))
            } else {
                return nil
            }
        case .itemInsertedTwice:
            guard let path = pick(itemInserts + itemMoves.map(\.1)) else { return nil }
            changes.append(.insertItem(path))
        case .itemChangedInRemovedSection:
            let removed = (deletedSections + reloadedSectionsBefore).filter { countsBefore[$0] > 0 }
            guard let section = pick(removed) else { return nil }
            let path = IndexPath(item: generator.int(in: 0..<countsBefore[section]), section: section)
            switch generator.int(in: 0...2) {
            case 0: changes.append(.deleteItem(path))
            case 1: changes.append(.reloadItem(path))
            default:
                guard let destination = freeAfterPosition() else {
                    changes.append(.deleteItem(path))
                    break
                }
                changes.append(.moveItem(path, to: destination))
            }
        case .itemInsertedIntoNewSection:
            let new = (insertedSections + reloadedSectionsAfter).filter { countsAfter[$0] > 0 }
            guard let section = pick(new) else { return nil }
            changes.append(.insertItem(IndexPath(item: generator.int(in: 0..<countsAfter[section]), section: section)))
        case .itemCountMismatch:
            let droppable = changes.filter {
                switch $0 { case .insertItem, .deleteItem: true; default: false }
            }
            if let dropped = pick(droppable), generator.chance(0.5) {
                changes.remove(at: changes.firstIndex(of: dropped)!)
            } else if let section = pick(survivingSectionsAfter) {
                countsAfter[section] += 1
            } else {
                return nil
            }
        }
        return (changes, countsAfter)
    }
}
