/// The frames of a prepared layout, by ordinal: an element's position in the layout's canonical
/// order (for the flow layouts: section by section, the header, the items, the footer). Query
/// strategies see a layout only through this protocol, so they work for every engine.
///
/// Ordinals run from 0 to `elementCount - 1`. An engine is free to choose its canonical order;
/// queries are exact for any order, and fastest when elements are ordered along the scroll
/// direction.
///
/// A source may keep its own search structure, updated as its elements change (block storage,
/// per-day buckets, a closed form searched by segment): it then says `searchesItself`, and
/// answers both strategies itself, a scan (`appendOrdinalsByScan`) and a search
/// (`appendOrdinalsBySearch`), so that no strategy keeps, or rebuilds, an index over every
/// element after each change.
public protocol ElementSource {
    /// The number of elements the source holds, ordinals `0..<elementCount`.
    var elementCount: Int { get }
    /// The direction the layout scrolls in: the axis along which queries search.
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

    /// True when the source keeps its own search structure: the binary-search strategy then keeps
    /// no index and calls `appendOrdinalsBySearch`.
    var searchesItself: Bool { get }
    /// Appends to `result` the ordinals of exactly the elements whose frames `rect` intersects
    /// (`Rect.intersects(_:)`), ascending, by testing every element; returns how many it tested
    /// (`elementCount`). The linear-scan strategy's answer: a source overrides it only to walk
    /// its own storage in order, never to skip an element.
    /// - Complexity: O(n).
    func appendOrdinalsByScan(in rect: Rect, to result: inout [Int]) -> Int
    /// Appends to `result` the ordinals of exactly the elements whose frames `rect` intersects,
    /// ascending, using the source's own search structure; returns how many elements it tested.
    /// Called only when `searchesItself` is true.
    func appendOrdinalsBySearch(in rect: Rect, to result: inout [Int]) -> Int
}

extension ElementSource {
    /// Most sources store their frames.
    public var storesFrames: Bool { true }

    /// Most sources leave the search to the strategy's index.
    public var searchesItself: Bool { false }

    /// Tests every frame in ordinal order.
    /// - Complexity: O(n) calls of `frame(ofElementAt:)`.
    public func appendOrdinalsByScan(in rect: Rect, to result: inout [Int]) -> Int {
        let count = elementCount
        for ordinal in 0..<count where rect.intersects(frame(ofElementAt: ordinal)) {
            result.append(ordinal)
        }
        return count
    }

    /// A source that does not search itself is never asked to.
    public func appendOrdinalsBySearch(in rect: Rect, to result: inout [Int]) -> Int {
        preconditionFailure("\(Self.self) does not search itself; the strategy's index answers for it")
    }
}
