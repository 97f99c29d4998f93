import Foundation
import LabSupport
@testable import PerfLab
import Workloads

/// Reports made up for the compare tests: a few benchmarks with known medians and counters,
/// replicated with seeded jitter, so every outcome is known in advance.
enum SyntheticRuns {
    /// The benchmarks of every synthetic report: family, strategy, p50 in nanoseconds, counters.
    static let benchmarks: [(family: BenchmarkFamily, strategy: String?, p50: Double, counters: [(name: Counter, value: Double)])] = [
        (.prepare, nil, 200_000, [(.bytesPerElement, 60.5)]),
        (.screenQuery, "binary", 3_500, [(.examinedPerQuery, 24), (.returnedPerQuery, 23.9)]),
        (.screenQuery, "linear", 35_000, [(.examinedPerQuery, 1_000), (.returnedPerQuery, 23.9)]),
        (.append100, "incremental", 30_000, [(.recomputedPerAppend, 102)]),
    ]

    static let binaryQuery = BenchmarkKey(family: .screenQuery, engine: "flow", strategy: "binary", items: 1_000)
    static let linearQuery = BenchmarkKey(family: .screenQuery, engine: "flow", strategy: "linear", items: 1_000)

    /// One report: every benchmark's p50 is its base × `factors[key]` (1 when absent) × a jitter
    /// drawn uniformly within ±`jitter`; `counterChanges[key]` overrides counters.
    static func report(_ generator: inout SeededGenerator, jitter: Double = 0.02, factors: [BenchmarkKey: Double] = [:],
                       counterChanges: [BenchmarkKey: [Counter: Double]] = [:], commit: String = "1111111111111111",
                       configuration: String = "release", suite: String = "quick", seed: UInt64 = 1) -> Report {
        let results = benchmarks.map { benchmark in
            var result = BenchmarkResult(family: benchmark.family, engine: "flow", strategy: benchmark.strategy, items: 1_000,
                                         summary: SampleSummary([1]), counters: benchmark.counters)
            let p50 = benchmark.p50 * (factors[result.key] ?? 1) * (1 + generator.double(in: -jitter...jitter))
            result.summary = SampleSummary(count: 100, min: p50 * 0.9, p50: p50, p90: p50 * 1.1, p99: p50 * 1.3,
                                           max: p50 * 2, mean: p50 * 1.05)
            for (name, value) in counterChanges[result.key] ?? [:] {
                if let index = result.counters.firstIndex(where: { $0.name == name }) {
                    result.counters[index].value = value
                } else {
                    result.counters.append((name, value))
                }
            }
            return result
        }
        let provenance = Report.Provenance(timestamp: "20261123T120000Z", buildConfiguration: configuration,
                                           toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", commit: commit,
                                           operatingSystem: "Debian GNU/Linux 12 (bookworm)", processors: 2,
                                           memoryBytes: 25_276_514_304, peakResidentBytes: 80_000_000, durationSeconds: 41.5)
        return Report(suite: suite, seed: seed, benchmarks: results, provenance: provenance, engines: BenchmarkEngine.traits(in: .builtIn))
    }

    /// `runs` reports of one build.
    static func side(_ label: String, runs: Int, seed: UInt64, jitter: Double = 0.02, factors: [BenchmarkKey: Double] = [:],
                     counterChanges: [BenchmarkKey: [Counter: Double]] = [:], commit: String = "1111111111111111",
                     configuration: String = "release") -> ReplicateSet {
        var generator = SeededGenerator(seed: seed)
        let reports = (0..<runs).map { _ in
            report(&generator, jitter: jitter, factors: factors, counterChanges: counterChanges, commit: commit,
                   configuration: configuration)
        }
        return ReplicateSet(label: label, reports: reports)
    }

    /// A fresh folder under the temporary directory (the caller removes it).
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "perflab-compare-tests-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes each report as `run-<i>.json` in a new folder and returns the folder.
    static func folder(_ reports: [Report]) throws -> String {
        let folder = temporaryFolder()
        for (index, report) in reports.enumerated() {
            try TextFiles.writeAtomically(report.json(), to: "\(folder)/run-\(index + 1).json")
        }
        return folder
    }
}
