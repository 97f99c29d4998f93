/// The per-layout state of a query strategy: whatever it keeps between prepares to answer fast.
public protocol QueryIndex {
    /// Brings the index up to date after every frame from `firstChangedOrdinal` on may have
    /// changed, and elements may have been added or removed there. Frames before it are unchanged.
    mutating func update(from firstChangedOrdinal: Int, source: some ElementSource)
    /// Appends to `result` the ordinals of the elements whose frames `rect` intersects, in
    /// ascending order, and returns how many elements it examined.
    func appendOrdinals(in rect: Rect, source: some ElementSource, to result: inout [Int]) -> Int
    /// Bytes of memory the index holds.
    var bytesHeld: Int { get }
    /// True when `appendOrdinals(in:source:to:)` is, for every source that searches itself
    /// (`ElementSource.searchesItself`), `source.appendOrdinalsBySearch` and nothing more: the
    /// engine may then find and write its answer in one pass, with the search the strategy would
    /// have asked for (`LayoutMachinery.answer(in:source:bySearch:byOrdinals:)`). A property of the
    /// strategy alone, so that asking it passes no source through the index's existential (a
    /// copy of the source, every array it holds retained, on every query).
    var leavesSearchToSource: Bool { get }
}

extension QueryIndex {
    /// Most indexes search, or scan, themselves.
    public var leavesSearchToSource: Bool { false }
}
