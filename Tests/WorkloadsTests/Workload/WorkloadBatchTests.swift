import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

@Suite struct WorkloadBatchTests {
    typealias Section = SimulatedCollectionView.Section

    /// Sections holding `items`, where every item's size is as wide as its identifier, so that a
    /// survivor can be told by its data; some sections have no sizes, some have preferred sizes
    /// and events too.
    func sections(_ items: [[Int]], using generator: inout SeededGenerator) -> [Section] {
        items.map { identifiers in
            var section = Section(itemCount: identifiers.count)
            if generator.chance(0.8) { section.itemSizes = ContiguousArray(identifiers.map { Size(width: Double($0), height: 1) }) }
            if generator.chance(0.3) { section.preferredSizes = ContiguousArray(identifiers.map { Size(width: 1, height: Double($0)) }) }
            if generator.chance(0.3) {
                section.events = ContiguousArray(identifiers.map { CalendarEvent(day: 0, startHour: 0, durationHours: Double($0)) })
            }
            if generator.chance(0.3) { section.minimumLineSpacing = 3 }
            return section
        }
    }

    /// The oracle: `RandomBatchUpdate` says which identifier is where after every kind of change
    /// (section inserts, deletes, moves and reloads included); every item that survives unreloaded
    /// must carry its data there.
    @Test func survivorsCarryTheirDataThroughEveryKindOfChange() throws {
        for seed in 0..<300 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            var next = 0
            let items = RandomBatchUpdate.collection(sectionCount: 0...5, itemsPerSection: 0...12, nextIdentifier: &next,
                                                     using: &generator)
            let firstNew = next
            let before = sections(items, using: &generator)
            let drawn = RandomBatchUpdate.valid(changeCount: generator.int(in: 0...12), on: items, nextIdentifier: &next,
                                                using: &generator)
            let reference = try drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore, itemCountsAfter: drawn.itemCountsAfter)
            let newCounts = drawn.batch.changes.compactMap { change -> Int? in
                switch change {
                case .insertSection(let section): drawn.itemCountsAfter[section]
                case .reloadSection(let section): drawn.itemCountsAfter[reference.sectionAfterUpdate(section)!]
                default: nil
                }
            }
            let batch = WorkloadBatch(drawn.batch, newSectionItemCounts: newCounts, dataSeed: seed)
            let mapping = try batch.validated(itemCountsBefore: items.map(\.count))
            #expect(mapping.itemCountsAfter == drawn.itemCountsAfter, "seed \(seed)")
            let after = batch.sections(after: mapping, from: before)
            #expect(after == batch.sections(after: mapping, from: before), "seed \(seed)")
            let itemsAfter = try #require(drawn.itemsAfter)
            var reloaded = Set<Int>()
            for change in drawn.batch.changes {
                if case .reloadItem(let path) = change { reloaded.insert(items[path.section][path.item]) }
            }
            for (index, section) in after.enumerated() {
                #expect(section.itemCount == itemsAfter[index].count, "seed \(seed)")
                for list in [section.itemSizes?.count, section.preferredSizes?.count, section.events?.count] {
                    #expect(list == nil || list == section.itemCount, "seed \(seed): section \(index)")
                }
                if let old = mapping.sectionBeforeUpdate(index), !drawn.batch.changes.contains(.reloadSection(old)) {
                    #expect(section.minimumLineSpacing == before[old].minimumLineSpacing, "seed \(seed)")
                    #expect((section.itemSizes == nil) == (before[old].itemSizes == nil), "seed \(seed)")
                }
                for (item, identifier) in itemsAfter[index].enumerated() where identifier < firstNew && !reloaded.contains(identifier) {
                    let source = items.firstIndex { $0.contains(identifier) }!
                    if before[source].itemSizes != nil, let sizes = section.itemSizes {
                        #expect(sizes[item].width == Double(identifier), "seed \(seed): item \(identifier)")
                    }
                    if before[source].preferredSizes != nil, let sizes = section.preferredSizes {
                        #expect(sizes[item].height == Double(identifier), "seed \(seed): item \(identifier)")
                    }
                    if before[source].events != nil, let events = section.events {
                        #expect(events[item].durationHours == Double(identifier), "seed \(seed): item \(identifier)")
                    }
                }
            }
        }
    }

    /// New items copy the data of an item of their section, chosen by the data seed.
    @Test func newItemsDrawFromTheirSection() throws {
        let before = [Section(itemCount: 4, itemSizes: [Size(width: 1, height: 1), Size(width: 2, height: 2),
                                                        Size(width: 3, height: 3), Size(width: 4, height: 4)])]
        let update = BatchUpdate([.insertItem(IndexPath(item: 0, section: 0)), .insertItem(IndexPath(item: 4, section: 0)),
                                  .reloadItem(IndexPath(item: 1, section: 0)), .deleteItem(IndexPath(item: 3, section: 0))])
        var seen = Set<[Size]>()
        for seed in 0..<20 as Range<UInt64> {
            let batch = WorkloadBatch(update, dataSeed: seed)
            let after = batch.sections(after: try batch.validated(itemCountsBefore: [4]), from: before)
            let sizes = try #require(after[0].itemSizes)
            #expect(sizes.count == 5)
            #expect(sizes[1] == Size(width: 1, height: 1) && sizes[3] == Size(width: 3, height: 3), "seed \(seed)")
            #expect([sizes[0], sizes[2], sizes[4]].allSatisfy { (1...4).contains($0.width) }, "seed \(seed)")
            seen.insert(Array(sizes))
        }
        #expect(seen.count > 5)
        // An inserted section takes the lists of the first section, with drawn data.
        let inserted = WorkloadBatch(BatchUpdate([.insertSection(0)]), newSectionItemCounts: [3], dataSeed: 1)
        let after = inserted.sections(after: try inserted.validated(itemCountsBefore: [4]), from: before)
        #expect(after.map(\.itemCount) == [3, 4] && after[1] == before[0])
        #expect(after[0].itemSizes?.count == 3 && after[0].itemSizes!.allSatisfy { (20...200).contains($0.width) })
    }

    @Test func invalidBatchesAreRefusedWithTheirRule() {
        func message(_ batch: WorkloadBatch, _ counts: [Int]) -> String? {
            do {
                _ = try batch.validated(itemCountsBefore: counts)
                return nil
            } catch {
                return error.message
            }
        }
        let outOfRange = WorkloadBatch(BatchUpdate([.deleteItem(IndexPath(item: 5, section: 0))]), dataSeed: 0)
        #expect(message(outOfRange, [3])?.contains("rule 4") == true)
        let missingCount = WorkloadBatch(BatchUpdate([.insertSection(1)]), dataSeed: 0)
        #expect(message(missingCount, [3]) == "the batch has 1 section inserts and reloads but 0 new section item counts")
        let twice = WorkloadBatch(BatchUpdate([.deleteItem(IndexPath(item: 1, section: 0)), .moveItem(IndexPath(item: 1, section: 0),
                                                                                                   to: IndexPath(item: 0, section: 0))]),
                                  dataSeed: 0)
        #expect(message(twice, [3])?.contains("rule 5") == true)
        #expect(message(outOfRange, [6]) == nil)
    }
}
