import LabSupport
import LayoutEngine
import Testing
@testable import FuzzCore
import Workloads

/// `BatchUpdate.validated` and `BatchIndexMapping` against the reference model, on seeded random
/// batches: valid ones and invalid ones from `RandomBatchUpdate`, valid ones nudged at random (one
/// position or count off by one: valid or not, near the rules' edges), and blind ones (drawn with
/// no regard for the rules, mostly invalid), in both validation modes (`BatchValidationMode`). Every
/// failure names the case's seed and mode; rerun one with `agreement(seed:mode:)`.
@Suite struct BatchRulesAgreementTests {
    static let cases: UInt64 = 2_400
    static let firstSeed: UInt64 = 0xBA7C_0000

    @Test(arguments: BatchValidationMode.allCases)
    func validationAndMappingAgreeWithTheReference(mode: BatchValidationMode) {
        var failures: [String] = []
        var accepted = 0, rejected = 0
        for index in 0..<Self.cases {
            let outcome = agreement(seed: Self.firstSeed + index, mode: mode)
            failures += outcome.failures
            if outcome.accepted { accepted += 1 } else { rejected += 1 }
            if failures.count >= 20 { break }
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
        // Both sides of the question get asked often.
        #expect(accepted >= 800 && rejected >= 800, "accepted \(accepted), rejected \(rejected)")
    }

    /// In absorbing mode, the batches a corruption made valid: an item delete, reload or insert
    /// inside a section changed as a whole (rule 6's corruptions other than a move).
    @Test func absorbingModeAcceptsWhatTheStrictModeRefusesAndNothingElse() {
        var absorbed = 0
        for index in 0..<Self.cases {
            var generator = SeededGenerator(seed: Self.firstSeed + index)
            var next = 0
            let items = RandomBatchUpdate.collection(sectionCount: 1...6, itemsPerSection: 0...12, nextIdentifier: &next,
                                                     using: &generator)
            let drawn = RandomBatchUpdate.invalid(changeCount: generator.int(in: 0...10), on: items, using: &generator)
            let strict = try? drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore, itemCountsAfter: drawn.itemCountsAfter,
                                                    mode: .strict)
            #expect(strict == nil, "seed \(Self.firstSeed + index): strict accepts corruption \(String(describing: drawn.corruption))")
            guard let mapping = try? drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore,
                                                           itemCountsAfter: drawn.itemCountsAfter, mode: .absorbing) else { continue }
            absorbed += 1
            #expect(drawn.corruption?.rule == 6, "seed \(Self.firstSeed + index): absorbing accepts \(String(describing: drawn.corruption))")
            // The absorbed change is gone from the mapping, which keeps every other change.
            #expect(mapping.changes.count == drawn.batch.changes.count - 1, "seed \(Self.firstSeed + index)")
            #expect(Set(mapping.changes).isSubset(of: Set(drawn.batch.changes)), "seed \(Self.firstSeed + index)")
        }
        #expect(absorbed >= 50, "absorbed \(absorbed)")
    }

    /// One case: a random collection, a batch drawn by `seed`, and every comparison in `mode`.
    func agreement(seed: UInt64, mode: BatchValidationMode) -> (accepted: Bool, failures: [String]) {
        var generator = SeededGenerator(seed: seed)
        var next = 0
        let items = RandomBatchUpdate.collection(sectionCount: 0...6, itemsPerSection: 0...12, nextIdentifier: &next,
                                                 using: &generator)
        let changeCount = generator.int(in: 0...10)
        let firstNew = next
        let drawn: Drawn
        switch generator.int(in: 0..<8) {
        case 0...2: drawn = Drawn(RandomBatchUpdate.valid(changeCount: changeCount, on: items, nextIdentifier: &next, using: &generator))
        case 3...4: drawn = Drawn(RandomBatchUpdate.invalid(changeCount: changeCount, on: items, using: &generator))
        case 5...6:
            var unused = next
            let valid = RandomBatchUpdate.valid(changeCount: changeCount, on: items, nextIdentifier: &unused, using: &generator)
            drawn = nudged(Drawn(valid), using: &generator)
        default: drawn = blind(changeCount: changeCount, on: items, using: &generator)
        }
        var failures: [String] = []
        func fail(_ message: String) { failures.append("seed \(seed), \(mode): \(message); items \(items), batch \(drawn.batch.changes), counts after \(drawn.itemCountsAfter)") }

        let collection = ReferenceCollection(items: items)
        var referenceNext = firstNew
        let reference = collection.applying(drawn.batch, itemCountsAfter: drawn.itemCountsAfter, mode: mode,
                                            nextIdentifier: &referenceNext)
        let validated = Result { () throws(BatchUpdateError) in
            try drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore, itemCountsAfter: drawn.itemCountsAfter, mode: mode)
        }

        // The order of the changes means nothing, to either side.
        var shuffled = drawn.batch
        shuffle(&shuffled.changes, using: &generator)
        let shuffledValidated = Result { () throws(BatchUpdateError) in
            try shuffled.validated(itemCountsBefore: drawn.itemCountsBefore, itemCountsAfter: drawn.itemCountsAfter, mode: mode)
        }
        if shuffledValidated != validated { fail("validated differs for the shuffled order \(shuffled.changes)") }
        var shuffledNext = firstNew
        if collection.applying(shuffled, itemCountsAfter: drawn.itemCountsAfter, mode: mode, nextIdentifier: &shuffledNext) != reference {
            fail("the reference differs for the shuffled order \(shuffled.changes)")
        }

        switch (validated, reference) {
        case (.failure(let error), .rejected(let rules)):
            if !rules.contains(error.rule) { fail("validated throws rule \(error.rule) (\(error)), reference breaks \(rules.sorted())") }
            if let corruption = drawn.corruption, !rules.contains(corruption.rule) {
                fail("corruption \(corruption) (rule \(corruption.rule)), reference breaks \(rules.sorted())")
            }
            return (false, failures)
        case (.failure(let error), .applied):
            fail("validated throws \(error), the reference accepts")
            return (false, failures)
        case (.success, .rejected(let rules)):
            fail("validated accepts, the reference breaks rules \(rules.sorted())")
            return (true, failures)
        case (.success(let mapping), .applied(let application)):
            if let itemsAfter = drawn.itemsAfter, application.after.items != itemsAfter {
                fail("reference after \(application.after.items), generator after \(itemsAfter)")
            }
            // Absorbing mode accepts rule 6's corruptions that are not moves (checked apart above).
            if let corruption = drawn.corruption, mode == .strict || corruption.rule != 6 {
                fail("corruption \(corruption) accepted by both")
            }
            failures += compare(mapping, with: application).map { "seed \(seed), \(mode): \($0); items \(items), batch \(drawn.batch.changes), counts after \(drawn.itemCountsAfter)" }
            return (true, failures)
        }
    }

    /// Every lookup of the mapping against the reference's linear searches.
    func compare(_ mapping: BatchIndexMapping, with application: ReferenceBatchApplication) -> [String] {
        var failures: [String] = []
        let before = application.before, after = application.after
        for (section, items) in before.items.enumerated() {
            if mapping.sectionAfterUpdate(section) != application.sectionAfterUpdate(section) {
                failures.append("sectionAfterUpdate(\(section)) is \(String(describing: mapping.sectionAfterUpdate(section))), reference \(String(describing: application.sectionAfterUpdate(section)))")
            }
            for item in 0...items.count {   // one past the end too: nil on both sides
                let path = IndexPath(item: item, section: section)
                let expected = application.indexPathAfterUpdate(path), actual = mapping.indexPathAfterUpdate(path)
                if actual != expected {
                    failures.append("indexPathAfterUpdate(\(path)) is \(String(describing: actual)), reference \(String(describing: expected))")
                }
                if mapping.isReloaded(itemBeforeUpdate: path) != application.isReloaded(itemBeforeUpdate: path), item < items.count {
                    failures.append("isReloaded(itemBeforeUpdate: \(path)) is \(mapping.isReloaded(itemBeforeUpdate: path))")
                }
            }
        }
        for (section, items) in after.items.enumerated() {
            if mapping.sectionBeforeUpdate(section) != application.sectionBeforeUpdate(section) {
                failures.append("sectionBeforeUpdate(\(section)) is \(String(describing: mapping.sectionBeforeUpdate(section))), reference \(String(describing: application.sectionBeforeUpdate(section)))")
            }
            for item in 0...items.count {
                let path = IndexPath(item: item, section: section)
                let expected = application.indexPathBeforeUpdate(path), actual = mapping.indexPathBeforeUpdate(path)
                if actual != expected {
                    failures.append("indexPathBeforeUpdate(\(path)) is \(String(describing: actual)), reference \(String(describing: expected))")
                }
                // The inverse, on the mapping alone.
                if let source = actual, mapping.indexPathAfterUpdate(source) != path {
                    failures.append("indexPathAfterUpdate(indexPathBeforeUpdate(\(path)) = \(source)) is \(String(describing: mapping.indexPathAfterUpdate(source)))")
                }
            }
        }
        // Nothing before the first changed position changes: same identifier at the same place on
        // both sides, not reloaded.
        let positions = Set(before.items.enumerated().flatMap { s, items in items.indices.map { IndexPath(item: $0, section: s) } })
            .union(after.items.enumerated().flatMap { s, items in items.indices.map { IndexPath(item: $0, section: s) } })
        for path in positions.sorted() {
            if let first = mapping.firstChangedPosition, path >= first { break }
            let old = before.item(at: path), new = after.item(at: path)
            if old == nil || old != new || application.isReloaded(itemBeforeUpdate: path) {
                failures.append("firstChangedPosition \(String(describing: mapping.firstChangedPosition)), but \(path) holds \(String(describing: old)) before and \(String(describing: new)) after")
                break
            }
        }
        return failures
    }

    /// A batch drawn with no regard for the rules: positions a little past either end (now and
    /// then `Int.min` or `Int.max`), counts after near the counts before. Mostly invalid,
    /// sometimes valid by chance.
    func blind(changeCount: Int, on items: [[Int]], using generator: inout SeededGenerator) -> Drawn {
        let sections = items.count
        func extreme() -> Int? { generator.chance(0.03) ? (generator.chance(0.5) ? Int.min : Int.max) : nil }
        func section() -> Int { extreme() ?? generator.int(in: -1...sections) }
        func path() -> IndexPath {
            let s = generator.int(in: 0...Swift.max(0, sections - 1))
            let count = s < items.count ? items[s].count : 0
            return IndexPath(item: extreme() ?? generator.int(in: -1...count), section: generator.chance(0.9) ? s : section())
        }
        var changes: [BatchChange] = []
        for _ in 0..<changeCount {
            switch generator.int(in: 0..<8) {
            case 0: changes.append(.deleteSection(section()))
            case 1: changes.append(.reloadSection(section()))
            case 2: changes.append(.moveSection(section(), to: section()))
            case 3: changes.append(.insertSection(section()))
            case 4: changes.append(.deleteItem(path()))
            case 5: changes.append(.reloadItem(path()))
            case 6: changes.append(.moveItem(path(), to: path()))
            default: changes.append(.insertItem(path()))
            }
        }
        var countsAfter = items.map { Swift.max(0, $0.count + generator.int(in: -1...1)) }
        if generator.chance(0.2) { countsAfter.append(generator.int(in: 0...3)) }
        if generator.chance(0.2), !countsAfter.isEmpty { countsAfter.removeLast() }
        return Drawn(batch: BatchUpdate(changes), itemCountsBefore: items.map(\.count), itemCountsAfter: countsAfter,
                     itemsAfter: nil, corruption: nil)
    }

    /// A batch to check: from the generator (valid, with the items after it, or corrupted) or blind.
    struct Drawn {
        var batch: BatchUpdate
        var itemCountsBefore: [Int]
        var itemCountsAfter: [Int]
        var itemsAfter: [[Int]]?
        var corruption: RandomBatchUpdate.Corruption?

        init(batch: BatchUpdate, itemCountsBefore: [Int], itemCountsAfter: [Int], itemsAfter: [[Int]]?,
             corruption: RandomBatchUpdate.Corruption?) {
            self.batch = batch
            self.itemCountsBefore = itemCountsBefore
            self.itemCountsAfter = itemCountsAfter
            self.itemsAfter = itemsAfter
            self.corruption = corruption
        }

        init(_ drawn: RandomBatchUpdate) {
            self.init(batch: drawn.batch, itemCountsBefore: drawn.itemCountsBefore, itemCountsAfter: drawn.itemCountsAfter,
                      itemsAfter: drawn.itemsAfter, corruption: drawn.corruption)
        }
    }

    /// A valid batch with one thing off by one: a position of one change, or one count after.
    /// Sometimes still valid (a move's destination nudged within its section), mostly not.
    func nudged(_ valid: Drawn, using generator: inout SeededGenerator) -> Drawn {
        var drawn = valid
        drawn.itemsAfter = nil
        func nudge(_ value: Int) -> Int { value + (generator.chance(0.5) ? 1 : -1) }
        func nudge(_ path: IndexPath) -> IndexPath {
            generator.chance(0.7) ? IndexPath(item: nudge(path.item), section: path.section)
                                  : IndexPath(item: path.item, section: nudge(path.section))
        }
        if drawn.batch.changes.isEmpty || generator.chance(0.2) {
            if !drawn.itemCountsAfter.isEmpty {
                let section = generator.int(in: 0..<drawn.itemCountsAfter.count)
                drawn.itemCountsAfter[section] = nudge(drawn.itemCountsAfter[section])   // may be -1: rule 0
            }
            return drawn
        }
        let index = generator.int(in: 0..<drawn.batch.changes.count)
        let first = generator.chance(0.5)
        drawn.batch.changes[index] = switch drawn.batch.changes[index] {
        case .deleteSection(let s): .deleteSection(nudge(s))
        case .reloadSection(let s): .reloadSection(nudge(s))
        case .insertSection(let s): .insertSection(nudge(s))
        case .moveSection(let s, let t): first ? .moveSection(nudge(s), to: t) : .moveSection(s, to: nudge(t))
        case .deleteItem(let p): .deleteItem(nudge(p))
        case .reloadItem(let p): .reloadItem(nudge(p))
        case .insertItem(let p): .insertItem(nudge(p))
        case .moveItem(let p, let q): first ? .moveItem(nudge(p), to: q) : .moveItem(p, to: nudge(q))
        }
        return drawn
    }

    func shuffle<Element>(_ array: inout [Element], using generator: inout SeededGenerator) {
        guard array.count > 1 else { return }
        for index in stride(from: array.count - 1, to: 0, by: -1) { array.swapAt(index, generator.int(in: 0...index)) }
    }
}
