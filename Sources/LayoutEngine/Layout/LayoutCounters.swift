/// Machine-independent counts of the work a layout did, for the lab's deterministic counters and
/// for tests that must prove work was (or was not) done. They only grow; read them before and
/// after an operation and subtract.
public struct LayoutCounters: Hashable, Sendable {
    /// `prepare()` calls that recomputed at least one element or section.
    public var layoutPasses: Int = 0
    /// Elements whose frames a prepare computed and stored (closed-form elements that are never
    /// stored, such as the cells of a uniform flow section, are not counted). An engine whose
    /// cells are all in closed form counts what it computes and stores in their place: a
    /// compositional section its template's frames, a mosaic section one, for its state.
    public var elementsRecomputed: Int = 0
    /// `layoutAttributesForElements(in:)` calls.
    public var queries: Int = 0
    /// Elements whose frames queries tested against their rects.
    public var elementsExamined: Int = 0

    /// Counters at zero.
    public init() {}
}
