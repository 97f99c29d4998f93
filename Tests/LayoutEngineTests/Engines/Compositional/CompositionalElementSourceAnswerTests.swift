import LabSupport
import Testing
import Workloads
@testable import LayoutEngine

/// The compositional layout's one-pass answer. `CompositionalElementSource.attributesBySearch(in:visible:)`
/// finds and writes a query's answer in one pass: on random compositions (`RandomComposition`:
/// boundary items pinned or not, offset or laid over their section, backgrounds, badges,
/// orthogonal sections scrolled anywhere, self-sizing sections, sections of thousands of items),
/// scrolled anywhere, and for rects of every kind (the visible one, screens anywhere, across
/// section boundaries, thin, empty, inverted, far outside the content, infinite, NaN), it must be
/// the layout's answer for the ordinals the search finds (`CompositionalLayout.answer(ordinals:in:visible:source:)`),
/// with as many elements tested, and the brute-force filter of every element; it declines exactly
/// when the search tests more than `AnswerWriter.onePassCandidateLimit` elements.
@Suite struct CompositionalElementSourceAnswerTests {
    static let caseCount = 400
    static let rectsPerCase = 40

    /// A random composition (`RandomScenario`), some of its sections grown to thousands of items,
    /// laid out with the binary search, scrolled to a random place, its orthogonal sections
    /// scrolled, and (when it sizes itself) its visible cells self-sized.
    private static func randomLayout(seed: UInt64, _ generator: inout SeededGenerator)
        -> (view: SimulatedCollectionView, layout: CompositionalLayout) {
        var scenario = RandomScenario.make(engine: "compositional", registry: .builtIn, using: &generator)
        for index in scenario.sections.indices where generator.chance(0.2) {
            let count = generator.int(in: 500...6_000)
            scenario.sections[index] = SimulatedCollectionView.Section(
                itemCount: count,
                preferredSizes: scenario.isEstimatingItemSizes ? RandomScenario.sizes(count, using: &generator) : nil)
        }
        let made = try! scenario.makeCollectionView(registry: .builtIn, query: BinarySearchQuery())
        let layout = made.layout as! CompositionalLayout
        for section in layout.source.sections.indices where generator.chance(0.5) {
            layout.setOrthogonalOffset(Double(generator.int(in: -50...3_000)), forSection: section)
        }
        let content = layout.collectionViewContentSize
        made.view.scroll(to: Point(x: generator.double(in: -20...Swift.max(0, content.width)),
                                   y: generator.double(in: -20...Swift.max(0, content.height))))
        made.view.layoutIfNeeded()
        if scenario.isEstimatingItemSizes && generator.chance(0.5) {
            made.view.selfSizeVisibleCells()
            made.view.layoutIfNeeded()
        }
        return (made.view, layout)
    }

    /// A rect of one of many kinds, drawn around the layout's content and its sections.
    private static func randomRect(_ trial: Int, layout: CompositionalLayout, _ generator: inout SeededGenerator) -> Rect {
        let content = layout.collectionViewContentSize
        let vertical = layout.configuration.scrollDirection == .vertical
        let x = generator.double(in: -200...(content.width + 200)), y = generator.double(in: -200...(content.height + 200))
        switch trial % 12 {
        case 0: return layout.visibleBounds
        case 1: return Rect(x: x, y: y, width: 390, height: 844)
        case 2:
            // Across a section's start: the rect reaches into the section before it.
            let sections = layout.source.sections
            guard !sections.isEmpty else { return .zero }
            let start = sections[generator.int(in: 0..<sections.count)].origin
            let before = generator.double(in: 0...300), after = generator.double(in: 0...300)
            return vertical ? Rect(x: x - 200, y: start - before, width: generator.double(in: 0...900), height: before + after)
                            : Rect(x: start - before, y: y - 200, width: before + after, height: generator.double(in: 0...900))
        case 3: return Rect(x: x, y: y, width: generator.double(in: 0...3), height: generator.double(in: 0...3))
        case 4: return Rect(x: x, y: y, width: generator.double(in: 0...3), height: generator.double(in: 0...20_000))
        case 5: return Rect(x: x, y: y, width: generator.double(in: 0...20_000), height: generator.double(in: 0...3))
        case 6: return generator.chance(0.5) ? Rect(x: x, y: y, width: 0, height: 844) : Rect(x: x, y: y, width: 390, height: 0)
        case 7: return Rect(x: x, y: y, width: -generator.double(in: 0...900), height: -generator.double(in: 0...900))
        case 8:
            return generator.chance(0.5) ? Rect(x: -5_000, y: -5_000, width: 4_000, height: 4_000)
                                         : Rect(x: content.width + 1_000, y: content.height + 1_000, width: 900, height: 900)
        case 9:
            switch generator.int(in: 0...2) {
            case 0: return .infinite
            case 1: return Rect(x: .nan, y: y, width: 390, height: 844)
            default: return Rect(x: -1, y: -1, width: content.width + 2, height: content.height + 2)
            }
        default: return Rect(x: x, y: y, width: generator.double(in: 0...2_000), height: generator.double(in: 0...2_000))
        }
    }

    @Test func theOnePassAnswerIsTheAnswerOfTheOrdinals() {
        var answers = 0, declined = 0, elements = 0, pinned = 0, dropped = 0, orthogonal = 0, attached = 0
        for seed in 0..<UInt64(Self.caseCount) {
            var generator = SeededGenerator(seed: 0xC0_A45E_0000 + seed)
            let (view, layout) = Self.randomLayout(seed: seed, &generator)
            let all = layout.allElements
            let visible = layout.visibleBounds
            let limit = AnswerWriter.onePassCandidateLimit
            for trial in 0..<Self.rectsPerCase {
                let rect = Self.randomRect(trial, layout: layout, &generator)
                let label = "seed \(seed), trial \(trial), \(rect), visible \(visible)"
                let expected = all.filter { rect.intersects($0.frame) }
                var ordinals: [Int] = []
                let examined = layout.source.appendOrdinalsBySearch(in: rect, to: &ordinals)
                let byOrdinals = withUnsafeMutablePointer(to: &layout.source) {
                    CompositionalLayout.answer(ordinals: ordinals, in: rect, visible: visible, source: $0)
                }
                #expect(byOrdinals == expected, "\(label): the ordinals' answer")
                #expect(layout.layoutAttributesForElements(in: rect) == expected, "\(label): the layout's answer")
                guard let found = layout.source.attributesBySearch(in: rect, visible: visible) else {
                    #expect(examined > limit, "\(label): declined with \(examined) candidates")
                    declined += 1
                    continue
                }
                #expect(examined <= limit, "\(label): answered with \(examined) candidates")
                #expect(found.examined == examined, "\(label): examined")
                guard found.answer == expected else {
                    Issue.record("\(label): the one-pass answer differs from the filter of every element")
                    return
                }
                answers += 1
                elements += found.answer.count
                for element in found.answer where element.representedElementCategory == .supplementaryView {
                    if let boundary = Self.boundary(element, layout: layout) {
                        if boundary.pins { pinned += 1 }
                    } else {
                        attached += 1
                    }
                }
                // Pinned items the search finds by their reach but whose place misses the rect.
                dropped += ordinals.count { Self.boundary(all[$0], layout: layout)?.pins == true && !rect.intersects(all[$0].frame) }
                orthogonal += found.answer.filter { layout.source.sections[$0.indexPath.section].resolved.isOrthogonal }.count
            }
            withExtendedLifetime(view) {}
        }
        // Both paths are taken, and the answers hold every kind of element.
        #expect(answers > 10_000 && declined > 20 && elements > 200_000, "\(answers) answers, \(declined) declined, \(elements) elements")
        #expect(pinned > 500 && dropped > 500 && orthogonal > 1_000 && attached > 1_000,
                "\(pinned) pinned boundary items, \(dropped) dropped, \(orthogonal) elements of orthogonal sections, \(attached) badges")
    }

    /// The boundary item `element` is, nil for any other element (boundary items' kinds are
    /// distinct from badges', `ResolvedSection.init`).
    private static func boundary(_ element: LayoutAttributes, layout: CompositionalLayout) -> ResolvedSection.Boundary? {
        guard element.representedElementCategory == .supplementaryView else { return nil }
        let resolved = layout.source.sections[element.indexPath.section].resolved
        return (resolved.starts + resolved.ends).first { $0.kind == element.representedElementKind }
    }
}
