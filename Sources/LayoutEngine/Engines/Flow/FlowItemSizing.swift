/// Where a section's item sizes come from.
enum FlowItemSizing: Hashable, Sendable {
    /// Every item has this size: frames are computed from the index, nothing is stored per item.
    case uniform(Size)
    /// Each item has its own size, from the delegate or the self-sizing store: frames are stored.
    case individual
}
