import LabSupport
import Testing
import Workloads
@testable import LayoutEngine

/// Hundreds of seeded random compositions (`RandomComposition`, through `RandomScenario`), each
/// under the four strategy pairs, checked against brute force: every pair agrees (elements,
/// content size, queries equal to a filter of every element), no element leaves the content size
/// (across it, cells of orthogonal sections may: they scroll), items of a group never overlap,
/// and after random updates in random sections the incremental layouts equal the full ones and
/// (when nothing self-sizes) a fresh layout.
@Suite struct CompositionalRandomTests {
    static let caseCount = 400
    static let stepsPerCase = 6

    typealias Run = (name: String, view: SimulatedCollectionView, layout: CompositionalLayout)

    static func runs(_ scenario: Scenario) -> [Run] {
        try! scenario.makeEveryStrategyPair(registry: .builtIn).map { run in
            run.view.layoutIfNeeded()
            return (run.name, run.view, run.layout as! CompositionalLayout)
        }
    }

    @Test func randomCompositionsHoldTheirInvariantsThroughUpdates() {
        for seed in 0..<UInt64(Self.caseCount) {
            var generator = SeededGenerator(seed: 0xC0_4000 + seed)
            let scenario = RandomScenario.make(engine: "compositional", registry: .builtIn, using: &generator)
            let runs = Self.runs(scenario)
            // Odd cases carry orthogonal offsets with moved sections; `offsets` follows them too.
            let follows = seed % 2 == 1
            for run in runs { run.layout.orthogonalOffsetsFollowMovedSections = follows }
            var identified = IdentifiedSections(sections: scenario.sections)
            var offsets: [Int: Double] = [:]
            guard check(runs, scenario: scenario, offsets: offsets, seed: seed, step: 0, generator: &generator) else { return }
            for step in 1...Self.stepsPerCase {
                let sections = runs[0].view.sections
                switch generator.int(in: 0..<7) {
                case 0 where !sections.isEmpty:
                    let section = generator.int(in: 0..<sections.count)
                    let count = generator.int(in: 1...8)
                    let preferred = sections[section].preferredSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                    let sizes = sections[section].itemSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                    let events = sections[section].events == nil ? [] : Array(RandomScenario.events(count, using: &generator))
                    for run in runs {
                        run.view.appendItems(count, toSection: section, sizes: sizes, preferredSizes: preferred, events: events)
                    }
                case 1 where !sections.isEmpty:
                    let section = generator.int(in: 0..<sections.count), count = generator.int(in: 1...5)
                    for run in runs { run.view.removeLastItems(count, fromSection: section) }
                case 2:
                    identified = IdentifiedSections(sections: sections)
                    let (update, after) = identified.randomValidUpdate(changeCount: generator.int(in: 1...4),
                                                                       estimating: scenario.isEstimatingItemSizes, using: &generator)
                    let traces = runs.map { try! $0.view.performBatchUpdates(update.batch, resultingIn: after.sections) }
                    if follows {
                        offsets = Dictionary(uniqueKeysWithValues: offsets.compactMap { section, offset in
                            traces[0].mapping.sectionAfterUpdate(section).map { ($0, offset) }
                        })
                    }
                    identified = after
                case 3:
                    for run in runs { run.view.selfSizeVisibleCells() }
                case 4:
                    let offset = Point(x: Double(generator.int(in: 0...400)), y: Double(generator.int(in: 0...1500)))
                    for run in runs { run.view.scroll(to: offset) }
                case 5:
                    let size = Size(width: Double(generator.int(in: 0...700)), height: Double(generator.int(in: 1...900)))
                    for run in runs { run.view.setBounds(Rect(origin: run.view.bounds.origin, size: size)) }
                default:
                    let section = generator.int(in: 0...5), offset = Double(generator.int(in: -50...900))
                    offsets[section] = offset
                    for run in runs { run.layout.setOrthogonalOffset(offset, forSection: section) }
                }
                for run in runs { run.view.layoutIfNeeded() }
                guard check(runs, scenario: scenario, offsets: offsets, seed: seed, step: step, generator: &generator) else { return }
            }
        }
    }

    /// Records an issue and returns false on the first failed check.
    func check(_ runs: [Run], scenario: Scenario, offsets: [Int: Double], seed: UInt64, step: Int,
               generator: inout SeededGenerator) -> Bool {
        let label = "seed \(seed), step \(step)"
        let reference = runs[0].layout
        let all = reference.allElements
        for run in runs.dropFirst() {
            guard run.layout.collectionViewContentSize == reference.collectionViewContentSize, run.layout.allElements == all else {
                Issue.record("\(label): \(run.name) differs from \(runs[0].name)")
                return false
            }
        }
        var rects = [runs[0].view.bounds]
        for _ in 0..<3 {
            rects.append(Rect(x: Double(generator.int(in: -100...700)), y: Double(generator.int(in: -100...2000)),
                              width: Double(generator.int(in: 0...500)), height: Double(generator.int(in: 0...900))))
        }
        for rect in rects {
            let expected = all.filter { rect.intersects($0.frame) }
            for run in runs where run.layout.layoutAttributesForElements(in: rect) != expected {
                Issue.record("\(label): \(run.name) query \(rect) differs from the filter of every element")
                return false
            }
        }
        guard contained(reference, label: label), groupsDoNotOverlap(reference, label: label) else { return false }
        if !scenario.isEstimatingItemSizes {
            var fresh = scenario
            fresh.sections = runs[0].view.sections
            fresh.container.width = runs[0].view.bounds.width
            fresh.container.height = runs[0].view.bounds.height
            let made = try! fresh.makeCollectionView(registry: .builtIn, prepared: false)
            let layout = made.layout as! CompositionalLayout
            for (section, offset) in offsets { layout.setOrthogonalOffset(offset, forSection: section) }
            made.view.scroll(to: runs[0].view.bounds.origin)
            made.view.layoutIfNeeded()
            guard layout.allElements == all, layout.collectionViewContentSize == reference.collectionViewContentSize else {
                Issue.record("\(label): differs from a fresh layout")
                return false
            }
        }
        return true
    }

    /// Every frame inside the content size; across the scroll direction, the cells of
    /// orthogonal sections are exempt.
    func contained(_ layout: CompositionalLayout, label: String) -> Bool {
        let content = Rect(origin: .zero, size: layout.collectionViewContentSize)
        let vertical = layout.configuration.scrollDirection == .vertical
        for element in layout.allElements {
            let frame = element.frame
            let orthogonalCell = element.representedElementCategory == .cell
                && layout.source.sections[element.indexPath.section].resolved.isOrthogonal
            let alongInside = vertical ? frame.minY >= 0 && frame.maxY <= content.maxY : frame.minX >= 0 && frame.maxX <= content.maxX
            let acrossInside = vertical ? frame.minX >= 0 && frame.maxX <= content.maxX : frame.minY >= 0 && frame.maxY <= content.maxY
            guard frame.isFinite, alongInside, acrossInside || orthogonalCell else {
                Issue.record("\(label): \(element.id) at \(frame) leaves the content \(content.size)")
                return false
            }
        }
        return true
    }

    /// No two items of one group share an area larger than rounding error.
    func groupsDoNotOverlap(_ layout: CompositionalLayout, label: String) -> Bool {
        for (index, section) in layout.source.sections.enumerated() {
            let leaves = section.resolved.leafCount
            var first = 0
            while first < section.itemCount {
                let frames = (first..<Swift.min(first + leaves, section.itemCount)).map(section.itemFrame)
                for i in frames.indices {
                    for j in frames.indices where j > i && Self.overlap(frames[i], frames[j]) {
                        Issue.record("\(label): section \(index) items \(first + i) \(frames[i]) and \(first + j) \(frames[j]) overlap")
                        return false
                    }
                }
                first += leaves
            }
        }
        return true
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        let tolerance = 1e-9 * Swift.max(1, abs(a.maxX), abs(a.maxY), abs(b.maxX), abs(b.maxY))
        return Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX) > tolerance
            && Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY) > tolerance
    }
}
