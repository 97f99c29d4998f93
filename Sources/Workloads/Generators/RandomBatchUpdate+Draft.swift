import LabSupport
import LayoutEngine

/// The plan of a valid random batch: which sections and items change how, drawn so that the
/// result satisfies every rule by construction (see `RandomBatchUpdate.valid`).
extension RandomBatchUpdate {
    /// A set of integers below a bound with O(1) insertion, removal and uniform draw, in an order
    /// that depends only on the operations done (never on hashing).
    struct Pool {
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
    struct Draft {
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
}
