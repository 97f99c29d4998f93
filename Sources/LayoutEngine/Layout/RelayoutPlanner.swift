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

    /// Accumulates an invalidation until the next plan. A context that carries batch updates first
    /// moves what is pending through them, so that everything pending names positions in the data
    /// as it is now.
    /// - Complexity: O(k), where k is the number of items `context` names, plus
    ///   O((k' + p') log c) per batch for the k' items and p' preferred sizes pending.
    package mutating func invalidate(with context: InvalidationContext) {
        for mapping in context.batchUpdates { pending.remap(through: mapping) }
        pending.formUnion(context)
    }

    /// The batch updates received since the last plan, oldest first.
    package var pendingBatchUpdates: [BatchIndexMapping] { pending.batchUpdates }

    /// Where the item the layout last prepared at `indexPath` is in the data as it is now, after
    /// the batch updates received since: what a layout needs to read a self-sizing answer from a
    /// cell that still shows its before-update attributes. Nil when a batch deleted or reloaded
    /// the item (the cell's measurement describes content that is gone).
    /// - Complexity: O(b log c) for b pending batches of c changes.
    package func currentIndexPath(ofPreparedItem indexPath: IndexPath) -> IndexPath? {
        var current = indexPath
        for mapping in pending.batchUpdates {
            guard !mapping.isReloaded(itemBeforeUpdate: current),
                  let after = mapping.indexPathAfterUpdate(current) else { return nil }
            current = after
        }
        return current
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
