import LayoutEngine

extension EngineDescriptor {
    /// The flow's settings: `UICollectionViewFlowLayout`'s properties.
    static let flowBindings: [SettingBinding<FlowLayout>] = [
        .init(.scrollDirection, \.scrollDirection), .init(.itemSize, \.itemSize), .init(.estimatedItemSize, \.estimatedItemSize),
        .init(.minimumLineSpacing, \.minimumLineSpacing), .init(.minimumInteritemSpacing, \.minimumInteritemSpacing),
        .init(.headerReferenceSize, \.headerReferenceSize), .init(.footerReferenceSize, \.footerReferenceSize),
        .init(.sectionInset, \.sectionInset), .init(.sectionInsetReference, \.sectionInsetReference),
        .init(.singleItemLineAlignment, \.singleItemLineAlignment), .init(.lastLineAlignment, \.lastLineAlignment),
    ]

    /// The column flow's own settings.
    static let columnFlowBindings: [SettingBinding<ColumnFlowLayout>] = [
        .init(.minColumnWidth, \.minColumnWidth), .init(.cellHeight, \.cellHeight),
    ]

    /// `UICollectionViewFlowLayout`'s semantics; measured on per-item sizes (`flow`) and on one
    /// item size, its closed form (`flow-uniform`).
    public static let flow = EngineDescriptor(
        name: "flow", summary: "UICollectionViewFlowLayout semantics (seed 003)", settings: flowBindings.settings(), fuzzWeight: 3,
        randomSettings: { generator in RandomScenario.flowSettings(using: &generator) },
        benchmarks: [
            .sized(engine: "flow", settings: uniformItems) { generator in
                Size(width: Double(generator.int(in: 40...180)), height: Double(generator.int(in: 40...120)))
            }.storingFrames(askingDelegate: true).measuring(.selfSizingScroll),
            .plain(engine: "flow", settings: uniformItems, measuresEveryFamily: false).named("flow-uniform")
                .measuring([.selfSizingCorrection, .insertInMiddle]),
        ],
        setProperty: setFlowProperty
    ) { settings, query, invalidation in
        let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        flowBindings.apply(settings, to: layout)
        return layout
    }.checking(FlowSpec.properties).noticing(flowNotices)

    private static var uniformItems: Scenario.LayoutSettings {
        var settings = Scenario.LayoutSettings()
        settings[.itemSize] = Size(width: 120, height: 120)
        return settings
    }

    /// What a flow layout notices in `prepare()` unannounced (docs/flow-layout.md, "Invalidation": any
    /// layout property, the bounds' width, the inset reference's insets, item counts at the end of a
    /// section); the column flow is a flow layout.
    static let flowNotices: UnannouncedChanges = [.itemCountsAtSectionEnds, .properties, .insetReferenceInsets]

    /// ColumnFlowLayout sets the scroll direction, item size and section insets itself, so a
    /// scenario may not give them (a random configuration's are applied, and overridden).
    public static let columnFlow = EngineDescriptor(
        name: "column-flow", summary: "ColumnFlowLayout of seed 000: adaptive columns, corrected",
        settings: [LayoutKey.estimatedItemSize, LayoutKey.minimumLineSpacing, LayoutKey.minimumInteritemSpacing,
                   LayoutKey.headerReferenceSize, LayoutKey.footerReferenceSize, LayoutKey.singleItemLineAlignment,
                   LayoutKey.lastLineAlignment, LayoutKey.minColumnWidth, LayoutKey.cellHeight],
        randomSettings: { generator in
            var (settings, estimating) = RandomScenario.flowSettings(using: &generator)
            settings[.minColumnWidth] = Double(generator.int(in: 0...400))
            settings[.cellHeight] = RandomScenario.length(using: &generator, up: 120)
            return (settings, estimating)
        },
        setProperty: setFlowProperty
    ) { settings, query, invalidation in
        let layout = ColumnFlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        flowBindings.apply(settings, to: layout)
        columnFlowBindings.apply(settings, to: layout)
        return layout
    }.checking(FlowSpec.properties + ColumnFlowSpec.properties).noticing(flowNotices)
}

extension EngineDescriptor {
    /// The fuzzer's set-property step on a flow layout (column flow included): its line spacing.
    static let setFlowProperty: @Sendable (Double, any CollectionViewLayout) -> Void = { value, layout in
        (layout as? FlowLayout)?.minimumLineSpacing = value
    }
}
