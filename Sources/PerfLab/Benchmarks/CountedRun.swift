import Foundation
import LabSupport
import ProcessCounters

/// Starts a counted run (`perflab run --measure instructions`): this same command again, under
/// Callgrind with instrumentation and collection off at start (`CallgrindSession` switches them
/// on around each benchmark's measured calls), the cache simulation on with fixed cache
/// geometries (so that a run on another machine counts the same misses), and Swift's hashing
/// deterministic. Waits for it and exits with its status; the report is the child's.
///
/// What runs under Valgrind is a copy of this executable without its debug information
/// (`objcopy --strip-debug`): clang writes DWARF 5 for the C shims, which Valgrind 3.19's reader
/// rejects ("Possibly corrupted debuginfo file"), and Callgrind's totals need no symbols.
enum CountedRun {
    /// The oldest Valgrind the counted mode is tested with.
    static let minimumVersion = (major: 3, minor: 19)

    /// The simulated caches, whatever the host has: a 32 KiB, 8-way L1 for instructions and one
    /// for data, an 8 MiB, 16-way last level, 64-byte lines (a common desktop core). Fixed so that
    /// the estimated cycles of two machines compare.
    static let cacheOptions = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"]

    /// The Swift runtime's lookups in its caches of type metadata and protocol conformances,
    /// which Callgrind leaves out of the counts (`--toggle-collect`: collection switched off on
    /// entering one, on again on leaving it): a reader's probe (`find`) and a whole generic
    /// metadata request (`_swift_getGenericMetadata`, which unspecialised code makes for a generic
    /// type: its cache's `getOrInsert` compares keys with `memcmp`). The caches are open-addressed
    /// hash maps (`ConcurrentReadableHashMap`) whose probes depend on every type the process met
    /// before and on where the binary's descriptors and the cache's entries lie: counted, a change
    /// to one engine moved the figures of another's unchanged code by up to 4.3%, a filtered run
    /// counted a prepare 5% dearer than the whole suite did (docs/perflab-counted.md, "What ran
    /// before does not count"), and in session 17 the compositional binary query, counted alone,
    /// 4 instructions a call dearer than after the whole smoke suite (the `memcmp`'s path follows
    /// the entries' addresses). A toggle inside another toggled function switches collection
    /// back on, so the request is left out whole, at its entry: toggling `*getOrInsert*` instead
    /// did not leave the comparison out (nested toggles, by the figures; not traced further). With these two, that query
    /// counts 21,128 instructions over 3 calls both alone and after the whole smoke suite.
    static let runtimeCacheLookups = ["*ConcurrentReadableHashMap*::find*", "_swift_getGenericMetadata*"]

    /// The command line that runs `arguments` (the program's own, without its name) under
    /// Callgrind, dumping into `dumps`.
    static func valgrindArguments(executable: String, arguments: [String], dumps: String, log: String) -> [String] {
        ["--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no", "--cache-sim=yes"]
            + runtimeCacheLookups.map { "--toggle-collect=\($0)" } + cacheOptions
            + ["--callgrind-out-file=\(dumps)", "--log-file=\(log)", executable] + arguments
    }

    /// Checks that a counted run can start here: Valgrind installed and recent enough, and this
    /// build made with its headers (else the client requests are empty and nothing is counted).
    /// Returns the path of `valgrind`.
    /// - Throws: `LabError` (status 2), one line saying what to install or rebuild.
    static func check() throws(LabError) -> String {
        guard lab_callgrind_requests_available() else {
            throw LabError("run: --measure instructions: this perflab was built without Valgrind's headers "
                           + "(valgrind/callgrind.h), so it cannot switch Callgrind on and off; install them "
                           + "(Debian, Ubuntu: sudo apt-get install valgrind) and rebuild")
        }
        guard let valgrind = executableOnPath("valgrind") else {
            throw LabError("run: --measure instructions needs Valgrind, which is not on PATH; install it "
                           + "(Debian, Ubuntu: sudo apt-get install valgrind; Fedora: sudo dnf install valgrind), "
                           + "or measure time (the default)")
        }
        let version = CommandOutput.firstLine(of: [valgrind, "--version"]) ?? "an unknown version"
        guard let parsed = parseVersion(version) else {
            throw LabError("run: --measure instructions: cannot read Valgrind's version from '\(version)' (\(valgrind) --version)")
        }
        guard parsed >= minimumVersion else {
            throw LabError("run: --measure instructions needs Valgrind \(minimumVersion.major).\(minimumVersion.minor) or "
                           + "later; \(valgrind) is \(version)")
        }
        return valgrind
    }

    /// `valgrind-3.19.0` → (3, 19); nil for anything else.
    static func parseVersion(_ line: String) -> (major: Int, minor: Int)? {
        guard line.hasPrefix("valgrind-") else { return nil }
        let parts = line.dropFirst("valgrind-".count).split(separator: ".")
        guard parts.count >= 2, let major = Int(parts[0]), let minor = Int(parts[1].prefix { $0.isNumber }) else { return nil }
        return (major, minor)
    }

    /// The most parts a counted run is split into (`--jobs`): one digit in the folder's name.
    static let maximumJobs = 9

    /// Runs `perflab run` with `arguments` (the parent's, `--results` left out) under Callgrind,
    /// the suite's part `shard` only. Returns the path of the report the run wrote (in `folder`,
    /// which the caller removes; the results' unit numbers beside it, `CallgrindSession.File.units`),
    /// or nil when the run ended with status 2 after printing its one error line.
    ///
    /// Counts must depend on the build and the input only, yet a process's instructions move by a
    /// few with where its stack and heap start: the program's arguments and environment are copied
    /// to the top of its stack, so their lengths shift every stack address (a `memcpy` of a
    /// differently aligned buffer takes another path), and Callgrind's smoke A/A with `--results`
    /// folders of two name lengths differed on 114 of 126 benchmarks by 2 to 48 instructions. So
    /// the run under Valgrind starts the same way whatever the command line and the shell: its
    /// arguments are `run` alone, the rest is read from a file (`CallgrindSession.File.arguments`);
    /// its environment is fixed (`childEnvironment`); its folder's path has a fixed length
    /// (`folder(in:processIdentifier:)`) and is its working folder (a smoke A/A whose
    /// runs started in two working folders differed by up to 24 instructions on 83 benchmarks);
    /// and the results folder is not passed at all:
    /// the run leaves its report as JSON in its folder and this process writes the report's files.
    /// `started` is given the Valgrind process as soon as it runs (`RunningParts`).
    /// - Throws: `LabError` when Valgrind cannot start or fails before the command does.
    static func run(valgrind: String, arguments: [String], shard: SuiteShard = .whole, folder: String,
                    started: (Process) -> Void = { _ in }) throws(LabError) -> String? {
        guard let objcopy = executableOnPath("objcopy") ?? executableOnPath("llvm-objcopy") else {
            throw LabError("run: --measure instructions needs objcopy (binutils; or llvm-objcopy, which comes with the Swift "
                           + "toolchain) to hand Valgrind a copy of this build without debug information, which its reader rejects")
        }
        let keep = ProcessInfo.processInfo.environment[CallgrindSession.keepVariable].flatMap { $0.isEmpty ? nil : $0 }
        do {
            try FileManager.default.createDirectory(atPath: folder + "/" + CallgrindSession.File.kept,
                                                    withIntermediateDirectories: true)
        } catch {
            throw LabError("run: cannot create \(folder) for Callgrind's dumps")
        }
        try TextFiles.writeAtomically(CallgrindSession.argumentsFileText(arguments), to: folder + "/" + CallgrindSession.File.arguments,
                                      syncing: false)
        try TextFiles.writeAtomically(shard.text, to: folder + "/" + CallgrindSession.File.shard, syncing: false)
        let original = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let executable = folder + "/perflab"
        let strip = Process()
        strip.executableURL = URL(fileURLWithPath: objcopy)
        strip.arguments = ["--strip-debug", original, executable]
        strip.standardError = FileHandle.nullDevice
        guard (try? strip.run()) != nil else { throw LabError("run: cannot start \(objcopy)") }
        strip.waitUntilExit()
        guard strip.terminationStatus == 0 else {
            throw LabError("run: \(objcopy) --strip-debug \(original) failed (status \(strip.terminationStatus))")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        let log = folder + "/valgrind.log"
        process.arguments = valgrindArguments(executable: executable, arguments: ["run"],
                                              dumps: folder + "/" + CallgrindSession.File.dumps, log: log)
        process.environment = childEnvironment(folder: folder)
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        do {
            try RunningParts.startingUnblocked { try process.run() }
        } catch {
            throw LabError("run: cannot start \(valgrind): \(error.localizedDescription)")
        }
        started(process)
        process.waitUntilExit()
        let status = process.terminationStatus
        // The command's own statuses are 0 and 2 (a line already printed); anything else is Valgrind's.
        if process.terminationReason == .uncaughtSignal || (status != 0 && status != 2) {
            let last = (try? String(contentsOfFile: log, encoding: .utf8))?
                .split(separator: "\n").last { !$0.hasSuffix("== ") && !$0.isEmpty }.map(String.init) ?? "no log"
            throw LabError("run: the counted run under Valgrind failed (status \(status)): \(last)")
        }
        // A part's dumps are numbered from 1 as the whole run's are: each part keeps them in its own folder.
        if let keep { try moveKeptDumps(from: folder + "/" + CallgrindSession.File.kept, to: shard.count > 1 ? keep + "/part-\(shard.index)" : keep) }
        return status == 0 ? folder + "/" + CallgrindSession.File.report : nil
    }

    /// The length in bytes of every counted run's folder path (`folder(in:processIdentifier:)`).
    static let folderPathLength = 200

    /// The counted run's folder for its part `part` (0 to 9, `SuiteShard.index`): in the temporary
    /// folder (`TMPDIR`), named `perflab-counted-NNNNNNNNNN-K-ppp…`, this process's identifier in
    /// ten digits, the part's digit, then as many `p` as make the whole path `folderPathLength`
    /// bytes long. The run under Valgrind sees that path
    /// (its executable, its working folder, one variable), and a path of another length shifts
    /// its stack and heap: two quick-suite runs of one build, one with `TMPDIR` `/tmp` and one 7
    /// bytes longer, differed on 143 of 361 rows' instructions, by up to 0.24%
    /// (docs/perflab-counted.md, "Two A/As of one build that differed"). Only the length is fixed:
    /// two runs with other process identifiers count the same.
    /// - Throws: `LabError` when the temporary folder's path leaves no room for the name.
    static func folder(in temporary: String = FileManager.default.temporaryDirectory.path,
                       processIdentifier: Int32 = getpid(), part: Int = 0) throws(LabError) -> String {
        precondition((0...9).contains(part), "a counted run has at most \(maximumJobs) parts")
        let name = "/perflab-counted-" + String(format: "%010d", processIdentifier) + "-\(part)-"
        let stem = (temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary) + name
        guard stem.utf8.count < folderPathLength else {
            throw LabError("run: --measure instructions: the temporary folder '\(temporary)' (TMPDIR) is \(temporary.utf8.count) bytes "
                           + "long; a counted run's folder path is always \(folderPathLength) bytes (so that the run under Valgrind "
                           + "starts the same way) and needs a TMPDIR of at most \(folderPathLength - name.utf8.count - 1) bytes")
        }
        return stem + String(repeating: "p", count: folderPathLength - stem.utf8.count)
    }

    /// The environment of the run under Valgrind: the same variables and values whoever starts it
    /// from wherever (no `PWD`, `OLDPWD`, terminal or shell variables): the counted run's folder,
    /// deterministic hashing, a fixed `PATH` for Valgrind's launcher script, and `LD_LIBRARY_PATH`
    /// when this process has one (it may be what finds the Swift runtime).
    static func childEnvironment(folder: String) -> [String: String] {
        var environment = [CallgrindSession.folderVariable: folder, DeterministicHashing.variable: "1", "PATH": "/usr/bin:/bin"]
        environment["LD_LIBRARY_PATH"] = ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"]
        return environment
    }

    /// Moves the dumps the run kept into `destination` (`LAYOUTLAB_CALLGRIND_KEEP`), replacing
    /// dumps of an earlier run of the same names.
    private static func moveKeptDumps(from kept: String, to destination: String) throws(LabError) {
        do {
            try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: kept).sorted() {
                try? FileManager.default.removeItem(atPath: destination + "/" + name)
                try FileManager.default.moveItem(atPath: kept + "/" + name, toPath: destination + "/" + name)
            }
        } catch {
            throw LabError("run: cannot move the kept Callgrind dumps into \(destination) (\(CallgrindSession.keepVariable)): "
                           + "\(error.localizedDescription)")
        }
    }

    /// The first executable `name` in PATH's folders.
    private static func executableOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
