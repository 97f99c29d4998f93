import LabSupport
import LayoutEngine

extension RandomBatchUpdate.Draft {
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
