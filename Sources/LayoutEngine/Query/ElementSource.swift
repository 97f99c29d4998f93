/// The frames of a prepared layout, by ordinal: an element's position in the layout's canonical
/// order (for the flow layouts: section by section, the header, the items, the footer). Query
/// strategies see a layout only through this protocol, so they work for every engine.
///
/// Ordinals run from 0 to `elementCount - 1`. An engine is free to choose its canonical order;
/// queries are exact for any order, and fastest when elements are ordered along the scroll
/// direction.
public protocol ElementSource {
    var elementCount: Int { get }
    var scrollDirection: ScrollDirection { get }
    /// True when, for every pair of ordinals `i < j`, both `frame(i).minAlong ≤ frame(j).minAlong`
    /// and `frame(i).maxAlong ≤ frame(j).maxAlong`. A strategy may then search the source directly,
    /// with no index of its own. A source that is not sure must say false.
    var isOrderedAlongScrollDirection: Bool { get }
    /// False when the source computes its frames rather than reading them from memory (a closed
    /// form): a strategy then keeps nothing per block for it, since a search of computed frames
    /// misses no cache and building anything would cost the source its O(1) prepare.
    var storesFrames: Bool { get }
    /// - Complexity: O(log s) at most, where s is the number of sections.
    func frame(ofElementAt ordinal: Int) -> Rect
}

extension ElementSource {
    /// Most sources store their frames.
    public var storesFrames: Bool { true }
}
