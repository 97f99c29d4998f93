import LabSupport
import Testing
import Workloads
@testable import LayoutEngine

/// Hundreds of seeded random mosaics (`RandomScenario`: random widths, whole or fractional, segment
/// heights from 0 to 300 and the 1e12 cap, up to five sections), each under the four strategy
/// pairs, through random appends, removals and valid batch updates (`IdentifiedSections`), checked
/// after every step against:
/// - the seed's construction written out below, segment by segment (`SeedMosaic`): bit for bit
///   where the lengths are multiples of a quarter point (all arithmetic is then exact, so the
///   closed form and the seed's accumulated chain agree exactly), within 1e-9 of each coordinate
///   otherwise (the two round differently);
/// - a fresh full layout of the data after the step, bit for bit, for every strategy pair;
/// - a brute-force filter of every cell, for both query strategies and several rects;
/// - no two cells overlapping (exactly, no tolerance) and every cell inside the content size.
@Suite struct MosaicLayoutRandomTests {
    static let campaignSeed: UInt64 = 0x4D05_A1C0_0000
    static let caseCount = 300
    static let stepsPerCase = 8

    typealias Run = (name: String, view: SimulatedCollectionView, layout: MosaicLayout)

    @Test func closedFormAgreesWithTheSeedsConstructionThroughUpdates() throws {
        print("MosaicLayoutRandomTests: campaign seed \(Self.campaignSeed), cases \(Self.caseCount)")
        for index in 0..<UInt64(Self.caseCount) {
            let seed = Self.campaignSeed &+ index
            var generator = SeededGenerator(seed: seed)
            var scenario = RandomScenario.make(engine: "mosaic", registry: .builtIn, using: &generator)
            if generator.chance(0.5) { scenario.container.width = RandomScenario.length(using: &generator, up: 700) }
            if generator.chance(0.05) { scenario.layout[.segmentHeight] = 1e12 }
            let runs: [Run] = try scenario.makeEveryStrategyPair(registry: .builtIn).map { ($0.name, $0.view, $0.layout as! MosaicLayout) }
            var identified = IdentifiedSections(sections: scenario.sections)
            for step in 0...Self.stepsPerCase {
                let sections = runs[0].view.sections
                switch step == 0 ? -1 : generator.int(in: 0..<3) {
                case 0 where !sections.isEmpty:
                    let section = generator.int(in: 0..<sections.count), count = generator.int(in: 1...40)
                    // The mosaic reads counts only; the view keeps any per-item data in step.
                    let sizes = sections[section].itemSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                    let preferred = sections[section].preferredSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                    let events = sections[section].events == nil ? [] : Array(RandomScenario.events(count, using: &generator))
                    for run in runs {
                        run.view.appendItems(count, toSection: section, sizes: sizes, preferredSizes: preferred, events: events)
                    }
                case 1 where !sections.isEmpty:
                    let section = generator.int(in: 0..<sections.count), count = generator.int(in: 1...9)
                    for run in runs { run.view.removeLastItems(count, fromSection: section) }
                case 0, 1, 2:
                    identified = IdentifiedSections(sections: sections)
                    let (update, after) = identified.randomValidUpdate(changeCount: generator.int(in: 1...8),
                                                                       estimating: scenario.isEstimatingItemSizes,
                                                                       using: &generator)
                    for run in runs { _ = try run.view.performBatchUpdates(update.batch, resultingIn: after.sections) }
                default:
                    break
                }
                for run in runs { run.view.layoutIfNeeded() }
                guard try check(runs, scenario: scenario, label: "seed \(seed), step \(step)", generator: &generator) else { return }
            }
        }
    }

    /// Records an issue and returns false on the first failed check.
    func check(_ runs: [Run], scenario: Scenario, label: String, generator: inout SeededGenerator) throws -> Bool {
        let reference = runs[0].layout
        let all = reference.allElements
        let content = reference.collectionViewContentSize
        for run in runs.dropFirst() where run.layout.allElements != all || run.layout.collectionViewContentSize != content {
            Issue.record("\(label): \(run.name) differs from \(runs[0].name)")
            return false
        }
        var fresh = scenario
        fresh.sections = runs[0].view.sections
        let made = try fresh.makeCollectionView(registry: .builtIn, invalidation: FullInvalidation())
        guard made.layout.allElements == all, made.layout.collectionViewContentSize == content else {
            Issue.record("\(label): differs from a fresh full layout")
            return false
        }
        let width = runs[0].view.bounds.width, height = reference.segmentHeight
        let seed = SeedMosaic(width: width, segmentHeight: height, boundsHeight: runs[0].view.bounds.height,
                              counts: runs[0].view.sections.map(\.itemCount))
        let exact = [width, height].allSatisfy { ($0 * 4).rounded() == $0 * 4 }
        guard seed.cells.map(\.id) == all.map(\.id),
              zip(seed.cells, all).allSatisfy({ Self.agree($0.frame, $1.frame, exactly: exact) }),
              Self.agree(Rect(origin: .zero, size: seed.contentSize), Rect(origin: .zero, size: content), exactly: exact) else {
            Issue.record("\(label): differs from the seed's construction (width \(width), segment height \(height), exact \(exact))")
            return false
        }
        let bounds = Rect(origin: .zero, size: content)
        if let outside = all.first(where: { !bounds.contains($0.frame) }) {
            Issue.record("\(label): \(outside.id) at \(outside.frame) leaves the content \(content)")
            return false
        }
        if let (a, b) = Self.firstOverlap(all) {
            Issue.record("\(label): \(a.id) at \(a.frame) overlaps \(b.id) at \(b.frame)")
            return false
        }
        var rects = [runs[0].view.bounds, Rect(x: 0, y: 0, width: width, height: content.height)]
        for _ in 0..<4 {
            rects.append(Rect(x: Double(generator.int(in: -50...700)), y: generator.double(in: -50, content.height + 50),
                              width: Double(generator.int(in: 0...400)), height: generator.double(in: 0, 700)))
        }
        if let cell = all.randomElement(using: &generator) {
            // Exactly one cell's frame, and the gap just below it.
            rects.append(cell.frame)
            rects.append(Rect(x: 0, y: cell.frame.maxY, width: width, height: 1))
        }
        for rect in rects {
            let expected = all.filter { rect.intersects($0.frame) }
            for run in runs where run.layout.layoutAttributesForElements(in: rect) != expected {
                Issue.record("\(label): \(run.name) query \(rect) differs from the filter of every cell")
                return false
            }
        }
        return true
    }

    /// Equal, or within 1e-9 of each coordinate's magnitude (at least 1e-9 points).
    static func agree(_ a: Rect, _ b: Rect, exactly: Bool) -> Bool {
        if exactly { return a == b }
        let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.maxX, b.maxX), (a.maxY, b.maxY)]
        return pairs.allSatisfy { abs($0 - $1) <= 1e-9 * Swift.max(1, abs($0)) }
    }

    /// The first two cells that share a positive area, exactly: a sweep over cells sorted by top.
    static func firstOverlap(_ cells: [LayoutAttributes]) -> (LayoutAttributes, LayoutAttributes)? {
        let sorted = cells.sorted { $0.frame.minY < $1.frame.minY }
        for i in sorted.indices {
            var j = i + 1
            while j < sorted.count && sorted[j].frame.minY < sorted[i].frame.maxY {
                if sorted[i].frame.overlapArea(with: sorted[j].frame) > 0 { return (sorted[i], sorted[j]) }
                j += 1
            }
        }
        return nil
    }
}

/// Seed 000's mosaic built the way the sample builds it, segment after segment, and the sections
/// one after the other as docs/mosaic-layout.md describes: a segment `segmentHeight` tall and the
/// full width, its top one point below the lowest cell so far (the first at 1); the sample's
/// integral division (`⌈length × fraction⌉`, a one-point gap, the remainder `length − first − 1`,
/// clamped at 0); styles by the sample's loop (`MosaicSegmentSequenceTests.seedSegments`). The
/// content as the sample's `contentBounds`: the bounds' size at the origin, grown by the union
/// with every cell (the sample's own union lags one cell behind, a defect not reproduced here).
struct SeedMosaic {
    var cells: [LayoutAttributes] = []
    var contentSize: Size

    init(width: Double, segmentHeight: Double, boundsHeight: Double, counts: [Int]) {
        var contentBounds = Rect(x: 0, y: 0, width: width, height: boundsHeight)
        var lowest = 0.0
        for (section, count) in counts.enumerated() {
            for segment in MosaicSegmentSequenceTests.seedSegments(itemCount: count) {
                let rect = Rect(x: 0, y: lowest + 1, width: width, height: segmentHeight)
                for (offset, frame) in Self.slices(of: rect, style: segment.style).enumerated() {
                    cells.append(LayoutAttributes(id: .cell(IndexPath(item: segment.firstItem + offset, section: section)), frame: frame))
                    lowest = Swift.max(lowest, frame.maxY)
                    contentBounds = Rect(x: 0, y: 0, width: Swift.max(contentBounds.maxX, frame.maxX),
                                         height: Swift.max(contentBounds.maxY, frame.maxY))
                }
            }
        }
        contentSize = contentBounds.size
    }

    static func slices(of rect: Rect, style: MosaicSegmentStyle) -> [Rect] {
        switch style {
        case .fullWidth:
            return [rect]
        case .fiftyFifty:
            let (left, right) = divide(rect, 0.5, horizontally: true)
            return [left, right]
        case .twoThirdsOneThird:
            let (big, column) = divide(rect, 2.0 / 3.0, horizontally: true)
            let (upper, lower) = divide(column, 0.5, horizontally: false)
            return [big, upper, lower]
        case .oneThirdTwoThirds:
            let (column, big) = divide(rect, 1.0 / 3.0, horizontally: true)
            let (upper, lower) = divide(column, 0.5, horizontally: false)
            return [upper, lower, big]
        }
    }

    static func divide(_ rect: Rect, _ fraction: Double, horizontally: Bool) -> (Rect, Rect) {
        let length = horizontally ? rect.width : rect.height
        let first = Swift.min(length, (length * fraction).rounded(.up))
        let gap = Swift.min(length, first + 1), rest = Swift.max(0, length - first - 1)
        return horizontally
            ? (Rect(x: rect.minX, y: rect.minY, width: first, height: rect.height),
               Rect(x: rect.minX + gap, y: rect.minY, width: rest, height: rect.height))
            : (Rect(x: rect.minX, y: rect.minY, width: rect.width, height: first),
               Rect(x: rect.minX, y: rect.minY + gap, width: rect.width, height: rest))
    }
}
