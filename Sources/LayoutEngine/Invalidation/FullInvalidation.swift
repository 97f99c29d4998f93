/// Throw everything away and recompute on any invalidation.
public struct FullInvalidation: InvalidationStrategy {
    /// The full strategy; it holds no state.
    public init() {}
    /// `full`.
    public var name: String { "full" }

    /// `.everything` for any non-empty context, `.nothing` for an empty one.
    public func relayoutScope(for context: InvalidationContext) -> RelayoutScope {
        context.isEmpty ? .nothing : .everything
    }
}
