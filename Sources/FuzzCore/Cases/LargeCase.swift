import LabSupport
import LayoutEngine
import Workloads

/// Large cases: a few percent of a campaign's cases (`share`) hold 10³ to 10⁵ items in one section
/// and run a few operations (`steps`), so that what needs thousands of items (the flow's block
/// storage: blocks of 256 items, up to 320 before their last line; index levels beyond one; Float
/// rounding far from the origin) is reached without slowing every case. Their item counts are
/// chosen to sit on and one off the block boundaries, and their checks are those of every case,
/// with the lookups sampled (`LookupSample`) and queries added around block boundaries, so a large
/// case costs a few times a small one.
///
/// Whether a case is large, and how large, is drawn from a generator of its own seeded from the
/// case's seed (`generator(for:)`), so a small case's draws are those it always made.
enum LargeCase {
    /// The share of a campaign's cases that are large.
    static let share = 0.03
    /// The operations a large case runs.
    static let steps = 4
    /// The flow storage's block capacity and the most a block holds before its last line
    /// (MeasuredFlowLines.blockCapacity and blockLimit): counts near multiples of both.
    static let blockSizes = [256, 320]

    /// The generator that decides whether case `seed` is large and draws its count.
    static func generator(for seed: UInt64) -> SeededGenerator {
        SeededGenerator(seed: seed ^ 0x4C41_5247_4543_4153)
    }

    /// An item count from 10³ to about 10⁵: a multiple of a block size (mostly 4 to 16 blocks,
    /// now and then up to 64, rarely up to 390, so the mean stays near 7,000), and the same, one
    /// less, or one more.
    static func itemCount(using generator: inout SeededGenerator) -> Int {
        let block = blockSizes[generator.int(in: 0..<blockSizes.count)]
        let draw = generator.int(in: 0..<100)
        let blocks = draw < 70 ? generator.int(in: 4...16) : draw < 95 ? generator.int(in: 17...64) : generator.int(in: 65...(100_000 / block))
        return blocks * block + generator.int(in: -1...1)
    }

    /// Makes `scenario` large: one of its sections (a new one when it has none) grows to
    /// `itemCount` items, its per-item data (sizes, preferred sizes, events) drawn as a small
    /// section's is. Returns false, changing nothing, when the case is not drawn large.
    static func grow(_ scenario: inout Scenario, seed: UInt64) -> Bool {
        var generator = generator(for: seed)
        guard generator.chance(share) else { return false }
        if scenario.sections.isEmpty { scenario.sections.append(SimulatedCollectionView.Section(itemCount: 0)) }
        let index = generator.int(in: 0..<scenario.sections.count)
        var section = scenario.sections[index]
        let extra = Swift.max(0, itemCount(using: &generator) - section.itemCount)
        section.itemCount += extra
        if section.itemSizes != nil { section.itemSizes?.append(contentsOf: RandomScenario.sizes(extra, using: &generator)) }
        if section.preferredSizes != nil { section.preferredSizes?.append(contentsOf: RandomScenario.sizes(extra, using: &generator)) }
        if section.events != nil { section.events?.append(contentsOf: RandomScenario.events(extra, using: &generator)) }
        scenario.sections[index] = section
        return true
    }
}
