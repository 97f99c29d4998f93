/// A bound on the roundings between a flow section's stored line starts and the running sums a
/// fresh layout computes for them, counted in steps of `u·L` (u = 2⁻⁵³, L the largest content
/// length along since the section was laid out afresh). Every place that adds roundings to the
/// stored starts says so here, by what it did; the counts are those docs/flow-layout.md derives in
/// "The proof" (section "Invalidation"): 2 per line or item laid out or copied, 4 per block moved
/// (two point updates of the positions tree), 128 per rebuilt positions tree (its nodes telescope
/// to the reads before), and `stepsPerRelayout` per relayout for its reads.
///
/// `FlowGeometry.needsFreshLayout` adds the bounds of every measured section and of a fresh
/// layout's own running sums, and lays everything out afresh before `reaches(_:scale:)` could say
/// the frames passed `MeasuredFlowLines.relativeTolerance`.
///
/// Invariant: `steps` never decreases; it only starts again at a fresh layout (a new value).
struct FlowRoundingBound: Sendable {
    /// The roundings counted so far, in steps of `u·L`.
    private(set) var steps = 0

    /// The roundings a relayout adds besides its lines and its updates of the positions tree:
    /// reading the resumed start, reading a moved block's end, merging a small block, and a read's
    /// sum over at most 64 nodes of the tree.
    static let stepsPerRelayout = 72

    /// No roundings yet.
    init() {}

    /// The bound of a fresh layout of `itemCount` items: a running sum of at most two additions per
    /// line (each line holds an item or more), stored and read back, and a relayout's reads.
    static func freshLayout(itemCount: Int) -> Self {
        var bound = Self()
        bound.layOut(itemCount)
        bound.relayout()
        return bound
    }

    /// A fresh layout's starts of `count` sections: their starts, insets, header and footer.
    static func sectionEdges(_ count: Int) -> Self {
        var bound = Self()
        bound.steps = 8 * count
        return bound
    }

    /// `count` lines (or as many items, at least one per line) laid out or copied: two roundings each.
    @inline(__always)
    mutating func layOut(_ count: Int) { steps += 2 * count }

    /// `count` blocks moved, or given a new base, through point updates of the positions tree:
    /// four roundings each (two updates).
    @inline(__always)
    mutating func moveBlocks(_ count: Int = 1) { steps += 4 * count }

    /// The positions tree rebuilt from its reads: at most 128 roundings on any read.
    @inline(__always)
    mutating func rebuildPositions() { steps += 128 }

    /// A relayout's own reads (`stepsPerRelayout`).
    @inline(__always)
    mutating func relayout() { steps += Self.stepsPerRelayout }

    /// Adds the roundings `other` counted (a plan's, once applied; another section's).
    @inline(__always)
    mutating func add(_ other: Self) { steps += other.steps }

    /// Whether the roundings counted could reach `tolerance` for positions of magnitude up to
    /// `scale` (at least 1): `steps · u · scale ≥ tolerance`.
    func reaches(_ tolerance: Double, scale: Double) -> Bool {
        Double(steps) * (Double.ulpOfOne / 2) * Swift.max(1, scale) >= tolerance
    }
}
