import LabSupport
import Testing
@testable import TryLayout

/// `TrialSummary`: its exit status, and its JSON in issue 31's schema (version 1).
@Suite struct TrialSummaryTests {
    static let finding = TrialSummary.Finding(
        campaign: CampaignFinding(check: "rect-query", signature: "rect-query@prepare", message: "item 3 missing",
                                  reproducer: "out/rect-query-7.json"),
        replay: "scripts/try-layout --replay out/rect-query-7.json L.swift")

    @Test func exitStatus() {
        var summary = TrialSummary(files: ["L.swift"])
        #expect(summary.exitStatus == 2)  // not compiled
        summary.compiled = true
        #expect(summary.exitStatus == 0)
        summary.findings = [Self.finding]
        #expect(summary.exitStatus == 1)
        summary.problem = "the fuzz campaign failed"
        #expect(summary.exitStatus == 2)
        summary.findings = []
        #expect(summary.exitStatus == 2)
        // A crash under the perf suite is a finding even when the campaign found nothing.
        summary.problem = nil
        summary.perfCrash = "perflab's quick suite crashed in the layout at L.prepare() at L.swift:3"
        #expect(summary.exitStatus == 1)
    }

    func object(_ node: JSONNode) throws -> [String: JSONNode] {
        guard case .object(let members) = node.value else {
            Issue.record("expected an object, got \(node.value)")
            return [:]
        }
        return Dictionary(members.map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
    }

    func keys(_ node: JSONNode) throws -> Set<String> { Set(try object(node).keys) }

    @Test func jsonFollowsTheSchema() throws {
        var summary = TrialSummary(files: ["Layouts/L.swift", "Other.swift"])
        summary.layout = "L"
        summary.compiled = true
        summary.buildSeconds = 12.34
        summary.rewrites = [Rewrite(file: "Layouts/L.swift", line: 12, what: "dropped @objc (no Objective-C runtime on Linux)")]
        summary.perfReport = "out/perf/quick.json"
        summary.perfMarkdown = "out/perf/quick.md"
        summary.fuzzSeconds = 60
        summary.cases = 1200
        summary.crashes = 1
        summary.casesPerSecond = 20
        summary.findings = [Self.finding]
        let root = try object(try JSONParser.parse(summary.json.serialized(pretty: true)))

        // Issue 31's keys are all there.
        #expect(Set(root.keys).isSuperset(of: ["schemaVersion", "layout", "files", "compiled", "buildErrors", "rewrites", "perf", "fuzz"]))
        #expect(try root["schemaVersion"]?.int(path: "") == 1)
        #expect(try root["layout"]?.string(path: "") == "L")
        #expect(try root["files"]?.array(path: "").map { try $0.string(path: "") } == ["Layouts/L.swift", "Other.swift"])
        #expect(try root["compiled"]?.bool(path: "") == true)
        #expect(try root["buildErrors"]?.array(path: "").isEmpty == true)

        let rewrites = try #require(try root["rewrites"]?.array(path: ""))
        #expect(rewrites.count == 1)
        let rewrite = try object(try #require(rewrites.first))
        #expect(try keys(try #require(rewrites.first)) == ["file", "line", "what"])
        #expect(try rewrite["file"]?.string(path: "") == "Layouts/L.swift")
        #expect(try rewrite["line"]?.int(path: "") == 12)

        let perf = try object(try #require(root["perf"]))
        #expect(try perf["report"]?.string(path: "") == "out/perf/quick.json")
        #expect(try perf["markdown"]?.string(path: "") == "out/perf/quick.md")

        let fuzz = try object(try #require(root["fuzz"]))
        #expect(Set(fuzz.keys).isSuperset(of: ["seconds", "cases", "crashes", "findings"]))
        #expect(try fuzz["seconds"]?.int(path: "") == 60)
        #expect(try fuzz["cases"]?.int(path: "") == 1200)
        #expect(try fuzz["crashes"]?.int(path: "") == 1)
        let findings = try #require(try fuzz["findings"]?.array(path: ""))
        #expect(findings.count == 1)
        let finding = try object(try #require(findings.first))
        #expect(try keys(try #require(findings.first)) == ["check", "signature", "message", "reproducer", "replay"])
        #expect(try finding["check"]?.string(path: "") == "rect-query")
        #expect(try finding["reproducer"]?.string(path: "") == "out/rect-query-7.json")
        #expect(try finding["replay"]?.string(path: "") == Self.finding.replay)
    }

    @Test func aBuildThatFailed() throws {
        var summary = TrialSummary(files: ["L.swift"])
        summary.layout = "L"
        summary.problem = "the build failed"
        summary.buildErrors = [BuildError(file: "L.swift", line: 3, message: "cannot find 'UIView' in scope", explanation: "why")]
        let root = try object(try JSONParser.parse(summary.json.serialized()))
        #expect(try root["compiled"]?.bool(path: "") == false)
        let errors = try #require(try root["buildErrors"]?.array(path: ""))
        let error = try object(try #require(errors.first))
        #expect(try error["file"]?.string(path: "") == "L.swift")
        #expect(try error["line"]?.int(path: "") == 3)
        #expect(try error["message"]?.string(path: "") == "cannot find 'UIView' in scope")
        // No perf report: null.
        if case .null = try #require(root["perf"]).value {} else { Issue.record("perf should be null") }
        #expect(summary.exitStatus == 2)
        #expect(summary.text.contains("L.swift:3: cannot find 'UIView' in scope"))
    }
}

extension TrialSummaryTests {
    @Test func textSaysWhatWasFound() {
        var summary = TrialSummary(files: ["L.swift"])
        summary.layout = "L"
        summary.compiled = true
        summary.buildSeconds = 12.34
        summary.fuzzSeconds = 60
        summary.cases = 1200
        summary.crashes = 1
        summary.casesPerSecond = 19.96
        summary.findings = [Self.finding]
        let lines = summary.text.split(separator: "\n").map(String.init)
        #expect(lines == [
            "built L in 12.3 s",
            "fuzz: 1200 cases in 60 s (20.0 cases/s), 1 crashed; 1 finding:",
            "  rect-query@prepare",
            "    item 3 missing",
            "    reproducer: out/rect-query-7.json",
            "    replay: scripts/try-layout --replay out/rect-query-7.json L.swift",
        ])
        summary.findings = []
        #expect(summary.text.hasSuffix("1 crashed; nothing found"))
    }

    @Test func oneDecimal() {
        #expect(String(format1: 12.34) == "12.3")
        #expect(String(format1: 0.05) == "0.1")
        #expect(String(format1: 3) == "3.0")
        #expect(String(format1: 19.96) == "20.0")
    }
}
