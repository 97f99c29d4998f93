#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LabSupport

/// The entry point a fuzz target's plain build (no `--sanitize=fuzzer`) runs: each file named on
/// the command line through the target's `LLVMFuzzerTestOneInput`, so that a crash artifact or a
/// corpus input replays without libFuzzer. Shared by every target `build.sh` ships.
///
/// SwiftPM links an executable target's entry point under the name `<Target>_main` and aliases
/// `main` to it; a fuzz target has no `main.swift` and no `@main`, so its `<Target>_main` calls
/// this. In a `--sanitize=fuzzer` build SwiftPM does not alias it, and libFuzzer's `main` runs.
package enum PlainReplay {
    /// Replays every file of `arguments` (the first is the program's path) through `fuzzOne`,
    /// printing `passed: FILE` after each; `--help` prints the usage, which starts with what
    /// `program` does with a file (`does`, lines of at most 100 characters). Returns the exit status: 0, or 2 for a missing argument or a file
    /// that cannot be opened (one line naming it); a finding traps inside `fuzzOne`.
    /// - Complexity: O(total bytes read) plus what `fuzzOne` costs.
    package static func main(program: String, does: String, arguments: [String],
                             fuzzOne: (UnsafePointer<UInt8>, Int) -> CInt) -> CInt {
        if arguments.count > 1, arguments[1] == "--help" || arguments[1] == "-h" {
            print("""
                usage: \(program) FILE...

                \(does)
                Prints 'passed: FILE' after each; a crash is a finding. Build with --sanitize=fuzzer to fuzz
                (docs/fuzzing-at-scale.md). Exit status 2 when a file cannot be opened.

                example: .build/debug/\(program) crash-0a1b2c
                """)
            return 0
        }
        guard arguments.count > 1 else {
            printError("\(program): missing FILE; see '\(program) --help'")
            return 2
        }
        for path in arguments.dropFirst() {
            guard let file = fopen(path, "rb") else {
                printError("\(program): cannot open '\(path)'")
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

    /// The command line `argc` and `argv` hold, as strings (a null entry as the empty string).
    package static func arguments(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String] {
        (0..<Int(argc)).map { argv[$0].map { String(cString: $0) } ?? "" }
    }
}
