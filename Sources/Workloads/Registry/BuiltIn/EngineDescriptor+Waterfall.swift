import LayoutEngine

extension EngineDescriptor {
    /// The waterfall's random configuration: the flow block's direction, insets, header and footer,
    /// then its own columns and spacings (the draw order recorded case seeds depend on).
    static let randomWaterfallSettings: @Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool) = { generator in
        let (flow, estimating) = RandomScenario.flowSettings(using: &generator)
        var settings = Scenario.LayoutSettings()
        settings.scrollDirection = flow.scrollDirection
        settings.columnCount = generator.int(in: 1...6)
        settings.rowSpacing = RandomScenario.length(using: &generator, up: 20)
        settings.columnSpacing = RandomScenario.length(using: &generator, up: 20)
        settings.sectionInset = flow.sectionInset
        settings.headerReferenceSize = flow.headerReferenceSize
        settings.footerReferenceSize = flow.footerReferenceSize
        return (settings, estimating)
    }

    /// Random heights in a column of half the screen.
    static let waterfallItem: @Sendable (inout SeededGenerator) -> Size = { generator in
        Size(width: 195, height: Double(generator.int(in: 80...300)))
    }

    public static let waterfall = EngineDescriptor(
        name: "waterfall", summary: "the waterfall layout of seed 001: shortest column first, corrected",
        settingKeys: ["columnCount", "scrollDirection", "rowSpacing", "columnSpacing", "sectionInset",
                      "headerReferenceSize", "footerReferenceSize"],
        fuzzWeight: 2, randomSettings: randomWaterfallSettings,
        benchmarks: [.sized(engine: "waterfall", size: waterfallItem)], setProperty: setWaterfallProperty
    ) { settings, query, invalidation in
        let layout = WaterfallLayout(queryStrategy: query, invalidationStrategy: invalidation)
        if let columnCount = settings.columnCount { layout.columnCount = columnCount }
        if let scrollDirection = settings.scrollDirection { layout.scrollDirection = scrollDirection }
        if let rowSpacing = settings.rowSpacing { layout.rowSpacing = rowSpacing }
        if let columnSpacing = settings.columnSpacing { layout.columnSpacing = columnSpacing }
        if let sectionInset = settings.sectionInset { layout.sectionInset = sectionInset }
        if let headerReferenceSize = settings.headerReferenceSize { layout.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize = settings.footerReferenceSize { layout.footerReferenceSize = footerReferenceSize }
        return layout
    }

    public static let waterfallSample = EngineDescriptor(
        name: "waterfall-sample", summary: "seed 001's waterfall layout as published, defects included",
        settingKeys: ["columnCount", "scrollDirection"], usesStrategies: false, randomSettings: randomWaterfallSettings,
        benchmarks: [.sized(engine: "waterfall-sample", measuresEveryFamily: false, size: waterfallItem)]
    ) { settings, _, _ in
        let layout = WaterfallSampleLayout(waterCount: settings.columnCount ?? 2)
        if let scrollDirection = settings.scrollDirection { layout.scrollDirection = scrollDirection }
        return layout
    }
}

extension EngineDescriptor {
    /// The fuzzer's set-property step on a waterfall: its row spacing and header size.
    static let setWaterfallProperty: @Sendable (Double, any CollectionViewLayout) -> Void = { value, layout in
        guard let waterfall = layout as? WaterfallLayout else { return }
        waterfall.rowSpacing = value
        waterfall.headerReferenceSize = Size(width: value, height: value)
    }
}
