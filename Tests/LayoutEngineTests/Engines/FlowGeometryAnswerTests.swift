import LabSupport
import Testing
@testable import LayoutEngine

/// The flow's answers. `FlowGeometry.attributes(ofOrdinals:near:)` walks sections, blocks and
/// lines forwards from where the search for a rect starts; whatever ordinals it is given (a
/// query's ascending answer, runs with gaps across blocks and sections, jumps back, repeats) and
/// whatever the rect (the one they answer, another anywhere, an empty one), each must be the
/// element the per-element lookup gives, `element(at:)`. `FlowGeometry.attributesBySearch(in:)`
/// finds and writes an answer in one pass: it must be the attributes of the ordinals the search
/// finds, with as many elements tested, and the brute-force filter of every element.
@Suite struct FlowGeometryAnswerTests {
    /// Layouts of measured sections of up to a few thousand items (many blocks), uniform ones and
    /// empty ones, with or without headers and footers, in either direction.
    private static func randomLayout(seed: UInt64, _ generator: inout SeededGenerator) -> (SimulatedCollectionView, FlowLayout) {
        var rng = SplitMix64(seed: seed)
        var sections: [SimulatedCollectionView.Section] = []
        for _ in 0..<generator.int(in: 1...4) {
            switch generator.int(in: 0...5) {
            case 0: sections.append(SimulatedCollectionView.Section(itemCount: generator.int(in: 0...300)))
            case 1: sections.append(.sized([]))
            default: sections.append(.sized(RandomFlowLayouts.randomSizes(&rng, count: generator.int(in: 1...3_000))))
            }
        }
        let layout = FlowLayout(queryStrategy: BinarySearchQuery(), invalidationStrategy: IncrementalInvalidation())
        layout.scrollDirection = generator.chance(0.3) ? .horizontal : .vertical
        if generator.chance(0.5) { layout.headerReferenceSize = Size(width: 30, height: 20) }
        if generator.chance(0.5) { layout.footerReferenceSize = Size(width: 30, height: 10) }
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844), sections: sections)
        view.layoutIfNeeded()
        return (view, layout)
    }

    @Test func theOnePassAnswerIsTheAnswerOfTheOrdinals() {
        var answers = 0, declined = 0, elements = 0
        for seed: UInt64 in 1...40 {
            var generator = SeededGenerator(seed: 0x0_5EA4_0000 + seed)
            let (view, layout) = Self.randomLayout(seed: seed, &generator)
            let geometry = layout.geometry
            let all = layout.allElements
            let content = layout.collectionViewContentSize
            for trial in 0..<60 {
                let x = generator.double(in: -100...(content.width + 100)), y = generator.double(in: -100...(content.height + 100))
                let rect: Rect = switch trial % 6 {
                case 0: Rect(x: 0, y: y, width: 390, height: 844)
                case 1: Rect(x: x, y: 0, width: 844, height: 390)
                case 2: Rect(x: x, y: y, width: generator.double(in: 0...3), height: generator.double(in: 0...3))
                case 3: Rect(x: x, y: y, width: generator.double(in: 0...3), height: generator.double(in: 0...20_000))
                case 4: trial % 12 == 4 ? .infinite : Rect(x: x, y: y, width: 0, height: 844)
                default: Rect(x: x, y: y, width: generator.double(in: 0...2_000), height: generator.double(in: 0...2_000))
                }
                var ordinals: [Int] = []
                let examined = geometry.appendOrdinalsBySearch(in: rect, to: &ordinals)
                let expected = all.filter { rect.intersects($0.frame) }
                #expect(geometry.attributes(ofOrdinals: ordinals, near: rect) == expected, "seed \(seed), \(rect)")
                guard let found = geometry.attributesBySearch(in: rect) else {
                    #expect(examined > AnswerWriter.onePassCandidateLimit, "seed \(seed), \(rect): declined \(examined)")
                    declined += 1
                    continue
                }
                #expect(found.examined == examined, "seed \(seed), \(rect)")
                #expect(found.answer == expected, "seed \(seed), \(rect)")
                answers += 1
                elements += found.answer.count
            }
            withExtendedLifetime(view) {}
        }
        // Both paths are taken, and the answers are not all empty.
        #expect(answers > 1_500 && declined > 20 && elements > 20_000, "\(answers) answers, \(declined) declined, \(elements) elements")
    }

    @Test func anyOrdinalsGiveTheElementsOfThePerElementLookup() {
        var checked = 0
        for seed: UInt64 in 1...40 {
            var generator = SeededGenerator(seed: 0xA45E_0000 + seed)
            let (view, layout) = Self.randomLayout(seed: seed, &generator)
            let geometry = layout.geometry
            let count = geometry.elementCount
            guard count > 0 else { continue }
            // A query's own answer, from the block its search starts at.
            for _ in 0..<10 {
                let content = layout.collectionViewContentSize
                let rect = Rect(x: 0, y: generator.double(in: -50...(content.height + 50)), width: content.width, height: 844)
                var ordinals: [Int] = []
                _ = geometry.appendOrdinalsBySearch(in: rect, to: &ordinals)
                let expected = ordinals.map { LayoutAttributes(id: geometry.element(at: $0).id, frame: geometry.element(at: $0).frame) }
                #expect(geometry.attributes(ofOrdinals: ordinals, near: rect) == expected, "seed \(seed), \(rect)")
                checked += ordinals.count
            }
            for trial in 0..<30 {
                let ordinals = Self.randomOrdinals(count: count, &generator)
                let expected = ordinals.map { ordinal in
                    let element = geometry.element(at: ordinal)
                    return LayoutAttributes(id: element.id, frame: element.frame)
                }
                let content = layout.collectionViewContentSize
                let hint: Rect = switch generator.int(in: 0...3) {
                case 0: .zero
                case 1: .infinite
                default: Rect(x: generator.double(in: -50...(content.width + 50)), y: generator.double(in: -50...(content.height + 50)),
                              width: generator.double(in: 0...900), height: generator.double(in: 0...900))
                }
                let answer = geometry.attributes(ofOrdinals: ordinals, near: hint)
                let mismatch = answer.count == expected.count ? answer.indices.first { answer[$0] != expected[$0] } : 0
                #expect(mismatch == nil, "seed \(seed), trial \(trial), near \(hint): at \(mismatch ?? 0) of \(ordinals.count)")
                checked += ordinals.count
            }
            withExtendedLifetime(view) {}
        }
        #expect(checked > 100_000)
    }

    /// Ordinals as the walk may meet them: ascending runs with gaps (a query's answer, or a
    /// narrow one), every ordinal, a few at random in any order, or descending.
    private static func randomOrdinals(count: Int, _ generator: inout SeededGenerator) -> [Int] {
        switch generator.int(in: 0...4) {
        case 0:
            return Array(0..<count)
        case 1:
            return (0..<generator.int(in: 0...50)).map { _ in generator.int(in: 0..<count) }
        case 2:
            return (0..<generator.int(in: 1...50)).map { _ in generator.int(in: 0..<count) }.sorted(by: >)
        default:
            var ordinals: [Int] = []
            var ordinal = generator.int(in: 0..<count)
            while ordinal < count && ordinals.count < 400 {
                let run = generator.int(in: 1...12)
                ordinals.append(contentsOf: ordinal..<Swift.min(count, ordinal + run))
                ordinal += run + (generator.chance(0.5) ? 0 : generator.int(in: 1...300))
            }
            return ordinals
        }
    }
}
