import LayoutEngine

/// An engine the commands can build by name.
public struct EngineDescriptor: Sendable {
    public var name: String
    public var summary: String
    /// The `layout` keys of a scenario this engine reads; any other key is an error.
    public var layoutKeys: Set<String>
    /// False for a seed-faithful sample, which answers queries with its own algorithm whatever
    /// strategies it is given.
    public var usesStrategies: Bool = true
    /// Whether the layout promises that no two elements overlap (a calendar's concurrent events do).
    public var promisesNoOverlap: Bool = true
    /// A new, unprepared layout configured from `settings`, with the given strategies.
    public var make: @Sendable (Scenario.LayoutSettings, any QueryStrategy, any InvalidationStrategy) -> any InstrumentedLayout
}

/// The engines the commands know.
public enum EngineCatalog {
    static let flowKeys: Set<String> = [
        "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
        "headerReferenceSize", "footerReferenceSize", "sectionInset", "sectionInsetReference",
        "singleItemLineAlignment", "lastLineAlignment",
    ]

    public static let all: [EngineDescriptor] = [
        EngineDescriptor(name: "flow", summary: "UICollectionViewFlowLayout semantics (seed 003)",
                         layoutKeys: flowKeys) { settings, query, invalidation in
            let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
            settings.apply(to: layout)
            return layout
        },
        // ColumnFlowLayout sets the scroll direction, item size and section insets itself.
        EngineDescriptor(name: "column-flow", summary: "ColumnFlowLayout of seed 000: adaptive columns, corrected",
                         layoutKeys: flowKeys.subtracting(["scrollDirection", "itemSize", "sectionInset", "sectionInsetReference"])
                            .union(["minColumnWidth", "cellHeight"])) { settings, query, invalidation in
            let layout = ColumnFlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
            settings.apply(to: layout)
            if let minColumnWidth = settings.minColumnWidth { layout.minColumnWidth = minColumnWidth }
            if let cellHeight = settings.cellHeight { layout.cellHeight = cellHeight }
            return layout
        },
        EngineDescriptor(name: "mosaic", summary: "MosaicLayout of seed 000: four segment styles, corrected",
                         layoutKeys: ["segmentHeight"]) { settings, query, invalidation in
            let layout = MosaicLayout(queryStrategy: query, invalidationStrategy: invalidation)
            if let segmentHeight = settings.segmentHeight { layout.segmentHeight = segmentHeight }
            return layout
        },
        EngineDescriptor(name: "waterfall", summary: "the waterfall layout of seed 001: shortest column first, corrected",
                         layoutKeys: ["columnCount", "scrollDirection", "rowSpacing", "columnSpacing", "sectionInset",
                                      "headerReferenceSize", "footerReferenceSize"]) { settings, query, invalidation in
            let layout = WaterfallLayout(queryStrategy: query, invalidationStrategy: invalidation)
            if let columnCount = settings.columnCount { layout.columnCount = columnCount }
            if let scrollDirection = settings.scrollDirection { layout.scrollDirection = scrollDirection }
            if let rowSpacing = settings.rowSpacing { layout.rowSpacing = rowSpacing }
            if let columnSpacing = settings.columnSpacing { layout.columnSpacing = columnSpacing }
            if let sectionInset = settings.sectionInset { layout.sectionInset = sectionInset }
            if let headerReferenceSize = settings.headerReferenceSize { layout.headerReferenceSize = headerReferenceSize }
            if let footerReferenceSize = settings.footerReferenceSize { layout.footerReferenceSize = footerReferenceSize }
            return layout
        },
        EngineDescriptor(name: "calendar", summary: "the week calendar of seed 002: events by day and hour, day and hour headers",
                         layoutKeys: ["heightPerHour", "dayHeaderHeight", "hourHeaderWidth"],
                         promisesNoOverlap: false) { settings, query, invalidation in
            let layout = CalendarWeekLayout(queryStrategy: query, invalidationStrategy: invalidation)
            if let heightPerHour = settings.heightPerHour { layout.heightPerHour = heightPerHour }
            if let dayHeaderHeight = settings.dayHeaderHeight { layout.dayHeaderHeight = dayHeaderHeight }
            if let hourHeaderWidth = settings.hourHeaderWidth { layout.hourHeaderWidth = hourHeaderWidth }
            return layout
        },
        // Backgrounds, pinned headers and custom groups overlap other elements by design.
        EngineDescriptor(name: "compositional", summary: "UICollectionViewCompositionalLayout semantics (seed 004): items, groups, sections",
                         layoutKeys: ["composition", "scrollDirection"], promisesNoOverlap: false) { settings, query, invalidation in
            (settings.composition ?? .seedGrid).makeLayout(scrollDirection: settings.scrollDirection ?? .vertical,
                                                           query: query, invalidation: invalidation)
        },
        EngineDescriptor(name: "mosaic-sample", summary: "seed 000's MosaicLayout sample as published, defects included",
                         layoutKeys: [], usesStrategies: false) { _, _, _ in MosaicSampleLayout() },
        EngineDescriptor(name: "calendar-sample", summary: "seed 002's week calendar as the article shows it: every event per query",
                         layoutKeys: ["heightPerHour", "dayHeaderHeight", "hourHeaderWidth"], usesStrategies: false,
                         promisesNoOverlap: false) { settings, _, _ in
            let layout = CalendarSampleLayout()
            if let heightPerHour = settings.heightPerHour { layout.heightPerHour = heightPerHour }
            if let dayHeaderHeight = settings.dayHeaderHeight { layout.dayHeaderHeight = dayHeaderHeight }
            if let hourHeaderWidth = settings.hourHeaderWidth { layout.hourHeaderWidth = hourHeaderWidth }
            return layout
        },
        EngineDescriptor(name: "waterfall-sample", summary: "seed 001's waterfall layout as published, defects included",
                         layoutKeys: ["columnCount", "scrollDirection"], usesStrategies: false) { settings, _, _ in
            let layout = WaterfallSampleLayout(waterCount: settings.columnCount ?? 2)
            if let scrollDirection = settings.scrollDirection { layout.scrollDirection = scrollDirection }
            return layout
        },
    ]

    public static var names: [String] { all.map(\.name) }

    /// The engine called `name`.
    public static func named(_ name: String) throws(LabError) -> EngineDescriptor {
        guard let engine = all.first(where: { $0.name == name }) else {
            throw LabError("unknown engine '\(name)' (known: \(all.map { "\($0.name): \($0.summary)" }.joined(separator: "; ")))")
        }
        return engine
    }

    /// The query strategy called `name`.
    public static func queryStrategy(named name: String) throws(LabError) -> any QueryStrategy {
        guard let strategy = QueryStrategies.named(name) else {
            throw LabError("unknown query strategy '\(name)' (known: \(QueryStrategies.names.joined(separator: ", ")))")
        }
        return strategy
    }

    /// The invalidation strategy called `name`.
    public static func invalidationStrategy(named name: String) throws(LabError) -> any InvalidationStrategy {
        guard let strategy = InvalidationStrategies.named(name) else {
            throw LabError("unknown invalidation strategy '\(name)' (known: \(InvalidationStrategies.names.joined(separator: ", ")))")
        }
        return strategy
    }
}

extension Scenario.LayoutSettings {
    /// Sets every property the settings name on a flow layout.
    public func apply(to layout: FlowLayout) {
        if let scrollDirection { layout.scrollDirection = scrollDirection }
        if let itemSize { layout.itemSize = itemSize }
        if let estimatedItemSize { layout.estimatedItemSize = estimatedItemSize }
        if let minimumLineSpacing { layout.minimumLineSpacing = minimumLineSpacing }
        if let minimumInteritemSpacing { layout.minimumInteritemSpacing = minimumInteritemSpacing }
        if let headerReferenceSize { layout.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { layout.footerReferenceSize = footerReferenceSize }
        if let sectionInset { layout.sectionInset = sectionInset }
        if let sectionInsetReference { layout.sectionInsetReference = sectionInsetReference }
        if let singleItemLineAlignment { layout.singleItemLineAlignment = singleItemLineAlignment }
        if let lastLineAlignment { layout.lastLineAlignment = lastLineAlignment }
    }
}

extension Scenario {
    /// A collection view holding this scenario's data, with a new layout of its engine attached
    /// and, unless `prepared` is false, prepared. Keep the view as long as the layout is used: a layout holds its collection
    /// view weakly, as in UIKit, and one that computes on demand (the calendar sample) sees no
    /// data once the view is gone.
    public func makeCollectionView(query: any QueryStrategy = BinarySearchQuery(),
                                   invalidation: any InvalidationStrategy = IncrementalInvalidation(),
                                   prepared: Bool = true) throws(LabError)
        -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        let layout = try EngineCatalog.named(engine).make(self.layout, query, invalidation)
        let view = SimulatedCollectionView(
            layout: layout, bounds: Rect(x: 0, y: 0, width: container.width, height: container.height),
            sections: sections, layoutMargins: container.layoutMargins, safeAreaInsets: container.safeAreaInsets)
        if prepared { view.layoutIfNeeded() }
        return (view, layout)
    }
}
