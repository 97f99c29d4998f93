import Foundation
import LabSupport
import LayoutEngine
import Testing
@testable import Fuzzer
@testable import FuzzCore
@testable import Workloads

/// `fuzz corpus export|merge|reproduce` (docs/fuzzing-at-scale.md): known cases as the byte
/// decoder's inputs, a sharded campaign's folders merged into one, a libFuzzer crash artifact
/// written back as a reproducer; and each one's bad input refused with one line, nothing written.
@Suite struct CorpusCommandTests {
    let folder = NSTemporaryDirectory() + "fuzz-corpus-\(UUID().uuidString)"
    static let corpus = #filePath.components(separatedBy: "/Tests/")[0] + "/Tests/FuzzerTests/Corpus"

    func fuzz(_ arguments: [String], registry: EngineRegistry = .builtIn) -> (status: Int32, output: String, errors: String) {
        var output = StringOutput(), errors = StringOutput()
        let status = Fuzz.run(arguments, registry: registry, output: &output, errors: &errors)
        return (status, output.text, errors.text)
    }

    func file(_ path: String, _ text: String) throws -> String {
        let full = "\(folder)/\(path)"
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }

    func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    // MARK: CaseBytes

    /// The record formats of ByteDecoder: a resize record carries the width in its low 16 value
    /// bits and the height less one in the high 16; a set-property record the value itself; a
    /// remove-section record nothing. So these three steps come back exactly.
    @Test func stepsTheRecordCanSayComeBackExactly() throws {
        let scenario = Scenario(engine: "flow", container: .init(width: 390, height: 844), layout: .init(),
                                sections: [.init(itemCount: 12), .init(itemCount: 5)])
        let steps = [LayoutStep(operation: .resize(width: 320, height: 480), extraQuery: .zero),
                     LayoutStep(operation: .setProperty(12), extraQuery: .zero),
                     LayoutStep(operation: .removeLastSection, extraQuery: .zero)]
        let encoded = try CaseBytes.encode(scenario: scenario, steps: steps, registry: .builtIn)
        #expect(encoded.bytes.count == 8 + 3 * 8)
        #expect(Array(encoded.bytes[8..<16]) == [7, 0, 0, 0, 64, 1, 223, 1])  // 320 = 0x140, 479 = 0x1DF
        #expect(Array(encoded.bytes[16..<24]) == [6, 0, 0, 0, 12, 0, 0, 0])
        #expect(encoded.keptKinds == 3)
        let decoded = LayoutCase.run(bytes: encoded.bytes, registry: .builtIn)
        #expect(decoded.engine == "flow")
        let operations = decoded.recorded.map(\.operation)
        guard operations.count == 3, case .resize(320, 480) = operations[0], case .setProperty(12) = operations[1],
              case .removeLastSection = operations[2] else {
            Issue.record("decoded \(operations)")
            return
        }
    }

    @Test func whatTheDecoderCannotSayIsRefused() throws {
        let sample = Scenario(engine: "waterfall-sample", container: .init(width: 300, height: 500), layout: .init(), sections: [])
        #expect(throws: LabError.self) { try CaseBytes.encode(scenario: sample, steps: [], registry: .builtIn) }
        let flow = Scenario(engine: "flow", container: .init(width: 300, height: 500), layout: .init(), sections: [])
        let steps = Array(repeating: LayoutStep(operation: .selfSize, extraQuery: .zero), count: 65)
        do {
            _ = try CaseBytes.encode(scenario: flow, steps: steps, registry: .builtIn)
            Issue.record("65 steps encoded")
        } catch {
            #expect(error.message == "65 steps, but the byte decoder reads at most 64 (520 bytes); shrink it first")
        }
    }

    // MARK: the sanitizers' findings

    /// AddressSanitizer's leak check flagged the runtime's cached name of `BatchCallOrder`, asked
    /// for by reflection when a step in an awkward order was described. The input is kept
    /// (Corpus/libfuzzer, in layout-libfuzzer's seed corpus); it still reaches an awkward order,
    /// and the order now describes itself in words, as its doc comment gives the format.
    @Test func theInputAddressSanitizerFlaggedStillReachesAnAwkwardOrder() throws {
        let bytes = try CorpusFolder.bytes(at: "\(Self.corpus)/libfuzzer/asan-leak-batch-call-order", limit: 1 << 10)
        let operations = LayoutCase.run(bytes: bytes, registry: .builtIn).recorded.map(\.operation)
        guard operations.count == 1, case .batchUpdate(_, _, let order) = operations[0] else {
            Issue.record("decoded \(operations)")
            return
        }
        #expect(order != .polite)
        #expect(!operations[0].description.contains("BatchCallOrder"))
        let awkward = BatchCallOrder(queriesBeforePrepare: true, boundsDuringUpdate: Rect(x: 0, y: 0, width: 577, height: 14))
        #expect(awkward.description == "queries before prepare, bounds during update (0.0, 0.0, 577.0, 14.0)")
        #expect(BatchCallOrder.polite.description == "polite")
    }

    // MARK: export

    @Test func exportingTheRegressionCorpus() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = "\(folder)/seeds"
        let (status, output, errors) = fuzz(["corpus", "export", "--output", out, Self.corpus])
        #expect(status == 0, "\(errors)")
        #expect(output.contains("skipped \(Self.corpus)/README.md: not a .json file"))
        #expect(output.contains("skipped \(Self.corpus)/waterfall-sample-no-overlap.json: engine 'waterfall-sample' is not one the byte decoder draws"))
        let written = names(out)
        // Every reproducer of a correct engine (the flow's and the column flow's: 6 files).
        #expect(written.count == 6, "\(written)")
        for name in written {
            let bytes = try CorpusFolder.bytes(at: "\(out)/\(name)", limit: 1 << 20)
            #expect(bytes.count <= CaseBytes.maximumBytes && (bytes.count - 8) % 8 == 0, "\(name)")
        }
        // Run again into the same folder: refused, nothing overwritten.
        let again = fuzz(["corpus", "export", "--output", out, Self.corpus])
        #expect(again.status == 2 && again.errors.hasPrefix("fuzz: \(out): the output folder is not empty (6 entries"))
        #expect(names(out) == written)
    }

    @Test func exportingForTheFrontDoorKeepsTheFilesAsTheyAre() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = "\(folder)/files"
        let (status, _, errors) = fuzz(["corpus", "export", "--target", "files", "--output", out, "\(Self.corpus)/flow-inside-content.json"])
        #expect(status == 0, "\(errors)")
        let original = try CorpusFolder.bytes(at: "\(Self.corpus)/flow-inside-content.json", limit: 1 << 20)
        let copy = try #require(names(out).first { $0.hasPrefix("flow-inside-content-") })
        #expect(try CorpusFolder.bytes(at: "\(out)/\(copy)", limit: 1 << 20) == original)
        #expect(names(out).count == 1 + FrontDoorSeeds.make(seed: 1, registry: .builtIn).count)
    }

    @Test func anOlderFormatIsReRunFromItsSeed() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let record = FailureRecord(caseSeed: 42, campaignSeed: 1, engine: "flow", step: 3, operation: "query",
                                   check: FailedCheck(name: "invariants"), message: "made up")
        let path = try file("in/record.json", record.json())
        let (status, output, errors) = fuzz(["corpus", "export", "--output", "\(folder)/out", path])
        #expect(status == 0, "\(errors)")
        #expect(output.contains("a version-1 seed record, its case re-run from the seed, flow"))
        #expect(names("\(folder)/out").count == 1)
    }

    // MARK: reproduce

    /// A registry whose only fuzzed engine is the waterfall sample (a published defect: a header
    /// over a cell), so that some byte input fails at once.
    static func sampleRegistry() throws -> EngineRegistry {
        var sample = try EngineRegistry.builtIn.named("waterfall-sample")
        sample.fuzzWeight = 1
        return try EngineRegistry([sample])
    }

    @Test func aCrashArtifactBecomesAReproducerThatReplays() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let registry = try Self.sampleRegistry()
        // The first seed whose prepared scenario fails: an artifact of eight bytes.
        let seed = try #require((0..<500 as Range<UInt64>).first { seed in
            LayoutCase.run(bytes: (0..<8).map { UInt8(truncatingIfNeeded: seed >> (8 * $0)) }, registry: registry).failure != nil
        })
        let artifact = "\(folder)/crash-sample"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data((0..<8).map { UInt8(truncatingIfNeeded: seed >> (8 * $0)) }).write(to: URL(fileURLWithPath: artifact))
        let (status, output, errors) = fuzz(["corpus", "reproduce", "--output", "\(folder)/out", artifact], registry: registry)
        #expect(status == 1, "\(errors)")
        #expect(output.hasPrefix("reproduced: \(artifact): "))
        let written = try #require(names("\(folder)/out").first)
        let replay = fuzz(["replay", "\(folder)/out/\(written)"], registry: registry)
        #expect(replay.status == 1 && replay.output.hasPrefix("reproduced: waterfall-sample"), "\(replay)")
    }

    @Test func artifactsOfAnotherBuildAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let long = "\(folder)/crash-long", passing = "\(folder)/crash-passing"
        try Data(repeating: 1, count: 600).write(to: URL(fileURLWithPath: long))
        try Data().write(to: URL(fileURLWithPath: passing))
        let tooLong = fuzz(["corpus", "reproduce", "--output", "\(folder)/out", long])
        #expect(tooLong.status == 2)
        #expect(tooLong.errors == "fuzz: \(long): 600 bytes, but layout-libfuzzer's decoder reads at most 520: not an input of that "
                + "target (the front door's? replay it with layout-files-libfuzzer)\n")
        let passes = fuzz(["corpus", "reproduce", "--output", "\(folder)/out", passing])
        #expect(passes.status == 2 && passes.errors.hasPrefix("fuzz: \(passing): passes on this build ("))
        #expect(FileType(path: "\(folder)/out") == nil)
    }

    // MARK: merge

    func shard(_ k: Int, of n: Int, seed: UInt64, cases: Int, failed: Bool = false, engine: String? = nil) throws -> String {
        let path = "\(folder)/fuzz-\(k)"
        _ = try file("fuzz-\(k)/campaign.txt", """
            command: fuzz run --seconds 300 --seed \(seed) --shard \(k)/\(n) --output fuzz-\(k) --keep-going\(engine.map { " --engine \($0)" } ?? "")
            command: fuzz files --seconds 15 --seed \(seed) --output fuzz-\(k)
            commit: 0123abcd
            \(failed ? "failed (1 signature)" : "passed"): \(cases) cases, \(cases * 40) steps, \(cases * 600) checks in 300.0 s (10 cases/s, 400 steps/s; 3 large cases), seed \(seed), shard \(k)/\(n)
            operations: query 10
            checks: invariants 10
            passed: 7 files in 15.0 s, seed \(seed), special files 1, command lines 1

            """)
        return path
    }

    @Test func eightShardsMergeIntoOneFolderAndOneSummary() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var shards: [String] = []
        for k in 1...8 {
            shards.append(try shard(k, of: 8, seed: 77, cases: 100 + k, failed: k == 3 || k == 6, engine: "waterfall-sample"))
        }
        // A campaign of the waterfall's sample (named: samples are not fuzzed by default). Shards 3
        // and 6 found the same defect (the same reproducer); 6 also kept a front door input.
        let reproducer = try String(contentsOfFile: "\(Self.corpus)/waterfall-sample-no-overlap.json", encoding: .utf8)
        _ = try file("fuzz-3/waterfall-sample-no-overlap-1.json", reproducer)
        _ = try file("fuzz-6/waterfall-sample-no-overlap-2.json", reproducer)
        _ = try file("fuzz-6/front-door-5.json", "{\"version\": 1")
        let out = "\(folder)/merged"
        let (status, output, errors) = fuzz(["corpus", "merge", "--output", out] + shards)
        #expect(status == 1, "\(errors)")
        #expect(names(out) == ["campaign.txt", "front-door-5.json", "waterfall-sample-no-overlap-1.json"])
        let summary = try String(contentsOfFile: "\(out)/campaign.txt", encoding: .utf8)
        #expect(summary == output)
        #expect(summary.hasPrefix("merged: 8 of 8 shards of seed 77, engine waterfall-sample\ncommit: 0123abcd\n"))
        // 101 + 102 + … + 108 cases = 836; steps 40 and checks 600 a case; 7 front door files a shard.
        #expect(summary.contains("failed: 836 cases, 33440 steps, 501600 checks; front door 56 files; 2 distinct files kept of 3\n"))
        #expect(summary.contains("kept: waterfall-sample-no-overlap-1.json: reproducer of no-overlap on waterfall-sample"))
        #expect(summary.contains("found by shards 3, 6\n"))
    }

    @Test func shardsThatDoNotBelongTogetherAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let one = try shard(1, of: 2, seed: 5, cases: 10)
        let other = try shard(2, of: 2, seed: 6, cases: 10)
        let out = "\(folder)/merged"
        let seeds = fuzz(["corpus", "merge", "--output", out, one, other])
        #expect(seeds.status == 2 && seeds.errors == "fuzz: merge: shards of different campaigns: \(one) has seed 5, \(other) seed 6\n")
        try FileManager.default.removeItem(atPath: other)
        let engine = try shard(2, of: 2, seed: 5, cases: 10, engine: "flow")
        let engines = fuzz(["corpus", "merge", "--output", out, one, engine])
        #expect(engines.status == 2 && engines.errors.hasPrefix("fuzz: merge: shards of different engines: "))
        try FileManager.default.removeItem(atPath: engine)
        let second = try shard(2, of: 2, seed: 5, cases: 10)
        let stray = try file("fuzz-2/notes.txt", "mine")
        let strays = fuzz(["corpus", "merge", "--output", out, one, second])
        #expect(strays.status == 2 && strays.errors == "fuzz: \(stray): not a file a campaign writes (campaign.txt and .json reproducers); "
                + "move it out and merge again\n")
        #expect(FileType(path: out) == nil)
        #expect(names(second).contains("notes.txt"))
    }

    /// A reproducer of an engine the shard's campaign does not run came from another campaign
    /// (a re-used folder): refused with one line naming the file, nothing written. The built-in
    /// registry fuzzes flow, column-flow, mosaic, waterfall, calendar and compositional by default
    /// (EngineRegistry+BuiltIn.swift: the samples have fuzz weight 0), so a flow reproducer belongs
    /// to a default campaign and a waterfall-sample one does not; with `--engine flow`, neither
    /// does a mosaic one. A front door finding of any engine is the front door's, and stays.
    @Test func aReproducerOfAnotherCampaignsEngineIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let one = try shard(1, of: 2, seed: 9, cases: 10), two = try shard(2, of: 2, seed: 9, cases: 10, failed: true)
        let text = { (name: String) in try String(contentsOfFile: "\(Self.corpus)/\(name)", encoding: .utf8) }
        _ = try file("fuzz-2/flow-stale-query-3.json", try text("flow-stale-query.json"))
        _ = try file("fuzz-1/front-door-4.json", try text("mosaic-sample-inside-content.json"))
        let stray = try file("fuzz-2/waterfall-sample-no-overlap-5.json", try text("waterfall-sample-no-overlap.json"))
        let out = "\(folder)/merged"
        let refused = fuzz(["corpus", "merge", "--output", out, one, two])
        #expect(refused.status == 2)
        #expect(refused.errors == "fuzz: merge: \(stray): a reproducer of engine 'waterfall-sample', which shard 2/2's campaign (every "
                + "engine fuzzed by default: calendar, column-flow, compositional, flow, mosaic, waterfall) does not run: not this "
                + "campaign's finding; move it out and merge again\n")
        #expect(refused.output.isEmpty)
        #expect(FileType(path: out) == nil)
        try FileManager.default.removeItem(atPath: stray)
        let merged = fuzz(["corpus", "merge", "--output", out, one, two])
        #expect(merged.status == 1, "\(merged.errors)")
        #expect(names(out) == ["campaign.txt", "flow-stale-query-3.json", "front-door-4.json"])
        try FileManager.default.removeItem(atPath: folder)

        let flowOnly = try shard(1, of: 1, seed: 9, cases: 10, engine: "flow")
        let mosaic = try file("fuzz-1/mosaic-sample-inside-content-2.json", try text("mosaic-sample-inside-content.json"))
        let named = fuzz(["corpus", "merge", "--output", out, flowOnly])
        #expect(named.status == 2)
        #expect(named.errors == "fuzz: merge: \(mosaic): a reproducer of engine 'mosaic-sample', which shard 1/1's campaign "
                + "(--engine flow) does not run: not this campaign's finding; move it out and merge again\n")
        #expect(FileType(path: out) == nil)
    }

    @Test func byteCorporaMergeByContent() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try file("a/1", "same")
        _ = try file("a/2", "only in a")
        _ = try file("b/1", "same")
        _ = try file("b/2", "only in b")
        let (status, output, _) = fuzz(["corpus", "merge", "--output", "\(folder)/out", "\(folder)/a", "\(folder)/b"])
        #expect(status == 0)
        #expect(output.hasPrefix("merged 4 inputs of 2 corpora into 3 by content"))
        #expect(names("\(folder)/out").count == 3)
    }
}
