import Foundation

/// Where a report's numbers come from: the machine, the toolchain, the commit, the memory the
/// process reached. Read once per run, outside any measurement.
enum ProvenanceProbe {
    /// Everything a report records about where it was made, read now. `readingSource` false
    /// leaves the toolchain and the commit "unknown": a counted run under Valgrind, where starting
    /// `swift` and `git` fails, leaves them to its parent (`CountedRun`).
    static func current(durationSeconds: Double, readingSource: Bool = true) -> Report.Provenance {
        let info = ProcessInfo.processInfo
        return Report.Provenance(timestamp: Report.utcTimestamp(), buildConfiguration: BuildConfiguration.current,
                                 toolchain: readingSource ? toolchain() : "unknown", commit: readingSource ? commit() : "unknown", operatingSystem: info.operatingSystemVersionString,
                                 processors: info.activeProcessorCount, memoryBytes: Double(info.physicalMemory),
                                 peakResidentBytes: peakResidentBytes(), durationSeconds: durationSeconds,
                                 counting: countingDescription())
    }

    /// "allocations counted; instructions counted (perf_event_open)", or why one is not.
    static func countingDescription() -> String {
        if CallgrindSession.current != nil {
            return (OperationCounters.allocationAvailability ?? "allocations counted (glibc's allocator interposed)")
                + "; instructions and simulated cache misses counted by Callgrind (" + CountedRun.cacheOptions.joined(separator: " ") + ")"
        }
        let allocations = OperationCounters.allocationAvailability ?? "allocations counted (glibc's allocator interposed)"
        let instructions = OperationCounters.instructionRefusal ?? "instructions counted (perf_event_open)"
        return "\(allocations); \(instructions)"
    }

    /// The process's peak resident set size (`getrusage`'s `ru_maxrss`: kilobytes on Linux,
    /// bytes on macOS).
    static func peakResidentBytes() -> Double {
        var usage = rusage()
        #if os(Linux)
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) * 1024
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss)
        #endif
    }

    /// The first line of `swift --version`, or "unknown".
    static func toolchain() -> String {
        CommandOutput.firstLine(of: ["swift", "--version"]) ?? "unknown"
    }

    /// The commit checked out (`git rev-parse HEAD`), with "+dirty" when the tree has changes,
    /// or "unknown" outside a git checkout.
    static func commit() -> String {
        guard let head = CommandOutput.firstLine(of: ["git", "rev-parse", "HEAD"]) else { return "unknown" }
        let dirty = CommandOutput.firstLine(of: ["git", "status", "--porcelain", "--untracked-files=no"]) != nil
        return dirty ? head + "+dirty" : head
    }
}
