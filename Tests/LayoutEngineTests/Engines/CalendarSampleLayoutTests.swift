import Testing
@testable import LayoutEngine

/// The article's calendar, as shown: right where its events fit the week, linear per query, and
/// unclamped where they do not.
@Suite struct CalendarSampleLayoutTests {
    func both(_ events: [CalendarEvent]) -> (sample: SimulatedCollectionView, correct: SimulatedCollectionView) {
        var section = SimulatedCollectionView.Section(itemCount: events.count)
        section.events = ContiguousArray(events)
        let views = [CalendarSampleLayout() as any CollectionViewLayout, CalendarWeekLayout()].map {
            SimulatedCollectionView(layout: $0, bounds: Rect(x: 0, y: 0, width: 760, height: 800), sections: [section])
        }
        views.forEach { $0.layoutIfNeeded() }
        return (views[0], views[1])
    }

    @Test func itsFramesMatchTheCorrectEngineInsideTheWeek() {
        let events = (0..<50).map { CalendarEvent(day: $0 % 7, startHour: Double($0 % 20), durationHours: 1.5) }
        let (sample, correct) = both(events)
        for item in 0..<50 {
            let indexPath = IndexPath(item: item, section: 0)
            #expect(sample.layout.layoutAttributesForItem(at: indexPath) == correct.layout.layoutAttributesForItem(at: indexPath))
        }
        let rect = Rect(x: 100, y: 500, width: 300, height: 400)
        #expect(Set(sample.layout.layoutAttributesForElements(in: rect).map(\.id))
                == Set(correct.layout.layoutAttributesForElements(in: rect).map(\.id)))
    }

    /// Every query examines every event; the correct engine examines a few.
    @Test func everyQueryExaminesEveryEvent() {
        let events = (0..<500).map { CalendarEvent(day: $0 % 7, startHour: Double($0 % 23), durationHours: 1) }
        let (sample, correct) = both(events)
        let strip = Rect(x: 0, y: 1000, width: 760, height: 50)
        _ = sample.layout.layoutAttributesForElements(in: strip)
        _ = correct.layout.layoutAttributesForElements(in: strip)
        #expect((sample.layout as! CalendarSampleLayout).counters.elementsExamined == 500)
        #expect((correct.layout as! CalendarWeekLayout).counters.elementsExamined < 100)
    }

    /// An event past midnight runs out of the content: 23:00 for three hours ends at 2640 in a
    /// 2440-point content. The correct engine ends it at midnight.
    @Test func anEventPastMidnightLeavesTheContent() {
        let (sample, correct) = both([CalendarEvent(day: 6, startHour: 23, durationHours: 3)])
        let indexPath = IndexPath(item: 0, section: 0)
        #expect(sample.layout.collectionViewContentSize.height == 2440)
        #expect(sample.layout.layoutAttributesForItem(at: indexPath)?.frame.maxY == 2640)
        #expect(correct.layout.layoutAttributesForItem(at: indexPath)?.frame.maxY == 2440)
    }
}
