import Testing
@testable import LayoutEngine

extension DiffableSnapshotDiffTests {
    /// The subsequence the diff keeps in place. (Nested in the diff's suite, whose part it is, so
    /// that `--filter Snapshot` runs it.)
    @Suite struct LongestIncreasingSubsequenceTests {
        @Test func smallCases() {
            #expect(longestIncreasingSubsequence([Int]()) == [])
            #expect(longestIncreasingSubsequence([7]) == [0])
            #expect(longestIncreasingSubsequence([1, 2, 3]) == [0, 1, 2])
            #expect(longestIncreasingSubsequence([3, 2, 1]).count == 1)
            #expect(longestIncreasingSubsequence([4, 0, 1, 2, 3]) == [1, 2, 3, 4])   // a rotation keeps all but one
            #expect(longestIncreasingSubsequence([1, 2, 3, 0]) == [0, 1, 2])
            #expect(longestIncreasingSubsequence([2, 2, 2]).count == 1)             // strictly increasing
            #expect(longestIncreasingSubsequence([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]).count == 6)
        }

        /// On seeded random arrays of up to 11 values, with repeats: the result is a subsequence,
        /// strictly increasing, and as long as the longest found by trying every subsequence.
        @Test func matchesExhaustiveSearch() {
            for seed: UInt64 in 1...1_000 {
                var rng = SplitMix64(seed: seed)
                let values = (0..<rng.int(in: 0...11)).map { _ in rng.int(in: 0...15) }
                let indices = longestIncreasingSubsequence(values)
                #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): \(values) → \(indices)")
                #expect(indices.allSatisfy(values.indices.contains), "seed \(seed): \(values) → \(indices)")
                let chosen = indices.filter(values.indices.contains).map { values[$0] }
                #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed): \(values) → \(indices)")
                #expect(indices.count == exhaustiveLongestIncreasingLength(values), "seed \(seed): \(values) → \(indices)")
            }
        }

        /// On permutations of up to 200 values, against the quadratic dynamic program.
        @Test func matchesTheQuadraticProgramOnPermutations() {
            for seed: UInt64 in 1...200 {
                var rng = SplitMix64(seed: seed)
                let values = rng.shuffled(Array(0..<rng.int(in: 0...200)))
                let indices = longestIncreasingSubsequence(values)
                let chosen = indices.map { values[$0] }
                #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 } && zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 },
                        "seed \(seed)")
                #expect(indices.count == quadraticLongestIncreasingLength(values), "seed \(seed)")
            }
        }
    }
}
