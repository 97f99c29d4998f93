import Foundation
import LabSupport
import TestProcesses
import Testing
@testable import Fuzzer
@testable import FuzzCore
@testable import Workloads

/// Every `fuzz` entry point given bad input: one line on standard error and status 2 (1 is kept
/// for a failure found); `--help` everywhere; and the front door fuzzed with a fixed seed.
@Suite struct FuzzBadInputTests {
    let folder = NSTemporaryDirectory() + "fuzz-bad-input-\(UUID().uuidString)"
    static let corpus = #filePath.components(separatedBy: "/Tests/")[0] + "/Tests/FuzzerTests/Corpus"
    static let scenarios = #filePath.components(separatedBy: "/Tests/")[0] + "/docs/scenarios"

    /// Runs `fuzz`, its files' bytes written by `writer`: the status, standard output and standard error.
    func fuzz(_ arguments: [String], writer: @escaping TextFiles.ByteWriter = TextFiles.writeBytes) -> (status: Int32, output: String, errors: String) {
        var output = StringOutput(), errors = StringOutput()
        let status = Fuzz.run(arguments, registry: .builtIn, output: &output, errors: &errors, writer: writer)
        return (status, output.text, errors.text)
    }

    func expectRefusal(_ arguments: [String], _ line: String, writer: @escaping TextFiles.ByteWriter = TextFiles.writeBytes,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let (status, output, errors) = fuzz(arguments, writer: writer)
        #expect(status == 2, "\(arguments)", sourceLocation: sourceLocation)
        #expect(output.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
        #expect(errors == "fuzz: \(line)\n", sourceLocation: sourceLocation)
    }

    func file(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func badFilesAndNames() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = try file("broken.json", "{\"version\": 2, \"kind\": \"layout-reproducer\",\n  \"engine\": }")
        expectRefusal(["replay", broken], "\(broken): line 2, column 13: expected a value for the key \"engine\", found '}'")
        let v3 = try file("v3.json", #"{"version": 3, "kind": "layout-reproducer"}"#)
        expectRefusal(["replay", v3], "\(v3): line 1, column 13: version: expected version 2, found 3")
        let v9 = try file("v9.json", #"{"version": 9, "kind": "layout-case"}"#)
        expectRefusal(["replay", v9], "\(v9): line 1, column 13: version: expected version 1, found 9")
        expectRefusal(["replay", "/no/such.json"], "/no/such.json: no such file")
        expectRefusal(["replay", folder], "\(folder): is a folder, not a file")
        expectRefusal(["run", "--engine", "spiral", "--seconds", "0"],
                      "unknown engine 'spiral' (known: " + EngineRegistry.builtIn.engines.map { "\($0.name): \($0.summary)" }.joined(separator: "; ") + ")")
        expectRefusal(["walk"], "unknown subcommand 'walk' (known: run, replay, files, corpus)")
        expectRefusal(["files", "--replay", "/no/such.json"], "/no/such.json: no such file")
        expectRefusal(["files", "--corpus", "/no/such/folder", "--cases", "1"], "--corpus: /no/such/folder: no such folder")
        expectRefusal(["files", "--replay", broken, "--seed", "3"], "files: --seed does not apply to --replay")
    }

    /// Special files and a file past every maximum, given to `fuzz replay` and `fuzz files
    /// --replay`: one line naming what each is, at once; and every special file of the front-door
    /// fuzz refused by every decoder and, when it is one, as a destination.
    @Test func specialAndOversizedFilesAreRefused() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = try FrontDoorSpecialFile.namedPipe.make(at: folder + "/pipe.json")
        let socket = try FrontDoorSpecialFile.socket.make(at: folder + "/socket.json")
        let huge = try FrontDoorSpecialFile.oversized.make(at: folder + "/huge.json")
        expectRefusal(["replay", pipe], "\(pipe): is a named pipe (FIFO), not a file")
        expectRefusal(["replay", socket], "\(socket): is a socket, not a file")
        expectRefusal(["replay", "/dev/zero"], "/dev/zero: is a character device, not a file")
        expectRefusal(["files", "--replay", pipe], "\(pipe): is a named pipe (FIFO), not a file")
        // The largest maximum is a workload's (1,000,000 × 128 + 8 MiB, and 1,000,000 × 64); a
        // reproducer holds at most the scenario's and 8 MiB more.
        #expect(FrontDoorSpecialFile.oversizedBytes == 200_388_609)
        expectRefusal(["replay", huge], "\(huge): too large for a reproducer: 200388609 bytes, at most 144777216")
        expectRefusal(["run", "--cases", "1", "--output", socket], "\(socket)/in-progress-1-of-1.json: \(socket) is a socket, not a folder")
        for special in FrontDoorSpecialFile.allCases {
            let outcome = FrontDoorCase.run(special, in: folder, registry: .builtIn)
            #expect(outcome.failures.isEmpty, "\(special.name): \(outcome.failures)")
            #expect(outcome.lines.count == 4)
        }
        #expect(FileType(path: pipe) == .namedPipe && FileType(path: socket) == .socket)
    }

    /// Repeated options are refused naming both; an empty output folder is refused rather than
    /// read as the root.
    @Test func repeatedOptionsAndEmptyPaths() {
        expectRefusal(["run", "--seed", "1", "--seed", "2"], "run: --seed given twice: '1' and '2'")
        expectRefusal(["run", "--keep-going", "--keep-going", "--cases", "0"], "run: --keep-going given twice")
        expectRefusal(["files", "--output", "a", "--output=b"], "files: --output given twice: 'a' and 'b'")
        expectRefusal(["run", "--cases", "0", "--output", ""], "--output: expected a folder path, got ''")
        // --replay writes nothing: an output folder given with it contradicts it.
        expectRefusal(["files", "--replay", "x.json", "--output", "out"], "files: --output does not apply to --replay")
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 { #expect(FrontDoorCommandLine.check(using: &generator) == nil) }
    }

    /// The in-progress record is the campaign's first write: a folder that cannot be made, or a
    /// full disk, stops the campaign with one line before any case runs.
    @Test func unwritableOutputAndAFullDisk() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let blocker = try file("blocker", "a file")
        expectRefusal(["run", "--cases", "1", "--output", blocker],
                      "\(blocker)/in-progress-1-of-1.json: \(blocker) is a file, not a folder")
        expectRefusal(["files", "--cases", "1", "--output", "\(blocker)/sub"],
                      "\(blocker)/sub/front-door-in-progress.json: \(blocker) is a file, not a folder")
        let output = folder + "/out"
        expectRefusal(["run", "--cases", "1", "--output", output],
                      "\(output)/in-progress-1-of-1.json: cannot write the file (No space left on device)", writer: { _, _ in ENOSPC })
        // Nothing left behind but the folder it made, empty.
        #expect((try? FileManager.default.contentsOfDirectory(atPath: output))?.isEmpty ?? true)
    }

    @Test func helpListsEveryOptionAndAnExample() {
        let commands: [(String, Set<String>)] = [
            ("run", RunCommand.valueOptions.union(RunCommand.flagOptions)),
            ("replay", ReplayCommand.valueOptions.union(ReplayCommand.flagOptions)),
            ("files", FilesCommand.valueOptions.union(FilesCommand.flagOptions)),
        ]
        for (name, options) in commands {
            for flag in ["--help", "-h"] {
                let (status, output, errors) = fuzz([name, flag])
                #expect(status == 0 && errors.isEmpty, "\(name) \(flag)")
                #expect(output.contains("usage: fuzz \(name)") && output.contains("example: "), "\(name)")
                for option in options { #expect(output.contains(option), "fuzz \(name) --help lacks \(option)") }
            }
        }
        let (status, output, _) = fuzz(["--help"])
        #expect(status == 0 && output.contains("example: "))
        for (name, _) in commands { #expect(output.contains("  \(name) "), "fuzz --help lacks \(name)") }
    }

    /// A few hundred random and mutated files, fixed seed: every one is a result or a clean error.
    @Test func theFrontDoorHoldsForAFixedSeed() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, output, errors) = fuzz(["files", "--cases", "300", "--seconds", "600", "--seed", "9",
                                             "--corpus", "\(Self.scenarios),\(Self.corpus)", "--output", folder])
        #expect(status == 0 && errors.isEmpty, "\(output)\(errors)")
        #expect(output.hasPrefix("passed: 300 files in "), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// Replaying a file prints each decoder's outcome: a real scenario is accepted by the scenario
    /// decoder and refused, with its reason, by the others.
    @Test func replayingAFileSaysWhatEachDecoderDid() throws {
        let path = "\(Self.scenarios)/flow-grid.json"
        let (status, output, _) = fuzz(["files", "--replay", path])
        #expect(status == 0)
        #expect(output.contains("scenario: accepted, flow with 12 items\n"))
        #expect(output.contains("reproducer: refused: \(path): line 1, column 1: kind: expected a value for the key \"kind\"")
                || output.contains("reproducer: refused: \(path):"))
        #expect(output.split(separator: "\n").count == 4)
    }

    /// The mutator is deterministic and produces what it says: hostile numbers, versions, nesting.
    @Test func theMutatorIsSeeded() {
        let mutator = FrontDoorMutator(corpus: FrontDoorSeeds.make(seed: 1, registry: .builtIn))
        var first = SeededGenerator(seed: 5), second = SeededGenerator(seed: 5)
        let a = (0..<50).map { _ in mutator.input(using: &first) }
        let b = (0..<50).map { _ in mutator.input(using: &second) }
        #expect(a == b)
        #expect(Set(a).count > 40)
        #expect(FrontDoorMutator.tokens(in: Array(#"{"a": -1.5e3, "b": [true, "x"]}"#.utf8), kind: .number).count == 1)
        #expect(FrontDoorMutator.tokens(in: Array(#"{"a": -1.5e3, "b": [true, "x"]}"#.utf8), kind: .key).count == 2)
    }

    /// Each libFuzzer entry's plain build (`PlainReplay`): `--help` prints its usage and an example,
    /// status 0; no file is one line and status 2. Run as a process (it is an entry point, not a
    /// library), the one built with the tests (`BuiltExecutable`): the test fails, never skips, without it.
    @Test(arguments: ["layout-libfuzzer", "layout-files-libfuzzer", "layout-uikit-libfuzzer"])
    func theLibFuzzerEntryHasHelp(target: String) throws {
        let binary = try BuiltExecutable.path(target)
        func launch(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
            let process = Process(), output = Pipe(), errors = Pipe()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                    String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
        for flag in ["--help", "-h"] {
            let help = try launch([flag])
            #expect(help.status == 0 && help.output.hasPrefix("usage: \(target) FILE...\n")
                    && help.output.contains("example: .build/debug/\(target) crash-0a1b2c"))
        }
        let none = try launch([])
        #expect(none.status == 2 && none.errors == "\(target): missing FILE; see '\(target) --help'\n")
        let missing = try launch(["/no/such/input"])
        #expect(missing.status == 2 && missing.errors == "\(target): cannot open '/no/such/input'\n")
    }

    /// The front-door campaign's first finding: a reproducer whose batch update said a billion
    /// items follow it, or whose step appended a billion items, made replaying it build them (8 GB
    /// and rising). Such counts are refused now, as a section's items are.
    @Test func aBillionItemsInAStepAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func reproducer(_ step: String) -> String {
            #"{"version": 2, "kind": "layout-reproducer", "engine": "flow", "expected": "passes", "check": "finite", "#
                + #""message": "", "shows": "", "caseSeed": "1", "campaignSeed": "1", "#
                + #""scenario": {"version": 1, "engine": "flow", "container": {"width": 390, "height": 844}, "sections": [{"items": 1}]}, "#
                + #""steps": [{"operation": \#(step)}]}"#
        }
        let batch = try file("batch.json", reproducer(#"{"op": "batch-update", "changes": [["insertSection", 1]], "itemsBefore": [[0]], "itemCountsAfter": [1, 1000000000.0]}"#))
        expectRefusal(["replay", batch], "\(batch): line 1, column 415: steps[0].operation.itemCountsAfter[1]: "
                      + "expected a count between -10000000 and 10000000, found 1000000000")
        // Its second, in the fix: the bound took abs() of the count, which traps for Int.min.
        let minimum = try file("minimum.json", reproducer(#"{"op": "batch-update", "changes": [], "itemsBefore": [[0]], "itemCountsAfter": [-9223372036854775808]}"#))
        let refusal = fuzz(["replay", minimum])
        #expect(refusal.status == 2 && refusal.errors.contains("itemCountsAfter[0]: expected a count between -10000000 and 10000000, found -9"))
        let append = try file("append.json", reproducer(#"{"op": "append-items", "section": 0, "count": 1000000000}"#))
        expectRefusal(["replay", append], "\(append): line 1, column 358: steps[0].operation.count: expected a count between 0 and 10000000, found 1000000000")
    }
}
