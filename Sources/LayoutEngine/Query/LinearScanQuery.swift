/// The baseline: test every element's frame. What a first `layoutAttributesForElements(in:)`
/// usually does (`cachedAttributes.filter { rect.intersects($0.frame) }`).
///
/// - Complexity: query O(n), where n is the number of elements; no index, no memory.
public struct LinearScanQuery: QueryStrategy {
    /// The linear-scan strategy; it holds no state.
    public init() {}
    /// `linear`.
    public var name: String { "linear" }
    /// An index that keeps nothing.
    public func makeIndex() -> any QueryIndex { Index() }

    struct Index: QueryIndex {
        mutating func update(from firstChangedOrdinal: Int, source: some ElementSource) {}

        // Specialised like the binary search's, so that the ratio between them is the algorithms'.
        @_specialize(where Source == ElementTable)
        @_specialize(where Source == FlowGeometry)
        @_specialize(where Source == CompositionalElementSource)
        func appendOrdinals<Source: ElementSource>(in rect: Rect, source: Source, to result: inout [Int]) -> Int {
            source.appendOrdinalsByScan(in: rect, to: &result)
        }

        var bytesHeld: Int { 0 }
    }
}
