import LabSupport
import LayoutEngine

extension WorkloadBatch {
    /// The sections after this batch, rebuilt from the sections before it and the batch alone.
    ///
    /// Surviving items keep their data (size, preferred size, event), moved ones included. A
    /// surviving section keeps its overrides and which per-item lists it has; a reloaded section
    /// keeps them too, with all its items new; an inserted section has no overrides and the lists
    /// the first section had before the batch (none when there was none). New data — for inserted
    /// items, reloaded items and the items of inserted and reloaded sections — is drawn from
    /// `SeededGenerator(seed: dataSeed)`, in reading order after the update, and only for sections
    /// with per-item lists: each new item copies the data of an item drawn uniformly from its
    /// section before the batch (the section's own distribution), or, when that section had no
    /// items or did not exist, gets sizes of whole points from 20 to 200 and a random event
    /// (`RandomScenario.events`). A moved item whose old section lacked a list its new one has gets
    /// that datum the same way, as a new item would.
    ///
    /// - Parameter mapping: `validated(itemCountsBefore:)` of `before`'s counts.
    /// - Complexity: O(s log c + c log c + n'), where n' is the number of items in the sections the
    ///   batch changes that have per-item lists; an unchanged section is shared, not copied.
    public func sections(after mapping: BatchIndexMapping,
                         from before: [SimulatedCollectionView.Section]) -> [SimulatedCollectionView.Section] {
        var generator = SeededGenerator(seed: dataSeed)
        let plan = ItemChangePlan(mapping.changes, sectionCountBefore: before.count, sectionCountAfter: mapping.sectionCountAfter)
        var newTemplate = SimulatedCollectionView.Section(itemCount: 0)
        if let first = before.first {
            newTemplate.itemSizes = first.itemSizes.map { _ in [] }
            newTemplate.preferredSizes = first.preferredSizes.map { _ in [] }
            newTemplate.events = first.events.map { _ in [] }
        }
        return (0..<mapping.sectionCountAfter).map { section in
            let count = mapping.itemCountsAfter[section]
            guard let old = mapping.sectionBeforeUpdate(section) else {
                return ItemSource.newSection(like: newTemplate, count: count, donors: nil, using: &generator)
            }
            if plan.reloadedSections[old] {
                return ItemSource.newSection(like: before[old], count: count, donors: before[old], using: &generator)
            }
            var result = before[old]
            result.itemCount = count
            guard result.hasItemLists, plan.changesItems(sectionBefore: old, sectionAfter: section) else { return result }
            let segments = plan.segments(sectionBefore: old, sectionAfter: section, itemCountAfter: count,
                                         mapping: mapping, before: before, using: &generator)
            ItemSource.assemble(&result, from: before[old], segments: segments)
            return result
        }
    }
}

extension SimulatedCollectionView.Section {
    fileprivate var hasItemLists: Bool { itemSizes != nil || preferredSizes != nil || events != nil }
}

/// The item changes of a batch by section: positions vacated before the update, filled after it,
/// and reloaded, each sorted.
private struct ItemChangePlan {
    /// By before-update section: deleted or moved-away items.
    var removed: [[Int]]
    /// By before-update section: reloaded items.
    var reloaded: [[Int]]
    /// By after-update section: inserted items (source nil) and moved-in items (their source).
    var arrivals: [[(position: Int, source: IndexPath?)]]
    /// By before-update section: whether it is reloaded.
    var reloadedSections: [Bool]

    init(_ changes: [BatchChange], sectionCountBefore: Int, sectionCountAfter: Int) {
        removed = Array(repeating: [], count: sectionCountBefore)
        reloaded = removed
        arrivals = Array(repeating: [], count: sectionCountAfter)
        reloadedSections = Array(repeating: false, count: sectionCountBefore)
        for change in changes {
            switch change {
            case .deleteItem(let path): removed[path.section].append(path.item)
            case .reloadItem(let path): reloaded[path.section].append(path.item)
            case .moveItem(let from, let to):
                removed[from.section].append(from.item)
                arrivals[to.section].append((to.item, from))
            case .insertItem(let path): arrivals[path.section].append((path.item, nil))
            case .reloadSection(let section): reloadedSections[section] = true
            case .deleteSection, .moveSection, .insertSection: break
            }
        }
        for index in removed.indices {
            removed[index].sort()
            reloaded[index].sort()
        }
        for index in arrivals.indices { arrivals[index].sort { $0.position < $1.position } }
    }

    func changesItems(sectionBefore old: Int, sectionAfter new: Int) -> Bool {
        !removed[old].isEmpty || !reloaded[old].isEmpty || !arrivals[new].isEmpty
    }

    /// The after-update items of a surviving section as runs of before-update items and single
    /// items (moved in or new), in order. Survivors fill the positions arrivals leave, in their
    /// order; a reloaded survivor becomes a new item. New data is drawn in position order.
    func segments(sectionBefore old: Int, sectionAfter new: Int, itemCountAfter count: Int, mapping: BatchIndexMapping,
                  before: [SimulatedCollectionView.Section], using generator: inout SeededGenerator) -> [ItemSource] {
        let base = before[old]
        var segments: [ItemSource] = []
        var nextSurvivor = 0, removedIndex = 0, reloadedIndex = 0
        let vacated = removed[old], renewed = reloaded[old]
        /// Appends the next `length` survivors, skipping vacated positions, renewing reloaded ones.
        func takeSurvivors(_ length: Int, generator: inout SeededGenerator) {
            var left = length
            while left > 0 {
                while removedIndex < vacated.count, vacated[removedIndex] == nextSurvivor {
                    nextSurvivor += 1
                    removedIndex += 1
                }
                if reloadedIndex < renewed.count, renewed[reloadedIndex] == nextSurvivor {
                    segments.append(.item(ItemSource.newItem(for: base, donors: base, using: &generator)))
                    reloadedIndex += 1
                    nextSurvivor += 1
                    left -= 1
                    continue
                }
                var end = nextSurvivor + left
                if removedIndex < vacated.count { end = Swift.min(end, vacated[removedIndex]) }
                if reloadedIndex < renewed.count { end = Swift.min(end, renewed[reloadedIndex]) }
                segments.append(.run(nextSurvivor..<end))
                left -= end - nextSurvivor
                nextSurvivor = end
            }
        }
        var position = 0
        for arrival in arrivals[new] {
            takeSurvivors(arrival.position - position, generator: &generator)
            if let source = arrival.source {
                segments.append(.item(ItemSource.movedItem(from: before[source.section], at: source.item, into: base,
                                                           using: &generator)))
            } else {
                segments.append(.item(ItemSource.newItem(for: base, donors: base, using: &generator)))
            }
            position = arrival.position + 1
        }
        takeSurvivors(count - position, generator: &generator)
        return segments
    }
}

/// Where an after-update item's data comes from: a run of items of the section before the
/// update, or one item's data, resolved.
private enum ItemSource {
    case run(Range<Int>)
    case item(ItemData)

    /// One item's data; a field is meaningful only when the section has that list.
    struct ItemData {
        var size = Size.zero
        var preferredSize = Size.zero
        var event = CalendarEvent(day: 0, startHour: 0, durationHours: 1)
    }

    /// New data for an item of `section`: a copy of a random item of `donors`, or drawn.
    static func newItem(for section: SimulatedCollectionView.Section, donors: SimulatedCollectionView.Section?,
                        using generator: inout SeededGenerator) -> ItemData {
        if let donors, donors.itemCount > 0 {
            let donor = generator.int(in: 0..<donors.itemCount)
            var data = drawn(for: section, missingFrom: donors, using: &generator)
            if let sizes = donors.itemSizes { data.size = sizes[donor] }
            if let sizes = donors.preferredSizes { data.preferredSize = sizes[donor] }
            if let events = donors.events { data.event = events[donor] }
            return data
        }
        return drawn(for: section, missingFrom: nil, using: &generator)
    }

    /// The data of the moved item at `item` of `source`, with new data for the lists `section`
    /// has and `source` lacks.
    static func movedItem(from source: SimulatedCollectionView.Section, at item: Int, into section: SimulatedCollectionView.Section,
                          using generator: inout SeededGenerator) -> ItemData {
        var data = drawn(for: section, missingFrom: source, using: &generator)
        if let sizes = source.itemSizes { data.size = sizes[item] }
        if let sizes = source.preferredSizes { data.preferredSize = sizes[item] }
        if let events = source.events { data.event = events[item] }
        return data
    }

    /// Drawn data for the lists `section` has and `present` lacks (all of them when nil): sizes of
    /// whole points from 20 to 200, a random event.
    private static func drawn(for section: SimulatedCollectionView.Section, missingFrom present: SimulatedCollectionView.Section?,
                              using generator: inout SeededGenerator) -> ItemData {
        var data = ItemData()
        func size() -> Size { Size(width: Double(generator.int(in: 20...200)), height: Double(generator.int(in: 20...200))) }
        if section.itemSizes != nil, present?.itemSizes == nil { data.size = size() }
        if section.preferredSizes != nil, present?.preferredSizes == nil { data.preferredSize = size() }
        if section.events != nil, present?.events == nil { data.event = RandomScenario.events(1, using: &generator)[0] }
        return data
    }

    /// A section like `template` (overrides, lists) of `count` new items.
    static func newSection(like template: SimulatedCollectionView.Section, count: Int, donors: SimulatedCollectionView.Section?,
                           using generator: inout SeededGenerator) -> SimulatedCollectionView.Section {
        var section = template
        section.itemCount = count
        guard section.hasItemLists else { return section }
        let items = (0..<count).map { _ in ItemSource.item(newItem(for: template, donors: donors, using: &generator)) }
        assemble(&section, from: template, segments: items)
        return section
    }

    /// Fills `section`'s lists from the segments.
    static func assemble(_ section: inout SimulatedCollectionView.Section, from base: SimulatedCollectionView.Section,
                         segments: [ItemSource]) {
        func build<Element>(_ list: ContiguousArray<Element>?, _ field: (ItemData) -> Element) -> ContiguousArray<Element>? {
            guard let list else { return nil }
            var result = ContiguousArray<Element>()
            result.reserveCapacity(section.itemCount)
            for segment in segments {
                switch segment {
                case .run(let range): result.append(contentsOf: list[range])
                case .item(let data): result.append(field(data))
                }
            }
            return result
        }
        section.itemSizes = build(base.itemSizes, \.size)
        section.preferredSizes = build(base.preferredSizes, \.preferredSize)
        section.events = build(base.events, \.event)
    }
}
