import Foundation
import Testing
@testable import PerfLab

/// How a counted run starts itself under Valgrind (`CountedRun`): the same way whoever starts it
/// from wherever, so that the stack and the heap begin at the same places (docs/perflab-counted.md,
/// "A fixed start"). The whole promise, two counted runs started differently counting the same, is
/// checked under Valgrind by scripts/counted-check in CI.
@Suite struct CountedRunStartTests {
    @Test func theEnvironmentHoldsTheFixedVariablesOnly() {
        let environment = CountedRun.childEnvironment(folder: "/tmp/perflab-counted-0000000042")
        var expected: Set = ["LAYOUTLAB_COUNTED_RUN", "SWIFT_DETERMINISTIC_HASHING", "PATH"]
        if ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"] != nil { expected.insert("LD_LIBRARY_PATH") }
        #expect(Set(environment.keys) == expected)
        #expect(environment["LAYOUTLAB_COUNTED_RUN"] == "/tmp/perflab-counted-0000000042")
        #expect(environment["SWIFT_DETERMINISTIC_HASHING"] == "1")
        #expect(environment["PATH"] == "/usr/bin:/bin")
        // Whatever this process's own environment holds (a shell's PWD, HOME, TERM) stays out.
        #expect(environment["PWD"] == nil && environment["HOME"] == nil)
    }

    @Test func theFoldersNameHasTenDigitsWhateverTheProcessIdentifier() {
        let name = CountedRun.folder().split(separator: "/").last.map(String.init) ?? ""
        #expect(name.hasPrefix("perflab-counted-"))
        let digits = name.dropFirst("perflab-counted-".count)
        #expect(digits.count == 10 && digits.allSatisfy(\.isNumber))
        #expect(Int(digits) == Int(getpid()))
    }

    @Test func argumentsGoThroughTheFileUnchanged() {
        let cases: [[String]] = [
            [],
            [""],
            ["--suite", "quick", "--filter", "query/screen compositional,batch10 flow", "--seed", "7"],
            ["--filter=a=b", "--measure", "instructions", "--allow-debug", "", "tab\there", "line\nbreak", "ünïcödé ✓"],
        ]
        for arguments in cases {
            let text = CallgrindSession.argumentsFileText(arguments)
            #expect(CallgrindSession.arguments(fromFileText: text) == arguments)
        }
        #expect(CallgrindSession.argumentsFileText(["--suite", "quick"]) == "--suite\0quick\0")
    }
}
