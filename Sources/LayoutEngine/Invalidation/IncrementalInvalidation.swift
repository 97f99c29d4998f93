/// Recompute only from the first invalidated item on; recompute everything when a metric every
/// element depends on changed, or when the data source's counts were invalidated without naming
/// the items that changed (UIKit's `reloadData`: anything may have changed).
public struct IncrementalInvalidation: InvalidationStrategy {
    /// The incremental strategy; it holds no state.
    public init() {}
    /// `incremental`.
    public var name: String { "incremental" }

    /// - Complexity: O(k), where k is the number of invalidated items.
    public func relayoutScope(for context: InvalidationContext) -> RelayoutScope {
        if context.invalidateEverything || context.invalidateLayoutMetrics { return .everything }
        if context.invalidateDataSourceCounts && context.invalidatedItemIndexPaths.isEmpty { return .everything }
        if let first = context.invalidatedItemIndexPaths.min() { return .from(first) }
        return .nothing
    }
}
