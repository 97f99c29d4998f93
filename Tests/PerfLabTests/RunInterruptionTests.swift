import Foundation
import Testing
import TestProcesses

/// `perflab run` stopped by SIGINT or SIGTERM while it measures: the process ends, the previous
/// report in the results folder is byte for byte what it was, and nothing else is there (no
/// temporary file, no partial report). Run on the built executable; skipped when `swift build`
/// has not made it.
@Suite struct RunInterruptionTests {
    static let binary = #filePath.components(separatedBy: "/Tests/")[0] + "/.build/debug/perflab"
    static let isBuilt = FileManager.default.isExecutableFile(atPath: binary)
    let folder = NSTemporaryDirectory() + "perflab-interruption-\(UUID().uuidString)"

    @Test(.enabled(if: isBuilt, "needs .build/debug/perflab (swift build)"), arguments: [SIGINT, SIGTERM])
    func anInterruptedRunLeavesThePreviousReport(signal: Int32) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let previous = folder + "/quick-20260101T000000Z.json"
        try "the previous report".write(toFile: previous, atomically: true, encoding: .utf8)
        var process = try ChildProcess(Self.binary, ["run", "--suite", "quick", "--results", folder, "--allow-debug"],
                                       output: "/dev/null")
        // The quick suite measures for minutes in a debug build: it is measuring a second in.
        Thread.sleep(forTimeInterval: 1)
        let running = process.isRunning()
        try #require(running)
        kill(process.id, signal)
        let status = process.wait()

        // Ended by the signal (the wait status's low 7 bits), not by an exit of its own.
        #expect(status & 0x7F == signal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["quick-20260101T000000Z.json"])
        #expect(try String(contentsOfFile: previous, encoding: .utf8) == "the previous report")
    }
}
