import Foundation
import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// `perflab compare` on reports written to temporary folders: exit statuses, refusals and the
/// messages of bad input.
@Suite struct CompareCommandTests {
    /// Where no noise floor is, so that a Results/noise-floor.json in the checkout changes nothing.
    static let noNoise = "/no/such/noise-floor.json"

    /// Runs `perflab compare` with `arguments`: the exit status, standard output, and the error
    /// message (what standard error would show after "perflab: ").
    func compare(_ arguments: [String]) -> (status: Int32, output: String, error: String?) {
        var output = StringOutput()
        do {
            try CompareCommand.execute(arguments, registry: .builtIn, output: &output, defaultNoisePath: Self.noNoise)
            return (0, output.text, nil)
        } catch {
            return (error.exitStatus, output.text, error.message)
        }
    }

    func reports(runs: Int, seed: UInt64, factors: [BenchmarkKey: Double] = [:], counterChanges: [BenchmarkKey: [Counter: Double]] = [:],
                 commit: String = "1111111111111111", configuration: String = "release", suite: String = "quick",
                 reportSeed: UInt64 = 1) -> [Report] {
        var generator = SeededGenerator(seed: seed)
        return (0..<runs).map { _ in
            SyntheticRuns.report(&generator, factors: factors, counterChanges: counterChanges, commit: commit,
                                 configuration: configuration, suite: suite, seed: reportSeed)
        }
    }

    /// Two folders of runs, removed after `body`.
    func withSides(_ old: [Report], _ new: [Report], _ body: (String, String) throws -> Void) throws {
        let (oldFolder, newFolder) = (try SyntheticRuns.folder(old), try SyntheticRuns.folder(new))
        defer {
            try? FileManager.default.removeItem(atPath: oldFolder)
            try? FileManager.default.removeItem(atPath: newFolder)
        }
        try body(oldFolder, newFolder)
    }

    @Test func aSlowdownExitsWithStatusOne() throws {
        try withSides(reports(runs: 5, seed: 1), reports(runs: 5, seed: 2, factors: [SyntheticRuns.binaryQuery: 1.3],
                                                          commit: "2222222222222222")) { old, new in
            let (status, output, error) = compare([old, new])
            #expect(status == 1)
            #expect(error?.hasPrefix("compare: REGRESSION: 1 benchmark slower beyond the noise floor") == true)
            #expect(output.contains("OLD: commit 111111111111, quick suite, seed 1, 5 runs (release build)"))
            #expect(!output.contains(old))
            #expect(output.contains("NEW: commit 222222222222, quick suite"))
            #expect(output.contains("time, changed beyond the noise floor (largest change first):"))
            #expect(output.contains("REGRESSED  query/screen  flow    binary"))
            #expect(output.hasSuffix("\nverdict: REGRESSION: 1 benchmark slower beyond the noise floor (0 faster, 3 unchanged)\n"))
            // Through the perflab dispatcher too.
            let noise = try noiseFile()
            defer { try? FileManager.default.removeItem(atPath: (noise as NSString).deletingLastPathComponent) }
            var sink = StringOutput()
            #expect(PerfLab.run(["compare", old, new, "--noise", noise, "--threshold", "5"], registry: .builtIn, output: &sink) == 1)
            #expect(sink.text.contains("noise floor: measured A/A in \(noise) (commit 1111, 5+5 runs, 20261123T120000Z); "
                                       + "raised to at least 5.0% by --threshold"))
        }
    }

    @Test func jitterAloneExitsWithStatusZero() throws {
        try withSides(reports(runs: 5, seed: 3), reports(runs: 5, seed: 4)) { old, new in
            let (status, output, error) = compare([old, new])
            #expect(status == 0 && error == nil)
            #expect(output.hasSuffix("verdict: no regression (0 faster, 3 unchanged, 1 within the noise floor)\n"),
                    "±2% jitter: the U test may find it, the 5% floor does not flag it")
        }
    }

    @Test func aCounterIncreaseExitsWithStatusOneAndADecreaseDoesNot() throws {
        let up: [BenchmarkKey: [Counter: Double]] = [SyntheticRuns.linearQuery: [.examinedPerQuery: 1_001.0]]
        try withSides(reports(runs: 1, seed: 1), reports(runs: 1, seed: 2, counterChanges: up)) { old, new in
            let (status, output, error) = compare([old, new])
            #expect(status == 1)
            #expect(error == "compare: REGRESSION: 1 cost counter up (0 faster, 0 unchanged, 4 not judged (1 run per side, need 3))",
                    "a counter is judged in one run; time is not")
            #expect(output.contains("REGRESSED  query/screen  flow    linear     1000  examinedPerQuery  1000  1001      +1"))
        }
        let down: [BenchmarkKey: [Counter: Double]] = [SyntheticRuns.linearQuery: [.examinedPerQuery: 999.0]]
        try withSides(reports(runs: 1, seed: 1), reports(runs: 1, seed: 2, counterChanges: down)) { old, new in
            let (status, output, error) = compare([old, new])
            #expect(status == 3, "no regression, but time not judged: its own status")
            #expect(error == "compare: NOT JUDGED: time shown, not judged (0 faster, 0 unchanged, 4 not judged (1 run per side, need 3), "
                    + "1 other counter changed); time was NOT JUDGED: this is not \"no regression\"")
            #expect(output.contains("cost down"))
        }
    }

    /// A single report file is a side of one run.
    @Test func singleFilesAreNotJudged() throws {
        try withSides(reports(runs: 1, seed: 1), reports(runs: 1, seed: 2, factors: [SyntheticRuns.binaryQuery: 1.3])) { old, new in
            let (status, output, _) = compare(["\(old)/run-1.json", "\(new)/run-1.json"])
            #expect(status == 3)
            #expect(output.contains("(not judged: 1 run per side, need 3)"))
            #expect(output.contains("not judged  query/screen  flow    binary"))
        }
    }

    @Test func markdownIsWrittenForAPullRequest() throws {
        try withSides(reports(runs: 5, seed: 1), reports(runs: 5, seed: 2, factors: [SyntheticRuns.binaryQuery: 1.3])) { old, new in
            let destination = SyntheticRuns.temporaryFolder() + "/comments/comment.md"
            defer { try? FileManager.default.removeItem(atPath: (destination as NSString).deletingLastPathComponent) }
            let (status, output, _) = compare([old, new, "--markdown", destination])
            #expect(status == 1)
            let folder = (destination as NSString).deletingLastPathComponent
            #expect(output.hasSuffix("wrote \(destination) and \(folder)/comment-full.md\n"))
            let markdown = try String(contentsOfFile: destination, encoding: .utf8)
            #expect(markdown.hasPrefix("### perflab compare: REGRESSION"))
            #expect(markdown.contains("every table in full: `comment-full.md`"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["comment-full.md", "comment.md"])
        }
    }

    @Test func refusalsNameTheDifference() throws {
        let force = "(pass --force to compare anyway)"
        try withSides(reports(runs: 3, seed: 1), reports(runs: 3, seed: 2, configuration: "debug")) { old, new in
            #expect(compare([old, new]).error
                    == "compare: OLD is a release build and NEW a debug build; timings of different build configurations do not compare \(force)")
            let forced = compare([old, new, "--force"])
            #expect(forced.status == 0)
            #expect(forced.output.contains("compared with --force although OLD is a release build and NEW a debug build"))
        }
        let mixed = reports(runs: 2, seed: 2) + reports(runs: 1, seed: 3, commit: "3333333333333333")
        try withSides(reports(runs: 3, seed: 1), mixed) { old, new in
            #expect(compare([old, new]).error == "compare: NEW mixes commits: 111111111111 (\(new)/run-1.json) and 333333333333 "
                    + "(\(new)/run-3.json); every run of a side must come from one build \(force)")
        }
        let mixedBuilds = reports(runs: 1, seed: 2, configuration: "debug") + reports(runs: 1, seed: 3)
        try withSides(mixedBuilds, reports(runs: 3, seed: 1)) { old, new in
            #expect(compare([old, new]).error?.hasPrefix("compare: OLD mixes build configurations: debug (\(old)/run-1.json) and release") == true)
        }
        try withSides(reports(runs: 1, seed: 1), reports(runs: 1, seed: 2, suite: "standard")) { old, new in
            #expect(compare([old, new]).error == "compare: OLD ran the quick suite and NEW the standard suite \(force)")
        }
        try withSides(reports(runs: 1, seed: 1), reports(runs: 1, seed: 2, reportSeed: 7)) { old, new in
            #expect(compare([old, new]).error == "compare: OLD ran with seed 1 and NEW with seed 7; their workloads differ \(force)")
            #expect(compare([old, new]).status == 2)
        }
    }

    @Test func badFilesAndFolders() throws {
        let empty = SyntheticRuns.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        try withSides(reports(runs: 1, seed: 1), reports(runs: 1, seed: 2)) { old, new in
            #expect(compare([old, empty]).error == "\(empty): no reports (*.json) in the folder")
            #expect(compare(["/no/such/folder", new]).error == "/no/such/folder: no such file or folder")
            #expect(compare([old, new, "--noise", "/no/such/noise.json"]).error == "/no/such/noise.json: no such file")
            try "{\"schemaVersion\": 2,".write(toFile: "\(new)/broken.json", atomically: true, encoding: .utf8)
            let broken = compare([old, new])
            #expect(broken.status == 2 && broken.output.isEmpty)
            #expect(broken.error?.hasPrefix("\(new)/broken.json: line ") == true)
            try FileManager.default.removeItem(atPath: "\(new)/broken.json")
            try "{\"schemaVersion\": 1, \"kind\": \"perflab-noise-floor\"}".write(toFile: "\(new)/noise-floor.json", atomically: true,
                                                                                    encoding: .utf8)
            #expect(compare([old, new]).error == "\(new)/noise-floor.json: not a perflab report (its kind is \"perflab-noise-floor\")")
        }
    }

    /// Options are checked before anything is read: these paths do not exist.
    @Test func badOptionValues() {
        let cases: [([String], String)] = [
            ([], "compare: missing OLD and NEW (two reports, or folders of reports)"),
            (["a"], "compare: missing NEW (a report, or a folder of reports)"),
            (["a", "b", "c"], "compare: unexpected argument 'c'"),
            (["a", "b", "--alpha", "0"], "--alpha: expected a significance level between 0 and 1 (exclusive), got '0'"),
            (["a", "b", "--alpha", "x"], "--alpha: expected a significance level between 0 and 1 (exclusive), got 'x'"),
            (["a", "b", "--threshold", "-1"], "--threshold: expected a percentage between 0 and 1000, got '-1'"),
            (["a", "b", "--threshold", "ten"], "--threshold: expected a percentage between 0 and 1000, got 'ten'"),
            (["a", "b", "--markdown", ""], "--markdown: expected a file path, got ''"),
            (["a", "b", "--output", "x.json"], "compare: --output goes with --measure-noise (for a Markdown summary, use --markdown FILE)"),
            (["a", "b", "--measure-noise"], "compare: --measure-noise needs --output FILE (e.g. Results/noise-floor.json)"),
            (["a", "b", "--measure-noise", "--output", "x", "--threshold", "5"], "compare: --threshold does not apply to --measure-noise"),
            (["a", "b", "--colour"], "compare: unknown option '--colour' (known: --alpha, --cycles-threshold, --force, --help, --instructions-threshold, --json, --markdown, --measure-noise, "
                                     + "--noise, --output, --threshold)"),
            (["a", "b", "--alpha"], "compare: --alpha needs a value"),
        ]
        for (arguments, message) in cases {
            let (status, output, error) = compare(arguments)
            #expect(status == 2, "\(arguments)")
            #expect(output.isEmpty, "\(arguments)")
            #expect(error == message, "\(arguments)")
        }
        #expect(compare(["a", "b", "--threshold", "12.5%"]).error == "a: no such file or folder")
    }

    @Test func helpListsTheOptionsAndAnExample() {
        let (status, output, _) = compare(["--help"])
        #expect(status == 0)
        for text in ["usage: perflab compare OLD NEW", "--noise FILE", "--threshold PCT", "--alpha A", "--markdown FILE",
                     "--force", "--measure-noise", "example: perflab compare"] {
            #expect(output.contains(text), "\(text)")
        }
    }

    /// A noise file for the tests: 1% for every benchmark.
    func noiseFile() throws -> String {
        let noise = NoiseFloor(suite: "quick", seed: 1, commit: "1111", buildConfiguration: "release", toolchain: "Swift",
                               operatingSystem: "Linux", processors: 2, timestamp: "20261123T120000Z", runsA: 5, runsB: 5,
                               confidence: 0.95, resamples: 4_000, splitQuantile: 0.95,
                               entries: SyntheticRuns.benchmarks.map {
                                   .init(key: BenchmarkKey(family: $0.family, engine: "flow", strategy: $0.strategy, items: 1_000), metric: .p50, floor: 0.01, ratioLower: 0.99, ratioUpper: 1.01)
                               })
        let path = SyntheticRuns.temporaryFolder() + "/noise-floor.json"
        try TextFiles.writeAtomically(noise.json(), to: path)
        return path
    }
}
