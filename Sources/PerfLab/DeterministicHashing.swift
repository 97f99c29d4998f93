#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift runtime seeds every `Set` and `Dictionary` from the process and, per instance, from
/// the storage's address, so iteration orders, and with them how many allocations some engines
/// make (the calendar's prepare: ±2 in 190,000), change between runs of one build. With
/// `SWIFT_DETERMINISTIC_HASHING=1`, which the runtime reads once at start, they do not: the lab
/// counts allocations only then, and `perflab` re-executes itself with it set.
enum DeterministicHashing {
    static let variable = "SWIFT_DETERMINISTIC_HASHING"

    static var isOn: Bool {
        getenv(variable).map { String(cString: $0) == "1" } ?? false
    }

    /// Re-executes this process (Linux: /proc/self/exe) with the variable set when it is not; if
    /// that fails, or elsewhere, returns and the process runs on with seeded hashing (then
    /// allocations are not counted, and the report says so).
    static func reexecutingIfNeeded() {
        #if os(Linux)
        guard !isOn else { return }
        setenv(variable, "1", 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        // Still here: execv failed. Run on as started.
        unsetenv(variable)
        arguments.forEach { free($0) }
        #endif
    }
}
