import Testing
@testable import LayoutEngine

@Suite struct CalendarWeekLayoutTests {
    func prepared(width: Double = 760, events: [CalendarEvent], query: any QueryStrategy = BinarySearchQuery(),
                  invalidation: any InvalidationStrategy = IncrementalInvalidation()) -> SimulatedCollectionView {
        var section = SimulatedCollectionView.Section(itemCount: events.count)
        section.events = ContiguousArray(events)
        let layout = CalendarWeekLayout(queryStrategy: query, invalidationStrategy: invalidation)
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 800), sections: [section])
        view.layoutIfNeeded()
        return view
    }

    /// 760 wide with a 60-point hour column: seven days of 100. 100 points an hour below a
    /// 40-point day header row: the article's content is 40 + 24 × 100 = 2440 tall.
    @Test func eventsSitInTheirDayFromTheirStart() {
        let view = prepared(events: [CalendarEvent(day: 2, startHour: 9.5, durationHours: 1.5),
                                     CalendarEvent(day: 6, startHour: 23, durationHours: 3),
                                     CalendarEvent(day: 9, startHour: -2, durationHours: 1)])
        let layout = view.layout
        #expect(layout.collectionViewContentSize == Size(width: 760, height: 2440))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 260, y: 990, width: 100, height: 150))
        // Past midnight: clamped to the day. Out of the week: clamped to the last day and hour 0.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 660, y: 2340, width: 100, height: 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 660, y: 40, width: 100, height: 100))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.dayHeaderKind, at: IndexPath(item: 6, section: 0))?.frame
                == Rect(x: 660, y: 0, width: 100, height: 40))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.hourHeaderKind, at: IndexPath(item: 23, section: 0))?.frame
                == Rect(x: 0, y: 2340, width: 60, height: 100))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.hourHeaderKind, at: IndexPath(item: 24, section: 0)) == nil)
        // A strip through 9:45: hour header 9 (940…1040) and the event (990…1140), top edge first.
        let strip = Rect(x: 0, y: 985, width: 760, height: 10)
        #expect(layout.layoutAttributesForElements(in: strip).map(\.id)
                == [.supplementary(CalendarWeekLayout.hourHeaderKind, IndexPath(item: 9, section: 0)), .cell(IndexPath(item: 0, section: 0))])
        #expect((layout as! CalendarWeekLayout).elementCount == 7 + 24 + 3)
    }

    /// Found in review: one day-long event at midnight lifted the search's running maximum for
    /// every later element, so a query examined nearly all of them. Block maxima skip the blocks
    /// that end before the rect.
    @Test func aDayLongEventDoesNotMakeQueriesLinear() {
        var events = (0..<100_000).map { CalendarEvent(day: $0 % 7, startHour: Double($0 % 48) / 2, durationHours: 0.5) }
        events.append(CalendarEvent(day: 0, startHour: 0, durationHours: 24))
        let view = prepared(events: events)
        let layout = view.layout as! CalendarWeekLayout
        let rect = Rect(x: 0, y: 2300, width: 760, height: 100)
        let before = layout.counters.elementsExamined
        let found = layout.layoutAttributesForElements(in: rect)
        let examined = layout.counters.elementsExamined - before
        #expect(found == layout.allElements.filter { rect.intersects($0.frame) })
        #expect(examined < found.count + 100_000 / 64 + 2 * 64, "examined \(examined) for \(found.count) results")
    }

    @Test func onlyAWidthChangeInvalidates() {
        let view = prepared(events: [CalendarEvent(day: 0, startHour: 1, durationHours: 1)])
        #expect(!view.setBounds(Rect(x: 0, y: 500, width: 760, height: 300)))
        #expect(view.setBounds(Rect(x: 0, y: 500, width: 400, height: 300)))
    }

    /// Seeded random weeks and appends: both query strategies match a brute-force filter and
    /// full and incremental invalidation (which merges appended events) give identical elements;
    /// every frame is inside the content and every event has one cell.
    @Test func randomWeeksAgree() {
        for seed: UInt64 in 1...100 {
            var rng = SplitMix64(seed: seed)
            func events(_ count: Int) -> [CalendarEvent] {
                (0..<count).map { _ in CalendarEvent(day: rng.int(in: 0...6), startHour: rng.length(upTo: 24),
                                                     durationHours: rng.length(upTo: 4)) }
            }
            let width = Double(rng.int(in: 0...900)), initial = events(rng.int(in: 0...60))
            let runs = [FullInvalidation() as any InvalidationStrategy, IncrementalInvalidation()].flatMap { invalidation in
                QueryStrategies.all.map { prepared(width: width, events: initial, query: $0, invalidation: invalidation) }
            }
            for step in 0..<8 {
                let added = events(rng.int(in: 1...8))
                for view in runs {
                    view.appendItems(added.count, toSection: 0, events: added)
                    view.layoutIfNeeded()
                }
                let reference = (runs[0].layout as! CalendarWeekLayout).allElements
                let content = Rect(origin: .zero, size: runs[0].layout.collectionViewContentSize)
                #expect(reference.allSatisfy { content.contains($0.frame) }, "seed \(seed), step \(step)")
                #expect(reference.filter { $0.representedElementCategory == .cell }.count == runs[0].sections[0].itemCount)
                for view in runs.dropFirst() {
                    #expect((view.layout as! CalendarWeekLayout).allElements == reference, "seed \(seed), step \(step)")
                }
                let rect = Rect(x: rng.double(in: -10, width), y: rng.double(in: -10, content.height),
                                width: rng.double(in: 0, 400), height: rng.double(in: 0, 900))
                let expected = reference.filter { rect.intersects($0.frame) }
                for view in runs { #expect(view.layout.layoutAttributesForElements(in: rect) == expected, "seed \(seed)") }
            }
        }
    }
}
