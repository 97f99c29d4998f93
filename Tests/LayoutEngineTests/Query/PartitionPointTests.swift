import LabSupport
import Testing
@testable import LayoutEngine

/// `partitionPoint(_:near:walk:_:)` against the answer it must give, the first index whose
/// predicate is true, on seeded random predicates and estimates of every kind: exact, a few off
/// either way, far off, outside the range, infinite and NaN.
@Suite struct PartitionPointTests {
    @Test func findsThePartitionPointFromAnyEstimate() {
        var generator = SeededGenerator(seed: 0x9A27)
        for _ in 0..<2_000 {
            let count = generator.int(in: 0...3_000)
            let answer = generator.int(in: 0...count)
            let near = Double(answer) + generator.double(in: -6...6)
            let estimates: [Double] = [Double(answer), near, generator.double(in: -10...Double(count + 10)),
                                       -1, Double(count), Double(count) + 0.5, .infinity, -.infinity, .nan, 1e300]
            for estimate in estimates {
                var calls = 0
                let found = partitionPoint(count, near: estimate) { index in
                    calls += 1
                    #expect((0..<count).contains(index), "tested \(index) outside 0..<\(count)")
                    return index >= answer
                }
                #expect(found == answer, "count \(count), estimate \(estimate): found \(found), expected \(answer)")
                #expect(found == partitionPoint(count) { $0 >= answer })
                // Within the walk of the answer, a handful of tests decide it.
                if estimate.isFinite, estimate >= 0, estimate < Double(count), abs(Int(estimate) - answer) <= 4 {
                    #expect(calls <= 6, "estimate \(estimate) for \(answer) took \(calls) tests")
                }
            }
        }
    }
}
