import Foundation
import LabSupport
import LayoutEngine
import Testing
import UIKit

/// `UICollectionViewFlowLayout` through batch updates and self-sizing cells: after a valid batch
/// (items and sections inserted, deleted, moved, reloaded) the layout answers exactly as
/// LayoutEngine's flow layout prepared afresh over the new data; an invalid batch is UIKit's
/// "Invalid update" as a lab warning, with `completion(false)` and no trap; cells reporting their
/// sizes give the frames the engine gives for the same reports.
struct FlowLayoutBatchAndSelfSizingTests {
    // MARK: Valid batches

    @Test func seededItemBatchesAnswerAsAFreshEngine() {
        for seed in 0..<UInt64(150) {
            checkBatch(seed: 0x30B1_0000 + seed, sectionChanges: false)
        }
    }

    @Test func seededSectionBatchesAnswerAsAFreshEngine() {
        for seed in 0..<UInt64(150) {
            checkBatch(seed: 0x30B2_0000 + seed, sectionChanges: true)
        }
    }

    /// A random configuration laid out, then one random valid batch applied to its data with
    /// `performBatchUpdates` (the data source and the delegate's per-item sizes changed inside the
    /// closure, as an app does); the result must be the engine's for the new data.
    private func checkBatch(seed: UInt64, sectionChanges: Bool) {
        var configuration = RandomFlowConfiguration(seed: seed)
        let (view, dataSource, delegate) = configuration.makeUIKit()
        var rng = SeededGenerator(seed: seed ^ 0xBA7C)
        let batch = sectionChanges ? RandomBatch(sections: configuration, &rng) : RandomBatch(items: configuration, &rng)
        var finished: Bool?
        view.performBatchUpdates({
            dataSource.counts = batch.after.map(\.itemCount)
            (delegate as? SizingFlowDelegate)?.answers.sections = batch.after
            (delegate as? SectionMetricsDelegate)?.answers.sections = batch.after
            batch.apply(to: view)
        }, completion: { finished = $0 })
        #expect(finished == true, "seed 0x\(String(seed, radix: 16)): \(batch)")
        #expect(!view.lab.warnings.contains { $0.kind == .invalidUpdate },
                "seed 0x\(String(seed, radix: 16)): \(batch): \(view.lab.warnings)")
        configuration.sections = batch.after
        configuration.checkSame(view, as: configuration.makeEngine())
        // A layout pass after the batch changes nothing either.
        view.setNeedsLayout()
        view.layoutIfNeeded()
        configuration.checkSame(view, as: configuration.makeEngine())
        withExtendedLifetime((dataSource, delegate)) {}
    }

    // MARK: Invalid batches

    /// Section 0 grows from 5 to 6 items with nothing inserted: UIKit raises "Invalid update:
    /// invalid number of items in section 0 …"; the lab records it, never traps, calls
    /// completion(false), and the collection view reloads: the layout is the engine's for 6 items.
    @Test func aCountThatDoesNotAddUpIsUIKitsInvalidUpdate() {
        var configuration = RandomFlowConfiguration(seed: 0x30B3)
        configuration.delegateMode = .none
        configuration.sections = [.init(itemCount: 5), .init(itemCount: 3)]
        let (view, dataSource, delegate) = configuration.makeUIKit()
        var finished: Bool?
        view.performBatchUpdates({ dataSource.counts = [6, 3] }, completion: { finished = $0 })
        #expect(finished == false)
        let invalid = view.lab.warnings.filter { $0.kind == .invalidUpdate }
        #expect(invalid.count == 1)
        #expect(invalid.first?.message.hasPrefix("Invalid update: invalid number of items in section 0") == true,
                "\(invalid)")
        configuration.sections = [.init(itemCount: 6), .init(itemCount: 3)]
        configuration.checkSame(view, as: configuration.makeEngine(), allowing: [.invalidUpdate])
        withExtendedLifetime((dataSource, delegate)) {}
    }

    /// Two items inserted in section 1 while its count grows by one; then a delete in section 0
    /// whose count does not fall: each is its own "Invalid update" naming the section.
    @Test func insertsAndDeletesThatDoNotMatchTheCountsAreInvalid() {
        var configuration = RandomFlowConfiguration(seed: 0x30B4)
        configuration.delegateMode = .none
        configuration.sections = [.init(itemCount: 5), .init(itemCount: 3)]
        let (view, dataSource, delegate) = configuration.makeUIKit()
        var results: [Bool] = []
        view.performBatchUpdates({
            dataSource.counts = [5, 4]
            view.insertItems(at: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        }, completion: { results.append($0) })
        view.performBatchUpdates({
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }, completion: { results.append($0) })
        #expect(results == [false, false])
        let messages = view.lab.warnings.filter { $0.kind == .invalidUpdate }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("Invalid update: invalid number of items in section 1") == true, "\(messages)")
        #expect(messages.last?.hasPrefix("Invalid update: invalid number of items in section 0") == true, "\(messages)")
        configuration.sections = [.init(itemCount: 5), .init(itemCount: 4)]
        configuration.checkSame(view, as: configuration.makeEngine(), allowing: [.invalidUpdate])
        withExtendedLifetime((dataSource, delegate)) {}
    }

    /// A section appears with no `insertSections`: "Invalid update: invalid number of sections".
    @Test func aSectionCountThatDoesNotAddUpIsInvalid() {
        var configuration = RandomFlowConfiguration(seed: 0x30B5)
        configuration.delegateMode = .none
        configuration.sections = [.init(itemCount: 2)]
        let (view, dataSource, delegate) = configuration.makeUIKit()
        var finished: Bool?
        view.performBatchUpdates({ dataSource.counts = [2, 1] }, completion: { finished = $0 })
        #expect(finished == false)
        #expect(view.lab.warnings.contains { $0.kind == .invalidUpdate && $0.message.hasPrefix("Invalid update: invalid number of sections") },
                "\(view.lab.warnings)")
        withExtendedLifetime((dataSource, delegate)) {}
    }

    // MARK: Self-sizing

    /// Seeded self-sizing: `estimatedItemSize` set (or `automaticSize`, which the surface documents
    /// as estimating with `itemSize`; with a delegate that sizes items, its sizes are the estimates),
    /// then cells report sizes one by one in a random order; the
    /// engine, driven through its own API with the same reports in the same order, must agree.
    @Test func reportedSizesGiveTheEnginesFrames() {
        for seed in 0..<UInt64(120) {
            checkSelfSizing(seed: 0x30C1_0000 + seed)
        }
    }

    private func checkSelfSizing(seed: UInt64) {
        let configuration = RandomFlowConfiguration(seed: seed)
        var rng = SeededGenerator(seed: seed ^ 0x5E1F)
        let automatic = rng.chance(0.25)
        let estimate = automatic ? configuration.itemSize
            : CGSize(width: RandomFlowConfiguration.length(&rng, upTo: 120) + 1, height: RandomFlowConfiguration.length(&rng, upTo: 90) + 1)
        if automatic && (estimate.width <= 0 || estimate.height <= 0) { return }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = automatic ? UICollectionViewFlowLayout.automaticSize : estimate
        let (view, dataSource, delegate) = configuration.makeUIKit(layout: layout)
        let engineView = configuration.makeEngine()
        let engine = engineView.layout as! FlowLayout
        engine.estimatedItemSize = Size(estimate)
        engineView.layoutIfNeeded()

        var reports: [(Foundation.IndexPath, CGSize)] = []
        for (section, contents) in configuration.sections.enumerated() {
            for item in 0..<contents.itemCount where rng.chance(0.6) {
                let size = rng.chance(0.15) ? estimate
                    : RandomFlowConfiguration.size(&rng, upTo: CGSize(width: 160, height: 120))
                reports.append((IndexPath(item: item, section: section), size))
            }
        }
        for index in reports.indices.reversed() { reports.swapAt(index, rng.int(in: 0...index)) }
        var invalidations = 0
        for (path, size) in reports {
            let uikitInvalidated = view.lab.reportPreferredSize(size, forItemAt: path)
            // The engine, as UIKit's collection view drives a self-sizing cell: lay out, take the
            // item's attributes, offer the reported size, invalidate when the layout says so.
            engineView.layoutIfNeeded()
            var engineInvalidated = false
            if let original = engine.layoutAttributesForItem(at: LayoutEngine.IndexPath(item: path.item, section: path.section)) {
                var preferred = original
                preferred.frame.size = Size(size)
                if engine.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    engine.invalidateLayout(with: engine.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                             withOriginalAttributes: original))
                    engineInvalidated = true
                }
            }
            #expect(uikitInvalidated == engineInvalidated, "seed 0x\(String(seed, radix: 16)) item \(path) size \(size)")
            if engineInvalidated { invalidations += 1 }
        }
        view.layoutIfNeeded()
        engineView.layoutIfNeeded()
        configuration.checkSame(view, as: engineView)
        // A report of a size that differs from the estimate invalidated: the check saw new sizes.
        if reports.contains(where: { $0.1 != estimate }) {
            #expect(invalidations > 0, "seed 0x\(String(seed, radix: 16))")
        }
        withExtendedLifetime((dataSource, delegate)) {}
    }

    /// A hand-derived case: vertical, 150 wide, estimate 50 × 50, spacing 10, three items. Before
    /// any report: two items fit a line (50 + 10 + 50 = 110 ≤ 150, three need 170), the leftover
    /// 40 widening the gap to 50: x 0 and 100; the third alone on the next line (y 50 + 10),
    /// centred at x (150 − 50) / 2 = 50. Item 0 reports 80 × 80: 80 + 10 + 50 = 140 ≤ 150, so
    /// items 0 and 1 still share line 0, gap 10 + 10 = 20 (item 1 at x 100), the line 80 tall with
    /// item 1 centred across it at y 15; item 2 on the next line at y 80 + 10 = 90, x 50.
    @Test func oneReportedSizeMovesTheLinesAsDerived() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let dataSource = CountsDataSource([3])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 150, height: 400), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        func frames() -> [CGRect?] { (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } }
        #expect(frames() == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 100, y: 0, width: 50, height: 50),
                             CGRect(x: 50, y: 60, width: 50, height: 50)])
        #expect(view.lab.reportPreferredSize(CGSize(width: 80, height: 80), forItemAt: IndexPath(item: 0, section: 0)))
        view.layoutIfNeeded()
        #expect(frames() == [CGRect(x: 0, y: 0, width: 80, height: 80), CGRect(x: 100, y: 15, width: 50, height: 50),
                             CGRect(x: 50, y: 90, width: 50, height: 50)])
        // The same size again changes nothing.
        #expect(!view.lab.reportPreferredSize(CGSize(width: 80, height: 80), forItemAt: IndexPath(item: 0, section: 0)))
    }
}

// MARK: - A random valid batch

/// One valid batch update over a configuration's sections, generated with UIKit's index rules
/// (deletes, reloads and move sources at before-update positions; inserts and move destinations at
/// after-update positions, applied in ascending order), and the sections it leaves.
struct RandomBatch: CustomStringConvertible {
    var deletedItems: [Foundation.IndexPath] = []
    var insertedItems: [Foundation.IndexPath] = []
    var reloadedItems: [Foundation.IndexPath] = []
    var movedItems: [(Foundation.IndexPath, Foundation.IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(Int, Int)] = []
    /// The sections after the batch, item sizes carried with their items.
    var after: [RandomFlowConfiguration.Section] = []

    /// Items deleted, moved (within and across sections), inserted and reloaded; sections unchanged.
    init(items configuration: RandomFlowConfiguration, _ rng: inout SeededGenerator) {
        let sized = configuration.delegateMode == .itemSizesAndSectionMetrics
        var sections = configuration.sections
        guard !sections.isEmpty else {
            after = sections
            return
        }
        // Sources (before-update positions): each item deleted, moved, reloaded or kept.
        var moving: [(from: Foundation.IndexPath, size: CGSize?)] = []
        var keptItems: [[CGSize?]] = []
        for (index, section) in sections.enumerated() {
            var kept: [CGSize?] = []
            for item in 0..<section.itemCount {
                let path = Foundation.IndexPath(item: item, section: index)
                let size = section.itemSizes?[item]
                switch rng.int(in: 0...19) {
                case 0, 1: deletedItems.append(path)
                case 2 where moving.count < 3: moving.append((path, size))
                case 3:
                    reloadedItems.append(path)
                    kept.append(sized ? RandomFlowConfiguration.size(&rng, upTo: CGSize(width: 160, height: 120)) : size)
                default: kept.append(size)
                }
            }
            keptItems.append(kept)
        }
        // Destinations (after-update positions): new items and moved ones, each in a random section.
        var arrivals: [[(size: CGSize?, move: Foundation.IndexPath?)]] = Array(repeating: [], count: sections.count)
        for _ in 0..<rng.int(in: 0...4) {
            let size: CGSize? = sized ? RandomFlowConfiguration.size(&rng, upTo: CGSize(width: 160, height: 120)) : nil
            arrivals[rng.int(in: 0..<sections.count)].append((size, nil))
        }
        for (from, size) in moving { arrivals[rng.int(in: 0..<sections.count)].append((size, from)) }
        for index in sections.indices {
            let finalCount = keptItems[index].count + arrivals[index].count
            var positions = Array(0..<finalCount)
            for i in positions.indices.reversed() { positions.swapAt(i, rng.int(in: 0...i)) }
            let chosen = positions.prefix(arrivals[index].count).sorted()
            var contents = keptItems[index]
            for (position, arrival) in zip(chosen, arrivals[index]) {
                contents.insert(arrival.size, at: position)
                let to = Foundation.IndexPath(item: position, section: index)
                if let from = arrival.move { movedItems.append((from, to)) } else { insertedItems.append(to) }
            }
            sections[index].itemCount = contents.count
            if sized { sections[index].itemSizes = contents.map { $0! } }
        }
        after = sections
    }

    /// Sections deleted, moved, inserted and reloaded; the items of the others unchanged.
    init(sections configuration: RandomFlowConfiguration, _ rng: inout SeededGenerator) {
        var kept: [RandomFlowConfiguration.Section] = []
        var moving: [(from: Int, section: RandomFlowConfiguration.Section)] = []
        for (index, section) in configuration.sections.enumerated() {
            switch rng.int(in: 0...9) {
            case 0, 1: deletedSections.insert(index)
            case 2 where moving.isEmpty: moving.append((index, section))
            case 3:
                reloadedSections.insert(index)
                var reloaded = section
                if reloaded.itemSizes != nil {
                    reloaded.itemSizes = (0..<reloaded.itemCount).map { _ in
                        RandomFlowConfiguration.size(&rng, upTo: CGSize(width: 160, height: 120))
                    }
                }
                kept.append(reloaded)
            default: kept.append(section)
            }
        }
        var arrivals: [(section: RandomFlowConfiguration.Section, move: Int?)] = (0..<rng.int(in: 0...2)).map { _ in
            (RandomFlowConfiguration.section(&rng, mode: configuration.delegateMode), nil)
        }
        arrivals += moving.map { ($0.section, $0.from) }
        let finalCount = kept.count + arrivals.count
        var positions = Array(0..<finalCount)
        for i in positions.indices.reversed() { positions.swapAt(i, rng.int(in: 0...i)) }
        for (position, arrival) in zip(positions.prefix(arrivals.count).sorted(), arrivals) {
            kept.insert(arrival.section, at: position)
            if let from = arrival.move { movedSections.append((from, position)) } else { insertedSections.insert(position) }
        }
        after = kept
    }

    /// Names the batch's changes to `view` (inside `performBatchUpdates`).
    func apply(to view: UICollectionView) {
        if !deletedSections.isEmpty { view.deleteSections(deletedSections) }
        if !insertedSections.isEmpty { view.insertSections(insertedSections) }
        if !reloadedSections.isEmpty { view.reloadSections(reloadedSections) }
        for (from, to) in movedSections { view.moveSection(from, toSection: to) }
        if !deletedItems.isEmpty { view.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { view.insertItems(at: insertedItems) }
        if !reloadedItems.isEmpty { view.reloadItems(at: reloadedItems) }
        for (from, to) in movedItems { view.moveItem(at: from, to: to) }
    }

    var description: String {
        func paths(_ list: [Foundation.IndexPath]) -> String { list.map { "\($0.section).\($0.item)" }.joined(separator: ",") }
        return "delete [\(paths(deletedItems))] insert [\(paths(insertedItems))] reload [\(paths(reloadedItems))] "
            + "move \(movedItems.map { "\($0.0.section).\($0.0.item)→\($0.1.section).\($0.1.item)" }) "
            + "sections: delete \(Array(deletedSections)) insert \(Array(insertedSections)) reload \(Array(reloadedSections)) "
            + "move \(movedSections)"
    }
}
