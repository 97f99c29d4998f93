/// Throw everything away and recompute on any invalidation.
public struct FullInvalidation: InvalidationStrategy {
    public init() {}
    public var name: String { "full" }

    public func relayoutScope(for context: InvalidationContext) -> RelayoutScope {
        context.isEmpty ? .nothing : .everything
    }
}
