#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The signals that end a command from outside (SIGINT, SIGTERM, SIGHUP), held back or let
/// through on the calling thread around a piece of work: held while a file is renamed into place
/// (`TextFiles`), let through while a child is started, which inherits the thread's mask
/// (a counted run's parts).
package enum TerminatingSignals {
    /// Runs `body` with the terminating signals blocked (`SIG_BLOCK`) or unblocked
    /// (`SIG_UNBLOCK`) on this thread, then restores the thread's mask as it was; a signal held
    /// back meanwhile is delivered then.
    package static func with<Result, Failure: Error>(_ how: Int32, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        var changed = sigset_t(), previous = sigset_t()
        sigemptyset(&changed)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&changed, number) }
        pthread_sigmask(how, &changed, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
