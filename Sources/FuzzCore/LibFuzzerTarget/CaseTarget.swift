import Workloads

/// What a case-decoding fuzz target does with one input: the bytes decoded into a case
/// (`ByteDecoder`, valid by construction) drawn from `registry`, run through the same checks as
/// `fuzz run`; a failing check traps, which is how libFuzzer notices and writes the input out as a
/// crash artifact. Shared by `layout-libfuzzer` (the built-ins) and `layout-uikit-libfuzzer`
/// (`uikit-flow` alone), whose `LLVMFuzzerTestOneInput` differ only in the registry.
/// - Returns: 0, libFuzzer's "input processed".
/// - Complexity: that of running the decoded case.
package enum CaseTarget {
    package static func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int, registry: EngineRegistry) -> CInt {
        let outcome = LayoutCase.run(bytes: UnsafeBufferPointer(start: data, count: size), registry: registry)
        if let (step, operation, failure) = outcome.failure {
            fatalError("\(outcome.engine) at step \(step) (\(operation)): \(failure.check): \(failure.message)")
        }
        return 0
    }
}
