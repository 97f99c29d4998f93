import LayoutEngine

/// The engines of the running command's registry (`EngineRegistry.current`) and the strategies,
/// by name: what the commands looked up before engines were registered, kept as a thin layer.
public enum EngineCatalog {
    /// The engines of the current registry.
    public static var all: [EngineDescriptor] { EngineRegistry.current.engines }

    public static var names: [String] { EngineRegistry.current.names }

    /// The engine called `name` in the current registry.
    public static func named(_ name: String) throws(LabError) -> EngineDescriptor {
        try EngineRegistry.current.named(name)
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
    /// A collection view holding this scenario's data, with a new layout of its engine (looked up in
    /// `EngineRegistry.current`) attached
    /// and, unless `prepared` is false, prepared. Keep the view as long as the layout is used: a layout holds its collection
    /// view weakly, as in UIKit, and one that computes on demand (the calendar sample) sees no
    /// data once the view is gone.
    public func makeCollectionView(query: any QueryStrategy = BinarySearchQuery(),
                                   invalidation: any InvalidationStrategy = IncrementalInvalidation(),
                                   prepared: Bool = true) throws(LabError)
        -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        let layout = try EngineRegistry.current.named(engine).make(self.layout, query, invalidation)
        let view = SimulatedCollectionView(
            layout: layout, bounds: Rect(x: 0, y: 0, width: container.width, height: container.height),
            sections: sections, layoutMargins: container.layoutMargins, safeAreaInsets: container.safeAreaInsets)
        if prepared { view.layoutIfNeeded() }
        return (view, layout)
    }
}
