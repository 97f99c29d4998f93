import LabSupport
import LayoutEngine
import Workloads

/// A known case (a reproducer's or a scenario file's) written as an input of the byte decoder
/// (`ByteDecoder`), so that libFuzzer starts from it: what `fuzz corpus export` writes.
///
/// The decoder's bytes choose, they never describe, so the encoding is a projection, not a copy:
/// - the scenario becomes the 8 seed bytes of the seed, among the first `seedSearch` (1,024), whose random
///   scenario has the same engine and the closest shape (section count, item counts, container);
/// - each step becomes one record of its operation's kind, with its section, item and count bytes
///   (taken modulo the current counts when decoded) and, where the record can say it exactly, its
///   value: the property set, the new bounds (whole points up to 800 × 900), the scroll position as
///   a fraction of the content; the data an operation carries (sizes, a batch) is drawn again.
/// `Encoded.keptKinds` says how many decoded steps have the kind of the step they came from.
package enum CaseBytes {
    /// How many seeds are tried for the scenario.
    package static let seedSearch: UInt64 = 1_024
    /// The most bytes the decoder reads: the seed and `ByteDecoder.maximumSteps` records.
    package static let maximumBytes = ByteDecoder.seedSize + ByteDecoder.maximumSteps * ByteDecoder.recordSize

    package struct Encoded {
        package var bytes: [UInt8]
        /// The scenario seed chosen (bytes 0..<8).
        package var seed: UInt64
        package var engine: String
        package var steps: Int
        /// How many decoded steps have the kind (`StepKind`) of the step they were encoded from.
        package var keptKinds: Int
    }

    /// `scenario` and `steps` as decoder input.
    /// - Throws: `LabError` when the decoder cannot draw the engine (a seed sample, an engine not
    ///   fuzzed by default) or the steps are more than it reads.
    /// - Complexity: O(`seedSearch`) random scenarios, then one run of the decoded case.
    package static func encode(scenario: Scenario, steps: [LayoutStep], registry: EngineRegistry) throws(LabError) -> Encoded {
        guard registry.fuzzedByDefault.contains(scenario.engine) else {
            throw LabError("engine '\(scenario.engine)' is not one the byte decoder draws (it draws the engines fuzzed by default: "
                           + "\(Array(Set(registry.fuzzedByDefault)).sorted().joined(separator: ", ")))")
        }
        guard steps.count <= ByteDecoder.maximumSteps else {
            throw LabError("\(steps.count) steps, but the byte decoder reads at most \(ByteDecoder.maximumSteps) "
                           + "(\(maximumBytes) bytes); shrink it first")
        }
        let seed = closestSeed(to: scenario, registry: registry)
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: seed >> (8 * UInt64($0))) }
        var contentSize = Size(width: scenario.container.width, height: scenario.container.height)
        for step in steps {
            bytes += record(for: step.operation, contentSize: contentSize)
            if case .resize(let width, let height) = step.operation { contentSize = Size(width: width, height: height) }
        }
        let decoded = LayoutCase.run(bytes: bytes, registry: registry).recorded
        let kept = zip(decoded, steps).count { StepKind($0.operation) == StepKind($1.operation) }
        return Encoded(bytes: bytes, seed: seed, engine: scenario.engine, steps: steps.count, keptKinds: kept)
    }

    /// The seed below `seedSearch` whose random scenario has `scenario`'s engine and the closest
    /// shape; the registry draws every engine fuzzed by default within a few seeds.
    static func closestSeed(to scenario: Scenario, registry: EngineRegistry) -> UInt64 {
        var best: (seed: UInt64, distance: Double)?
        for seed in 0..<seedSearch {
            var generator = SeededGenerator(seed: seed)
            let drawn = RandomScenario.make(registry: registry, using: &generator)
            guard drawn.engine == scenario.engine else { continue }
            let distance = Self.distance(drawn, scenario)
            if best.map({ distance < $0.distance }) ?? true { best = (seed, distance) }
        }
        return best?.seed ?? 0
    }

    /// How far apart two scenarios' shapes are: a section more or less weighs as 100 items.
    static func distance(_ a: Scenario, _ b: Scenario) -> Double {
        let counts = (0..<max(a.sections.count, b.sections.count)).reduce(0) { sum, index in
            sum + abs((a.sections.indices.contains(index) ? a.sections[index].itemCount : 0)
                      - (b.sections.indices.contains(index) ? b.sections[index].itemCount : 0))
        }
        return Double(100 * abs(a.sections.count - b.sections.count) + counts)
            + abs(a.container.width - b.container.width) / 10 + abs(a.container.height - b.container.height) / 10
    }

    /// The record of `operation` (`ByteDecoder.Record`: kind, section, item, count, value).
    static func record(for operation: LayoutOperation, contentSize: Size) -> [UInt8] {
        func byte(_ value: Int) -> UInt8 { UInt8(truncatingIfNeeded: max(0, value)) }
        var kind = 12, section = 0, item = 0, count = 0
        var value: UInt32 = 0
        switch operation {
        case .appendItems(let index, let added, _, _, _): (kind, section, count) = (0, index, added - 1)
        case .unannounced(.appendItems(let index, let added, _, _, _)): (kind, section, count) = (0, index, added - 1)
        case .appendSection: kind = 1
        case .removeItems(let index, let removed): (kind, section, count) = (2, index, removed - 1)
        case .unannounced(.removeItems(let index, let removed)): (kind, section, count) = (2, index, removed - 1)
        case .removeLastSection: kind = 3
        case .resizeItem(let indexPath, _): (kind, section, item, count) = (4, indexPath.section, indexPath.item & 0xFF, indexPath.item >> 8)
        case .reloadSection(let index, _): (kind, section) = (5, index)
        case .setProperty(let property), .unannounced(.setProperty(let property)):
            kind = 6
            value = property.isFinite && property >= 0 ? UInt32(min(property.rounded(), 60)) : 0
        case .resize(let width, let height):
            kind = 7
            let w = width.isFinite ? UInt32(min(max(width.rounded(), 0), 800)) : 0
            let h = height.isFinite ? UInt32(min(max(height.rounded(), 1), 900)) - 1 : 0
            value = w | h << 16
        case .scroll(let offset):
            kind = 8
            func fraction(_ position: Double, of length: Double) -> UInt32 {
                guard length > 0, position.isFinite else { return 0 }
                return UInt32((min(max(position / length, 0), 1) * 65535).rounded())
            }
            value = fraction(offset.x, of: contentSize.width) | fraction(offset.y, of: contentSize.height) << 16
        case .selfSize: kind = 9
        case .batchUpdate(let update, _, _): (kind, count) = (update.isValid ? 10 : 11, 0)
        case .snapshotApplication: kind = 10
        case .query, .unannounced: kind = 12
        }
        return [byte(kind), byte(section), byte(item), byte(count)] + (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
    }
}
