import Testing
@testable import PerfLab

@Suite struct BenjaminiHochbergTests {
    /// Hand-computed: m = 5 at alpha 0.05 admits p₍ₖ₎ ≤ 0.01 k: 0.001 ≤ 0.01 and 0.015 ≤ 0.02, but
    /// 0.04 > 0.03 and 0.045 > 0.04; the cutoff is the largest admitted, 0.015 (0.05 ≤ 0.05 at k = 5
    /// would admit everything; here the fifth is 0.2).
    @Test func theCutoffIsTheLargestAdmittedPValue() {
        #expect(TimeJudgement.benjaminiHochbergCutoff([0.04, 0.001, 0.2, 0.015, 0.045], alpha: 0.05) == 0.015)
        #expect(TimeJudgement.benjaminiHochbergCutoff([0.01, 0.02, 0.03, 0.04, 0.05], alpha: 0.05) == 0.05)
        #expect(TimeJudgement.benjaminiHochbergCutoff([0.03, 0.5], alpha: 0.05) == 0, "0.03 > 0.05 / 2 and 0.5 > 0.05: nothing")
        #expect(TimeJudgement.benjaminiHochbergCutoff([], alpha: 0.05) == 0)
    }
}
