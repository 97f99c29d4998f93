import Foundation
import FuzzCore
import LabSupport
import Workloads

/// What the supervised modes (`fuzz run --isolate`, `fuzz replay --isolate`) share: how this very
/// command is started again as a child, and how a child's death is read.
///
/// Why a supervised child rather than a fork per case: a layout nobody here wrote may trap (an
/// index out of range, a force unwrap), never return, or allocate without bound, and all three
/// must be findings while the campaign goes on. A child that runs cases one after another until one
/// kills it costs one process start per crash, not per case (a fork per case would cost one per
/// case, and forking a process that has started threads is not safe in Swift); the supervisor reads
/// its progress line by line, so a case that runs past its time box is seen and killed; and a limit
/// on the child's data segment turns unbounded allocation into a trap.
struct Isolation {
    /// The executable to start: this process's own file.
    var executable: String
    /// The words before `fuzz`'s own arguments (`["fuzz"]` for `trial fuzz run …`; empty for `fuzz run …`).
    var prefix: [String]
    /// The most a case may take.
    var caseTimeout: Duration
    /// The child's data-segment limit, in MiB.
    var memoryLimit: UInt64

    /// The child's environment: Swift's backtracer off (its symbolication takes a second per crash),
    /// or on where the crash's place is wanted (`backtrace`): a worker, whose death is a finding,
    /// and the confirmation of a reproducer. A release build's trap has no message, so the place
    /// (the first frame with a source location, `BacktracePlace`) is what tells two crashes apart.
    static func environment(backtrace: Bool) -> [String: String] {
        ["SWIFT_BACKTRACE": backtrace ? "enable=yes,interactive=no,color=no,threads=crashed,limit=16,top=0,sanitize=yes" : "enable=no"]
    }

    /// The isolation for a command whose own arguments (after `fuzz`) are `fuzzArguments`.
    /// - Throws: `LabError` when this process was not started from its executable with those
    ///   arguments last (a command run from a test), so it cannot start itself again.
    init(fuzzArguments: [String], caseTimeout: Duration, memoryLimit: UInt64) throws(LabError) {
        let all = CommandLine.arguments
        guard all.count > fuzzArguments.count, Array(all.suffix(fuzzArguments.count)) == fuzzArguments else {
            throw LabError("--isolate: the command must be started from its executable (it starts itself again as the child)")
        }
        #if os(Linux)
        executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? all[0]
        #else
        executable = all[0]
        #endif
        prefix = Array(all[1..<(all.count - fuzzArguments.count)])
        self.caseTimeout = caseTimeout
        self.memoryLimit = memoryLimit
    }

    /// Starts this command again with `fuzz` arguments `arguments`, its output a pipe and its
    /// standard error the file `errors`.
    func start(_ arguments: [String], errors: String, backtrace: Bool = false) throws(LabError) -> Subprocess {
        try Subprocess(executable, prefix + arguments + ["--memory-limit", "\(memoryLimit)"], environment: Self.environment(backtrace: backtrace),
                       output: .pipe, errors: errors)
    }

    /// What a child that died left on its standard error, as a crash's signature detail: the
    /// trap's message with its source location's file name (`ContiguousArrayBuffer.swift:691: Fatal
    /// error: Index out of range`), or the signal when it printed none.
    /// With Swift's backtrace in the file (`backtrace` on), the crash's place comes first: the
    /// first frame with a source location and the crash's kind (`GridLayout.prepare() at
    /// 1-Grid.swift:20: Illegal instruction`).
    static func trapText(errors: String, termination: Subprocess.Termination) -> String {
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        if let place = BacktracePlace(backtrace: text) { return place.description }
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "Fatal error") ?? line.range(of: "fatal error") else { continue }
            let location = line[..<range.lowerBound].split(separator: "/").last.map(String.init) ?? ""
            let message = String(line[range.lowerBound...])
            return (location + message).trimmingCharacters(in: .whitespaces)
        }
        if text.contains("Could not allocate memory") || text.contains("out of memory") {
            return "out of memory (more than the child's data limit)"
        }
        return termination.description
    }

    /// Limits this process's data segment (heap and private mappings) to `mebibytes`: an
    /// allocation past it fails, and Swift traps on a failed allocation. Linux enforces it.
    static func limitMemory(mebibytes: UInt64) {
        #if os(Linux)
        var limit = rlimit(rlim_cur: rlim_t(mebibytes) << 20, rlim_max: rlim_t(mebibytes) << 20)
        setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
        #endif
    }
}
