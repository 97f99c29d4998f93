/// A layout the lab can drive: its elements enumerated in canonical order and its work counted.
/// Every built-in engine and seed-faithful sample conforms.
public protocol InstrumentedLayout: CollectionViewLayout {
    /// The work the layout has done since it was created; the counts only grow.
    var counters: LayoutCounters { get }
    /// The number of elements the last `prepare()` laid out.
    var elementCount: Int { get }
    /// The attributes of the element at `ordinal` in the layout's canonical order.
    /// - Precondition: `0 <= ordinal < elementCount`.
    func attributesOfElement(at ordinal: Int) -> LayoutAttributes
    /// Bytes the layout holds for its prepared state, query index included.
    var bytesHeld: Int { get }
    /// How far, in points, a frame may be from the one a fresh layout of the same data computes
    /// (0: bit for bit). A layout that moves stored positions by adding an offset, rather than
    /// summing again from the start, states its bound here and proves it in its docs; the
    /// fuzzer's strategy-agreement and fresh-layout checks hold it to it.
    var frameTolerance: Double { get }
}

/// A layout whose query and invalidation strategies can be swapped, giving identical results
/// whichever is chosen. Every correct engine conforms; the samples, which answer with their own
/// algorithms, do not.
public protocol StrategyLayout: InstrumentedLayout {
    /// How `layoutAttributesForElements(in:)` finds elements. Setting it rebuilds the index.
    var queryStrategy: any QueryStrategy { get set }
    /// How invalidations turn into recomputation.
    var invalidationStrategy: any InvalidationStrategy { get set }
}

extension InstrumentedLayout {
    /// Most layouts give a fresh layout's frames bit for bit.
    public var frameTolerance: Double { 0 }

    /// Every element in canonical order.
    /// - Complexity: O(n), where n is the number of elements.
    public var allElements: [LayoutAttributes] {
        (0..<elementCount).map(attributesOfElement(at:))
    }
}
