/// How a `MosaicLayout` sizes its content, and so which bounds changes invalidate it.
public enum MosaicContentSizing: Hashable, Sendable {
    /// Seed 000, the default: the content starts as the collection view's bounds size and grows
    /// to contain every cell (`contentBounds = bounds.size`, then `union` with each frame), so it
    /// is at least the bounds: one item in a 390×844 view gives 390×844. Since the content then
    /// depends on the bounds' height, any change of the bounds' size invalidates, as the sample's
    /// `shouldInvalidateLayout(forBoundsChange:)` does (a height-only change recomputes nothing
    /// but the content size's lower bound: the frames depend on the width only).
    case atLeastBounds
    /// The project's earlier departure, kept as an option: the bounds' width and the last cell's
    /// bottom (0 with no cells), so one item in a 390×844 view gives 390×201; only a width change
    /// invalidates (nothing else depends on the bounds).
    case cellsOnly
}
