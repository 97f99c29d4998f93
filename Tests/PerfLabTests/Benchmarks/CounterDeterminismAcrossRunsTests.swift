import Foundation
import LabSupport
import Testing
import TestProcesses
@testable import PerfLab

/// The A/A promise of issue 17 on the built executable: two processes of `perflab run --suite
/// smoke` (every family of the quick suite on every engine, at the quick suite's smallest size:
/// the whole quick suite takes minutes in a debug build) report identical counters, allocation
/// calls included (counted only in a process with deterministic hashing, which `perflab` sets by
/// re-executing itself). Their sample counts are the clock's (1 to 5 in 1 ms), so a counter that
/// depended on how many samples ran would show. The executable is the one built with the tests
/// (`BuiltExecutable`): the test fails, never skips, without it.
@Suite struct CounterDeterminismAcrossRunsTests {
    @Test func twoProcessesCountTheSame() throws {
        let binary = try BuiltExecutable.path("perflab")
        let folders = (0..<2).map { _ in NSTemporaryDirectory() + "perflab-determinism-\(UUID().uuidString)" }
        defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
        var processes = try folders.map { folder in
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try ChildProcess(binary, ["run", "--suite", "smoke", "--allow-debug", "--results", folder], output: "/dev/null")
        }
        for index in processes.indices { #expect(processes[index].wait() == 0) }
        let reports = try folders.map { folder -> Report in
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".json") })
            return try Report.load(path: "\(folder)/\(name)", registry: .builtIn)
        }
        #expect(reports[0].provenance.counting.hasPrefix("allocations counted"), "\(reports[0].provenance.counting)")
        #expect(reports[0].benchmarks.map(\.key) == reports[1].benchmarks.map(\.key))
        // Every family ran, so no counter is left out of the comparison; and the suite runs no
        // family `BenchmarkFamily.allCases` leaves out (its list is written by hand).
        #expect(Set(reports[0].benchmarks.map(\.family)) == Set(BenchmarkFamily.allCases))
        var allocations = 0
        for (a, b) in zip(reports[0].benchmarks, reports[1].benchmarks) {
            #expect(a.counters.map(\.name) == b.counters.map(\.name), "\(a.key)")
            for (x, y) in zip(a.counters, b.counters) {
                #expect(x.value == y.value, "\(a.key) \(x.name): \(x.value) then \(y.value)")
                if x.name == .allocationsPerOperation { allocations += 1 }
            }
        }
        #expect(allocations > reports[0].benchmarks.count / 2, "most benchmarks count allocations: \(allocations)")
    }
}
