#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Runs a command with standard output, flushes it, and exits the process with the status the
/// command returned: what every command's `main` does.
package func exitAfterRunning(_ command: (inout StandardOutput) -> Int32) -> Never {
    var output = StandardOutput()
    let status = command(&output)
    flushStandardOutput()
    exit(status)
}
