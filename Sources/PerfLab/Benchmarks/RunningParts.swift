import Foundation
import LabSupport

/// The Valgrind processes of a counted run's parts (`CountedShards`), so that SIGINT or SIGTERM
/// sent to their parent alone (`timeout`, a CI runner's cancel, `kill PID`) reaches them too.
/// Without it, killing the parent left each part running under Valgrind for minutes, a core
/// each, and their folders behind. Not even a terminal's Ctrl-C reached them: Foundation's
/// `Process` starts each child in a process group of its own, outside the terminal's.
///
/// The signal handler only records the signal (`Interruption`: nothing else is safe in a
/// handler); a watcher thread asks every 50 ms whether one came, and sends the same signal to
/// every part started. A part that starts after that is sent it as soon as it is added.
/// Invariants: every process added while or after the watcher saw a signal is sent that signal;
/// after `stopWatching` the watcher ends within 50 ms and sends nothing more.
final class RunningParts: @unchecked Sendable {
    private let lock = NSLock()
    private var processes: [Process] = []
    /// The signal forwarded, once the watcher has seen one.
    private var forwarded: Int32?
    private var isStopped = false
    /// How often the watcher asks whether a signal came.
    private static let pollMicroseconds: UInt32 = 50_000

    /// Starts the watcher.
    init() {
        Thread.detachNewThread { [self] in watch() }
    }

    /// Adds a part's process, just started; sends it the signal already forwarded, if any.
    func add(_ process: Process) {
        lock.withLock {
            processes.append(process)
            if let forwarded { kill(process.processIdentifier, forwarded) }
        }
    }

    /// Ends the watcher: every part has ended.
    func stopWatching() {
        lock.withLock { isStopped = true }
    }

    /// Runs `start` (a part's `Process.run()`) with SIGINT, SIGTERM and SIGHUP unblocked on this
    /// thread, then restores its signal mask. Foundation's `Process` hands its child the signal
    /// mask of the thread that starts it, and Dispatch's worker threads (which start every part
    /// but one) block those signals: such a part never took a forwarded SIGTERM and ran on with it
    /// pending, for minutes.
    static func startingUnblocked(_ start: () throws -> Void) throws {
        try TerminatingSignals.with(SIG_UNBLOCK, start)
    }

    /// Until stopped or a signal came: waits `pollMicroseconds` and asks again. On a signal,
    /// sends it to every part still running, then ends.
    private func watch() {
        while true {
            let isDone = lock.withLock { () -> Bool in
                if isStopped { return true }
                guard let number = Interruption.signalNumber else { return false }
                forwarded = number
                for process in processes where process.isRunning { kill(process.processIdentifier, number) }
                return true
            }
            if isDone { return }
            usleep(Self.pollMicroseconds)
        }
    }
}
