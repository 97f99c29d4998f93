import LayoutEngine

extension EngineDescriptor {
    static let flowKeys: Set<String> = [
        "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
        "headerReferenceSize", "footerReferenceSize", "sectionInset", "sectionInsetReference",
        "singleItemLineAlignment", "lastLineAlignment",
    ]

    /// `UICollectionViewFlowLayout`'s semantics; measured on per-item sizes (`flow`) and on one
    /// item size, its closed form (`flow-uniform`).
    public static let flow = EngineDescriptor(
        name: "flow", summary: "UICollectionViewFlowLayout semantics (seed 003)", settingKeys: flowKeys, fuzzWeight: 3,
        randomSettings: { generator in RandomScenario.flowSettings(using: &generator) },
        benchmarks: [
            .sized(engine: "flow", settings: uniformItems) { generator in
                Size(width: Double(generator.int(in: 40...180)), height: Double(generator.int(in: 40...120)))
            }.storingFrames(askingDelegate: true),
            .plain(engine: "flow", settings: uniformItems, measuresEveryFamily: false).named("flow-uniform"),
        ],
        setProperty: setFlowProperty
    ) { settings, query, invalidation in
        let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        settings.apply(to: layout)
        return layout
    }.checking(FlowSpec.properties)

    private static var uniformItems: Scenario.LayoutSettings {
        var settings = Scenario.LayoutSettings()
        settings.itemSize = Size(width: 120, height: 120)
        return settings
    }

    /// ColumnFlowLayout sets the scroll direction, item size and section insets itself.
    public static let columnFlow = EngineDescriptor(
        name: "column-flow", summary: "ColumnFlowLayout of seed 000: adaptive columns, corrected",
        settingKeys: flowKeys.subtracting(["scrollDirection", "itemSize", "sectionInset", "sectionInsetReference"])
            .union(["minColumnWidth", "cellHeight"]),
        randomSettings: { generator in
            var (settings, estimating) = RandomScenario.flowSettings(using: &generator)
            settings.minColumnWidth = Double(generator.int(in: 0...400))
            settings.cellHeight = RandomScenario.length(using: &generator, up: 120)
            return (settings, estimating)
        },
        setProperty: setFlowProperty
    ) { settings, query, invalidation in
        let layout = ColumnFlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        settings.apply(to: layout)
        if let minColumnWidth = settings.minColumnWidth { layout.minColumnWidth = minColumnWidth }
        if let cellHeight = settings.cellHeight { layout.cellHeight = cellHeight }
        return layout
    }.checking(FlowSpec.properties + ColumnFlowSpec.properties)
}

extension EngineBenchmark {
    /// This benchmark under another name in reports.
    public func named(_ name: String) -> EngineBenchmark {
        var copy = self
        copy.name = name
        return copy
    }
}

extension EngineDescriptor {
    /// The fuzzer's set-property step on a flow layout (column flow included): its line spacing.
    static let setFlowProperty: @Sendable (Double, any CollectionViewLayout) -> Void = { value, layout in
        (layout as? FlowLayout)?.minimumLineSpacing = value
    }
}
