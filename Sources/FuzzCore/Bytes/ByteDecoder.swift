import LabSupport
import LayoutEngine
import Workloads

/// Turns any byte string into a fuzz case, valid by construction, for coverage-guided fuzzing
/// (libFuzzer): the bytes choose, they never describe, so no input is rejected and every decoded
/// operation applies to the data it meets.
///
/// The bytes are read as a stream, missing bytes reading as zero:
/// - bytes 0..<8 (little-endian) seed `RandomScenario.make`, which picks one of the correct
///   engines and the scenario's shape;
/// - then one fixed-size record of `recordSize` bytes per step, at most `maximumSteps` of them:
///   `kind`, `section`, `item`, `count`, and four `value` bytes. Section and item indices are taken
///   modulo the current counts (`section` among the sections the operation can name), so a record
///   means something on any data; an operation that has nothing to act on (removing from no
///   sections) becomes the nearest one that does. Data an operation carries (a new section, sizes,
///   a batch update) is drawn from a `SeededGenerator` seeded with the whole record.
///
/// Fixed-size records are what lets a mutator edit whole operations (`RecordMutator`): inserting,
/// deleting or swapping 8 bytes inserts, deletes or swaps a step and leaves the others alone.
package struct ByteDecoder {
    package static let seedSize = 8
    package static let recordSize = 8
    package static let maximumSteps = 64

    private let bytes: [UInt8]
    private var offset = 0
    private(set) package var steps = 0

    package init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// Whether another step follows: some input is left, and fewer than `maximumSteps` were read.
    package var hasNextStep: Bool { offset < bytes.count && steps < Self.maximumSteps }

    private mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    private mutating func word(_ count: Int) -> UInt64 {
        (0..<count).reduce(0) { word, shift in word | UInt64(byte()) << (8 * UInt64(shift)) }
    }

    /// The scenario of one of `registry`'s engines: read first, from `seedSize` bytes.
    package mutating func scenario(registry: EngineRegistry) -> Scenario {
        var generator = SeededGenerator(seed: word(Self.seedSize))
        return RandomScenario.make(registry: registry, using: &generator)
    }

    /// The next step for a collection view holding `sections` with `contentSize`, or nil at the
    /// end of the input. The operation applies to `sections`.
    package mutating func nextStep(sections: [SimulatedCollectionView.Section], contentSize: Size,
                                   estimating: Bool) -> LayoutStep? {
        guard hasNextStep else { return nil }
        steps += 1
        let start = offset
        let record = Record(kind: byte(), section: byte(), item: byte(), count: byte(), value: UInt32(word(4)))
        var generator = SeededGenerator(seed: bytes.indices.contains(start) ? record.bits : 0)
        let operation = record.operation(sections: sections, contentSize: contentSize, estimating: estimating,
                                          using: &generator)
        return LayoutStep(operation: operation, extraQuery: LayoutOperation.randomRect(in: contentSize, using: &generator))
    }
}

extension ByteDecoder {
    /// One step's bytes.
    struct Record {
        var kind: UInt8
        var section: UInt8
        var item: UInt8
        var count: UInt8
        var value: UInt32

        static let kinds = 13

        var bits: UInt64 {
            UInt64(kind) | UInt64(section) << 8 | UInt64(item) << 16 | UInt64(count) << 24 | UInt64(value) << 32
        }

        /// `section` among `candidates` section indices (not empty).
        func pick(_ candidates: [Int]) -> Int { candidates[Int(section) % candidates.count] }

        func operation(sections: [SimulatedCollectionView.Section], contentSize: Size, estimating: Bool,
                       using generator: inout SeededGenerator) -> LayoutOperation {
            let all = Array(sections.indices)
            let newSection = { (generator: inout SeededGenerator) in
                LayoutOperation.appendSection(RandomScenario.section(using: &generator, estimating: estimating))
            }
            switch Int(kind) % Self.kinds {
            case 0:
                guard !all.isEmpty else { return newSection(&generator) }
                let index = pick(all), count = 1 + Int(count) % 12
                let data = sections[index]
                let sizes = data.itemSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                let preferred = data.preferredSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                let events = data.events == nil ? [] : Array(RandomScenario.events(count, using: &generator))
                return .appendItems(section: index, count: count, sizes: sizes, preferredSizes: preferred, events: events)
            case 1:
                return newSection(&generator)
            case 2:
                guard !all.isEmpty else { return newSection(&generator) }
                return .removeItems(section: pick(all), count: 1 + Int(count) % 8)
            case 3:
                return all.isEmpty ? newSection(&generator) : .removeLastSection
            case 4:
                let sized = all.filter { sections[$0].itemSizes != nil && sections[$0].itemCount > 0 }
                guard !sized.isEmpty else { return .query(LayoutOperation.randomRect(in: contentSize, using: &generator)) }
                let index = pick(sized)
                let item = (Int(item) | Int(count) << 8) % sections[index].itemCount
                return .resizeItem(IndexPath(item: item, section: index), RandomScenario.size(using: &generator, up: 200))
            case 5:
                guard !all.isEmpty else { return newSection(&generator) }
                return .reloadSection(pick(all), RandomScenario.section(using: &generator, estimating: estimating))
            case 6:
                return .setProperty(Double(value % 61))
            case 7:
                return .resize(width: Double(Int(value & 0xFFFF) % 801), height: Double(1 + Int(value >> 16) % 900))
            case 8:
                let x = Double(value & 0xFFFF) / 65535, y = Double(value >> 16) / 65535
                return .scroll(Point(x: x * Swift.max(0, contentSize.width), y: y * Swift.max(0, contentSize.height)))
            case 9 where estimating:
                return .selfSize
            case 10, 11:
                let identified = IdentifiedSections(sections: sections)
                let changes = 1 + Int(count) % 8
                let order = LayoutOperation.randomCallOrder(using: &generator)
                if kind % 13 == 11 {
                    let (update, after) = identified.randomInvalidUpdate(changeCount: changes, using: &generator)
                    return .batchUpdate(update, sectionsAfter: after, order: order)
                }
                let (update, after) = identified.randomValidUpdate(changeCount: changes, estimating: estimating, using: &generator)
                return .batchUpdate(update, sectionsAfter: after.sections, order: order)
            default:
                return .query(LayoutOperation.randomRect(in: contentSize, using: &generator))
            }
        }
    }
}
