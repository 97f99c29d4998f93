import Foundation
import LabSupport
import Testing
@testable import PerfLab
import Workloads

@Suite struct NoiseFloorTests {
    /// A/A: two sets of runs of one build with ±2% jitter. Each floor is the 95th percentile of
    /// the split distribution (`SplitFloor`), at least 2%, which a ratio of such medians keeps
    /// within 1.02/0.98; the A/A interval beside it holds 1.
    @Test func theFloorIsAQuantileOfTheSplitsAtLeastTheMinimum() {
        let floor = NoiseFloor.measure(a: SyntheticRuns.side("A", runs: 5, seed: 1), b: SyntheticRuns.side("B", runs: 5, seed: 2),
                                       timestamp: "20261123T120000Z")
        // Each benchmark's p50 floor, then its p99's (the synthetic runs have 100 samples each).
        #expect(floor.entries.map(\.key) == SyntheticRuns.benchmarks.flatMap {
            let key = BenchmarkKey(family: $0.family, engine: "flow", strategy: $0.strategy, items: 1_000)
            return [key, key]
        })
        #expect(floor.entries.map(\.metric) == SyntheticRuns.benchmarks.flatMap { _ in [NoiseFloor.Metric.p50, .p99] })
        for entry in floor.entries {
            #expect(entry.floor >= NoiseFloor.minimumFloor && entry.floor <= max(NoiseFloor.minimumFloor, 1.02 / 0.98 - 1), "\(entry.key)")
            // An A/A interval holds 1 (up to the bootstrap's resolution). (It was `lower <= 1.0001 ||
            // upper >= 0.9999`, true of every ordered interval.)
            #expect(entry.ratioLower <= entry.ratioUpper && entry.ratioLower <= 1.0001 && entry.ratioUpper >= 0.9999, "\(entry.key)")
        }
        #expect(floor.runsA == 5 && floor.runsB == 5 && floor.commit == "1111111111111111" && floor.suite == "quick")
        #expect(floor.splitQuantile == SplitFloor.quantile)
        #expect(floor.floor(for: SyntheticRuns.binaryQuery) == floor.entries[2].floor)
        #expect(floor.floor(for: SyntheticRuns.binaryQuery, metric: .p99) == floor.entries[3].floor)
        #expect(floor.floor(for: BenchmarkKey(family: .rotation, engine: nil, strategy: nil, items: 0)) == nil)
    }

    /// The committed floor (`scripts/perf-ab --measure-noise`: 8 + 8 runs of the ab suite) reads, p99 floors of
    /// more than 100× included, and has a p99 floor beside most p50 floors.
    @Test func theCommittedNoiseFloorReads() throws {
        let path = #filePath.components(separatedBy: "/Tests/")[0] + "/Results/noise-floor.json"
        let floor = try NoiseFloor.load(path: path)
        #expect(floor.suite == "ab" && floor.runsA == 8 && floor.runsB == 8 && floor.splitQuantile == SplitFloor.quantile)
        let tails = floor.entries.filter { $0.metric == .p99 }
        #expect(tails.count > floor.entries.count / 3)
        #expect(floor.entries.allSatisfy { $0.floor >= 0 && $0.floor.isFinite })
    }

    @Test func jsonRoundTrip() throws {
        let floor = NoiseFloor.measure(a: SyntheticRuns.side("A", runs: 3, seed: 3), b: SyntheticRuns.side("B", runs: 4, seed: 4),
                                       timestamp: "20261123T120000Z")
        #expect(try NoiseFloor.decode(JSONParser.parse(floor.json())) == floor)
        #expect(floor.json().hasPrefix("{\n  \"schemaVersion\": 3,\n  \"kind\": \"perflab-noise-floor\","))
    }

    /// A benchmark is named by its members, as a report names it, and its metric by name.
    @Test func anEntryIsWrittenMemberByMember() throws {
        let key = BenchmarkKey(family: .screenQuery, engine: "flow", strategy: "binary", items: 1_000)
        let floor = NoiseFloor(suite: "ab", seed: 1, commit: "c", buildConfiguration: "release", toolchain: "t",
                               operatingSystem: "os", processors: 2, timestamp: "20261128T000000Z", runsA: 3, runsB: 3,
                               confidence: 0.95, resamples: 10, splitQuantile: 0.95,
                               entries: [NoiseFloor.Entry(key: key, metric: .p99, floor: 0.25, ratioLower: 0.5, ratioUpper: 1.5)])
        let text = floor.json()
        #expect(text.contains("""
                  "name": "query/screen",
                  "engine": "flow",
                  "strategy": "binary",
                  "items": 1000,
                  "metric": "p99",
                  "floor": 0.25,
            """))
        #expect(try NoiseFloor.decode(JSONParser.parse(text)) == floor)
        let badMetric = #expect(throws: JSONError.self) {
            try NoiseFloor.decode(JSONParser.parse(text.replacingOccurrences(of: "\"p99\"", with: "\"p95\"")))
        }
        #expect(badMetric?.path == "benchmarks[0].metric")
    }

    /// A floor of schema 2 keyed its rows by one `|`-separated text, which this perflab no longer
    /// parses: it says how to measure again.
    @Test func aSchemaTwoFileIsRefusedWithWhatToDo() throws {
        let floor = NoiseFloor.measure(a: SyntheticRuns.side("A", runs: 3, seed: 3), b: SyntheticRuns.side("B", runs: 3, seed: 4),
                                       timestamp: "20261123T120000Z")
        let old = floor.json().replacingOccurrences(of: "\"schemaVersion\": 3", with: "\"schemaVersion\": 2")
        let error = #expect(throws: JSONError.self) { try NoiseFloor.decode(JSONParser.parse(old)) }
        #expect(error?.message.contains("expected schema version 3 (measure the noise floor again with this perflab: scripts/perf-ab --measure-noise)") == true)
    }

    @Test func loadingRefusesOtherFiles() throws {
        let folder = SyntheticRuns.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededGenerator(seed: 1)
        try TextFiles.writeAtomically(SyntheticRuns.report(&generator).json(), to: "\(folder)/report.json")
        #expect(throws: LabError("\(folder)/report.json: line 3, column 11: kind: expected \"perflab-noise-floor\" "
                                 + "(a file written by 'perflab compare --measure-noise'), found a string")) {
            try NoiseFloor.load(path: "\(folder)/report.json")
        }
        let floor = NoiseFloor.measure(a: SyntheticRuns.side("A", runs: 3, seed: 3), b: SyntheticRuns.side("B", runs: 3, seed: 4),
                                       timestamp: "20261123T120000Z")
        try TextFiles.writeAtomically(floor.json().replacingOccurrences(of: "\"schemaVersion\": 3", with: "\"schemaVersion\": 9"),
                                      to: "\(folder)/future.json")
        #expect(throws: LabError("\(folder)/future.json: line 2, column 20: schemaVersion: expected schema version 3 "
                                 + "(measure the noise floor again with this perflab: scripts/perf-ab --measure-noise), found 9")) {
            try NoiseFloor.load(path: "\(folder)/future.json")
        }
        #expect(throws: LabError("/no/such/noise.json: no such file")) { try NoiseFloor.load(path: "/no/such/noise.json") }
    }

    /// `compare --measure-noise` writes the floor that `compare --noise` then applies.
    @Test func measureNoiseThenCompare() throws {
        var generator = SeededGenerator(seed: 8)
        let a = try SyntheticRuns.folder((0..<5).map { _ in SyntheticRuns.report(&generator) })
        let b = try SyntheticRuns.folder((0..<5).map { _ in SyntheticRuns.report(&generator) })
        let one = try SyntheticRuns.folder([SyntheticRuns.report(&generator)])
        let other = try SyntheticRuns.folder((0..<3).map { _ in SyntheticRuns.report(&generator, commit: "2222222222222222") })
        let results = SyntheticRuns.temporaryFolder()
        defer { for folder in [a, b, one, other, results] { try? FileManager.default.removeItem(atPath: folder) } }
        let destination = "\(results)/noise-floor.json"

        var output = StringOutput()
        try CompareCommand.execute([a, b, "--measure-noise", "--output", destination], registry: .builtIn, output: &output)
        #expect(output.text.hasPrefix("noise floor (A/A, 5 runs and 5 runs):\n"))
        #expect(output.text.contains("\nwrote \(destination): the floors of 4 benchmarks and of 4 p99s (median of the p50 floors "))
        let floor = try NoiseFloor.load(path: destination)
        #expect(floor.entries.count == 8)

        var compared = StringOutput()
        try CompareCommand.execute([a, b], registry: .builtIn, output: &compared, defaultNoisePath: destination)
        #expect(compared.text.contains("noise floor: measured A/A in \(destination) (commit 111111111111, 5+5 runs, "))
        let expected = Comparison.percent(floor.entries[0].floor, signed: false)
        #expect(compared.text.contains("unchanged  prepare") && compared.text.contains(expected))

        func message(_ arguments: [String]) -> String? {
            var sink = StringOutput()
            do {
                try CompareCommand.execute(arguments, registry: .builtIn, output: &sink)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message([a, one, "--measure-noise", "--output", destination])
                == "compare: --measure-noise needs at least 3 runs per side (A has 5, B has 1)")
        #expect(message([a, other, "--measure-noise", "--output", destination])
                == "compare: measuring noise compares a build with itself, but A is commit 111111111111 and B commit 222222222222 "
                   + "(pass --force to compare anyway)")
    }
}
