import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

@Suite struct RandomBatchUpdateTests {
    /// A collection and a batch size drawn from `seed`, with empty collections and empty sections
    /// among them.
    func draw(seed: UInt64, valid: Bool) -> (items: [[Int]], drawn: RandomBatchUpdate, firstNew: Int, next: Int) {
        var generator = SeededGenerator(seed: seed)
        var next = 1_000
        let items = RandomBatchUpdate.collection(sectionCount: 0...6, itemsPerSection: 0...12, nextIdentifier: &next,
                                                 using: &generator)
        let firstNew = next
        let count = generator.int(in: 0...12)
        let drawn = valid ? RandomBatchUpdate.valid(changeCount: count, on: items, nextIdentifier: &next, using: &generator)
                          : RandomBatchUpdate.invalid(changeCount: count, on: items, using: &generator)
        return (items, drawn, firstNew, next)
    }

    @Test func sameSeedSameOutput() {
        for seed in 0..<50 as Range<UInt64> {
            for valid in [true, false] {
                let first = draw(seed: seed, valid: valid), second = draw(seed: seed, valid: valid)
                #expect(first.drawn == second.drawn && first.next == second.next, "seed \(seed)")
            }
        }
        let outputs = Set((0..<50 as Range<UInt64>).map { draw(seed: $0, valid: true).drawn })
        #expect(outputs.count > 40)
    }

    /// The same output on every platform and Swift version: one batch pinned. (If the algorithm
    /// changes on purpose, so does this value; it must never change by accident.)
    @Test func pinnedOutput() {
        var generator = SeededGenerator(seed: 2024)
        var next = 10
        let drawn = RandomBatchUpdate.valid(changeCount: 5, on: [[0, 1, 2], [], [3, 4]], nextIdentifier: &next,
                                            using: &generator)
        #expect(drawn.batch.changes.map(\.description) == Self.pinnedChanges)
        #expect(drawn.itemsAfter == Self.pinnedItemsAfter)
        #expect(next == Self.pinnedNext)
    }

    static let pinnedChanges = ["delete item [0, 0]", "delete section 1", "move section 0 to 0", "reload section 2",
                                "reload item [0, 2]"]
    static let pinnedItemsAfter = [[1, 2], [10, 11, 12, 13]]
    static let pinnedNext = 14

    @Test func validBatchesValidate() throws {
        for seed in 0..<400 as Range<UInt64> {
            let (items, drawn, firstNew, next) = draw(seed: seed, valid: true)
            #expect(drawn.isValid && drawn.corruption == nil)
            #expect(drawn.itemsBefore == items)
            let mapping = try #require(try? drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore,
                                                                   itemCountsAfter: drawn.itemCountsAfter), "seed \(seed): \(drawn)")
            let after = try #require(drawn.itemsAfter)
            #expect(after.map(\.count) == drawn.itemCountsAfter, "seed \(seed)")
            // New identifiers are the counter's, in reading order; old ones appear at most once.
            let old = Set(items.joined())
            #expect(Array(after.joined().filter { !old.contains($0) }) == Array(firstNew..<next), "seed \(seed)")
            let kept = after.joined().filter(old.contains)
            #expect(Set(kept).count == kept.count, "seed \(seed)")
            // Every surviving item is where the mapping says.
            for (section, identifiers) in items.enumerated() {
                for (item, identifier) in identifiers.enumerated() {
                    if let target = mapping.indexPathAfterUpdate(IndexPath(item: item, section: section)) {
                        #expect(after[target.section][target.item] == identifier, "seed \(seed)")
                    } else {
                        #expect(!kept.contains(identifier), "seed \(seed)")
                    }
                }
            }
        }
    }

    @Test func batchesHaveTheSizeAsked() {
        var generator = SeededGenerator(seed: 7)
        var next = 0
        for count in [0, 1, 5, 30] {
            for items in [[], [[]], [[0, 1, 2]], [[0], [], [1, 2]]] as [[[Int]]] {
                let drawn = RandomBatchUpdate.valid(changeCount: count, on: items, nextIdentifier: &next, using: &generator)
                #expect(drawn.batch.changes.count == count)
                #expect((try? drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore,
                                                    itemCountsAfter: drawn.itemCountsAfter)) != nil, "\(items), \(count)")
            }
        }
        // On an empty collection only sections can be inserted.
        let empty = RandomBatchUpdate.valid(changeCount: 4, on: [], nextIdentifier: &next, using: &generator)
        #expect(empty.batch.changes.allSatisfy { if case .insertSection = $0 { true } else { false } })
        // No change, nothing used.
        let before = next
        let unchanged = RandomBatchUpdate.valid(changeCount: 0, on: [[1, 2]], nextIdentifier: &next, using: &generator)
        #expect(unchanged.batch.isEmpty && unchanged.itemsAfter == [[1, 2]] && next == before)
    }

    /// Over many seeds every kind of change appears, moves within and across sections included.
    @Test func validBatchesMixEveryKindOfChange() {
        var kinds = Set<String>()
        for seed in 0..<200 as Range<UInt64> {
            for change in draw(seed: seed, valid: true).drawn.batch.changes {
                switch change {
                case .moveItem(let from, let to): kinds.insert(from.section == to.section ? "move item within" : "move item across")
                default: kinds.insert(String(change.description.prefix { $0 != " " }) + (change.isSectionChange ? " section" : " item"))
                }
            }
        }
        #expect(kinds == ["delete section", "reload section", "move section", "insert section", "delete item",
                          "reload item", "insert item", "move item within", "move item across"])
    }

    @Test func invalidBatchesBreakTheirRule() {
        var seen = Set<RandomBatchUpdate.Corruption>()
        for seed in 0..<600 as Range<UInt64> {
            let drawn = draw(seed: seed, valid: false).drawn
            guard let corruption = drawn.corruption else {
                Issue.record("seed \(seed): no corruption")
                continue
            }
            seen.insert(corruption)
            #expect(drawn.itemsAfter == nil && !drawn.isValid)
            do {
                // Corruptions are defined by the strict rules (absorbing mode accepts some of rule 6's).
                _ = try drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore, itemCountsAfter: drawn.itemCountsAfter,
                                              mode: .strict)
                Issue.record("seed \(seed): \(corruption) validates: \(drawn.batch.changes)")
            } catch {
                #expect(error.rule == corruption.rule, "seed \(seed): \(corruption) gives \(error)")
            }
        }
        #expect(seen == Set(RandomBatchUpdate.Corruption.allCases))
    }

    /// Asking for one corruption gives it, or nil when it cannot apply (an empty collection has no
    /// item to delete twice); the three that always apply never give nil.
    @Test func chosenCorruptions() {
        for corruption in RandomBatchUpdate.Corruption.allCases {
            var generator = SeededGenerator(seed: 11)
            var applied = 0
            for _ in 0..<40 {
                var next = 0
                let items = RandomBatchUpdate.collection(sectionCount: 0...4, itemsPerSection: 0...6, nextIdentifier: &next,
                                                         using: &generator)
                let drawn = RandomBatchUpdate.invalid(corruption, changeCount: generator.int(in: 0...10), on: items,
                                                      using: &generator)
                if let drawn {
                    applied += 1
                    #expect(drawn.corruption == corruption)
                    do {
                        _ = try drawn.batch.validated(itemCountsBefore: drawn.itemCountsBefore, itemCountsAfter: drawn.itemCountsAfter,
                                                      mode: .strict)
                        Issue.record("\(corruption) validates: \(drawn.batch.changes)")
                    } catch {
                        #expect(error.rule == corruption.rule, "\(corruption) gives \(error)")
                    }
                } else {
                    #expect(![.sectionOutOfRangeBefore, .sectionOutOfRangeAfter, .sectionCountMismatch].contains(corruption))
                }
            }
            #expect(applied > 0, "\(corruption) never applies")
        }
    }
}
