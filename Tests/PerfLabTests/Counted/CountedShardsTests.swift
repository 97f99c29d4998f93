import Foundation
import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// A counted run split into parts (`perflab run --measure instructions --jobs N`): the parts run
/// every unit of the suite once between them, and their results merge into the whole suite's
/// order. The counting itself needs Valgrind: scripts/counted-check runs the smoke suite in one
/// part and in two under Callgrind in CI.
@Suite struct CountedShardsTests {
    @Test func everyUnitBelongsToExactlyOnePart() {
        for count in 1...CountedRun.maximumJobs {
            let parts = (0..<count).compactMap { SuiteShard(index: $0, count: count) }
            #expect(parts.count == count)
            for unit in 0..<200 {
                #expect(parts.count { $0.owns(unit) } == 1, "unit \(unit) of \(count) parts")
            }
        }
        #expect(SuiteShard.whole.count == 1 && (0..<50).allSatisfy(SuiteShard.whole.owns))
    }

    @Test func aPartIsReadFromItsTextAndBadTextIsOneError() throws {
        #expect(try SuiteShard(parsing: "1/3", option: "shard") == SuiteShard(index: 1, count: 3))
        #expect(try SuiteShard(parsing: "0/1", option: "shard") == .whole)
        #expect(SuiteShard(index: 1, count: 3)?.text == "1/3")
        for bad in ["3/3", "-1/2", "1/0", "1", "1/2/3", "a/b", "", "1/"] {
            let error = #expect(throws: LabError.self) { try SuiteShard(parsing: bad, option: "the part file") }
            #expect(error?.message == "the part file: expected INDEX/COUNT with 0 <= INDEX < COUNT (e.g. 0/2), got '\(bad)'")
        }
    }

    @Test func unitNumbersGoThroughTheirFile() throws {
        let units = [0, 0, 2, 4, 4, 4, 10]
        #expect(try CountedShards.units(fromFileText: CountedShards.unitsFileText(units), path: "units") == units)
        #expect(try CountedShards.units(fromFileText: "", path: "units") == [])
        let error = #expect(throws: LabError.self) { try CountedShards.units(fromFileText: "0\n2\nx\n", path: "/tmp/p/units") }
        #expect(error?.message == "/tmp/p/units:3: expected a unit number, got 'x'")
    }

    /// The smoke suite's benchmarks of two engines, run whole and in two and three parts: the
    /// parts' results, merged by their unit numbers, are the whole run's benchmarks in its order.
    @Test func partsMergeIntoTheWholeSuitesOrder() throws {
        let filter = "flow-uniform,mosaic,floor/write-attributes"
        func run(_ shard: SuiteShard) -> (results: [BenchmarkResult], units: [Int]) {
            var stopped: [TimeBoxStop] = [], units: [Int] = []
            let results = Suite.smoke.run(seed: 3, registry: .builtIn, filter: filter, countsOperations: false, shard: shard,
                                          stopped: &stopped, units: &units) { _ in }
            return (results, units)
        }
        func keys(_ results: [BenchmarkResult]) -> [String] {
            results.map { "\($0.family) \($0.engine ?? "-") \($0.strategy ?? "-") \($0.items)" }
        }
        let whole = run(.whole)
        #expect(whole.units == whole.units.sorted() && whole.results.count > 20)
        // Several benchmarks share a unit (a query's strategies, a trace's families).
        #expect(Set(whole.units).count < whole.results.count)
        for count in [2, 3] {
            let parts = (0..<count).compactMap { SuiteShard(index: $0, count: count) }.map(run)
            #expect(parts.allSatisfy { !$0.results.isEmpty })
            let merged = try #require(CountedShards.merge(parts.map { part in
                (Report(suite: "smoke", seed: 3, benchmarks: part.results, provenance: Self.provenance(peak: Double(part.results.count)),
                        engines: []), part.units)
            }, registry: .builtIn))
            #expect(keys(merged.benchmarks) == keys(whole.results), "\(count) parts")
            #expect(merged.provenance.peakResidentBytes == Double(parts.map(\.results.count).max() ?? 0))
            #expect(merged.provenance.counting.hasSuffix("; counted in \(count) parts side by side (--jobs \(count))"))
            #expect(merged.recordedTargets == nil)
        }
    }

    static func provenance(peak: Double) -> Report.Provenance {
        Report.Provenance(timestamp: "20261129T000000Z", buildConfiguration: "release", toolchain: "Swift", commit: "0",
                          operatingSystem: "Linux", processors: 2, memoryBytes: 1, peakResidentBytes: peak, durationSeconds: 1,
                          counting: "instructions and simulated cache misses counted by Callgrind")
    }
}
