import LabSupport
import LayoutEngine

extension EngineDescriptor {
    /// Mosaic's random configuration. The flow block is drawn and discarded first, as the fuzzer
    /// did before engines were registered, so that recorded case seeds replay the same scenario.
    static let randomMosaicSettings: @Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool) = { generator in
        let (_, estimating) = RandomScenario.flowSettings(using: &generator)
        var settings = Scenario.LayoutSettings()
        settings[.segmentHeight] = generator.chance(0.7) ? 200 : RandomScenario.length(using: &generator, up: 300)
        return (settings, estimating)
    }

    public static let mosaic = EngineDescriptor(
        name: "mosaic", summary: "MosaicLayout of seed 000: four segment styles, corrected", settings: [LayoutKey.segmentHeight],
        randomSettings: randomMosaicSettings, benchmarks: [.plain(engine: "mosaic").storingFrames()], setProperty: setMosaicProperty
    ) { settings, query, invalidation in
        let layout = MosaicLayout(queryStrategy: query, invalidationStrategy: invalidation)
        SettingBinding(.segmentHeight, \MosaicLayout.segmentHeight).apply(settings, to: layout)
        return layout
    }.checking(MosaicSpec.properties { subject in (subject.layout as? MosaicLayout)?.segmentHeight ?? 200 })
    // porting.md's rule, which every built-in engine follows: prepare() notices a changed property
    // and changed counts that nobody reported.
    .noticing([.itemCountsAtSectionEnds, .properties])

    public static let mosaicSample = EngineDescriptor(
        name: "mosaic-sample", summary: "seed 000's MosaicLayout sample as published, defects included", settings: [],
        usesStrategies: false, randomSettings: randomMosaicSettings
    ) { _, _, _ in MosaicSampleLayout() }.checking(MosaicSpec.properties { _ in 200 })
}

extension EngineDescriptor {
    /// The fuzzer's set-property step on a mosaic: its segment height, five times the value.
    static let setMosaicProperty: @Sendable (Double, any CollectionViewLayout) -> Void = { value, layout in
        (layout as? MosaicLayout)?.segmentHeight = value * 5
    }
}
