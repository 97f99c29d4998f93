import LabSupport
import Testing
@testable import LayoutEngine
import Workloads

/// The Fenwick tree against plain sums, on seeded random counts and updates.
@Suite struct FenwickTreeTests {
    /// Counts 3, 0, 2: prefix sums 0, 3, 3, 5; unit 4 is in slot 2, after 3 units.
    @Test func aSmallRowByHand() {
        let tree = FenwickTree([3, 0, 2])
        #expect((0...3).map(tree.prefixSum(before:)) == [0, 3, 3, 5])
        #expect(tree.slot(holding: 0) == (0, 0) && tree.slot(holding: 2) == (0, 0))
        #expect(tree.slot(holding: 3) == (2, 3) && tree.slot(holding: 4) == (2, 3))
    }

    @Test func randomCountsMatchPlainSums() {
        for seed: UInt64 in 1...100 {
            var generator = SeededGenerator(seed: seed)
            var counts = (0..<generator.int(in: 1...70)).map { _ in generator.chance(0.3) ? 0 : generator.int(in: 0...9) }
            var tree = FenwickTree(counts)
            for _ in 0..<20 {
                let slot = generator.int(in: 0..<counts.count)
                let delta = generator.int(in: -counts[slot]...5)
                counts[slot] += delta
                tree.add(delta, at: slot)
                for slot in 0...counts.count {
                    #expect(tree.prefixSum(before: slot) == counts.prefix(slot).reduce(0, +), "seed \(seed)")
                }
                for rank in 0..<counts.reduce(0, +) {
                    let found = tree.slot(holding: rank)
                    let before = counts.prefix(found.slot).reduce(0, +)
                    #expect(found.before == before && before <= rank && rank < before + counts[found.slot], "seed \(seed), rank \(rank)")
                }
            }
        }
    }
}
