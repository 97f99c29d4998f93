import Foundation
import Testing
@testable import FuzzCore
@testable import Workloads
import TestProcesses

/// `fuzz run` stopped by SIGINT or SIGTERM, as a user's Ctrl-C or a CI's timeout stops it: it
/// finishes the case it is running, prints its summary line saying so, keeps the reproducers it
/// wrote and removes its in-progress file. Run on the built executable (a signal is a process's
/// business), the one built with the tests (`BuiltExecutable`): a test fails, never skips, without it.
@Suite struct FuzzInterruptionTests {
    let folder = NSTemporaryDirectory() + "fuzz-interruption-\(UUID().uuidString)"

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedRunKeepsItsReproducersAndPrintsItsSummary(signal: Int32) throws {
        let binary = try BuiltExecutable.path("fuzz")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/failures"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A seed-faithful sample fails within its first cases; --keep-going carries on after it.
        var process = try ChildProcess(binary, ["run", "--engine", "mosaic-sample", "--keep-going", "--seconds", "600",
                                                     "--output", output], output: folder + "/stdout.txt")
        // The child never outlives the test (an unreaped child also stalls Swift Testing's exit tests).
        defer { if process.isRunning() { kill(process.id, SIGKILL); _ = process.wait() } }
        // Signalled once it has written a reproducer (a generous wait: a loaded machine is slow).
        var reproducers: [String] = []
        for _ in 0..<1_200 where reproducers.isEmpty && process.isRunning() {
            Thread.sleep(forTimeInterval: 0.1)
            reproducers = listing(output).filter { $0.hasPrefix("mosaic-sample-") }
        }
        let running = process.isRunning()
        try #require(!reproducers.isEmpty && running, "no reproducer written")
        kill(process.id, signal)
        let status = process.wait()

        // Exited (no signal in the low 7 bits) with status 1: it found failures.
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1)
        let lines = try String(contentsOfFile: folder + "/stdout.txt", encoding: .utf8).split(separator: "\n")
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(lines.contains { $0.hasPrefix("failed (") && $0.hasSuffix("; interrupted by \(name)") }, "\(lines)")
        // What it wrote is still there, whole; the in-progress record and temporary files are not.
        let left = listing(output)
        #expect(left.allSatisfy { $0.hasPrefix("mosaic-sample-") && $0.hasSuffix(".json") }, "\(left)")
        #expect(Set(reproducers).isSubset(of: left))
        for name in left { _ = try Reproducer.load(path: "\(output)/\(name)", registry: .builtIn) }
    }

    /// The files of `path`, hidden ones (a temporary file) included.
    func listing(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
