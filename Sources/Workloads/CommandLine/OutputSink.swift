#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Where a command writes its results: standard output when run, a string in tests.
public protocol OutputSink {
    mutating func write(_ text: String)
}

/// Standard output, through C's buffered stream (a million-line dump must not be slowed by
/// per-line system calls).
public struct StandardOutput: OutputSink {
    public init() {}

    public mutating func write(_ text: String) {
        fputs(text, stdout)
    }
}

/// Standard error, unbuffered.
public struct StandardError: OutputSink {
    public init() {}

    public mutating func write(_ text: String) {
        fputs(text, stderr)
    }
}

/// A string that collects what a command writes.
public struct StringOutput: OutputSink {
    public private(set) var text = ""

    public init() {}

    public mutating func write(_ text: String) {
        self.text += text
    }
}

/// Prints `message` as one line on standard error.
public func printError(_ message: String) {
    fputs(message + "\n", stderr)
}

/// Flushes standard output before the process exits.
public func flushStandardOutput() {
    fflush(stdout)
}

/// Runs a command with standard output, flushes it, and exits the process with the status the
/// command returned: what every command's `main` does.
public func exitAfterRunning(_ command: (inout StandardOutput) -> Int32) -> Never {
    var output = StandardOutput()
    let status = command(&output)
    flushStandardOutput()
    exit(status)
}
