import Foundation
import LabSupport
import Testing
@testable import Fuzzer
@testable import FuzzCore
@testable import Workloads

@Suite struct FuzzerTests {
    func fuzz(_ arguments: [String]) -> (status: Int32, output: String) {
        var output = StringOutput()
        let status = Fuzz.run(arguments, registry: .builtIn, output: &output)
        return (status, output.text)
    }

    /// A short campaign over the current engines passes and says what it ran.
    /// The case count ends it, never the clock (a day's limit): a loaded machine runs fewer cases
    /// a minute, and must not change what a test sees.
    @Test func aShortCampaignPasses() {
        let folder = NSTemporaryDirectory() + "fuzz-tests-\(UUID().uuidString)"
        let (status, output) = fuzz(["run", "--cases", "40", "--seconds", "86400", "--seed", "5", "--output", folder])
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("passed: 40 cases, "))
        #expect(output.contains("operations: append-items "))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// Cases run side by side give the campaign the same outcome: the same cases, steps, checks by
    /// kind and operations, whatever the number of threads.
    @Test func threadsChangeNothingButTheTime() {
        let folder = NSTemporaryDirectory() + "fuzz-jobs-\(UUID().uuidString)"
        func summary(jobs: Int) -> [String] {
            let (status, output) = fuzz(["run", "--cases", "12", "--seconds", "86400", "--seed", "8", "--jobs", "\(jobs)", "--output", folder])
            #expect(status == 0, "\(output)")
            let lines = output.split(separator: "\n").map(String.init)
            return [lines[0].components(separatedBy: " in ")[0]] + lines.dropFirst()
        }
        let one = summary(jobs: 1)
        #expect(one.first?.hasPrefix("passed: 12 cases, ") == true && one.count == 3)
        #expect(summary(jobs: 2) == one)
        #expect(summary(jobs: 3) == one)
        #expect(fuzz(["run", "--jobs", "0", "--output", folder]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// The same seed gives the same cases: the outcome of a case is a function of its seed.
    @Test func casesAreDeterministic() {
        for index in 0..<10 as Range<UInt64> {
            let seed = RunCommand.caseSeed(campaign: 3, case: index)
            let first = LayoutCase(seed: seed, registry: .builtIn).run(), second = LayoutCase(seed: seed, registry: .builtIn).run()
            #expect(first.steps == second.steps && first.checks == second.checks && first.operations == second.operations)
        }
    }

    /// Shards partition the case indices: shard K of N takes the indices ≡ K-1 (mod N).
    @Test func shardsParseAndRejectNonsense() throws {
        let shard = try Shard("3/8")
        #expect(shard.index == 2 && shard.count == 8)
        for bad in ["0/8", "9/8", "3", "a/b", "1/0", "-1/2"] {
            #expect(throws: LabError("--shard: expected K/N with 1 ≤ K ≤ N, got '\(bad)'")) { try Shard(bad) }
        }
    }

    /// A failure record survives the round trip, and replay of a case that passes says so with
    /// exit status 0.
    @Test func failureRecordsRoundTripAndReplay() throws {
        let record = FailureRecord(caseSeed: RunCommand.caseSeed(campaign: 1, case: 0), campaignSeed: 1, step: 5,
                                   operation: "query (0, 0, 1, 1)", check: .kind(.queryMatchesReference), message: "example")
        let path = NSTemporaryDirectory() + "fuzz-record-\(UUID().uuidString).json"
        try TextFiles.writeAtomically(record.json(), to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FailureRecord.load(path: path, registry: .builtIn) == record)
        let (status, output) = fuzz(["replay", path])
        #expect(status == 0)
        #expect(output.hasPrefix("passes now: case \(record.caseSeed) ran 5 steps"))
    }

    /// Step 0 (a failure at the first prepare) replays; a step beyond the case is refused.
    @Test func replayChecksTheStep() throws {
        let seed = RunCommand.caseSeed(campaign: 1, case: 1)
        for (step, status) in [(0, Int32(0)), (LayoutCase.steps + 1, 2)] {
            let record = FailureRecord(caseSeed: seed, campaignSeed: 1, step: step, operation: "prepare",
                                       check: .kind(.strategiesAgree), message: "example")
            let path = NSTemporaryDirectory() + "fuzz-step-\(UUID().uuidString).json"
            // Written by hand: the writer itself never produces an out-of-range step.
            try record.json().write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(fuzz(["replay", path]).status == status, "step \(step)")
        }
    }

    /// A clean campaign leaves neither its in-progress record nor an empty folder behind, also
    /// when it runs no case at all.
    @Test func theInProgressRecordIsRemovedAfterwards() {
        let folder = NSTemporaryDirectory() + "fuzz-progress-\(UUID().uuidString)"
        #expect(fuzz(["run", "--cases", "3", "--output", folder, "--shard", "2/3"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(fuzz(["run", "--seconds", "0", "--output", folder]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func badInputExitsWithStatusTwo() throws {
        let unknownVersion = NSTemporaryDirectory() + "fuzz-record-v9-\(UUID().uuidString).json"
        try #"{"version": 9, "kind": "layout-case"}"#.write(toFile: unknownVersion, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: unknownVersion) }
        for arguments in [[], ["walk"], ["run", "--seconds", "-1"], ["run", "--shard", "2/1"], ["replay"],
                          ["replay", "/no/such.json"], ["replay", unknownVersion]] {
            let (status, output) = fuzz(arguments)
            #expect(status == 2, "\(arguments)")
            #expect(output.isEmpty, "\(arguments)")
        }
    }
}
