/// A policy that turns what was invalidated into what `prepare()` recomputes. Interchangeable:
/// whichever strategy a layout uses, the attributes it gives are identical to the last bit; only
/// the work differs.
public protocol InvalidationStrategy: Sendable {
    /// The name commands and reports use: `full`, `incremental`.
    var name: String { get }
    /// The scope the next prepare recomputes, given every invalidation since the last one. The
    /// layout has already added what it noticed itself (see `FlowLayout.prepare()`): where the
    /// counts changed, and the first section whose metrics changed, as invalidated items.
    ///
    /// Whichever strategy is used, the attributes are identical provided the invalidations
    /// describe the change, as UIKit requires: a changed item is named, a changed count comes with
    /// `invalidateDataSourceCounts`, a changed layout-wide metric with `invalidateLayoutMetrics`.
    func relayoutScope(for context: InvalidationContext) -> RelayoutScope
}
