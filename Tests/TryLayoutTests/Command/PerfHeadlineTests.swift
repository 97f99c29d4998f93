import LabSupport
import Testing
@testable import TryLayout

/// `PerfHeadline`: a report's rows read back, the best strategy of each engine, and the line.
@Suite struct PerfHeadlineTests {
    /// A report with the four benchmarks of `mine` at 1,000 and 10,000 items and of `kin` at
    /// 10,000 items in two strategies.
    static let report = """
        {"benchmarks": [
          {"name": "prepare", "engine": "mine", "items": 1000, "samples": {"p50Nanoseconds": 100, "p99Nanoseconds": 200}},
          {"name": "prepare", "engine": "mine", "items": 10000, "samples": {"p50Nanoseconds": 2000000, "p99Nanoseconds": 3000000}},
          {"name": "query/screen", "engine": "mine", "items": 10000, "samples": {"p50Nanoseconds": 500000, "p99Nanoseconds": 800000}},
          {"name": "scroll/fling-fast", "engine": "mine", "items": 10000, "samples": {"p50Nanoseconds": 400000, "p99Nanoseconds": 960000},
           "counters": {"layoutPasses": 3}},
          {"name": "prepare", "engine": "kin", "items": 10000, "samples": {"p50Nanoseconds": 400000, "p99Nanoseconds": 500000}},
          {"name": "query/screen", "engine": "kin", "items": 10000, "samples": {"p50Nanoseconds": 40000, "p99Nanoseconds": 50000}},
          {"name": "query/screen", "engine": "kin", "items": 10000, "samples": {"p50Nanoseconds": 1000, "p99Nanoseconds": 1200}},
          {"name": "scroll/fling-fast", "engine": "kin", "items": 10000, "samples": {"p50Nanoseconds": 1500, "p99Nanoseconds": 2400}}
        ]}
        """

    @Test func theLineComparesTheLargestSizeWithTheKinsBestStrategy() throws {
        let headline = try PerfHeadline(report: Self.report)
        // prepare 2 ms against 400 µs: 5×; the kin's best query is 1 µs: 500 µs / 1 µs = 500×; the
        // fling's p99 960 µs against 2.4 µs: 400×; no batch of 10 in the report.
        #expect(headline.line(for: "mine", beside: "kin")
                == "mine at 10000 items: prepare 2 ms (kin 400 µs, 5.0×); screen query 500 µs (kin 1 µs, 500×); "
                 + "fast fling p99 per frame 960 µs (kin 2.4 µs, 400×), 3 layout passes in 10,000 frames")
        #expect(headline.line(for: "mine", beside: nil)
                == "mine at 10000 items: prepare 2 ms; screen query 500 µs; fast fling p99 per frame 960 µs, 3 layout passes in 10,000 frames")
        #expect(headline.line(for: "absent", beside: "kin") == nil)
    }

    @Test func durationsAndRatios() {
        #expect(PerfHeadline.duration(840) == "840 ns")
        #expect(PerfHeadline.duration(1_234) == "1.23 µs")
        #expect(PerfHeadline.duration(12_345_678) == "12.3 ms")
        #expect(PerfHeadline.ratio(0.5) == "0.5×")
        #expect(PerfHeadline.ratio(12.4) == "12×")
    }

    @Test func aFileThatIsNotAReportIsAnError() {
        #expect(throws: (any Error).self) { try PerfHeadline(report: "{}") }
    }
}

extension PerfHeadlineTests {
    /// The headline reads names as `BenchmarkFamily`, as perflab does: a name none has is refused.
    @Test func aReportNamingAnUnknownFamilyIsAnError() throws {
        let unknown = Self.report.replacingOccurrences(of: "\"scroll/fling-fast\", \"engine\": \"kin\"",
                                                       with: "\"scroll/fling-faster\", \"engine\": \"kin\"")
        #expect(unknown != Self.report)
        let error = try #require(throws: JSONError.self) { try PerfHeadline(report: unknown) }
        #expect(error.path == "benchmarks[7].name")
        #expect(error.message.hasSuffix("found \"scroll/fling-faster\""))
    }
}
