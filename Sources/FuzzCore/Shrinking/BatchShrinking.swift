import LayoutEngine
import Workloads

/// A valid batch update step seen by identity, so the shrinker can make it smaller change by change
/// and item by item while it stays a valid input (`LayoutOperation.isValidInput(on:)`): its counts
/// and its data after follow. Removing an item removes its identifier from the data before and
/// after the batch and every change that names it (its delete, insert or move); the other changes
/// keep their identifiers and get the index paths those have now; a reload dropped leaves its
/// item with the data it had. The reference model must accept the result and reach the data after
/// it, or there is no candidate.
///
/// Invariant: `update` is valid and its `itemsAfter` is the reference model's result; `before` is
/// the data the step meets (one section per section of `update.itemsBefore`).
struct BatchShrinking {
    typealias Section = SimulatedCollectionView.Section

    let update: RandomBatchUpdate
    let itemsAfter: [[Int]]
    let sectionsAfter: [Section]
    let order: BatchCallOrder
    let before: [Section]

    /// The batch step `operation`, meeting `before`; nil unless it is a valid batch update.
    init?(_ operation: LayoutOperation, before: [Section]) {
        guard case .batchUpdate(let update, let sectionsAfter, let order) = operation, update.isValid,
              let itemsAfter = update.itemsAfter, update.itemCountsBefore == before.map(\.itemCount) else { return nil }
        (self.update, self.itemsAfter, self.sectionsAfter, self.order, self.before) = (update, itemsAfter, sectionsAfter, order, before)
    }

    /// One way to make the batch smaller.
    enum Cut: Equatable {
        /// Items, by identifier, gone from before and after the batch (and every change naming them).
        case items(Set<Int>)
        /// The reload at this position of the changes dropped.
        case reload(Int)
        /// The section the batch inserts at this index after it dropped, with its items.
        case insertedSection(Int)
    }

    /// The cuts to try, the changes' first, last change first: an inserted section dropped, an item
    /// change's item removed, or a reload dropped; then items of each section before the batch and
    /// new items of each section after it, halves, quarters, … singles. The other section changes
    /// stay.
    /// - Complexity: O(c + n log n) for c changes and n items.
    var cuts: [Cut] {
        var cuts: [Cut] = []
        for (position, change) in update.batch.changes.enumerated().reversed() {
            switch change {
            case .deleteItem(let path), .moveItem(let path, _):
                cuts.append(.items([update.itemsBefore[path.section][path.item]]))
            case .insertItem(let path):
                cuts.append(.items([itemsAfter[path.section][path.item]]))
            case .reloadItem:
                cuts.append(.reload(position))
            case .insertSection(let section):
                cuts.append(.insertedSection(section))
            case .deleteSection, .reloadSection, .moveSection:
                break
            }
        }
        let old = Set(update.itemsBefore.joined())
        for items in update.itemsBefore + itemsAfter.map({ $0.filter { !old.contains($0) } }) where !items.isEmpty {
            var length = items.count / 2
            while length >= 1 {
                for start in stride(from: 0, to: items.count, by: length) {
                    cuts.append(.items(Set(items[start..<Swift.min(items.count, start + length)])))
                }
                length /= 2
            }
        }
        return cuts
    }

    /// The step after `cut`, and the data it then meets; nil when the result is not a valid batch.
    /// - Complexity: O(n + c) for n items and c changes, plus the reference model's application.
    func applying(_ cut: Cut) -> (operation: LayoutOperation, before: [Section])? {
        switch cut {
        case .items(let removed): removing(removed)
        case .reload(let position): droppingReload(at: position)
        case .insertedSection(let section):
            itemsAfter.indices.contains(section) ? removing(Set(itemsAfter[section]), insertedSection: section) : nil
        }
    }

    /// The batch without the items `removed` and, when given, without the section it inserts at
    /// `insertedSection` (whose items `removed` holds): the sections inserted or moved after it
    /// come one index earlier.
    private func removing(_ removed: Set<Int>, insertedSection: Int? = nil) -> (operation: LayoutOperation, before: [Section])? {
        let newBefore = update.itemsBefore.map { $0.filter { !removed.contains($0) } }
        var newAfter = itemsAfter.map { $0.filter { !removed.contains($0) } }
        var afterSections = sectionsAfter
        if let insertedSection {
            newAfter.remove(at: insertedSection)
            afterSections.remove(at: insertedSection)
        }
        func shifted(_ section: Int) -> Int { insertedSection.map { section > $0 ? section - 1 : section } ?? section }
        let wasAt = Self.positions(newBefore), isAt = Self.positions(newAfter)
        var changes: [BatchChange] = []
        for change in update.batch.changes {
            switch change {
            case .deleteItem(let path):
                let item = update.itemsBefore[path.section][path.item]
                guard !removed.contains(item) else { continue }
                guard let now = wasAt[item] else { return nil }
                changes.append(.deleteItem(now))
            case .reloadItem(let path):
                let item = update.itemsBefore[path.section][path.item]
                guard !removed.contains(item) else { continue }
                guard let now = wasAt[item] else { return nil }
                changes.append(.reloadItem(now))
            case .moveItem(let path, _):
                let item = update.itemsBefore[path.section][path.item]
                guard !removed.contains(item) else { continue }
                guard let from = wasAt[item], let to = isAt[item] else { return nil }
                changes.append(.moveItem(from, to: to))
            case .insertItem(let path):
                let item = itemsAfter[path.section][path.item]
                guard !removed.contains(item) else { continue }
                guard let now = isAt[item] else { return nil }
                changes.append(.insertItem(now))
            case .insertSection(let section):
                if section != insertedSection { changes.append(.insertSection(shifted(section))) }
            case .moveSection(let section, let destination):
                changes.append(.moveSection(section, to: shifted(destination)))
            case .deleteSection, .reloadSection:
                changes.append(change)
            }
        }
        guard newAfter.joined().count + newBefore.joined().count + newAfter.count
                < itemsAfter.joined().count + update.itemsBefore.joined().count + itemsAfter.count else { return nil }
        let smaller = RandomBatchUpdate(batch: BatchUpdate(changes), itemsBefore: newBefore, itemCountsAfter: newAfter.map(\.count),
                                        itemsAfter: newAfter, corruption: nil)
        guard Self.referenceReaches(smaller) else { return nil }
        let dataBefore = Self.removing(removed, from: before, identifiers: update.itemsBefore)
        var identifiersAfter = itemsAfter
        if let insertedSection { identifiersAfter.remove(at: insertedSection) }
        let dataAfter = Self.removing(removed, from: afterSections, identifiers: identifiersAfter)
        return (.batchUpdate(smaller, sectionsAfter: dataAfter, order: order), dataBefore)
    }

    private func droppingReload(at position: Int) -> (operation: LayoutOperation, before: [Section])? {
        guard case .reloadItem(let path) = update.batch.changes[position] else { return nil }
        var changes = update.batch.changes
        changes.remove(at: position)
        let item = update.itemsBefore[path.section][path.item]
        guard let destination = Self.positions(itemsAfter)[item] else { return nil }
        let smaller = RandomBatchUpdate(batch: BatchUpdate(changes), itemsBefore: update.itemsBefore,
                                        itemCountsAfter: update.itemCountsAfter, itemsAfter: itemsAfter, corruption: nil)
        guard Self.referenceReaches(smaller) else { return nil }
        // Not reloaded, the item keeps the data it had.
        var after = sectionsAfter
        let (old, new) = (before[path.section], destination)
        if let size = old.itemSizes?[path.item], after[new.section].itemSizes != nil { after[new.section].itemSizes?[new.item] = size }
        if let size = old.preferredSizes?[path.item], after[new.section].preferredSizes != nil {
            after[new.section].preferredSizes?[new.item] = size
        }
        if let event = old.events?[path.item], after[new.section].events != nil { after[new.section].events?[new.item] = event }
        return (.batchUpdate(smaller, sectionsAfter: after, order: order), before)
    }

    /// Whether the reference model accepts `update` and puts every old item where its `itemsAfter`
    /// says, and new items where it has new ones.
    private static func referenceReaches(_ update: RandomBatchUpdate) -> Bool {
        guard let expected = update.itemsAfter else { return false }
        var next = (update.itemsBefore.joined().max() ?? -1) + 1_000_000
        guard case .applied(let application) = ReferenceCollection(items: update.itemsBefore)
            .applying(update.batch, itemCountsAfter: update.itemCountsAfter, nextIdentifier: &next) else { return false }
        let old = Set(update.itemsBefore.joined())
        let reached = application.after.items
        return reached.map(\.count) == expected.map(\.count)
            && zip(reached.joined(), expected.joined()).allSatisfy { got, wanted in old.contains(wanted) ? got == wanted : !old.contains(got) }
    }

    /// Every identifier's index path.
    private static func positions(_ items: [[Int]]) -> [Int: IndexPath] {
        var positions: [Int: IndexPath] = [:]
        for (section, identifiers) in items.enumerated() {
            for (item, identifier) in identifiers.enumerated() { positions[identifier] = IndexPath(item: item, section: section) }
        }
        return positions
    }

    /// `sections` without the items whose identifiers (`identifiers`, one per item) are `removed`.
    private static func removing(_ removed: Set<Int>, from sections: [Section], identifiers: [[Int]]) -> [Section] {
        zip(sections, identifiers).map { section, identifiers in
            let kept = identifiers.indices.filter { !removed.contains(identifiers[$0]) }
            guard kept.count < identifiers.count else { return section }
            var smaller = section
            smaller.itemCount = kept.count
            smaller.itemSizes = section.itemSizes.map { sizes in ContiguousArray(kept.map { sizes[$0] }) }
            smaller.preferredSizes = section.preferredSizes.map { sizes in ContiguousArray(kept.map { sizes[$0] }) }
            smaller.events = section.events.map { events in ContiguousArray(kept.map { events[$0] }) }
            return smaller
        }
    }
}

extension BatchShrinking {
    /// The data a collection view built from `scenario` (its engine `descriptor`) holds before
    /// `steps[position]`: the steps
    /// before it applied to one layout, without checks (a refused batch changes nothing); nil when
    /// a step does not apply.
    /// - Complexity: that of building the scenario and applying the steps once.
    static func data(before position: Int, scenario: Scenario, descriptor: EngineDescriptor, steps: [LayoutStep]) -> [Section]? {
        let (view, _) = scenario.makeCollectionView(engine: descriptor)
        for step in steps.prefix(position) {
            guard step.operation.applies(to: view.sections) else { return nil }
            if case .batchUpdate(let update, let after, let order) = step.operation {
                _ = try? view.performBatchUpdates(update.batch, resultingIn: after, order: order)
            } else if case .snapshotApplication(let pair, let after, let order) = step.operation, let update = pair.diffed() {
                _ = try? view.performBatchUpdates(update.batch, resultingIn: after, order: order)
            } else {
                LayoutCase.apply(step.operation, to: view, engine: descriptor)
            }
        }
        return view.sections
    }
}
