import Testing
@testable import PerfLab

@Suite struct SampleSummaryTests {
    /// Nearest-rank percentiles on 1…100: p50 is 50, p90 is 90, p99 is 99.
    @Test func nearestRankPercentiles() {
        let summary = SampleSummary((1...100).reversed().map(Double.init))
        #expect(summary.count == 100)
        #expect(summary.p50 == 50)
        #expect(summary.p90 == 90)
        #expect(summary.p99 == 99)
        #expect(summary.max == 100)
    }

    @Test func oneSampleIsEveryPercentile() {
        let summary = SampleSummary([7])
        #expect([summary.p50, summary.p90, summary.p99, summary.max] == [7, 7, 7, 7])
    }

    @Test func durationsUseAReadableUnit() {
        #expect(Report.duration(950) == "950 ns")
        #expect(Report.duration(1_500) == "1.50 µs")
        #expect(Report.duration(2_340_000) == "2.34 ms")
        #expect(Report.duration(3_000_000_000) == "3.00 s")
    }
}
