import LabSupport
import LayoutEngine

extension EngineDescriptor {
    /// The correct calendar's settings: the article's, and its day counts.
    static let calendarBindings: [SettingBinding<CalendarWeekLayout>] = [
        .init(.heightPerHour, \.heightPerHour), .init(.dayHeaderHeight, \.dayHeaderHeight), .init(.hourHeaderWidth, \.hourHeaderWidth),
        .init(.dayCount, \.dayCount), .init(.visibleDayCount, \.visibleDayCount),
    ]
    /// The article's settings (the sample keeps a week).
    static let calendarSampleBindings: [SettingBinding<CalendarSampleLayout>] = [
        .init(.heightPerHour, \.heightPerHour), .init(.dayHeaderHeight, \.dayHeaderHeight), .init(.hourHeaderWidth, \.hourHeaderWidth),
    ]

    /// The calendar's random configuration, after the flow block drawn and discarded (the draw
    /// order recorded case seeds depend on).
    static let randomCalendarSettings: @Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool) = { generator in
        let (_, estimating) = RandomScenario.flowSettings(using: &generator)
        var settings = Scenario.LayoutSettings()
        settings[.heightPerHour] = generator.chance(0.5) ? 100 : RandomScenario.length(using: &generator, up: 120)
        settings[.dayHeaderHeight] = RandomScenario.length(using: &generator, up: 60)
        settings[.hourHeaderWidth] = RandomScenario.length(using: &generator, up: 80)
        return (settings, estimating)
    }

    /// The correct calendar's random configuration: the shared one, then its day counts, drawn
    /// from a generator forked from (not advancing) the case's, so that the container and sections
    /// a recorded case seed draws next stay what they were. Half the cases keep the week; the
    /// rest have 1 to 40 days, 1 to 10 of them visible.
    static let randomCalendarDaySettings: @Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool) = { generator in
        var (settings, estimating) = randomCalendarSettings(&generator)
        var fork = generator
        var days = SeededGenerator(seed: fork.next() ^ 0x6461_7973)
        if days.chance(0.5) {
            settings[.dayCount] = days.int(in: 1...40)
            settings[.visibleDayCount] = days.chance(0.3) ? nil : days.int(in: 1...10)
        }
        return (settings, estimating)
    }

    /// One section of `items` random events over `days` days.
    static func calendarBenchmark(_ name: String, engine: String, measuresEveryFamily: Bool,
                                  days: @escaping @Sendable (_ items: Int) -> Int?) -> EngineBenchmark {
        EngineBenchmark(name: name, measuresEveryFamily: measuresEveryFamily) { items, seed in
            var generator = SeededGenerator(seed: seed)
            var section = SimulatedCollectionView.Section(itemCount: items)
            let dayCount = days(items)
            section.events = RandomScenario.events(items, days: dayCount ?? CalendarWeekLayout.defaultDayCount, using: &generator)
            var settings = Scenario.LayoutSettings()
            settings[.dayCount] = dayCount
            return Scenario(engine: engine, container: .init(width: EngineBenchmark.screen.width, height: EngineBenchmark.screen.height),
                            layout: settings, sections: [section])
        }
    }

    /// A realistic calendar: about 30 events a day, over as many days as that takes (a week at
    /// least), seven on screen.
    static func calendarDays(items: Int) -> Int {
        Swift.min(Swift.max(CalendarWeekLayout.defaultDayCount, items / 30), CalendarWeekLayout.dayCountRange.upperBound)
    }

    /// Concurrent events overlap: the calendar promises everything but no-overlap. Both benchmarks
    /// store every event's frame, read each event from the data source (`event(at:)`) and sort
    /// each day's events, so the full-prepare target judges them against the three floors
    /// (docs/performance-targets.md). Its benchmarks:
    /// `calendar`, a realistic density over many days, measured by every family; and
    /// `calendar-week`, every event in one week, a density stress whose answers hold a large share
    /// of all events (docs/performance-targets.md), measured by prepare and the screen query only
    /// (a scroll of it would take minutes and show only the answers' size).
    public static let calendar = EngineDescriptor(
        name: "calendar", summary: "the week calendar of seed 002: events by day and hour, day and hour headers",
        settings: calendarBindings.settings(), promises: [.framesInsideContent, .matchesFreshLayout],
        randomSettings: randomCalendarDaySettings,
        benchmarks: [calendarBenchmark("calendar", engine: "calendar", measuresEveryFamily: true, days: calendarDays(items:))
                        .storingFrames(askingDelegate: true).sortingEventsByDay(),
                     calendarBenchmark("calendar-week", engine: "calendar", measuresEveryFamily: false) { _ in nil }
                        .storingFrames(askingDelegate: true).sortingEventsByDay()],
        setProperty: setCalendarProperty
    ) { settings, query, invalidation in
        let layout = CalendarWeekLayout(queryStrategy: query, invalidationStrategy: invalidation)
        calendarBindings.apply(settings, to: layout)
        return layout
    }.checking(CalendarSpec.properties { subject in
        guard let layout = subject.layout as? CalendarWeekLayout else {
            return CalendarSpec.Configuration(heightPerHour: 100, dayHeaderHeight: 40, hourHeaderWidth: 60, dayCount: 7, visibleDayCount: 7)
        }
        let range = CalendarWeekLayout.dayCountRange
        return CalendarSpec.Configuration(
            heightPerHour: layout.heightPerHour, dayHeaderHeight: layout.dayHeaderHeight, hourHeaderWidth: layout.hourHeaderWidth,
            dayCount: Swift.min(Swift.max(layout.dayCount, range.lowerBound), range.upperBound),
            visibleDayCount: Swift.min(Swift.max(layout.visibleDayCount, range.lowerBound), range.upperBound))
    })
    // porting.md's rule, which every built-in engine follows: prepare() notices a changed property
    // and changed counts that nobody reported.
    .noticing([.itemCountsAtSectionEnds, .properties])

    public static let calendarSample = EngineDescriptor(
        name: "calendar-sample", summary: "seed 002's week calendar as the article shows it: every event per query",
        settings: calendarSampleBindings.settings(), usesStrategies: false, promises: [.framesInsideContent, .matchesFreshLayout],
        randomSettings: randomCalendarSettings,
        benchmarks: [calendarBenchmark("calendar-sample", engine: "calendar-sample", measuresEveryFamily: false) { _ in nil }]
    ) { settings, _, _ in
        let layout = CalendarSampleLayout()
        calendarSampleBindings.apply(settings, to: layout)
        return layout
    }.checking(CalendarSpec.properties { subject in
        // The article's week: seven days, all visible.
        guard let layout = subject.layout as? CalendarSampleLayout else {
            return CalendarSpec.Configuration(heightPerHour: 100, dayHeaderHeight: 40, hourHeaderWidth: 60, dayCount: 7, visibleDayCount: 7)
        }
        return CalendarSpec.Configuration(heightPerHour: layout.heightPerHour, dayHeaderHeight: layout.dayHeaderHeight,
                                          hourHeaderWidth: layout.hourHeaderWidth, dayCount: 7, visibleDayCount: 7)
    })
}

extension EngineDescriptor {
    /// The fuzzer's set-property step on a calendar: its height per hour, one more than the value.
    static let setCalendarProperty: @Sendable (Double, any CollectionViewLayout) -> Void = { value, layout in
        (layout as? CalendarWeekLayout)?.heightPerHour = value + 1
    }
}
