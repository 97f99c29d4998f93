/// A layout the lab can drive: its strategies can be swapped, its elements enumerated in
/// canonical order, and its work counted. Every built-in engine conforms.
public protocol InstrumentedLayout: CollectionViewLayout {
    /// How `layoutAttributesForElements(in:)` finds elements. Setting it rebuilds the index.
    var queryStrategy: any QueryStrategy { get set }
    /// How invalidations turn into recomputation.
    var invalidationStrategy: any InvalidationStrategy { get set }
    var counters: LayoutCounters { get }
    /// The number of elements the last `prepare()` laid out.
    var elementCount: Int { get }
    /// The attributes of the element at `ordinal` in the layout's canonical order.
    /// - Precondition: `0 <= ordinal < elementCount`.
    func attributesOfElement(at ordinal: Int) -> LayoutAttributes
    /// Bytes the layout holds for its prepared state, query index included.
    var bytesHeld: Int { get }
}

extension InstrumentedLayout {
    /// Every element in canonical order.
    /// - Complexity: O(n), where n is the number of elements.
    public var allElements: [LayoutAttributes] {
        (0..<elementCount).map(attributesOfElement(at:))
    }
}
