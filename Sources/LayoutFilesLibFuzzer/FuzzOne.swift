#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzCore
import Workloads

/// libFuzzer's entry point for the front door (`fuzz files`' case, coverage-guided): the bytes are
/// written to a file of this process's own and fed to every decoder the commands have — scenario,
/// reproducer, workload, failure record — and, when one accepts it, to the engine it names
/// (`FrontDoorCase`). A refusal is the expected answer to a bad file; what `FrontDoorCase` counts
/// as a failure (a correct engine laying out a non-finite frame) traps, and so does anything that
/// traps inside a decoder: both are findings, and libFuzzer keeps the input as a crash artifact.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = InputFile.path
    guard let file = fopen(path, "wb") else { fatalError("layout-files-libfuzzer: cannot write \(path)") }
    let written = fwrite(data, 1, size, file)
    fclose(file)
    guard written == size else { fatalError("layout-files-libfuzzer: wrote \(written) of \(size) bytes to \(path)") }
    let outcome = FrontDoorCase.run(path: path, registry: .builtIn)
    if let failure = outcome.failures.first { fatalError("front door: \(failure)") }
    return 0
}

/// The one file each input is written to: in `$TMPDIR` (or /tmp), named after the process, so
/// parallel workers (`-jobs`, `-workers`) never share it.
enum InputFile {
    static let path: String = {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(folder)/layout-files-libfuzzer-\(getpid()).json"
    }()
}
