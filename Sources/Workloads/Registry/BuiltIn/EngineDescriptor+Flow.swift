import LayoutEngine

extension EngineDescriptor {
    /// The flow's settings, `UICollectionViewFlowLayout`'s properties.
    static let flowSettings: [any LayoutSetting] = [
        LayoutKey.scrollDirection, LayoutKey.itemSize, LayoutKey.estimatedItemSize, LayoutKey.minimumLineSpacing,
        LayoutKey.minimumInteritemSpacing, LayoutKey.headerReferenceSize, LayoutKey.footerReferenceSize,
        LayoutKey.sectionInset, LayoutKey.sectionInsetReference, LayoutKey.singleItemLineAlignment,
        LayoutKey.lastLineAlignment,
    ]

    /// `UICollectionViewFlowLayout`'s semantics; measured on per-item sizes (`flow`) and on one
    /// item size, its closed form (`flow-uniform`).
    public static let flow = EngineDescriptor(
        name: "flow", summary: "UICollectionViewFlowLayout semantics (seed 003)", settings: flowSettings, fuzzWeight: 3,
        randomSettings: { generator in RandomScenario.flowSettings(using: &generator) },
        benchmarks: [
            .sized(engine: "flow", settings: uniformItems) { generator in
                Size(width: Double(generator.int(in: 40...180)), height: Double(generator.int(in: 40...120)))
            },
            .plain(engine: "flow", settings: uniformItems, measuresEveryFamily: false).named("flow-uniform"),
        ],
        setProperty: setFlowProperty
    ) { settings, query, invalidation in
        let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        apply(settings, to: layout)
        return layout
    }.checking(FlowSpec.properties)

    private static var uniformItems: Scenario.LayoutSettings {
        var settings = Scenario.LayoutSettings()
        settings[.itemSize] = Size(width: 120, height: 120)
        return settings
    }

    /// ColumnFlowLayout sets the scroll direction, item size and section insets itself.
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
        apply(settings, to: layout)
        if let minColumnWidth = settings[.minColumnWidth] { layout.minColumnWidth = minColumnWidth }
        if let cellHeight = settings[.cellHeight] { layout.cellHeight = cellHeight }
        return layout
    }.checking(FlowSpec.properties + ColumnFlowSpec.properties)
}

extension EngineDescriptor {
    /// Sets every flow property the settings give on `layout` (the column flow's scroll
    /// direction, item size and insets are never given: it does not list them).
    static func apply(_ settings: Scenario.LayoutSettings, to layout: FlowLayout) {
        if let scrollDirection = settings[.scrollDirection] { layout.scrollDirection = scrollDirection }
        if let itemSize = settings[.itemSize] { layout.itemSize = itemSize }
        if let estimatedItemSize = settings[.estimatedItemSize] { layout.estimatedItemSize = estimatedItemSize }
        if let minimumLineSpacing = settings[.minimumLineSpacing] { layout.minimumLineSpacing = minimumLineSpacing }
        if let minimumInteritemSpacing = settings[.minimumInteritemSpacing] { layout.minimumInteritemSpacing = minimumInteritemSpacing }
        if let headerReferenceSize = settings[.headerReferenceSize] { layout.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize = settings[.footerReferenceSize] { layout.footerReferenceSize = footerReferenceSize }
        if let sectionInset = settings[.sectionInset] { layout.sectionInset = sectionInset }
        if let sectionInsetReference = settings[.sectionInsetReference] { layout.sectionInsetReference = sectionInsetReference }
        if let singleItemLineAlignment = settings[.singleItemLineAlignment] { layout.singleItemLineAlignment = singleItemLineAlignment }
        if let lastLineAlignment = settings[.lastLineAlignment] { layout.lastLineAlignment = lastLineAlignment }
    }

    /// The fuzzer's set-property step on a flow layout (column flow included): its line spacing.
    static let setFlowProperty: @Sendable (Double, any CollectionViewLayout) -> Void = { value, layout in
        (layout as? FlowLayout)?.minimumLineSpacing = value
    }
}
