import Foundation
import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// Schema version 3 records the targets; version 2 reports (the committed Results/ of before it)
/// are still read, their targets judged from their benchmarks.
@Suite struct ReportSchemaTests {
    static let results = #filePath.components(separatedBy: "/Tests/")[0] + "/Results"
    /// A committed report of schema version 2 (written before the targets were recorded).
    static let versionTwo = results + "/standard-20261124T212830Z.json"

    @Test func aVersionTwoReportIsReadAndItsTargetsJudgedFromItsBenchmarks() throws {
        let text = try String(contentsOfFile: Self.versionTwo, encoding: .utf8)
        #expect(text.contains("\"schemaVersion\": 2,"), "the fixture is a version 2 report")
        let report = try Report.load(path: Self.versionTwo, registry: .builtIn)
        #expect(report.recordedTargets == nil)
        #expect(report.suite == "standard")
        #expect(report.benchmarks.count > 300)
        // The README's table of that run (1,000,000 items): flow's full prepare at 22.2× the floor.
        let flow = try #require(report.targets.first { $0.target == "full prepare ≤ 2× memory-write floor" && $0.engine == "flow" })
        #expect(flow.status == .miss)
        #expect(flow.measured == "22.2×")
        #expect(flow.items == 1_000_000)
    }

    @Test func versionThreeRecordsTheTargetsAsTheRunJudgedThem() throws {
        let report = try Report.load(path: Self.versionTwo, registry: .builtIn)
        let json = report.json()
        #expect(json.hasPrefix("{\n  \"schemaVersion\": 4,"))
        let decoded = try Report.decode(JSONParser.parse(json), registry: .builtIn)
        let recorded = try #require(decoded.recordedTargets)
        #expect(recorded == report.performanceTargets())
        #expect(decoded.benchmarks == report.benchmarks)
        // A tool reads the numbers: the flow's prepare ratio and its limit.
        let flow = try #require(recorded.first { $0.target == "full prepare ≤ 2× memory-write floor" && $0.engine == "flow" })
        #expect(flow.limit == 2)
        #expect(flow.bound == .atMost)
        #expect(try #require(flow.value) > 2)
        // An infinite margin (nothing stored per element) survives as "infinity".
        #expect(recorded.contains { $0.margin == .infinity })
    }

    @Test func aVersionThreeTargetWithAnUnknownStatusIsRefusedWithItsPath() throws {
        let report = try Report.load(path: Self.versionTwo, registry: .builtIn)
        let json = report.json().replacingOccurrences(of: "\"status\": \"miss\"", with: "\"status\": \"bad\"")
        #expect(throws: JSONError.self) { try Report.decode(JSONParser.parse(json), registry: .builtIn) }
        do {
            _ = try Report.decode(JSONParser.parse(json), registry: .builtIn)
        } catch {
            #expect("\(error)".contains("targets["), "names the target: \(error)")
            #expect("\(error)".contains("status"), "names the key: \(error)")
        }
    }

    @Test func aVersionTwoReportMayNotCarryTargets() throws {
        let report = try Report.load(path: Self.versionTwo, registry: .builtIn)
        let json = report.json().replacingOccurrences(of: "\"schemaVersion\": 4,", with: "\"schemaVersion\": 2,")
        #expect(throws: JSONError.self) { try Report.decode(JSONParser.parse(json), registry: .builtIn) }
    }
}

extension ReportSchemaTests {
    /// `judgedBy` (a row's basis) is recorded; a report written before it existed has none and is
    /// read all the same; a basis this perflab does not know is refused with its path.
    @Test func aTargetsBasisIsRecordedAndOptional() throws {
        let report = try Report.load(path: Self.versionTwo, registry: .builtIn)
        let json = report.json()
        #expect(json.contains("\"judgedBy\": \"timed\""))
        #expect(json.contains("\"judgedBy\": \"counter\""), "the memory rows")
        let withoutBasis = json.replacingOccurrences(of: "\"judgedBy\": \"timed\"", with: "\"judgedBy\": null")
            .replacingOccurrences(of: ", \"judgedBy\": \"counter\"", with: "")
            .replacingOccurrences(of: ",\n      \"judgedBy\": \"counter\"", with: "")
        let older = try #require(try Report.decode(JSONParser.parse(withoutBasis), registry: .builtIn).recordedTargets)
        #expect(older.allSatisfy { $0.basis == nil || $0.basis == .counter })
        #expect(older.contains { $0.basis == nil })
        let unknown = json.replacingOccurrences(of: "\"judgedBy\": \"timed\"", with: "\"judgedBy\": \"guessed\"")
        do {
            _ = try Report.decode(JSONParser.parse(unknown), registry: .builtIn)
            Issue.record("an unknown basis was read")
        } catch {
            #expect("\(error)".contains("judgedBy"), "names the key: \(error)")
        }
    }
}
