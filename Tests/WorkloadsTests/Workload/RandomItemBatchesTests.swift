import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

@Suite struct RandomItemBatchesTests {
    /// Every batch validates against the counts the ones before it leave.
    func checkValid(_ batches: [WorkloadBatch], from counts: [Int], seed: UInt64) throws {
        var counts = counts
        for (index, batch) in batches.enumerated() {
            let mapping = try #require(try? batch.validated(itemCountsBefore: counts), "seed \(seed), batch \(index): \(batch.update.changes)")
            counts = mapping.itemCountsAfter
        }
    }

    @Test func batchesAreValidAndDeterministic() throws {
        for seed in 0..<60 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let counts = (0..<generator.int(in: 0...5)).map { _ in generator.int(in: 0...30) }
            let changes = generator.int(in: 0...40)
            let mix = [BatchMix.balanced, .growing, .refreshing, BatchMix(insert: 0, delete: 1, move: 1, reload: 0)][Int(seed % 4)]
            let batches = RandomItemBatches.make(itemCounts: counts, batchCount: 8, changesPerBatch: changes, mix: mix, seed: seed)
            #expect(batches == RandomItemBatches.make(itemCounts: counts, batchCount: 8, changesPerBatch: changes, mix: mix, seed: seed))
            #expect(batches.count == 8)
            #expect(batches.allSatisfy { $0.update.changes.count == (counts.isEmpty ? 0 : changes) }, "seed \(seed)")
            #expect(batches.allSatisfy { $0.dataSeed <= WorkloadBatch.maximumDataSeed && $0.update.changes == $0.update.changes.sorted() })
            try checkValid(batches, from: counts, seed: seed)
        }
    }

    @Test func theMixDecidesTheKinds() {
        func kinds(_ mix: BatchMix) -> Set<String> {
            let batches = RandomItemBatches.make(itemCounts: [1_000, 500], batchCount: 3, changesPerBatch: 50, mix: mix, seed: 9)
            return Set(batches.flatMap(\.update.changes).map { String($0.description.prefix { $0 != " " }) })
        }
        #expect(kinds(BatchMix(insert: 1, delete: 0, move: 0, reload: 0)) == ["insert"])
        #expect(kinds(BatchMix(insert: 0, delete: 0, move: 0, reload: 1)) == ["reload"])
        #expect(kinds(BatchMix(insert: 0, delete: 0, move: 1, reload: 0)) == ["move"])
        #expect(kinds(.balanced) == ["insert", "delete", "move", "reload"])
        // Deleting more items than there are turns the rest into inserts.
        let drained = RandomItemBatches.make(itemCounts: [3], batchCount: 1, changesPerBatch: 5,
                                             mix: BatchMix(insert: 0, delete: 1, move: 0, reload: 0), seed: 1)
        #expect(drained[0].update.changes.map(\.description).sorted()
                == ["delete item [0, 0]", "delete item [0, 1]", "delete item [0, 2]", "insert item [0, 0]", "insert item [0, 1]"])
    }

    /// Drawing from counts alone, a million items cost no more than a thousand.
    @Test func aMillionItems() throws {
        let counts = [600_000, 0, 400_000]
        let batches = RandomItemBatches.make(itemCounts: counts, batchCount: 100, changesPerBatch: 100, seed: 5)
        #expect(batches.count == 100)
        try checkValid(batches, from: counts, seed: 5)
    }

    @Test func floydDrawsDistinctValues() {
        var generator = SeededGenerator(seed: 4)
        for bound in [0, 1, 5, 100] {
            for count in [0, bound / 2, bound] {
                let values = RandomItemBatches.distinct(count, below: bound, using: &generator)
                #expect(values.count == count && Set(values).count == count && values.allSatisfy { (0..<bound).contains($0) })
            }
        }
    }
}
