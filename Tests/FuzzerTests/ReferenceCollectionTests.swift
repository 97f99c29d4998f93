import LayoutEngine
import Testing
@testable import FuzzCore

/// The reference model on batches checked by hand: the literal application, and one invalid batch
/// per rule. (Its agreement with `BatchUpdate.validated` is BatchRulesAgreementTests.)
@Suite struct ReferenceCollectionTests {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Applies `changes`, expecting the reference to accept them.
    func apply(_ changes: [BatchChange], to collection: ReferenceCollection, countsAfter: [Int],
               nextIdentifier: Int = 100) throws -> ReferenceBatchApplication {
        var next = nextIdentifier
        let outcome = collection.applying(BatchUpdate(changes), itemCountsAfter: countsAfter, nextIdentifier: &next)
        return try #require(outcome.application, "rejected: rules \(outcome.brokenRules.sorted())")
    }

    // MARK: The literal application

    /// Seed 000 (Apple's "Implementing Modern Collection Views" sample, PersonUpdate): the reloads in
    /// a batch of their own, then a delete, an insert and a move together, applied by the sample's
    /// own code (deletes sorted and reversed, then inserts sorted). People A…F are 10…15; the new
    /// person P gets identifier 100.
    @Test func seed000PersonUpdateBatch() throws {
        let people = ReferenceCollection(items: [[10, 11, 12, 13, 14, 15]])

        // First batch: reload B, without animation. Nothing moves; B is marked reloaded.
        let reloaded = try apply([.reloadItem(path(0, 1))], to: people, countsAfter: [6])
        #expect(reloaded.after == people)
        #expect(reloaded.reloadedItems == [11])
        #expect(reloaded.isReloaded(itemBeforeUpdate: path(0, 1)) && !reloaded.isReloaded(itemBeforeUpdate: path(0, 0)))

        // Second batch: delete 4 (E), insert P at 0, move 5 (F) to 2.
        let batch: [BatchChange] = [.deleteItem(path(0, 4)), .insertItem(path(0, 0)), .moveItem(path(0, 5), to: path(0, 2))]
        let application = try apply(batch, to: reloaded.after, countsAfter: [6])

        // The sample's code, verbatim in spirit: a move is a deletion and an insertion.
        var sample = [10, 11, 12, 13, 14, 15]
        let deletes = [4, 5], inserts = [(person: 100, index: 0), (person: sample[5], index: 2)]
        for index in deletes.sorted().reversed() { sample.remove(at: index) }
        for insertion in inserts.sorted(by: { $0.index <= $1.index }) { sample.insert(insertion.person, at: insertion.index) }

        #expect(sample == [100, 10, 15, 11, 12, 13])
        #expect(application.after.items == [sample])
        #expect(application.indexPathAfterUpdate(ofItem: 14) == nil)
        #expect(application.indexPathAfterUpdate(ofItem: 15) == path(0, 2))
        #expect(application.indexPathAfterUpdate(path(0, 1)) == path(0, 3))
        #expect(application.indexPathBeforeUpdate(path(0, 0)) == nil)
        #expect(application.indexPathBeforeUpdate(path(0, 5)) == path(0, 3))

        // All four together in one batch give the same items, with B reloaded.
        let together = try apply([.reloadItem(path(0, 1))] + batch, to: people, countsAfter: [6])
        #expect(together.after.items == [sample])
        #expect(together.reloadedItems == [11])
    }

    /// Section moves and deletes with item moves into the moved section, an insert and a reload:
    /// deletes go from the highest position down (items first, while sections are still in place),
    /// inserts from the lowest up (sections first).
    @Test func sectionAndItemChangesTogether() throws {
        let collection = ReferenceCollection(items: [[1, 2, 3], [4, 5], [6]])
        let application = try apply([.deleteSection(0), .moveSection(2, to: 0), .moveItem(path(1, 1), to: path(0, 1)),
                                     .insertItem(path(1, 0)), .reloadItem(path(1, 0))],
                                    to: collection, countsAfter: [2, 2])
        #expect(application.after.items == [[6, 5], [100, 4]])
        #expect(application.after.sections.map(\.identifier) == [2, 1])
        #expect(application.reloadedItems == [4])
        #expect((0..<3).map { application.indexPathAfterUpdate(path(0, $0)) } == [nil, nil, nil])
        #expect(application.indexPathAfterUpdate(path(1, 0)) == path(1, 1))
        #expect(application.indexPathAfterUpdate(path(1, 1)) == path(0, 1))
        #expect(application.indexPathAfterUpdate(path(2, 0)) == path(0, 0))
        #expect(application.sectionAfterUpdate(0) == nil && application.sectionAfterUpdate(1) == 1
                && application.sectionAfterUpdate(2) == 0)
        #expect(application.sectionBeforeUpdate(0) == 2 && application.sectionBeforeUpdate(1) == 1)
    }

    /// A move within one section, down and up; a move of the last item to the front.
    @Test func movesWithinASection() throws {
        let collection = ReferenceCollection(items: [[1, 2, 3, 4]])
        #expect(try apply([.moveItem(path(0, 0), to: path(0, 2))], to: collection, countsAfter: [4]).after.items
                == [[2, 3, 1, 4]])
        #expect(try apply([.moveItem(path(0, 3), to: path(0, 0)), .moveItem(path(0, 0), to: path(0, 3))],
                          to: collection, countsAfter: [4]).after.items == [[4, 2, 3, 1]])
        // Delete at 1 and insert at 1 are on different sides: no conflict.
        #expect(try apply([.deleteItem(path(0, 1)), .insertItem(path(0, 1))], to: collection, countsAfter: [4]).after.items
                == [[1, 100, 3, 4]])
    }

    /// A reloaded section keeps its place (it moves only as the others around it do), loses all
    /// its items and gets as many new ones as the data source reports; new identifiers follow
    /// reading order.
    @Test func reloadedSectionsGetNewItems() throws {
        let collection = ReferenceCollection(items: [[1], [2]])
        let application = try apply([.reloadSection(0), .insertSection(0), .insertItem(path(2, 0))],
                                    to: collection, countsAfter: [1, 2, 2])
        #expect(application.after.items == [[100], [101, 102], [103, 2]])
        #expect(application.after.sections.map(\.identifier) == [2, 0, 1])
        #expect(application.indexPathAfterUpdate(ofItem: 1) == nil)
        #expect(application.sectionAfterUpdate(0) == 1)
        #expect(application.sectionBeforeUpdate(0) == nil)
        #expect(application.isReloaded(itemBeforeUpdate: path(0, 0)))
        #expect(!application.isReloaded(itemBeforeUpdate: path(1, 0)))
    }

    /// An empty collection takes section inserts; an empty batch changes nothing and uses no
    /// identifier.
    @Test func emptyCollectionsAndBatches() throws {
        let empty = ReferenceCollection(items: [])
        #expect(try apply([.insertSection(0), .insertSection(1)], to: empty, countsAfter: [2, 0]).after.items == [[100, 101], []])
        var next = 7
        let unchanged = ReferenceCollection(items: [[1, 2], []])
        #expect(unchanged.applying(BatchUpdate(), itemCountsAfter: [2, 0], nextIdentifier: &next).application?.after == unchanged)
        #expect(next == 7)
    }

    // MARK: One invalid batch per rule

    /// The rules broken (strict mode unless told), and a check that nothing was used up.
    func brokenRules(_ changes: [BatchChange], on items: [[Int]], countsAfter: [Int],
                     mode: BatchValidationMode = .strict) -> [Int] {
        var next = 100
        let outcome = ReferenceCollection(items: items).applying(BatchUpdate(changes), itemCountsAfter: countsAfter,
                                                                 mode: mode, nextIdentifier: &next)
        #expect(next == 100)
        return outcome.brokenRules.sorted()
    }

    @Test func rule1SectionOutOfRange() {
        #expect(brokenRules([.reloadSection(1)], on: [[1]], countsAfter: [1]) == [1])
        #expect(brokenRules([.insertItem(path(1, 0))], on: [[1]], countsAfter: [1]) == [1])
        #expect(brokenRules([.deleteItem(path(-1, 0))], on: [[1]], countsAfter: [1]) == [1])
    }

    @Test func rule2SectionChangedTwice() {
        #expect(brokenRules([.reloadSection(0), .reloadSection(0)], on: [[1], [2]], countsAfter: [1, 1]) == [2])
        #expect(brokenRules([.moveSection(0, to: 1), .insertSection(1)], on: [[1], [2]], countsAfter: [1, 1, 1]) == [2])
    }

    @Test func rule3SectionCountMismatch() {
        #expect(brokenRules([.insertSection(0)], on: [[1]], countsAfter: [1]) == [3])
    }

    @Test func rule4ItemOutOfRange() {
        #expect(brokenRules([.deleteItem(path(0, 2))], on: [[1, 2]], countsAfter: [1]) == [4])
        #expect(brokenRules([.insertItem(path(0, 3))], on: [[1, 2]], countsAfter: [3]) == [4])
    }

    @Test func rule5ItemChangedTwice() {
        #expect(brokenRules([.deleteItem(path(0, 0)), .deleteItem(path(0, 0))], on: [[1, 2]], countsAfter: [0]) == [5])
        // Deleted and moved: the counts add up (2 - 1 + 1 - 1), only the conflict is wrong.
        #expect(brokenRules([.deleteItem(path(0, 0)), .moveItem(path(0, 0), to: path(0, 0))], on: [[1, 2]], countsAfter: [1]) == [5])
    }

    @Test func rule6ItemInChangedSection() {
        #expect(brokenRules([.deleteSection(0), .deleteItem(path(0, 0))], on: [[1], [2]], countsAfter: [1]) == [6])
        // A move out of a deleted section.
        #expect(brokenRules([.deleteSection(0), .moveItem(path(0, 0), to: path(0, 1))], on: [[1], [2]], countsAfter: [2]) == [6])
        // An insert into an inserted section, and into a reloaded one at its after-update position.
        #expect(brokenRules([.insertSection(0), .insertItem(path(0, 0))], on: [[1]], countsAfter: [1, 1]) == [6])
        #expect(brokenRules([.insertSection(0), .reloadSection(0), .insertItem(path(1, 0))], on: [[1], [2]],
                            countsAfter: [1, 2, 1]) == [6])
    }

    /// Absorbing mode: the same deletes and inserts are absorbed (dropped before the literal
    /// application), moves are still refused. By hand: deleting section 0 of [[1], [2]] leaves
    /// [[2]] whether or not item 1 is deleted first; reloading section 0 of [[1, 2], [3]] with 2
    /// items after gives it two new items, 100 and 101, whatever item changes inside it named.
    @Test func rule6AbsorbingMode() throws {
        var next = 100
        let deleted = ReferenceCollection(items: [[1], [2]])
            .applying(BatchUpdate([.deleteSection(0), .deleteItem(path(0, 0))]), itemCountsAfter: [1], mode: .absorbing,
                      nextIdentifier: &next)
        #expect(try #require(deleted.application).after.items == [[2]])
        let reloaded = ReferenceCollection(items: [[1, 2], [3]])
            .applying(BatchUpdate([.reloadSection(0), .deleteItem(path(0, 0)), .reloadItem(path(0, 1)), .insertItem(path(0, 0))]),
                      itemCountsAfter: [2, 1], mode: .absorbing, nextIdentifier: &next)
        let application = try #require(reloaded.application)
        #expect(application.after.items == [[100, 101], [3]])
        #expect(application.reloadedItems.isEmpty && application.reloadedSections == [0])
        #expect(brokenRules([.deleteSection(0), .moveItem(path(0, 0), to: path(0, 1))], on: [[1], [2]], countsAfter: [2],
                            mode: .absorbing) == [6])
        let inserted = ReferenceCollection(items: [[1]])
            .applying(BatchUpdate([.insertSection(0), .insertItem(path(0, 0))]), itemCountsAfter: [1, 1], mode: .absorbing,
                      nextIdentifier: &next)
        #expect(try #require(inserted.application).after.items == [[102], [1]])
    }

    @Test func rule7ItemCountMismatch() {
        #expect(brokenRules([.insertItem(path(0, 0))], on: [[1, 2]], countsAfter: [2]) == [7])
        // Moved across: out of one section, into the other.
        #expect(brokenRules([.moveItem(path(0, 0), to: path(1, 0))], on: [[1, 2], [3]], countsAfter: [2, 1]) == [7])
    }

    /// Every rule broken is reported, not only the first.
    @Test func severalRulesAtOnce() {
        #expect(brokenRules([.deleteSection(3)], on: [[1]], countsAfter: [1]) == [1, 3])
        #expect(brokenRules([.deleteItem(path(0, 5)), .insertItem(path(0, 0)), .insertItem(path(0, 0))],
                            on: [[1, 2]], countsAfter: [2]) == [4, 5, 7])
    }
}

/// The reference query filter on hand-computed cases, one per row of docs/geometry.md's table.
@Suite struct ReferenceQueryTests {
    let query = Rect(x: 0, y: 0, width: 100, height: 100)

    func returns(_ frame: Rect, for query: Rect) -> Bool { ReferenceQuery.returns(frame: frame, forQuery: query) }

    @Test func overlapsAndTouches() {
        #expect(returns(Rect(x: 90, y: 90, width: 20, height: 20), for: query))
        #expect(!returns(Rect(x: 0, y: 100, width: 10, height: 10), for: query))   // frame.minY == query.maxY
        #expect(!returns(Rect(x: -10, y: 0, width: 10, height: 10), for: query))   // frame.maxX == query.minX
        #expect(returns(Rect(x: -10, y: 0, width: 10.5, height: 10), for: query))
    }

    @Test func zeroExtentFrames() {
        #expect(returns(Rect(x: 0, y: 50, width: 10, height: 0), for: query))
        #expect(!returns(Rect(x: 0, y: 0, width: 10, height: 0), for: query))
        #expect(!returns(Rect(x: 0, y: 100, width: 10, height: 0), for: query))
        #expect(returns(Rect(x: 50, y: 50, width: 0, height: 0), for: query))
    }

    @Test func emptyAndInvertedQueries() {
        let frame = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(!returns(frame, for: Rect(x: 0, y: 0, width: 0, height: 100)))
        #expect(!returns(frame, for: Rect(x: 0, y: 0, width: 100, height: 0)))
        #expect(returns(frame, for: Rect(x: 100, y: 100, width: -100, height: -100)))
        #expect(!returns(frame, for: Rect(x: 10, y: 10, width: -10, height: -10)))        // touches at (10, 10)
        #expect(returns(Rect(x: 20, y: 20, width: -10, height: -10), for: Rect(x: 0, y: 0, width: 15, height: 15)))
        #expect(!returns(Rect(x: 20, y: 20, width: -10, height: -10), for: Rect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func nanAndInfinity() {
        let frame = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(!returns(frame, for: Rect(x: .nan, y: 0, width: 100, height: 100)))
        #expect(!returns(frame, for: Rect(x: 0, y: 0, width: 100, height: .nan)))
        #expect(!returns(Rect(x: 10, y: 10, width: .nan, height: 10), for: query))
        #expect(!returns(Rect(x: 10, y: .nan, width: 10, height: 10), for: query))
        #expect(returns(frame, for: .infinite))
        #expect(returns(Rect(x: -1e300, y: 1e300, width: 1, height: 1), for: .infinite))
        #expect(!returns(frame, for: Rect(x: -.infinity, y: 0, width: .infinity, height: 100)))  // -inf + inf is NaN
    }

    @Test func filterKeepsOrder() {
        let all = (0..<5).map { index in
            LayoutAttributes(id: .cell(IndexPath(item: index, section: 0)),
                             frame: Rect(x: 0, y: Double(index) * 50, width: 100, height: 50))
        }
        #expect(ReferenceQuery.elements(in: Rect(x: 0, y: 60, width: 10, height: 80), of: all).map(\.indexPath.item) == [1, 2])
        #expect(ReferenceQuery.elements(in: Rect(x: 0, y: 50, width: 10, height: 50), of: all).map(\.indexPath.item) == [1])
        #expect(ReferenceQuery.elements(in: Rect(x: 200, y: 0, width: 10, height: 500), of: all).isEmpty)
        #expect(ReferenceQuery.elements(in: .infinite, of: all) == all)
    }
}
