import FuzzCore
import LibFuzzerMutate

/// libFuzzer's hook for a custom mutator: whole operation records inserted, deleted, duplicated,
/// swapped or replaced, and bytes inside one record changed by libFuzzer's own mutator
/// (`RecordMutator.mutateInput`).
@_cdecl("LLVMFuzzerCustomMutator")
public func mutateRecords(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    RecordMutator.mutateInput(data, size: size, maxSize: maxSize, seed: UInt64(seed)) { layoutlab_libfuzzer_mutate($0, $1, $2) }
}
