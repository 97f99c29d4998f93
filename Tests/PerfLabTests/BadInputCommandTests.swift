import Foundation
import LabSupport
import LayoutEngine
import Testing
@testable import PerfLab
@testable import Workloads

/// Every `perflab` entry point given what a real user and a real CI give it: malformed files,
/// unknown versions and names, missing and unreadable files, unwritable folders, a full disk.
/// Each gets exactly one line on standard error and exit status 2, nothing on standard output, and
/// no file it writes is ever left half-written or damaged (docs/commands.md lists the messages).
@Suite struct BadInputCommandTests {
    static let scenarios = #filePath.components(separatedBy: "/Tests/")[0] + "/docs/scenarios"
    static let isRoot = getuid() == 0
    let folder = NSTemporaryDirectory() + "perflab-bad-input-\(UUID().uuidString)"

    /// Runs `perflab`, its files' bytes written by `writer`: the status, standard output and standard error.
    func perflab(_ arguments: [String], writer: TextFiles.ByteWriter = TextFiles.writeBytes) -> (status: Int32, output: String, errors: String) {
        var output = StringOutput(), errors = StringOutput()
        let status = PerfLab.run(arguments, registry: .builtIn, output: &output, errors: &errors, writer: writer)
        return (status, output.text, errors.text)
    }

    /// Expects status 2, no output, and exactly `line` (with "perflab: " before it) on standard error.
    func expectRefusal(_ arguments: [String], _ line: String, writer: TextFiles.ByteWriter = TextFiles.writeBytes,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let (status, output, errors) = perflab(arguments, writer: writer)
        #expect(status == 2, "\(arguments)", sourceLocation: sourceLocation)
        #expect(output.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
        #expect(errors == "perflab: \(line)\n", sourceLocation: sourceLocation)
        #expect(errors.count { $0 == "\n" } == 1, sourceLocation: sourceLocation)
    }

    func file(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func cleanUp() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/locked")
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The files of `folder`, hidden ones (a temporary file) included.
    func listing(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test func malformedJSONNamesLineAndColumn() throws {
        defer { cleanUp() }
        let path = try file("broken.json", "{\n  \"version\": 1,\n  \"engine\": flow\n}\n")
        expectRefusal(["dump", path], "\(path): line 3, column 13: expected a value for the key \"engine\", found 'flow'")
        let truncated = try file("truncated.json", "{\"version\": 1, \"engine\": \"flow\", \"sections\": [")
        expectRefusal(["render", truncated, "-o", "\(folder)/x.svg"], "\(truncated): line 1, column 47: expected a value or ']', found the end of input")
        let empty = try file("empty.json", "")
        expectRefusal(["dump", empty], "\(empty): line 1, column 1: expected a value, found the end of input")
        let workload = try file("workload.json", "{\"kind\": \"workload\", \"version\": 1,, }")
        expectRefusal(["play", workload, "--allow-debug"], "\(workload): line 1, column 35: expected a string key after ',' in an object, found ','")
    }

    @Test func invalidValuesNameThePath() throws {
        defer { cleanUp() }
        let path = try file("negative.json", #"{"version": 1, "engine": "flow", "container": {"width": 390, "height": 844}, "sections": [{"items": -3}]}"#)
        expectRefusal(["dump", path], "\(path): line 1, column 101: sections[0].items: expected a count between 0 and 10000000, found -3")
        let nan = try file("nan.json", #"{"version": 1, "engine": "flow", "container": {"width": 1e999, "height": 844}, "sections": []}"#)
        expectRefusal(["dump", nan], "\(nan): line 1, column 57: number out of range: 1e999 does not fit in a Double")
    }

    @Test func unknownVersionsAreRefused() throws {
        defer { cleanUp() }
        let scenario = try file("v2.json", #"{"version": 2, "engine": "flow", "container": {"width": 390, "height": 844}, "sections": []}"#)
        expectRefusal(["dump", scenario], "\(scenario): line 1, column 13: version: expected version 1, found 2")
        let workload = try file("w9.json", #"{"kind": "workload", "version": 9}"#)
        expectRefusal(["play", workload, "--allow-debug"], "\(workload): line 1, column 33: version: expected version 1, found 9")
        let report = try file("r9.json", #"{"schemaVersion": 9, "kind": "perflab-report"}"#)
        expectRefusal(["compare", report, report],
                      "\(report): line 1, column 19: schemaVersion: expected schema version 4 (this perflab reads versions 2, 3 and 4 only; "
                      + "re-run the suite with this build to compare), found 9")
    }

    @Test func unknownNamesListTheKnownOnes() throws {
        defer { cleanUp() }
        let grid = "\(Self.scenarios)/flow-grid.json"
        let spiral = try file("spiral.json", #"{"version": 1, "engine": "spiral", "container": {"width": 390, "height": 844}, "sections": []}"#)
        expectRefusal(["dump", spiral], "\(spiral): line 1, column 26: engine: unknown engine \"spiral\" (known: "
                      + EngineRegistry.builtIn.names.joined(separator: ", ") + ")")
        expectRefusal(["dump", grid, "--strategy", "quadtree"], "unknown query strategy 'quadtree' (known: linear, binary)")
        expectRefusal(["play", grid, "--invalidation", "lazy"], "unknown invalidation strategy 'lazy' (known: full, incremental)")
        expectRefusal(["run", "--suite", "huge"], "run: unknown suite 'huge' (known: quick, ab, standard, full, smoke)")
        expectRefusal(["frobnicate"], "unknown subcommand 'frobnicate' (known: run, dump, render, compare, report, history, workload, play)")
        // A name with a line break in it is still shown on one line.
        let newline = try file("newline.json", #"{"version": 1, "engine": "fl\now", "container": {"width": 1, "height": 1}, "sections": []}"#)
        let (_, _, errors) = perflab(["dump", newline])
        #expect(errors.count { $0 == "\n" } == 1 && errors.contains(#"unknown engine "fl\now""#))
    }

    @Test func missingAndUnreadableFiles() throws {
        defer { cleanUp() }
        expectRefusal(["dump", "/no/such/scenario.json"], "/no/such/scenario.json: no such file")
        expectRefusal(["play", "/no/such/workload.json", "--allow-debug"], "/no/such/workload.json: no such file")
        expectRefusal(["compare", "/no/such/old", "/no/such/new"], "/no/such/old: no such file or folder")
        try FileManager.default.createDirectory(atPath: folder + "/a-folder.json", withIntermediateDirectories: true)
        expectRefusal(["dump", folder + "/a-folder.json"], "\(folder)/a-folder.json: is a folder, not a file")
        let binary = try file("binary.json", "")
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: binary))
        expectRefusal(["dump", binary], "\(binary): the file is not UTF-8 text")
        // Unreadable: root reads any file, so the assertion holds only for other users.
        let locked = try file("locked.json", "{}")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        if !Self.isRoot { expectRefusal(["dump", locked], "\(locked): cannot read the file (Permission denied)") }
    }

    /// A folder that cannot be written: one whose path runs through a file (fails for every user),
    /// and one without write permission (fails for users other than root).
    @Test func unwritableDestinations() throws {
        defer { cleanUp() }
        let grid = "\(Self.scenarios)/flow-grid.json"
        let blocker = try file("blocker", "a file, not a folder")
        expectRefusal(["render", grid, "-o", "\(blocker)/grid.svg"], "\(blocker)/grid.svg: \(blocker) is a file, not a folder")
        expectRefusal(["workload", "steady", grid, "-o", "\(blocker)/sub/w.json", "--steps", "2"],
                      "\(blocker)/sub/w.json: \(blocker) is a file, not a folder")
        // A Results folder that cannot be made: refused in one line before anything is measured.
        expectRefusal(["run", "--suite", "quick", "--filter", "floor/write-attributes", "--results", "\(blocker)/Results", "--allow-debug"],
                      "\(blocker)/Results: \(blocker) is a file, not a folder")
        expectRefusal(["run", "--suite", "quick", "--results", blocker, "--allow-debug"], "\(blocker): is a file, not a folder")
        // The measurement is checked before anything is measured too.
        expectRefusal(["run", "--measure", "cycles", "--results", folder, "--allow-debug"], "--measure: expected time or instructions, got 'cycles'")
        expectRefusal(["run", "--measure", "instructions", "--timing-only", "--results", folder, "--allow-debug"],
                      "run: --timing-only does not go with --measure instructions")
        expectRefusal(["run", "--measure", "instructions", "--time-box", "30", "--results", folder, "--allow-debug"],
                      "run: --time-box does not go with --measure instructions: a counted run's benchmarks must not depend on the clock")
        expectRefusal(["run", "--jobs", "2", "--results", folder, "--allow-debug"],
                      "run: --jobs splits counted runs only (--measure instructions); a timed run's ratios need one process")
        for jobs in ["0", "10", "two"] {
            expectRefusal(["run", "--measure", "instructions", "--jobs", jobs, "--results", folder, "--allow-debug"],
                          "--jobs: expected 1 to 9 parts, got '\(jobs)'")
        }
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        if !Self.isRoot {
            expectRefusal(["render", grid, "-o", "\(locked)/grid.svg"], "\(locked)/grid.svg: cannot write the file (Permission denied)")
            expectRefusal(["render", grid, "-o", "\(locked)/new/grid.svg"],
                          "\(locked)/new/grid.svg: cannot create the folder \(locked)/new (Permission denied)")
        }
        #expect(listing(locked).isEmpty)
    }

    /// A named pipe without a writer, a device that never ends, one that is empty, a file far
    /// past the largest input: each refused at once with one line naming what it is (or its size
    /// and the most its kind may hold, docs/commands.md), before a byte is parsed; nothing changed.
    @Test func specialAndOversizedInputsAreRefusedBeforeParsing() throws {
        defer { cleanUp() }
        let pipe = try file("pipe.json", "")
        unlink(pipe)
        #expect(mkfifo(pipe, 0o600) == 0)
        expectRefusal(["dump", pipe], "\(pipe): is a named pipe (FIFO), not a file")
        expectRefusal(["play", pipe, "--allow-debug"], "\(pipe): is a named pipe (FIFO), not a file")
        expectRefusal(["compare", pipe, pipe], "\(pipe): is a named pipe (FIFO), not a file")
        for device in ["/dev/zero", "/dev/null"] where FileManager.default.fileExists(atPath: device) {
            expectRefusal(["dump", device], "\(device): is a character device, not a file")
            expectRefusal(["render", device, "-o", "\(folder)/x.svg"], "\(device): is a character device, not a file")
        }
        // 240 MB, sparse: past every kind's maximum (scenario 1,000,000 × 128 + 8 MiB; workload the
        // scenario's and 1,000,000 × 64; report 100,000 × 640).
        let huge = try file("huge.json", "")
        #expect(truncate(huge, 240_000_000) == 0)
        expectRefusal(["dump", huge], "\(huge): too large for a scenario file: 240000000 bytes, at most 136388608")
        expectRefusal(["play", huge, "--allow-debug"], "\(huge): too large for a workload file: 240000000 bytes, at most 200388608")
        expectRefusal(["compare", huge, huge], "\(huge): too large for a report: 240000000 bytes, at most 64000000")
        #expect(FileType(path: pipe) == .namedPipe)
        #expect(listing(folder) == ["huge.json", "pipe.json"])
    }

    /// A destination that is a folder, a named pipe or a device is refused before anything is
    /// written (renaming over a device would replace it with a file); what was there stays.
    @Test func destinationsThatAreNotFilesAreRefused() throws {
        defer { cleanUp() }
        let grid = "\(Self.scenarios)/flow-grid.json"
        let pipe = try file("pipe.svg", "")
        unlink(pipe)
        #expect(mkfifo(pipe, 0o600) == 0)
        expectRefusal(["render", grid, "-o", pipe], "\(pipe): is a named pipe (FIFO), not a file")
        expectRefusal(["workload", "steady", grid, "-o", pipe], "\(pipe): is a named pipe (FIFO), not a file")
        expectRefusal(["render", grid, "-o", folder], "\(folder): expected a file name, got a folder")
        expectRefusal(["render", grid, "-o", "."], ".: expected a file name, got a folder")
        expectRefusal(["render", grid, "-o", ""], "--output: expected a file path, got ''")
        let old = try SyntheticRuns.folder((0..<3).map { _ in var g = SeededGenerator(seed: 1); return SyntheticRuns.report(&g) })
        defer { try? FileManager.default.removeItem(atPath: old) }
        expectRefusal(["compare", old, old, "--markdown", pipe, "--force"], "\(pipe): is a named pipe (FIFO), not a file")
        expectRefusal(["run", "--suite", "quick", "--results", "", "--allow-debug"], "--results: expected a folder path, got ''")
        expectRefusal(["run", "--suite", "quick", "--results", pipe, "--allow-debug"], "\(pipe): is a named pipe (FIFO), not a folder")
        #expect(FileType(path: pipe) == .namedPipe)
        #expect(listing(folder) == ["pipe.svg"])
    }

    /// An option given twice, or under both its spellings, is an error naming both, whatever the
    /// values (an invalid one is never silently replaced); nothing is written.
    @Test func repeatedOptionsAreRefused() throws {
        defer { cleanUp() }
        let grid = "\(Self.scenarios)/flow-grid.json"
        expectRefusal(["dump", grid, "--strategy", "linear", "--strategy", "binary"], "dump: --strategy given twice: 'linear' and 'binary'")
        expectRefusal(["dump", grid, "--strategy", "bogus", "--strategy=linear"], "dump: --strategy given twice: 'bogus' and 'linear'")
        expectRefusal(["workload", "steady", grid, "-o", "\(folder)/a.json", "-o", "\(folder)/b.json"],
                      "workload: -o given twice: '\(folder)/a.json' and '\(folder)/b.json'")
        expectRefusal(["render", grid, "-o", "\(folder)/a.svg", "--output", "\(folder)/b.svg"],
                      "render: -o and --output given together: '\(folder)/a.svg' and '\(folder)/b.svg'")
        expectRefusal(["run", "--suite", "quick", "--suite", "full"], "run: --suite given twice: 'quick' and 'full'")
        expectRefusal(["play", grid, "--allow-debug", "--allow-debug"], "play: --allow-debug given twice")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// A byte writer that writes half the bytes and then fails as a full disk does.
    static let fullDisk: TextFiles.ByteWriter = { bytes, path in
        _ = TextFiles.writeBytes(Array(bytes.prefix(bytes.count / 2)), to: path)
        return ENOSPC
    }

    /// A full disk in the middle of a write: the command says so in one line, the file it would
    /// have replaced is byte for byte what it was, and no temporary file is left beside it.
    @Test func aFullDiskLeavesTheOldFileAndNoTemporaryFile() throws {
        defer { cleanUp() }
        let grid = "\(Self.scenarios)/flow-grid.json"
        let svg = try file("grid.svg", "<svg>the old picture</svg>")
        let workload = try file("workload.json", "the old workload")
        let markdown = try file("comment.md", "the old comment")
        let old = try SyntheticRuns.folder((0..<3).map { _ in var g = SeededGenerator(seed: 1); return SyntheticRuns.report(&g) })
        defer { try? FileManager.default.removeItem(atPath: old) }
        let before = listing(folder)
        expectRefusal(["render", grid, "-o", svg], "\(svg): cannot write the file (No space left on device)", writer: Self.fullDisk)
        expectRefusal(["workload", "steady", grid, "-o", workload, "--steps", "3"],
                      "\(workload): cannot write the file (No space left on device)", writer: Self.fullDisk)
        // The full tables are written first, then the comment.
        expectRefusal(["compare", old, old, "--markdown", markdown, "--force"],
                      "\(folder)/comment-full.md: cannot write the file (No space left on device)", writer: Self.fullDisk)
        expectRefusal(["compare", old, old, "--measure-noise", "--output", workload],
                      "\(workload): cannot write the file (No space left on device)", writer: Self.fullDisk)
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == "<svg>the old picture</svg>")
        #expect(try String(contentsOfFile: workload, encoding: .utf8) == "the old workload")
        #expect(try String(contentsOfFile: markdown, encoding: .utf8) == "the old comment")
        #expect(listing(folder) == before)
        // The same commands with room on the disk replace the files whole.
        #expect(perflab(["render", grid, "-o", svg]).status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasSuffix("</svg>\n"))
        #expect(listing(folder) == before)
    }

    /// Every file `perflab run` writes goes through the atomic writer: with the disk full, the
    /// first write fails, the run says so in one line and leaves no file at all.
    @Test func aRunThatCannotWriteLeavesNothing() throws {
        defer { cleanUp() }
        let results = folder + "/Results"
        final class Writes: @unchecked Sendable {
            let lock = NSLock()
            var paths: [String] = []
        }
        let writes = Writes()
        let recording: TextFiles.ByteWriter = { bytes, path in
            writes.lock.withLock { writes.paths.append(path) }
            return ENOSPC
        }
        let (status, output, errors) = perflab(["run", "--suite", "quick", "--filter", "floor/write-attributes", "--results", results,
                                                "--allow-debug", "--seed", "3"], writer: recording)
        #expect(status == 2 && output.isEmpty)
        #expect(errors.hasPrefix("perflab: \(results)/quick-") && errors.hasSuffix(": cannot write the file (No space left on device)\n"))
        #expect(writes.paths.count == 1)
        // At most the empty folders it made: no file, whole or partial.
        let entries = FileManager.default.enumerator(atPath: results).map { $0.compactMap { $0 as? String } } ?? []
        var isFolder: ObjCBool = false
        #expect(entries.allSatisfy { FileManager.default.fileExists(atPath: "\(results)/\($0)", isDirectory: &isFolder) && isFolder.boolValue })
    }

    /// With room on the disk, every file the run leaves went through the atomic writer: each is
    /// the rename of a temporary file the writer wrote.
    @Test func everyFileOfARunGoesThroughTheAtomicWriter() throws {
        defer { cleanUp() }
        let results = folder + "/Results"
        final class Writes: @unchecked Sendable {
            let lock = NSLock()
            var paths: [String] = []
        }
        let writes = Writes()
        let recording: TextFiles.ByteWriter = { bytes, path in
            writes.lock.withLock { writes.paths.append(path) }
            return TextFiles.writeBytes(bytes, to: path)
        }
        let (status, _, errors) = perflab(["run", "--suite", "quick", "--filter", "floor/write-attributes", "--results", results,
                                           "--allow-debug", "--seed", "3"], writer: recording)
        #expect(status == 0 && errors.isEmpty, "\(errors)")
        let files = (FileManager.default.enumerator(atPath: results)?.compactMap { $0 as? String } ?? [])
            .filter { !$0.hasSuffix("-charts") }.map { "\(results)/\($0)" }.sorted()
        // ".NAME.<pid>-<random>.tmp" in the destination's folder becomes "NAME".
        let renamed = writes.paths.map { path -> String in
            let slash = path.lastIndex(of: "/")!
            let name = path[path.index(after: slash)...].dropFirst()
            let stem = name.prefix(upTo: name.range(of: ".\(getpid())-")!.lowerBound)
            return String(path[...slash]) + stem
        }.sorted()
        #expect(files.count >= 4 && files == renamed, "\(files) \(renamed)")
        #expect(files.contains { $0.hasSuffix(".json") } && files.contains { $0.hasSuffix(".md") }
                && files.contains { $0.hasSuffix(".html") } && files.contains { $0.hasSuffix(".svg") })
    }

    /// `--help` and `-h` on every subcommand: status 0, every option the parser accepts, and an example.
    @Test func helpListsEveryOptionAndAnExample() {
        let commands: [(String, Set<String>)] = [
            ("run", RunCommand.valueOptions.union(RunCommand.flagOptions)),
            ("dump", DumpCommand.valueOptions.union(DumpCommand.flagOptions)),
            ("render", RenderCommand.valueOptions.union(RenderCommand.flagOptions)),
            ("compare", CompareCommand.valueOptions.union(CompareCommand.flagOptions)),
            ("workload", WorkloadCommand.valueOptions.union(WorkloadCommand.flagOptions)),
            ("play", PlayCommand.valueOptions.union(PlayCommand.flagOptions)),
            ("history", HistoryCommand.valueOptions.union(HistoryCommand.flagOptions)),
        ]
        for (name, options) in commands {
            for flag in ["--help", "-h"] {
                let (status, output, errors) = perflab([name, flag])
                #expect(status == 0 && errors.isEmpty, "\(name) \(flag)")
                #expect(output.contains("usage: perflab \(name)") && output.contains("example: "), "\(name)")
                for option in options { #expect(output.contains(option), "\(name) --help lacks \(option)") }
            }
        }
        let (status, output, _) = perflab(["--help"])
        #expect(status == 0 && output.contains("example: "))
        for (name, _) in commands { #expect(output.contains("  \(name) "), "perflab --help lacks \(name)") }
    }
}
