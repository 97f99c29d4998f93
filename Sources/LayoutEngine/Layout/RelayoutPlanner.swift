/// What every engine decides at the start of `prepare()`: which invalidations are pending, what
/// changed that nobody reported, and, through the invalidation strategy, what to recompute.
///
/// The rules (docs/flow-layout.md, "Invalidation"):
/// - the first prepare, or a change of a layout-wide metric, recomputes everything;
/// - a change of counts with `invalidateDataSourceCounts` and the changed items named adds the
///   first changed position; a count change nobody reported, or reported without naming items,
///   recomputes everything (anything may have changed);
/// - whenever anything is recomputed, the engine may name the first section whose own metrics
///   changed, and recomputation starts no later than there.
package struct RelayoutPlanner: Sendable {
    private var pending = InvalidationContext.everything
    package private(set) var preparedCounts = SectionCounts()

    package init() {}

    /// Accumulates an invalidation until the next plan.
    /// - Complexity: O(k), where k is the number of items `context` names.
    package mutating func invalidate(with context: InvalidationContext) {
        pending.formUnion(context)
    }

    /// Consumes the pending invalidations and returns what to recompute, with the context it
    /// was decided from (its preferred sizes are the engine's to apply).
    /// - Parameters:
    ///   - counts: the data source's counts now; they become the prepared counts.
    ///   - metricsChanged: whether a layout-wide metric (a property, the bounds' relevant length)
    ///     differs from the last prepare.
    ///   - firstSectionWithChangedMetrics: called only when something is to be recomputed.
    /// - Complexity: O(s + k) plus `firstSectionWithChangedMetrics`.
    package mutating func plan(counts: SectionCounts, metricsChanged: Bool,
                               firstSectionWithChangedMetrics: () -> Int?,
                               strategy: any InvalidationStrategy) -> (scope: RelayoutScope, context: InvalidationContext) {
        var context = pending
        pending = InvalidationContext()
        if metricsChanged { context.invalidateLayoutMetrics = true }
        if let change = preparedCounts.firstDifference(to: counts) {
            if context.invalidateDataSourceCounts && !context.invalidatedItemIndexPaths.isEmpty {
                context.invalidateItems(at: [change])
            } else {
                context.invalidateEverything = true
            }
        }
        if !context.isEmpty, let section = firstSectionWithChangedMetrics() {
            context.invalidateItems(at: [IndexPath(item: 0, section: section)])
        }
        preparedCounts = counts
        return (strategy.relayoutScope(for: context), context)
    }
}
