/// A policy that turns what was invalidated into what `prepare()` recomputes. Interchangeable:
/// whichever strategy a layout uses, the attributes it gives are identical to the last bit; only
/// the work differs.
public protocol InvalidationStrategy: Sendable {
    /// The name commands and reports use: `full`, `incremental`.
    var name: String { get }
    /// The scope the next prepare recomputes, given every invalidation since the last one.
    /// The layout has already added the position where the data source's counts changed to
    /// `context.invalidatedItemIndexPaths`.
    func relayoutScope(for context: InvalidationContext) -> RelayoutScope
}

/// The built-in strategies, by name.
public enum InvalidationStrategies {
    public static let all: [any InvalidationStrategy] = [FullInvalidation(), IncrementalInvalidation()]

    public static var names: [String] { all.map(\.name) }

    public static func named(_ name: String) -> (any InvalidationStrategy)? {
        all.first { $0.name == name }
    }
}

/// Throw everything away and recompute on any invalidation.
public struct FullInvalidation: InvalidationStrategy {
    public init() {}
    public var name: String { "full" }

    public func relayoutScope(for context: InvalidationContext) -> RelayoutScope {
        context.isEmpty ? .nothing : .everything
    }
}

/// Recompute only from the first invalidated item on; recompute everything only when a metric
/// every element depends on changed.
public struct IncrementalInvalidation: InvalidationStrategy {
    public init() {}
    public var name: String { "incremental" }

    /// - Complexity: O(k), where k is the number of invalidated items.
    public func relayoutScope(for context: InvalidationContext) -> RelayoutScope {
        if context.invalidateEverything || context.invalidateLayoutMetrics { return .everything }
        if let first = context.invalidatedItemIndexPaths.min() { return .from(first) }
        return .nothing
    }
}
