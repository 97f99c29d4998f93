import FuzzCore
import LabSupport
import LibFuzzerMutate
import Workloads

/// libFuzzer's hook for a custom mutator: whole operation records inserted, deleted, duplicated,
/// swapped or replaced (`RecordMutator`), and bytes inside one record changed by libFuzzer's own
/// mutator (`LLVMFuzzerMutate`; a random byte when libFuzzer is not linked).
@_cdecl("LLVMFuzzerCustomMutator")
public func mutateRecords(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var generator = SeededGenerator(seed: UInt64(seed))
    var fallback = generator
    RecordMutator.mutate(&bytes, maxSize: maxSize, using: &generator) { part, limit in
        let mutated = part.withUnsafeMutableBufferPointer { layoutlab_libfuzzer_mutate($0.baseAddress!, $0.count, limit) }
        guard mutated == 0 else { return mutated }
        part[fallback.int(in: 0..<part.count)] = UInt8(truncatingIfNeeded: fallback.next())
        return part.count
    }
    _ = bytes.withUnsafeBufferPointer { UnsafeMutableBufferPointer(start: data, count: $0.count).update(fromContentsOf: $0) }
    return bytes.count
}
