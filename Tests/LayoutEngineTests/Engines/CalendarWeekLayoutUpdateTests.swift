import LabSupport
import Testing
@testable import LayoutEngine
import Workloads

/// The calendar's days (issue 15): configurable day counts pinned by hand-derived frames, and,
/// on hundreds of seeded random calendars, incremental appends and batch updates equal to a
/// fresh full layout, with both query strategies equal to a brute-force filter.
@Suite struct CalendarWeekLayoutUpdateTests {
    func calendar(width: Double, dayCount: Int, visibleDayCount: Int,
                  query: any QueryStrategy = BinarySearchQuery(),
                  invalidation: any InvalidationStrategy = IncrementalInvalidation(),
                  sections: [SimulatedCollectionView.Section]) -> SimulatedCollectionView {
        let layout = CalendarWeekLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.dayCount = dayCount
        layout.visibleDayCount = visibleDayCount
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 800), sections: sections)
        view.layoutIfNeeded()
        return view
    }

    func section(_ events: [CalendarEvent]) -> SimulatedCollectionView.Section {
        var section = SimulatedCollectionView.Section(itemCount: events.count)
        section.events = ContiguousArray(events)
        return section
    }

    /// 760 wide with a 60-point hour column and seven visible days: columns of 100. Ten days
    /// make the content 60 + 10 × 100 = 1060 wide; day 9's column starts at 60 + 900 = 960, and
    /// an event on day 12 is shown on the last day, 9.
    @Test func moreDaysThanFitScrollAcross() {
        let view = calendar(width: 760, dayCount: 10, visibleDayCount: 7,
                            sections: [section([CalendarEvent(day: 9, startHour: 1, durationHours: 2),
                                                CalendarEvent(day: 12, startHour: 0, durationHours: 1)])])
        let layout = view.layout as! CalendarWeekLayout
        #expect(layout.collectionViewContentSize == Size(width: 1060, height: 2440))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 960, y: 140, width: 100, height: 200))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 960, y: 40, width: 100, height: 100))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.dayHeaderKind, at: IndexPath(item: 9, section: 0))?.frame
                == Rect(x: 960, y: 0, width: 100, height: 40))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.dayHeaderKind, at: IndexPath(item: 10, section: 0)) == nil)
        // Day headers, hour headers, then the events day by day (both on day 9, by top).
        #expect(layout.elementCount == 10 + 24 + 2)
        #expect(layout.attributesOfElement(at: 34).id == .cell(IndexPath(item: 1, section: 0)))
        #expect(layout.attributesOfElement(at: 35).id == .cell(IndexPath(item: 0, section: 0)))
        // A rect over day 9's column from 1:30 to 2:00 finds the first event and nothing else.
        #expect(layout.layoutAttributesForElements(in: Rect(x: 1000, y: 190, width: 10, height: 50)).map(\.id)
                == [.supplementary(CalendarWeekLayout.hourHeaderKind, IndexPath(item: 1, section: 0)), .cell(IndexPath(item: 0, section: 0))]
                    .filter { $0.category == .cell })
    }

    /// Three days with seven visible: the three share the width, 700 / 3 each, the last ending
    /// at 760 exactly.
    @Test func fewerDaysShareTheWidth() {
        let view = calendar(width: 760, dayCount: 3, visibleDayCount: 7,
                            sections: [section([CalendarEvent(day: 2, startHour: 0, durationHours: 1)])])
        let layout = view.layout as! CalendarWeekLayout
        #expect(layout.collectionViewContentSize == Size(width: 760, height: 2440))
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame?.minX == 60 + 2 * (700.0 / 3) && frame?.maxX == 760)
    }

    /// Day counts out of range are read clamped (1 to 100,000): no trap, one day at least.
    @Test func badDayCountsAreClamped() {
        for (days, visible) in [(0, 0), (-5, Int.min), (Int.min, 3), (1, Int.max)] {
            let view = calendar(width: 760, dayCount: days, visibleDayCount: visible,
                                sections: [section([CalendarEvent(day: 4, startHour: 1, durationHours: 1)])])
            let layout = view.layout as! CalendarWeekLayout
            // One day, one visible: the day's column is the whole 700 points right of the hours.
            #expect(layout.elementCount == 1 + 24 + 1, "dayCount \(days), visibleDayCount \(visible)")
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 60, y: 140, width: 700, height: 100))
        }
    }

    /// Random calendars (1 to 40 days, events on days beyond them too, sections with and without
    /// events), then random appends and random valid batch updates (`IdentifiedSections`, as the
    /// fuzzer draws them): after every step, every strategy pair equals a fresh full layout of the
    /// data, and both query strategies equal a brute-force filter of it.
    @Test func incrementalUpdatesEqualAFreshLayout() throws {
        var recomputed = (incremental: 0, full: 0)
        for seed: UInt64 in 1...200 {
            var generator = SeededGenerator(seed: 0xCA1E_0000 &+ seed)
            let dayCount = generator.chance(0.3) ? 7 : generator.int(in: 1...40)
            let visible = generator.int(in: 1...10)
            let width = generator.chance(0.1) ? Double(generator.int(in: 0...80)) : Double(generator.int(in: 100...900))
            func randomSection() -> SimulatedCollectionView.Section {
                let count = generator.int(in: 0...40)
                var section = SimulatedCollectionView.Section(itemCount: count)
                if generator.chance(0.7) { section.events = RandomScenario.events(count, days: dayCount + 2, using: &generator) }
                return section
            }
            let sections = (0..<generator.int(in: 1...3)).map { _ in randomSection() }
            let runs = [IncrementalInvalidation() as any InvalidationStrategy, FullInvalidation()].flatMap { invalidation in
                QueryStrategies.all.map {
                    calendar(width: width, dayCount: dayCount, visibleDayCount: visible, query: $0, invalidation: invalidation, sections: sections)
                }
            }
            for step in 0..<6 {
                let context = "seed \(seed) (dayCount \(dayCount), visible \(visible), width \(width)), step \(step)"
                let current = runs[0].sections
                if generator.chance(0.4), !current.isEmpty {
                    let target = generator.int(in: 0..<current.count)
                    let count = generator.int(in: 1...20)
                    let events = current[target].events == nil ? [] : Array(RandomScenario.events(count, days: dayCount + 2, using: &generator))
                    // Sections a batch inserted carry sizes, which the calendar does not read.
                    let sizes = current[target].itemSizes == nil ? [] : Array(repeating: Size(width: 10, height: 10), count: count)
                    let preferred = current[target].preferredSizes == nil ? [] : sizes
                    for run in runs {
                        run.appendItems(count, toSection: target, sizes: sizes, preferredSizes: preferred, events: events)
                        run.layoutIfNeeded()
                    }
                } else {
                    let data = IdentifiedSections(sections: current)
                    let (update, after) = data.randomValidUpdate(changeCount: generator.int(in: 0...10), estimating: false, using: &generator)
                    for run in runs { _ = try run.performBatchUpdates(update.batch, resultingIn: after.sections) }
                }
                let fresh = calendar(width: width, dayCount: dayCount, visibleDayCount: visible, sections: runs[0].sections)
                let expected = (fresh.layout as! CalendarWeekLayout).allElements
                for run in runs {
                    #expect((run.layout as! CalendarWeekLayout).allElements == expected, "\(context)")
                    #expect(run.layout.collectionViewContentSize == fresh.layout.collectionViewContentSize, "\(context)")
                }
                for cell in expected where cell.representedElementCategory == .cell && generator.chance(0.2) {
                    for run in runs { #expect(run.layout.layoutAttributesForItem(at: cell.indexPath) == cell, "\(context)") }
                }
                let content = fresh.layout.collectionViewContentSize
                for _ in 0..<4 {
                    let rect = Rect(x: generator.double(in: -20...content.width), y: generator.double(in: -20...content.height),
                                    width: generator.double(in: 0...400), height: generator.double(in: 0...900))
                    let filtered = expected.filter { rect.intersects($0.frame) }
                    for run in runs { #expect(run.layout.layoutAttributesForElements(in: rect) == filtered, "\(context), rect \(rect)") }
                }
            }
            let counters = runs.map { ($0.layout as! CalendarWeekLayout).counters.elementsRecomputed }
            #expect(counters[0] <= counters[2], "seed \(seed): incremental recomputed \(counters[0]), full \(counters[2])")
            recomputed.incremental += counters[0]
            recomputed.full += counters[2]
        }
        // The incremental path is taken (not a rebuild in disguise): it recomputes less. (Much of
        // what it does recompute is sections inserted or reloaded whole, and placeholder events,
        // which follow from their positions and so change with every renumbering.)
        #expect(recomputed.incremental < recomputed.full, "incremental \(recomputed.incremental), full \(recomputed.full)")
    }
    /// Batches that keep inserting at the top of a section run out of labels between the first two
    /// items (each insert halves the gap), and hundreds of inserts crowd the labels' marks: both
    /// make the calendar rebase the section's labels mid-batch or after it. After every batch the
    /// layout must equal a fresh one, every item must be found by its lookup, and the batch must
    /// have read only the events it inserted and those it marked (the incremental path, not a rebuild).
    @Test func rebasingLabelsKeepsEveryEventInPlace() throws {
        var generator = SeededGenerator(seed: 0xCA1E_1AB5)
        var events = RandomScenario.events(50, days: 7, using: &generator).map { $0 }
        let view = calendar(width: 760, dayCount: 7, visibleDayCount: 7, sections: [section(events)])
        let layout = view.layout as! CalendarWeekLayout
        for batch in 0..<60 {
            let deleted = Set((0..<2).map { _ in generator.int(in: 0..<events.count) }).sorted()
            var after = events.indices.filter { !deleted.contains($0) }.map { Optional(events[$0]) }
            let insertCount = 10
            // The first eight batches and every other one after insert at the very top (items 0
            // to 9: the gap below the first label halves ten times a batch, so it runs out within
            // four), the others anywhere.
            for _ in 0..<insertCount {
                let position = batch < 8 || batch.isMultiple(of: 2) ? 0 : generator.int(in: 0...after.count)
                after.insert(nil, at: position)
            }
            let inserted = after.indices.filter { after[$0] == nil }
            let fresh = RandomScenario.events(insertCount, days: 7, using: &generator)
            for (index, position) in inserted.enumerated() { after[position] = fresh[index] }
            events = after.map { $0! }
            let changes = deleted.map { BatchChange.deleteItem(IndexPath(item: $0, section: 0)) }
                + inserted.map { BatchChange.insertItem(IndexPath(item: $0, section: 0)) }
            let recomputed = layout.counters.elementsRecomputed
            _ = try view.performBatchUpdates(BatchUpdate(changes), resultingIn: [section(events)])
            // The inserted events, and the events of at most two survivors: a batch's context marks
            // its first changed position (`InvalidationContext.batchUpdate`) and the planner the
            // first count difference (`RelayoutPlanner.plan`), and the calendar reads marked items again.
            #expect((insertCount...insertCount + 2).contains(layout.counters.elementsRecomputed - recomputed), "batch \(batch)")
            let expected = (calendar(width: 760, dayCount: 7, visibleDayCount: 7, sections: [section(events)]).layout as! CalendarWeekLayout).allElements
            #expect(layout.allElements == expected, "batch \(batch)")
            for cell in expected where cell.representedElementCategory == .cell {
                #expect(layout.layoutAttributesForItem(at: cell.indexPath) == cell, "batch \(batch)")
            }
        }
    }
}
