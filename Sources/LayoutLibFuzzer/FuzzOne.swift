import FuzzCore
import Workloads

/// libFuzzer's entry point: the bytes decoded into a case (`ByteDecoder`, valid by construction)
/// and run through the same checks as `fuzz run`; a failing check traps, which is how libFuzzer
/// notices and writes the input out as a crash artifact.
///
/// Built with `--sanitize=fuzzer`, libFuzzer provides `main`. In a plain `swift build` this target
/// has no `main` of its own; the executable links and does nothing (see docs/fuzzing-libfuzzer.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    CaseTarget.testOneInput(data, size, registry: .builtIn)
}
