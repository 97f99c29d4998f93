#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LabSupport

/// The entry point of a plain build (no `--sanitize=fuzzer`): runs `fuzzOne` on each file named on
/// the command line, so a crash artifact replays without libFuzzer. As in LayoutLibFuzzer, SwiftPM
/// links this as `main` in a plain build only (docs/fuzzing-libfuzzer.md, "The target").
@_cdecl("LayoutFilesLibFuzzer_main")
public func replayFiles(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    let arguments = (0..<Int(argc)).map { argv[$0].map { String(cString: $0) } ?? "" }
    if arguments.count > 1, arguments[1] == "--help" || arguments[1] == "-h" {
        print("""
            usage: layout-files-libfuzzer FILE...

            A plain build feeds each FILE (a crash artifact or corpus input) to every file decoder,
            as the fuzz target does, and prints 'passed: FILE'; a crash is a finding. Build with
            --sanitize=fuzzer to fuzz (docs/fuzzing-at-scale.md). Exit status 2 when a file cannot
            be opened.

            example: .build/debug/layout-files-libfuzzer crash-0a1b2c
            """)
        return 0
    }
    guard arguments.count > 1 else {
        printError("layout-files-libfuzzer: missing FILE; see 'layout-files-libfuzzer --help'")
        return 2
    }
    for path in arguments.dropFirst() {
        guard let file = fopen(path, "rb") else {
            printError("layout-files-libfuzzer: cannot open '\(path)'")
            return 2
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer.prefix(count) }
        fclose(file)
        // An empty array may have no storage; the entry point reads no byte when the count is 0.
        if bytes.isEmpty { bytes.reserveCapacity(1) }
        _ = bytes.withUnsafeBufferPointer { fuzzOne($0.baseAddress!, $0.count) }
        print("passed: \(path)")
    }
    return 0
}
