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

    /// The command line that runs `arguments` (the program's own, without its name) under
    /// Callgrind, dumping into `dumps`.
    static func valgrindArguments(executable: String, arguments: [String], dumps: String, log: String) -> [String] {
        ["--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no", "--cache-sim=yes"] + cacheOptions
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
        let version = versionLine(of: valgrind) ?? "an unknown version"
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

    /// Runs this command again under Callgrind and returns its exit status; its output and errors
    /// are this process's. Valgrind's own messages go to a log, shown when Valgrind itself fails.
    /// - Throws: `LabError` when Valgrind cannot start or fails before the command does.
    static func run(valgrind: String) throws(LabError) -> Int32 {
        guard let objcopy = executableOnPath("objcopy") ?? executableOnPath("llvm-objcopy") else {
            throw LabError("run: --measure instructions needs objcopy (binutils; or llvm-objcopy, which comes with the Swift "
                           + "toolchain) to hand Valgrind a copy of this build without debug information, which its reader rejects")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("perflab-counted-\(getpid())").path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LabError("run: cannot create \(folder) for Callgrind's dumps")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let executable = folder + "/" + (original.split(separator: "/").last.map(String.init) ?? "perflab")
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
        process.arguments = valgrindArguments(executable: executable, arguments: Array(CommandLine.arguments.dropFirst()),
                                              dumps: folder + "/callgrind.out", log: log)
        var environment = ProcessInfo.processInfo.environment
        environment[CallgrindSession.outputVariable] = folder + "/callgrind.out"
        environment[DeterministicHashing.variable] = "1"
        environment[ProvenanceProbe.inheritedVariables.toolchain] = ProvenanceProbe.toolchain()
        environment[ProvenanceProbe.inheritedVariables.commit] = ProvenanceProbe.commit()
        process.environment = environment
        do {
            try process.run()
        } catch {
            throw LabError("run: cannot start \(valgrind): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        let status = process.terminationStatus
        // The command's own statuses are 0 and 2 (a line already printed); anything else is Valgrind's.
        if process.terminationReason == .uncaughtSignal || (status != 0 && status != 2) {
            let last = (try? String(contentsOfFile: log, encoding: .utf8))?
                .split(separator: "\n").last { !$0.hasSuffix("== ") && !$0.isEmpty }.map(String.init) ?? "no log"
            throw LabError("run: the counted run under Valgrind failed (status \(status)): \(last)")
        }
        return status
    }

    /// The first line `executable --version` prints, or nil.
    private static func versionLine(of executable: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }

    /// The first executable `name` in PATH's folders.
    private static func executableOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
