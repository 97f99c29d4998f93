import LayoutEngine

extension EngineDescriptor {
    static let calendarKeys: Set<String> = ["heightPerHour", "dayHeaderHeight", "hourHeaderWidth"]

    /// The calendar's random configuration, after the flow block drawn and discarded (the draw
    /// order recorded case seeds depend on).
    static let randomCalendarSettings: @Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool) = { generator in
        let (_, estimating) = RandomScenario.flowSettings(using: &generator)
        var settings = Scenario.LayoutSettings()
        settings.heightPerHour = generator.chance(0.5) ? 100 : RandomScenario.length(using: &generator, up: 120)
        settings.dayHeaderHeight = RandomScenario.length(using: &generator, up: 60)
        settings.hourHeaderWidth = RandomScenario.length(using: &generator, up: 80)
        return (settings, estimating)
    }

    /// One section of `items` random events.
    static func calendarBenchmark(_ engine: String, measuresEveryFamily: Bool) -> EngineBenchmark {
        EngineBenchmark(name: engine, measuresEveryFamily: measuresEveryFamily) { items, seed in
            var generator = SeededGenerator(seed: seed)
            var section = SimulatedCollectionView.Section(itemCount: items)
            section.events = RandomScenario.events(items, using: &generator)
            return Scenario(engine: engine, container: .init(width: EngineBenchmark.screen.width, height: EngineBenchmark.screen.height),
                            sections: [section])
        }
    }

    /// Concurrent events overlap: the calendar promises everything but no-overlap.
    public static let calendar = EngineDescriptor(
        name: "calendar", summary: "the week calendar of seed 002: events by day and hour, day and hour headers",
        settingKeys: calendarKeys, promises: [.framesInsideContent, .matchesFreshLayout],
        randomSettings: randomCalendarSettings, benchmarks: [calendarBenchmark("calendar", measuresEveryFamily: true)],
        setProperty: setCalendarProperty
    ) { settings, query, invalidation in
        let layout = CalendarWeekLayout(queryStrategy: query, invalidationStrategy: invalidation)
        if let heightPerHour = settings.heightPerHour { layout.heightPerHour = heightPerHour }
        if let dayHeaderHeight = settings.dayHeaderHeight { layout.dayHeaderHeight = dayHeaderHeight }
        if let hourHeaderWidth = settings.hourHeaderWidth { layout.hourHeaderWidth = hourHeaderWidth }
        return layout
    }

    public static let calendarSample = EngineDescriptor(
        name: "calendar-sample", summary: "seed 002's week calendar as the article shows it: every event per query",
        settingKeys: calendarKeys, usesStrategies: false, promises: [.framesInsideContent, .matchesFreshLayout],
        randomSettings: randomCalendarSettings, benchmarks: [calendarBenchmark("calendar-sample", measuresEveryFamily: false)]
    ) { settings, _, _ in
        let layout = CalendarSampleLayout()
        if let heightPerHour = settings.heightPerHour { layout.heightPerHour = heightPerHour }
        if let dayHeaderHeight = settings.dayHeaderHeight { layout.dayHeaderHeight = dayHeaderHeight }
        if let hourHeaderWidth = settings.hourHeaderWidth { layout.hourHeaderWidth = hourHeaderWidth }
        return layout
    }
}

extension EngineDescriptor {
    /// The fuzzer's set-property step on a calendar: its height per hour, one more than the value.
    static let setCalendarProperty: @Sendable (Double, any CollectionViewLayout) -> Void = { value, layout in
        (layout as? CalendarWeekLayout)?.heightPerHour = value + 1
    }
}
