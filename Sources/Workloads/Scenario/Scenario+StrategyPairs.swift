import LabSupport
import LayoutEngine

extension Scenario {
    /// The scenario's layout under one pair of strategies, with its collection view (keep the view
    /// alive while the layout is used: layouts hold it weakly).
    public typealias StrategyRun = (name: String, view: SimulatedCollectionView, layout: any InstrumentedLayout)

    /// The scenario built once per pair of query and invalidation strategy, named `query/invalidation`,
    /// the reference pair (linear scan, full invalidation) first. Nothing is prepared yet. For a
    /// sample, which ignores strategies, the four runs are four copies.
    /// - Throws: `LabError` when the engine is unknown to `registry`.
    public func makeEveryStrategyPair(registry: EngineRegistry) throws(LabError) -> [StrategyRun] {
        var runs: [StrategyRun] = []
        for invalidation in [FullInvalidation() as any InvalidationStrategy, IncrementalInvalidation()] {
            for query in QueryStrategies.all {
                let (view, layout) = try makeCollectionView(registry: registry, query: query, invalidation: invalidation)
                runs.append(("\(query.name)/\(invalidation.name)", view, layout))
            }
        }
        return runs
    }

    /// True when the scenario's layout sizes its items itself (a non-zero estimated item size, or
    /// a composition with estimated item lengths).
    public var isEstimatingItemSizes: Bool {
        if let composition = layout[.composition] {
            return composition.isEstimating(scrollDirection: layout[.scrollDirection] ?? .vertical)
        }
        return layout[.estimatedItemSize].map { $0 != .zero } ?? false
    }
}
