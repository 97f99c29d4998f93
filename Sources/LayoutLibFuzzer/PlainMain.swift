#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LabSupport
import Workloads

/// The entry point of a plain build (no `--sanitize=fuzzer`): runs `fuzzOne` on each file named
/// on the command line, so a crash artifact or corpus input replays without libFuzzer.
///
/// SwiftPM links an executable target's entry point under the name `<Target>_main` and aliases
/// `main` to it; this target has no `main.swift` and no `@main`, so this function is that entry
/// point. In a `--sanitize=fuzzer` build SwiftPM does not alias it, and libFuzzer's `main` runs.
@_cdecl("LayoutLibFuzzer_main")
public func replayFiles(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    let usage = """
        usage: layout-libfuzzer FILE...

        A plain build replays each FILE (a crash artifact or corpus input) through the fuzzer's entry
        point and prints 'passed: FILE'; a crash is a finding. Build with --sanitize=fuzzer to fuzz
        (docs/fuzzing-libfuzzer.md). Exit status 2 when a file cannot be opened.

        example: .build/debug/layout-libfuzzer crash-0a1b2c
        """
    guard argc > 1 else {
        printError("layout-libfuzzer: missing FILE; see 'layout-libfuzzer --help'")
        return 2
    }
    if let first = argv[1].map({ String(cString: $0) }), first == "--help" || first == "-h" {
        print(usage)
        return 0
    }
    for index in 1..<Int(argc) {
        guard let path = argv[index], let file = fopen(path, "rb") else {
            printError("layout-libfuzzer: cannot open '\(argv[index].map { String(cString: $0) } ?? "")'")
            return 2
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer.prefix(count) }
        fclose(file)
        // An empty array may have no storage; the entry point reads no byte when the count is 0.
        if bytes.isEmpty { bytes.reserveCapacity(1) }
        _ = bytes.withUnsafeBufferPointer { fuzzOne($0.baseAddress!, $0.count) }
        print("passed: \(String(cString: path))")
    }
    return 0
}
