import LabSupport
import LayoutEngine

extension EngineDescriptor {
    /// The waterfall's random configuration: the flow block's direction, insets, header and footer,
    /// then its own columns and spacings (the draw order recorded case seeds depend on).
    static let randomWaterfallSettings: @Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool) = { generator in
        let (flow, estimating) = RandomScenario.flowSettings(using: &generator)
        var settings = Scenario.LayoutSettings()
        settings[.scrollDirection] = flow[.scrollDirection]
        settings[.columnCount] = generator.int(in: 1...6)
        settings[.rowSpacing] = RandomScenario.length(using: &generator, up: 20)
        settings[.columnSpacing] = RandomScenario.length(using: &generator, up: 20)
        settings[.sectionInset] = flow[.sectionInset]
        settings[.headerReferenceSize] = flow[.headerReferenceSize]
        settings[.footerReferenceSize] = flow[.footerReferenceSize]
        return (settings, estimating)
    }

    /// Random heights in a column of half the screen.
    static let waterfallItem: @Sendable (inout SeededGenerator) -> Size = { generator in
        Size(width: 195, height: Double(generator.int(in: 80...300)))
    }

    public static let waterfall = EngineDescriptor(
        name: "waterfall", summary: "the waterfall layout of seed 001: shortest column first, corrected",
        settings: waterfallBindings.settings(),
        fuzzWeight: 2, randomSettings: randomWaterfallSettings,
        benchmarks: [.sized(engine: "waterfall", size: waterfallItem).storingFrames(askingDelegate: true)], setProperty: setWaterfallProperty
    ) { settings, query, invalidation in
        makeWaterfall(settings, query, invalidation)
    }.checking(WaterfallSpec.properties { subject in
        // The layout's own properties: the scenario's, or what a set-property step made them.
        // The scenario's settings do not choose the horizontal spacing: the default, the seed's.
        guard let layout = subject.layout as? WaterfallLayout else { return waterfallConfiguration(subject.settings) }
        return WaterfallSpec.Configuration(
            columnCount: layout.columnCount, scrollDirection: layout.scrollDirection, rowSpacing: layout.rowSpacing,
            columnSpacing: layout.columnSpacing, sectionInset: layout.sectionInset,
            headerReferenceSize: layout.headerReferenceSize, footerReferenceSize: layout.footerReferenceSize,
            transposesSpacings: layout.horizontalSpacing == .transposed)
    })
    // porting.md's rule, which every built-in engine follows: prepare() notices a changed property
    // and changed counts that nobody reported.
    .noticing([.itemCountsAtSectionEnds, .properties])

    /// The waterfall's settings, in the order the JSON output writes them.
    static let waterfallBindings: [SettingBinding<WaterfallLayout>] = [
        .init(.scrollDirection, \.scrollDirection), .init(.headerReferenceSize, \.headerReferenceSize),
        .init(.footerReferenceSize, \.footerReferenceSize), .init(.sectionInset, \.sectionInset),
        .init(.columnCount, \.columnCount), .init(.rowSpacing, \.rowSpacing), .init(.columnSpacing, \.columnSpacing),
    ]

    /// The sample's settings besides its column count, which it takes at creation.
    static let waterfallSampleBindings: [SettingBinding<WaterfallSampleLayout>] = [
        .init(.scrollDirection, \.scrollDirection), .init(.sectionInset, \.sectionInset), .init(.rowSpacing, \.rowSpacing),
        .init(.columnSpacing, \.columnSpacing),
    ]

    private static func makeWaterfall(_ settings: Scenario.LayoutSettings, _ query: any QueryStrategy,
                                      _ invalidation: any InvalidationStrategy) -> any InstrumentedLayout {
        let layout = WaterfallLayout(queryStrategy: query, invalidationStrategy: invalidation)
        waterfallBindings.apply(settings, to: layout)
        return layout
    }

    /// The article's layout has the correct one's spacing and inset properties (its prepare
    /// overwrites them with the delegate's answers or zero, defect 2), so the scenario sets them and
    /// the spec holds it to them. It has no header or footer size properties: only the delegate's.
    public static let waterfallSample = EngineDescriptor(
        name: "waterfall-sample", summary: "seed 001's waterfall layout as published, defects included",
        settings: [LayoutKey.scrollDirection, LayoutKey.sectionInset, LayoutKey.columnCount, LayoutKey.rowSpacing,
                   LayoutKey.columnSpacing],
        usesStrategies: false, randomSettings: randomWaterfallSettings,
        benchmarks: [.sized(engine: "waterfall-sample", measuresEveryFamily: false, size: waterfallItem)]
    ) { settings, _, _ in
        let layout = WaterfallSampleLayout(waterCount: settings[.columnCount] ?? 2)
        waterfallSampleBindings.apply(settings, to: layout)
        return layout
    }.checking(WaterfallSpec.properties { subject in
        var configuration = waterfallConfiguration(subject.settings)
        configuration.headerReferenceSize = .zero
        configuration.footerReferenceSize = .zero
        return configuration
    })

    /// The configuration a scenario's settings give a waterfall (the correct layout's defaults
    /// where they say nothing), with the seed's spacings when scrolling horizontally.
    static func waterfallConfiguration(_ settings: Scenario.LayoutSettings) -> WaterfallSpec.Configuration {
        WaterfallSpec.Configuration(
            columnCount: settings[.columnCount] ?? 2, scrollDirection: settings[.scrollDirection] ?? .vertical,
            rowSpacing: settings[.rowSpacing] ?? 0, columnSpacing: settings[.columnSpacing] ?? 0,
            sectionInset: settings[.sectionInset] ?? .zero, headerReferenceSize: settings[.headerReferenceSize] ?? .zero,
            footerReferenceSize: settings[.footerReferenceSize] ?? .zero, transposesSpacings: false)
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
