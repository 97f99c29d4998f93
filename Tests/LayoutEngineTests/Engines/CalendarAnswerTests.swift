import LabSupport
import Testing
@testable import LayoutEngine
import Workloads

/// The calendar's one-pass answer. `CalendarElements.attributesBySearch(in:)` finds and writes the
/// binary strategy's answer in one pass: on seeded random calendars, after random batch updates
/// (so items are numbered through labels with marks), for rects of every shape, it must be the
/// attributes of the ordinals the search finds (`appendOrdinalsBySearch(in:to:)` then
/// `attributes(ofAscending:)`), with as many elements tested, and the brute-force filter of every
/// element; it declines only when its bound passes `AnswerWriter.onePassCandidateLimit`.
@Suite struct CalendarAnswerTests {
    /// A calendar of 1 to 40 days (a few crowded ones, with thousands of events on few days, so
    /// that tall rects pass the one pass's limit), then a random batch update or two.
    private static func randomCalendar(_ generator: inout SeededGenerator) throws -> SimulatedCollectionView {
        let crowded = generator.chance(0.15)
        let dayCount = crowded ? generator.int(in: 1...3) : generator.int(in: 1...40)
        var sections: [SimulatedCollectionView.Section] = []
        for _ in 0..<generator.int(in: 1...3) {
            let count = crowded ? generator.int(in: 1_500...3_000) : generator.int(in: 0...300)
            var section = SimulatedCollectionView.Section(itemCount: count)
            if generator.chance(0.9) { section.events = RandomScenario.events(count, days: dayCount + 2, using: &generator) }
            sections.append(section)
        }
        let layout = CalendarWeekLayout(queryStrategy: BinarySearchQuery(), invalidationStrategy: IncrementalInvalidation())
        layout.dayCount = dayCount
        layout.visibleDayCount = generator.int(in: 1...10)
        let width = Double(generator.int(in: 100...900))
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 800), sections: sections)
        view.layoutIfNeeded()
        for _ in 0..<generator.int(in: 0...2) {
            let data = IdentifiedSections(sections: view.sections)
            let (update, after) = data.randomValidUpdate(changeCount: generator.int(in: 1...10), estimating: false, using: &generator)
            _ = try view.performBatchUpdates(update.batch, resultingIn: after.sections)
        }
        return view
    }

    @Test func theOnePassAnswerIsTheAnswerOfTheOrdinals() throws {
        var answers = 0, declined = 0, elements = 0
        for seed: UInt64 in 1...60 {
            var generator = SeededGenerator(seed: 0xCA1A_0000 + seed)
            let view = try Self.randomCalendar(&generator)
            let layout = view.layout as! CalendarWeekLayout
            let all = layout.allElements
            let content = layout.collectionViewContentSize
            for trial in 0..<40 {
                let x = generator.double(in: -100...(content.width + 100)), y = generator.double(in: -100...(content.height + 100))
                let rect: Rect = switch trial % 6 {
                case 0: Rect(x: 0, y: y, width: view.bounds.width, height: 844)
                case 1: Rect(x: x, y: generator.double(in: -50...50), width: generator.double(in: 0...400), height: 100)
                case 2: Rect(x: x, y: y, width: generator.double(in: 0...3), height: generator.double(in: 0...3))
                case 3: Rect(x: x, y: -10, width: generator.double(in: 0...300), height: content.height + 20)
                case 4: trial % 12 == 4 ? .infinite : Rect(x: x, y: y, width: 0, height: 844)
                default: Rect(x: x, y: y, width: generator.double(in: 0...2_000), height: generator.double(in: 0...2_000))
                }
                let context = "seed \(seed), \(rect)"
                var ordinals: [Int] = []
                let examined = layout.elements.appendOrdinalsBySearch(in: rect, to: &ordinals)
                let expected = all.filter { rect.intersects($0.frame) }
                #expect(layout.elements.attributes(ofAscending: ordinals) == expected, "\(context)")
                guard let found = layout.elements.attributesBySearch(in: rect) else {
                    // Only a crowded calendar's rect has that many candidates; the layout answers
                    // from the ordinals instead.
                    #expect(examined > AnswerWriter.onePassCandidateLimit / 2, "\(context): declined with \(examined) tested")
                    #expect(layout.layoutAttributesForElements(in: rect) == expected, "\(context)")
                    declined += 1
                    continue
                }
                #expect(found.examined == examined, "\(context)")
                #expect(found.answer == expected, "\(context)")
                #expect(layout.layoutAttributesForElements(in: rect) == expected, "\(context)")
                answers += 1
                elements += found.answer.count
            }
        }
        // Both paths are taken, and the answers are not all empty.
        #expect(answers > 2_000 && declined > 10 && elements > 200_000, "\(answers) answers, \(declined) declined, \(elements) elements")
    }
}
