import Foundation
import LabSupport
import Testing
@testable import Fuzzer

/// `WorkerLine`: the worker's lines to its supervisor, printed and parsed back; and
/// `CampaignResult.reproducerStems`, the signatures a folder of reproducers holds.
@Suite struct WorkerLineTests {
    @Test func texts() {
        #expect(WorkerLine.caseStarts(index: 3, seed: 99).text == "@case 3 99")
        #expect(WorkerLine.caseEnds(steps: 12, checks: 40, isLarge: true).text == "@done 12 40 1")
        #expect(WorkerLine.caseEnds(steps: 0, checks: 0, isLarge: false).text == "@done 0 0 0")
        #expect(WorkerLine.shrinking.text == "@shrinking")
        let finding = CampaignFinding(check: "c", signature: "s", message: "m", reproducer: "r.json")
        #expect(WorkerLine.finding(finding).text
                == #"@finding {"check":"c","signature":"s","message":"m","reproducer":"r.json"}"#)
    }

    @Test func roundTrips() {
        let lines: [WorkerLine] = [
            .caseStarts(index: 0, seed: 0),
            .caseStarts(index: UInt64.max, seed: UInt64.max),
            .caseEnds(steps: 7, checks: 120, isLarge: false),
            .caseEnds(steps: 1, checks: 2, isLarge: true),
            .shrinking,
            .finding(CampaignFinding(check: "rect-query", signature: "rect-query@prepare \"x\"",
                                            message: "item 3 missing\nsecond line, tab\there, ü ✓ \\ end",
                                            reproducer: "out/my reproducers/rect-query-7.json")),
        ]
        for line in lines {
            #expect(WorkerLine(parsing: line.text) == line, "\(line.text)")
        }
    }

    @Test func parsing() {
        #expect(WorkerLine(parsing: "@case 5 42") == .caseStarts(index: 5, seed: 42))
        #expect(WorkerLine(parsing: "@done 3 9 0") == .caseEnds(steps: 3, checks: 9, isLarge: false))
        #expect(WorkerLine(parsing: "@shrinking") == .shrinking)
        #expect(WorkerLine(parsing: #"@finding {"reproducer":"r","message":"m","signature":"s","check":"c"}"#)
                == .finding(CampaignFinding(check: "c", signature: "s", message: "m", reproducer: "r")))
    }

    @Test func otherLinesAreTheCampaignsOwn() {
        for text in ["", "passed: 40 cases", "@case", "@case 1", "@case 1 2 3", "@case a 2", "@case -1 2", "@done 1 2", "@done x 2 1",
                     "@finding", "@finding {", #"@finding {"check":"c"}"#, #"@finding {"check":1,"signature":"s","message":"m","reproducer":"r"}"#,
                     "@cases 1 2", "@unknown"] {
            #expect(WorkerLine(parsing: text) == nil, "\(text)")
        }
    }

    @Test func reproducerStems() throws {
        let folder = NSTemporaryDirectory() + "worker-line-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["rect-query-miss-12.json", "rect-query-miss-13.json", "crash-at-Grid.swift-40-5.json", "in-progress-3.json",
                     "notes.txt", "hang-abc.json", "nodash.json", "overlap-7.json.tmp"] {
            try "{}".write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
        }
        // A stem is the name less its last `-NUMBER.json`; other names are not reproducers.
        #expect(CampaignResult.reproducerStems(in: folder) == ["rect-query-miss", "crash-at-Grid.swift-40"])
        #expect(CampaignResult.reproducerStems(in: folder + "/missing").isEmpty)
    }
}
