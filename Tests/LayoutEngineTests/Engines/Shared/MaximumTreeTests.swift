import LabSupport
import Testing
@testable import LayoutEngine
import Workloads

/// The maximum tree against a plain maximum, through seeded random updates that lower values too.
@Suite struct MaximumTreeTests {
    @Test func emptyIsMinusInfinity() {
        #expect(MaximumTree([Double]()).maximum == -.infinity)
    }

    @Test func randomUpdatesMatchAPlainMaximum() {
        for seed: UInt64 in 1...100 {
            var generator = SeededGenerator(seed: seed)
            var values = (0..<generator.int(in: 1...40)).map { _ in Double(generator.int(in: -50...50)) }
            var tree = MaximumTree(values)
            #expect(tree.maximum == values.max(), "seed \(seed)")
            for _ in 0..<30 {
                let slot = generator.int(in: 0..<values.count)
                values[slot] = generator.chance(0.2) ? -.infinity : Double(generator.int(in: -50...50))
                tree.set(values[slot], at: slot)
                #expect(tree.maximum == values.max(), "seed \(seed)")
            }
        }
    }
}
