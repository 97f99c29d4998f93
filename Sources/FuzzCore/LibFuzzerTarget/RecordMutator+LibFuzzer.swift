import LabSupport

extension RecordMutator {
    /// The body of a case target's `LLVMFuzzerCustomMutator` (libFuzzer's custom mutator hook):
    /// `data` (`size` bytes, room for `maxSize`) mutated in place by whole records (`mutate`), the
    /// bytes inside one record changed by `libFuzzerMutate` (libFuzzer's `LLVMFuzzerMutate`,
    /// which returns 0 when libFuzzer is not linked: a random byte is changed instead). Returns the
    /// new size. Shared by the targets that read `ByteDecoder`'s format (`layout-libfuzzer`,
    /// `layout-uikit-libfuzzer`); each declares the hook and passes libFuzzer's mutator in.
    /// - Complexity: O(maxSize).
    package static func mutateInput(_ data: UnsafeMutablePointer<UInt8>, size: Int, maxSize: Int, seed: UInt64,
                                     libFuzzerMutate: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int) -> Int {
        var bytes = Array(UnsafeBufferPointer(start: data, count: size))
        var generator = SeededGenerator(seed: seed)
        var fallback = generator
        mutate(&bytes, maxSize: maxSize, using: &generator) { part, limit in
            let mutated = part.withUnsafeMutableBufferPointer { libFuzzerMutate($0.baseAddress!, $0.count, limit) }
            guard mutated == 0 else { return mutated }
            part[fallback.int(in: 0..<part.count)] = UInt8(truncatingIfNeeded: fallback.next())
            return part.count
        }
        _ = bytes.withUnsafeBufferPointer { UnsafeMutableBufferPointer(start: data, count: $0.count).update(fromContentsOf: $0) }
        return bytes.count
    }
}
