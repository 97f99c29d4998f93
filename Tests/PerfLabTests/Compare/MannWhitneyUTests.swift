import Testing
@testable import PerfLab

/// The U test on inputs whose U and exact p-values were counted by hand.
@Suite struct MannWhitneyUTests {
    /// x entirely below y: U = 0; of the C(6, 3) = 20 equally likely splits, the two extremes
    /// (ranks {1,2,3} and {4,5,6}) are at least as far from the mean: p = 2/20.
    @Test func threeAgainstThreeFullySeparated() {
        let test = MannWhitneyU([1, 2, 3], [4, 5, 6])
        #expect(test.u == 0)
        #expect(test.method == .exact)
        #expect(abs(test.pValue - 0.1) < 1e-12)
    }

    /// 5 against 5 fully separated: p = 2 / C(10, 5) = 2/252 ≈ 0.0079.
    @Test func fiveAgainstFiveFullySeparated() {
        let test = MannWhitneyU([10, 11, 12, 13, 14], [1, 2, 3, 4, 5])
        #expect(test.u == 25)
        #expect(abs(test.pValue - 2.0 / 252) < 1e-12)
        #expect(abs(test.pValue - 0.0079) < 1e-4)
    }

    /// x = [1, 2, 5], y = [3, 4, 6]: x's ranks 1, 2, 5, W = 8, U = 2 (5 beats 3 and 4). Splits with W ≤ 8 or W ≥ 13: {1,2,3} 6, {1,2,4} 7,
    /// {1,2,5} 8, {1,3,4} 8 and their mirrors: 8 of 20, p = 0.4.
    @Test func partialOverlap() {
        let test = MannWhitneyU([1, 2, 5], [3, 4, 6])
        #expect(test.u == 2)
        #expect(abs(test.pValue - 0.4) < 1e-12)
    }

    /// Ties: x = [1, 2, 2], y = [2, 3, 4]. The three 2s share rank 3: x's ranks 1, 3, 3, W = 7,
    /// U = 1 (two tied pairs at ½). Of the 20 splits of ranks {1, 3, 3, 3, 5, 6}, 3 have W = 7
    /// (1 and two 3s) and 3 have W = 14 (a 3, 5 and 6), the only ones at least 3.5 from the mean
    /// 10.5: p = 6/20.
    @Test func tiesShareTheirMeanRank() {
        let test = MannWhitneyU([1, 2, 2], [2, 3, 4])
        #expect(test.u == 1)
        #expect(abs(test.pValue - 0.3) < 1e-12)
    }

    @Test func identicalSamplesGiveOne() {
        #expect(MannWhitneyU([5, 5, 5], [5, 5, 5]).pValue == 1)
        #expect(MannWhitneyU([5, 5, 5], [5, 5, 5]).u == 4.5)
        #expect(MannWhitneyU.normalPValue([5, 5, 5], [5, 5, 5]) == 1)
    }

    @Test func theOrderOfTheSamplesDoesNotChangeP() {
        let x: [Double] = [3.1, 4.7, 2.2, 9.0, 5.5], y: [Double] = [6.1, 7.7, 8.2, 4.0, 10.5, 11.0, 6.6]
        let forward = MannWhitneyU(x, y), backward = MannWhitneyU(y, x)
        #expect(forward.u + backward.u == 35)
        #expect(abs(forward.pValue - backward.pValue) < 1e-12)
    }

    /// 15 against 15 (225 pairs, under the exact limit): the normal approximation with its
    /// continuity correction is within 0.005 of the exact p-value, with and without ties.
    @Test func theNormalApproximationIsCloseToTheExactValue() {
        let x = (0..<15).map { Double($0 * 2) }           // 0, 2, …, 28
        let y = (0..<15).map { Double($0 * 2 + 9) }       // 9, 11, …, 37
        let exact = MannWhitneyU.exactPValue(x, y), normal = MannWhitneyU.normalPValue(x, y)
        #expect(exact > 0.001 && exact < 0.05, "\(exact)")
        #expect(abs(exact - normal) < 0.005, "exact \(exact), normal \(normal)")
        let tiedX = x.map { ($0 / 4).rounded(.down) }, tiedY = y.map { ($0 / 4).rounded(.down) }
        let tiedExact = MannWhitneyU.exactPValue(tiedX, tiedY), tiedNormal = MannWhitneyU.normalPValue(tiedX, tiedY)
        #expect(abs(tiedExact - tiedNormal) < 0.005, "exact \(tiedExact), normal \(tiedNormal)")
    }

    @Test func largeSamplesUseTheNormalApproximation() {
        let x = (0..<21).map(Double.init), y = (0..<21).map { Double($0) + 30 }
        let test = MannWhitneyU(x, y)
        #expect(test.method == .normal)
        #expect(test.u == 0)
        #expect(test.pValue < 1e-6)
        #expect(MannWhitneyU((0..<20).map(Double.init), (0..<20).map { Double($0) + 30 }).method == .exact)
    }

    /// 2 / C(n1 + n2, n1): with 3 runs per side no p-value reaches 0.05.
    @Test func smallestPossiblePValues() {
        #expect(abs(MannWhitneyU.smallestPValue(firstCount: 3, secondCount: 3) - 0.1) < 1e-12)
        #expect(abs(MannWhitneyU.smallestPValue(firstCount: 3, secondCount: 4) - 2.0 / 35) < 1e-12)
        #expect(abs(MannWhitneyU.smallestPValue(firstCount: 5, secondCount: 3) - 2.0 / 56) < 1e-12)
        #expect(abs(MannWhitneyU.smallestPValue(firstCount: 5, secondCount: 5) - 2.0 / 252) < 1e-12)
        #expect(MannWhitneyU.smallestPValue(firstCount: 1, secondCount: 1) == 1)
    }
}
