import Synchronization
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// SIGINT and SIGTERM turned into a question a long command asks between units of work ("was I
/// interrupted?"), so that it can stop cleanly: `fuzz run` finishes the case it is running,
/// removes its in-progress file, keeps the reproducers it wrote and prints its summary. A second
/// signal ends the process at once, as if no handler were installed.
package enum Interruption {
    /// The signal received since `handle` installed the handlers, or 0.
    private static let received = Atomic<Int32>(0)
    /// The signals handled.
    private static let signals = [SIGINT, SIGTERM]

    /// Runs `body` with the handlers installed, then restores the dispositions that were there.
    package static func handle<Result>(_ body: () throws(LabError) -> Result) throws(LabError) -> Result {
        received.store(0, ordering: .relaxed)
        let previous = signals.map { number in
            signal(number) { number in
                Interruption.received.store(number, ordering: .relaxed)
                // The next one ends the process: a run that does not stop can still be stopped.
                signal(number, SIG_DFL)
            }
        }
        defer {
            for (number, handler) in zip(signals, previous) { signal(number, handler) }
        }
        return try body()
    }

    /// The signal received while `handle` ran, or nil.
    package static var signalNumber: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Ends the process by signal `number`, as if no handler had been installed (its default
    /// action), for a command that has cleaned up after an interruption: its parent sees the
    /// process killed by the signal, as it would have been without the handler.
    package static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }

    /// The name of the signal received while `handle` ran (`SIGINT`, `SIGTERM`), or nil.
    package static var signalName: String? {
        signalNumber.map { number in
            switch number {
            case SIGINT: "SIGINT"
            case SIGTERM: "SIGTERM"
            default: "signal \(number)"
            }
        }
    }
}
