import Foundation
import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// Benchmark names as families (`BenchmarkFamily`): the committed reports read, keep their names
/// to the letter when written again and judge their targets from the benchmarks their names
/// name; a name no family has is refused with its path, in a report and in a noise floor.
@Suite struct ReportFamilyNamesTests {
    static let results = #filePath.components(separatedBy: "/Tests/")[0] + "/Results"
    /// The last committed report (schema version 3).
    static let latest = results + "/standard-20261127T174505Z.json"

    /// Every committed report of the lab's own runs.
    static func committedReports() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: results)
            .filter { $0.hasPrefix("standard-") && $0.hasSuffix(".json") }.sorted().map { results + "/" + $0 }
    }

    /// The `name` of every benchmark of a report's JSON text, read as plain strings.
    static func names(inJSON text: String) throws -> [String] {
        try JSONParser.parse(text).objectReader(path: "").require("benchmarks").array(path: "benchmarks").map { node in
            try node.objectReader(path: "").requireString("name")
        }
    }

    @Test func everyCommittedReportReadsAndWritesItsNamesBackToTheLetter() throws {
        let paths = try Self.committedReports()
        #expect(paths.count >= 8)
        for path in paths {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let report = try Report.load(path: path, registry: .builtIn)
            let written = try Self.names(inJSON: text)
            #expect(report.benchmarks.map(\.family.rawValue) == written, "\(path)")
            #expect(try Self.names(inJSON: report.json()) == written, "\(path)")
        }
    }

    /// The p50 and p99 of every benchmark of a report's JSON text by `name|engine|strategy|items`,
    /// read as plain strings: an oracle that knows nothing of `BenchmarkFamily`.
    static func figures(inJSON text: String) throws -> [String: (p50: Double, p99: Double)] {
        var figures: [String: (p50: Double, p99: Double)] = [:]
        for node in try JSONParser.parse(text).objectReader(path: "").require("benchmarks").array(path: "benchmarks") {
            let object = try node.objectReader(path: "")
            let samples = try object.require("samples").objectReader(path: "samples")
            let key = try ["name", "engine", "strategy"].map { try object.requireString($0) }.joined(separator: "|")
            figures[key + "|\(try object.requireInt("items"))"] = (try samples.requireDouble("p50Nanoseconds"),
                                                                  try samples.requireDouble("p99Nanoseconds"))
        }
        return figures
    }

    /// The last committed report judged by this build: every row it has figures for is measured,
    /// and the rows that read a family's figures read the ones its JSON names so (the prepare and
    /// the write floor, the worst scroll trace, the batch of 10, the self-sizing correction, the
    /// diff).
    @Test func theLatestCommittedReportsTargetsReadTheBenchmarksItsNamesName() throws {
        let report = try Report.load(path: Self.latest, registry: .builtIn)
        let raw = try Self.figures(inJSON: try String(contentsOfFile: Self.latest, encoding: .utf8))
        let rows = report.performanceTargets()
        #expect(rows.count > 60)
        // Every row finds its figures but the event-sort floor's two (the calendars'), which the
        // report predates.
        #expect(!raw.keys.contains { $0.hasPrefix("floor/sort-events|") })
        let unmeasured = rows.filter { $0.status == .notMeasured || $0.status == .notMeasuredAtSize }
        #expect(unmeasured.map(\.engine) == ["calendar", "calendar-week"])
        #expect(unmeasured.allSatisfy { $0.target.contains("event-sort floor") })
        func value(_ target: String, _ engine: String?) throws -> Double {
            let row = try #require(rows.first { $0.target.hasPrefix(target) && $0.engine == engine })
            return try #require(row.value)
        }
        func p50(_ key: String) throws -> Double { try #require(raw[key]).p50 }
        #expect(try value("full prepare", "flow") == p50("prepare|flow|-|1000000") / p50("floor/write-attributes|-|-|1000000"))
        let traces = raw.filter { $0.key.hasPrefix("scroll/") && $0.key.hasSuffix("|flow|binary|1000000") }
        #expect(traces.count == 6)
        #expect(try value("scroll traces: p99", "flow") == traces.values.map(\.p99).max())
        #expect(try value("random batch of 10", "flow") == p50("batch10|flow|full|1000000") / p50("batch10|flow|incremental|1000000"))
        #expect(try value("one self-sizing correction", "flow-self-sizing")
                == p50("self-size/one-near-top|flow-self-sizing|full|1000000") / p50("self-size/one-near-top|flow-self-sizing|incremental|1000000"))
        #expect(try value("snapshot diff", nil) == p50("diff|-|collection-difference|100000") / p50("diff|-|snapshot|100000"))
    }

    /// A report of a newer build, with a family this one does not know: one error naming the
    /// benchmark's path and the name, never a report read without the row.
    @Test func aReportWithAnUnknownFamilyIsRefusedAtTheName() throws {
        let text = try String(contentsOfFile: Self.latest, encoding: .utf8)
        let index = try #require(try Self.names(inJSON: text).firstIndex(of: "batch10"))
        let range = try #require(text.range(of: "\"name\": \"batch10\""))
        let newer = text.replacingCharacters(in: range, with: "\"name\": \"batch100\"")
        let error = try #require(throws: JSONError.self) { try Report.decode(JSONParser.parse(newer), registry: .builtIn) }
        #expect(error.path == "benchmarks[\(index)].name")
        #expect(error.message.contains("a benchmark family this build knows"))
        #expect(error.message.hasSuffix("found \"batch100\""))
    }

    @Test func aNoiseFloorWithAnUnknownFamilyIsRefusedAtTheName() throws {
        let text = try String(contentsOfFile: Self.results + "/noise-floor.json", encoding: .utf8)
        let range = try #require(text.range(of: "\"name\": \"query/screen\""))
        let error = try #require(throws: JSONError.self) {
            try NoiseFloor.decode(JSONParser.parse(text.replacingCharacters(in: range, with: "\"name\": \"query/window\"")))
        }
        #expect(error.path.hasPrefix("benchmarks[") && error.path.hasSuffix("].name"))
        #expect(error.message.hasSuffix("found \"query/window\""))
    }
}
