#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Standard output, through C's buffered stream (a million-line dump must not be slowed by
/// per-line system calls).
package struct StandardOutput: OutputSink {
    package init() {}

    package mutating func write(_ text: String) {
        fputs(text, stdout)
    }
}

/// Standard error, unbuffered.
package struct StandardError: OutputSink {
    package init() {}

    package mutating func write(_ text: String) {
        fputs(text, stderr)
    }
}

/// Prints `message` as one line on standard error.
package func printError(_ message: String) {
    fputs(message + "\n", stderr)
}

/// Flushes standard output before the process exits.
package func flushStandardOutput() {
    fflush(stdout)
}

/// Writes `line` and a newline to standard output, and flushes it at once: for a child whose
/// supervisor reads its progress through a pipe (`fuzz run --worker`).
package func writeLineNow(_ line: String) {
    fputs(line + "\n", stdout)
    fflush(stdout)
}
