import LabSupport
import Testing
@testable import LayoutEngine
import Workloads

/// The positions tree against a plain array of positions, on seeded random edits.
@Suite struct BlockPositionsTests {
    /// Positions 0, 10, 25, 25, 40 (small integers: every sum is exact).
    @Test func aSmallRowByHand() {
        var tree = BlockPositions([0, 10, 25, 25, 40])
        #expect((0..<5).map(tree.position(of:)) == [0, 10, 25, 25, 40])
        tree.shift(from: 2, by: 5)
        #expect(tree.allPositions() == [0, 10, 30, 30, 45])
        tree.setPosition(12, of: 1)
        #expect((0..<5).map(tree.position(of:)) == [0, 12, 30, 30, 45])
        // The last block below: 30 is blocks 2 and 3, so below 31 it is 3; below 0, none (−1).
        #expect([-1, 0, 12, 13, 30, 31, 45, 46].map { tree.lastBlock(below: $0).block } == [-1, -1, 0, 1, 1, 3, 3, 4])
        #expect([-1, 0, 12, 13, 30, 31, 45, 46].map { tree.lastBlock(below: $0).position } == [0, 0, 0, 12, 12, 30, 30, 45])
        tree.replaceSubrange(1..<3, with: [11])
        #expect(tree.allPositions() == [0, 11, 30, 45] && tree.count == 4)
    }

    @Test func anEmptyRow() {
        let tree = BlockPositions([])
        #expect(tree.count == 0 && tree.allPositions().isEmpty && tree.lastBlock(below: 0) == (-1, 0))
    }

    /// Integer positions below 2⁵³ keep every sum exact, so the tree must match the array exactly.
    @Test func randomEditsOfIntegerPositionsMatchAnArray() {
        for seed: UInt64 in 1...60 {
            var generator = SeededGenerator(seed: seed)
            var model = Self.increasingPositions(count: generator.int(in: 0...300), integral: true, &generator)
            var tree = BlockPositions(model)
            for _ in 0..<30 {
                Self.applyRandomEdit(to: &model, tree: &tree, integral: true, &generator)
                #expect(tree.allPositions() == ContiguousArray(model), "seed \(seed)")
                #expect((0..<model.count).map(tree.position(of:)) == model, "seed \(seed)")
                for _ in 0..<10 {
                    let value = Double(generator.int(in: -5...(Int(model.last ?? 0) + 5)))
                    let last = (model.lastIndex { $0 < value } ?? -1)
                    #expect(tree.lastBlock(below: value) == (last, last < 0 ? 0 : model[last]), "seed \(seed), value \(value)")
                }
            }
        }
    }

    /// Fractional positions: reads stay within the documented roundings of the array, the
    /// linear read agrees with the single reads bit for bit, and the descent with the reads.
    @Test func randomEditsOfFractionalPositionsStayWithinTheirRoundings() {
        for seed: UInt64 in 1...60 {
            var generator = SeededGenerator(seed: seed)
            var model = Self.increasingPositions(count: generator.int(in: 1...300), integral: false, &generator)
            var tree = BlockPositions(model)
            // The rebuild (128), then 2 per edit at most for any read (the type's doc).
            var roundings = 128.0
            for _ in 0..<30 {
                roundings += Self.applyRandomEdit(to: &model, tree: &tree, integral: false, &generator) ? 128 : 2
                let reads = tree.allPositions()
                let scale = model.map(Swift.abs).max() ?? 1
                for block in model.indices {
                    #expect(reads[block] == tree.position(of: block), "seed \(seed), block \(block)")
                    #expect(Swift.abs(reads[block] - model[block]) <= roundings * scale * Double.ulpOfOne / 2, "seed \(seed)")
                }
                // Monotone edits can still read as decreasing by a rounding; the descent is exact
                // when they do not, and reads the block's position bit for bit as `position(of:)`.
                if zip(reads, reads.dropFirst()).allSatisfy({ $0 <= $1 }) {
                    for _ in 0..<10 {
                        let value = generator.double(in: -1...((model.last ?? 0) + 1))
                        let last = reads.lastIndex { $0 < value } ?? -1
                        let found = tree.lastBlock(below: value)
                        #expect(found.block == last, "seed \(seed)")
                        #expect(found.position.bitPattern == (last < 0 ? 0 : tree.position(of: last)).bitPattern, "seed \(seed)")
                    }
                }
            }
        }
    }

    private static func increasingPositions(count: Int, integral: Bool, _ generator: inout SeededGenerator) -> [Double] {
        var position = integral ? Double(generator.int(in: 0...50)) : generator.double(in: 0...50)
        return (0..<count).map { _ in
            defer { position += integral ? Double(generator.int(in: 0...40)) : (generator.chance(0.1) ? 0 : generator.double(in: 0...40)) }
            return position
        }
    }

    /// One random shift, move or splice, to both, keeping the positions non-decreasing (as a
    /// flow's blocks are: the descent is defined on those); returns whether it rebuilt the tree.
    @discardableResult
    private static func applyRandomEdit(to model: inout [Double], tree: inout BlockPositions, integral: Bool,
                                        _ generator: inout SeededGenerator) -> Bool {
        let draw = { (generator: inout SeededGenerator, range: ClosedRange<Double>) in
            integral ? Double(generator.int(in: Int(range.lowerBound.rounded(.up))...Int(range.upperBound.rounded(.down))))
                : generator.double(in: range)
        }
        let positions = model
        let before = { (index: Int) in index > 0 ? positions[index - 1] : 0 }
        let after = { (index: Int) in index < positions.count ? positions[index] : (positions.last ?? 0) + 100 }
        switch generator.int(in: 0...2) {
        case 0 where !model.isEmpty:
            let block = generator.int(in: 0..<model.count)
            let delta = draw(&generator, (before(block) - model[block])...20)
            for index in block..<model.count { model[index] += delta }
            tree.shift(from: block, by: delta)
            return false
        case 1 where !model.isEmpty:
            let block = generator.int(in: 0..<model.count)
            let position = draw(&generator, before(block)...(block + 1 < model.count ? model[block + 1] : model[block] + 50))
            model[block] = position
            tree.setPosition(position, of: block)
            return false
        default:
            let lower = generator.int(in: 0...model.count), upper = generator.int(in: lower...model.count)
            let low = before(lower), high = after(upper)
            let inserted = (0..<generator.int(in: 0...4)).map { _ in draw(&generator, low...high) }.sorted()
            model.replaceSubrange(lower..<upper, with: inserted)
            tree.replaceSubrange(lower..<upper, with: inserted)
            return true
        }
    }
}
