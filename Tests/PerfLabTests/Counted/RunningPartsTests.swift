#if os(Linux)
import Foundation
import Testing
@testable import PerfLab

/// A counted run's part must take the SIGINT or SIGTERM its parent forwards (`RunningParts`).
/// Foundation's `Process` hands its child the signal mask of the thread that starts it, and the
/// parts are started from Dispatch's worker threads, which block those signals; so a part is
/// started with them unblocked (`RunningParts.startingUnblocked`). The forwarding itself, under
/// Valgrind, is checked by scripts/counted-check in CI.
@Suite struct RunningPartsTests {
    /// The signals blocked in a child started from this thread, read from its /proc status.
    private func blockedSignalsOfAChild(startingUnblocked: Bool) throws -> UInt64 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/grep")
        process.arguments = ["^SigBlk:", "/proc/self/status"]
        let output = Pipe()
        process.standardOutput = output
        if startingUnblocked {
            try RunningParts.startingUnblocked { try process.run() }
        } else {
            try process.run()
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let field = try #require(text.split(separator: ":").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        return try #require(UInt64(field, radix: 16), "SigBlk of '\(text)'")
    }

    /// The mask bit of signal `number` (bit number − 1, as /proc shows it).
    private func bit(_ number: Int32) -> UInt64 { 1 << UInt64(number - 1) }

    @Test func aPartStartedFromAThreadThatBlocksTheSignalsCanTakeThem() throws {
        // This thread blocks them, as a Dispatch worker does; restored after.
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for number in [SIGINT, SIGTERM] { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }

        // Without it the child inherits the block: what made a part ignore a forwarded SIGTERM.
        let inherited = try blockedSignalsOfAChild(startingUnblocked: false)
        #expect(inherited & bit(SIGTERM) != 0 && inherited & bit(SIGINT) != 0)
        let started = try blockedSignalsOfAChild(startingUnblocked: true)
        #expect(started & bit(SIGTERM) == 0 && started & bit(SIGINT) == 0 && started & bit(SIGHUP) == 0)

        // And this thread's own mask is as it was.
        var now = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &now)
        #expect(sigismember(&now, SIGTERM) == 1 && sigismember(&now, SIGINT) == 1)
    }
}
#endif
