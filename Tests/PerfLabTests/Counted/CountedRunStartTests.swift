import Foundation
import Testing
import LabSupport
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

    @Test func theFoldersPathHasOneLengthWhateverTheTemporaryFolderAndProcess() throws {
        for temporary in ["/tmp", "/tmp/", "/", "/home/someone/a/rather/longer/temporary/folder", "/tmp/ünïcödé"] {
            for process: Int32 in [1, 42, 4_194_304] {
                let path = try CountedRun.folder(in: temporary, processIdentifier: process)
                #expect(path.utf8.count == CountedRun.folderPathLength, "\(path)")
                let parent = temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary
                #expect(path.hasPrefix(parent + "/perflab-counted-" + String(format: "%010d", process) + "-0-p"))
                #expect(path.utf8.dropFirst(parent.utf8.count + 30).allSatisfy { $0 == UInt8(ascii: "p") })
                // Each part of a run (`--jobs`) has its own folder, of the same length.
                let part = try CountedRun.folder(in: temporary, processIdentifier: process, part: 7)
                #expect(part.utf8.count == CountedRun.folderPathLength && part != path)
                #expect(part.hasPrefix(parent + "/perflab-counted-" + String(format: "%010d", process) + "-7-p"))
            }
        }
        // By default: TMPDIR's folder and this process.
        let name = try CountedRun.folder().split(separator: "/").last.map(String.init) ?? ""
        #expect(name.hasPrefix(String(format: "perflab-counted-%010d-0-", getpid())))
    }

    @Test func aTemporaryFolderTooLongForTheFixedPathIsOneClearError() throws {
        // 169 bytes leave the name its 30 bytes of stem ("/perflab-counted-", ten digits, "-0-") and
        // one `p`; 170 leave nothing to pad.
        let fits = "/" + String(repeating: "t", count: CountedRun.folderPathLength - 32)
        #expect(try CountedRun.folder(in: fits, processIdentifier: 7).hasSuffix("-p"))
        let tooLong = fits + "t"
        let error = #expect(throws: LabError.self) { try CountedRun.folder(in: tooLong, processIdentifier: 7) }
        #expect(error?.exitStatus == 2)
        #expect(error?.message.contains("TMPDIR") == true && error?.message.contains("at most 169 bytes") == true)
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
