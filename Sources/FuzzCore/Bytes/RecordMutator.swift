import LabSupport
import Workloads

/// A mutator for `ByteDecoder`'s input that edits whole operation records: it inserts, deletes,
/// duplicates, swaps or replaces 8-byte records, or changes bytes inside one record (or inside
/// the scenario seed). Byte flips alone shift every record after an insertion or deletion and
/// rarely keep a case's shape; record edits keep the other steps as they were.
package enum RecordMutator {
    /// Mutates `bytes` in place, keeping its size at most `maxSize`. `mutateBytes` changes the
    /// bytes of one record in place and returns their new length, at most its second argument
    /// (libFuzzer's `LLVMFuzzerMutate` in the fuzzer, anything in a test); the record is padded
    /// or cut back to `ByteDecoder.recordSize` afterwards so the records after it stay aligned.
    /// - Complexity: O(n), where n is the number of bytes.
    package static func mutate(_ bytes: inout [UInt8], maxSize: Int, using generator: inout SeededGenerator,
                               mutateBytes: (inout [UInt8], Int) -> Int) {
        let seedSize = ByteDecoder.seedSize, recordSize = ByteDecoder.recordSize
        if bytes.count < seedSize { bytes += Array(repeating: 0, count: seedSize - bytes.count) }
        // Whole records only: a ragged tail is dropped (it read as zero-padded before).
        let records = Swift.min((bytes.count - seedSize + recordSize - 1) / recordSize, ByteDecoder.maximumSteps)
        bytes = Array(bytes.prefix(seedSize + records * recordSize))
        bytes += Array(repeating: 0, count: seedSize + records * recordSize - bytes.count)
        let room = seedSize + (records + 1) * recordSize <= maxSize && records < ByteDecoder.maximumSteps
        func range(_ record: Int) -> Range<Int> { seedSize + record * recordSize ..< seedSize + (record + 1) * recordSize }
        func randomRecord() -> [UInt8] { (0..<recordSize).map { _ in UInt8(truncatingIfNeeded: generator.next()) } }
        func edit(_ span: Range<Int>) {
            var part = Array(bytes[span])
            let length = Swift.max(0, Swift.min(mutateBytes(&part, span.count), span.count))
            part = Array(part.prefix(length)) + Array(repeating: 0, count: span.count - length)
            bytes.replaceSubrange(span, with: part)
        }
        switch records == 0 ? (room ? 0 : 6) : generator.int(in: 0..<7) {
        case 0 where room:
            let at = generator.int(in: 0...records)
            bytes.insert(contentsOf: randomRecord(), at: range(at).lowerBound)
        case 1:
            bytes.removeSubrange(range(generator.int(in: 0..<records)))
        case 2 where room:
            let copy = Array(bytes[range(generator.int(in: 0..<records))])
            bytes.insert(contentsOf: copy, at: range(generator.int(in: 0...records)).lowerBound)
        case 3:
            let first = range(generator.int(in: 0..<records)), second = range(generator.int(in: 0..<records))
            let saved = Array(bytes[first])
            bytes.replaceSubrange(first, with: Array(bytes[second]))
            bytes.replaceSubrange(second, with: saved)
        case 4:
            bytes.replaceSubrange(range(generator.int(in: 0..<records)), with: randomRecord())
        case 6:
            edit(0..<seedSize)
        default:
            edit(range(generator.int(in: 0..<records)))
        }
        if bytes.count > maxSize { bytes.removeLast(bytes.count - maxSize) }
    }
}
