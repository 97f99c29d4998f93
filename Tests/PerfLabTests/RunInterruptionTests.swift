import Foundation
import Testing
import TestProcesses

/// `perflab run` stopped by SIGINT or SIGTERM while it measures: the process ends, the previous
/// report in the results folder is byte for byte what it was, and nothing else is there (no
/// temporary file, no partial report). Run on the executable built with the tests
/// (`BuiltExecutable`): the test fails, never skips, without it.
@Suite struct RunInterruptionTests {
    let folder = NSTemporaryDirectory() + "perflab-interruption-\(UUID().uuidString)"

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedRunLeavesThePreviousReport(signal: Int32) throws {
        let binary = try BuiltExecutable.path("perflab")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let previous = folder + "/quick-20260101T000000Z.json"
        try "the previous report".write(toFile: previous, atomically: true, encoding: .utf8)
        // Its standard error is a terminal, so it shows its progress line, which names the
        // benchmark it measures: signalled once that appears. The quick suite measures for
        // minutes after that. The deadline only bounds a hang; the child never outlives the test
        // (an unreaped child also stalls Swift Testing's exit tests, which wait for any child).
        let terminal = try PseudoTerminal()
        var process = try ChildProcess(binary, ["run", "--suite", "quick", "--results", folder, "--allow-debug"],
                                       output: "/dev/null", errors: terminal.path)
        defer { if process.isRunning() { kill(process.id, SIGKILL); _ = process.wait() } }
        let deadline = ContinuousClock.now + .seconds(120)
        var progress = ""
        while progress.isEmpty && process.isRunning() && ContinuousClock.now < deadline {
            progress += terminal.output(waitingUpTo: 500)
        }
        let running = process.isRunning()
        try #require(!progress.isEmpty && running, "perflab never showed its progress, or ended first")
        kill(process.id, signal)
        let status = process.wait()

        // Ended by the signal (the wait status's low 7 bits), not by an exit of its own.
        #expect(status & 0x7F == signal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["quick-20260101T000000Z.json"])
        #expect(try String(contentsOfFile: previous, encoding: .utf8) == "the previous report")
    }
}
