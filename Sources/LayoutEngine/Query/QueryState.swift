/// A layout's query strategy and the index it keeps, together: what every engine needs to
/// answer `layoutAttributesForElements(in:)` with a swappable strategy.
public struct QueryState {
    /// The strategy in use; change it with `setStrategy(_:source:)`, which rebuilds the index.
    public private(set) var strategy: any QueryStrategy
    private var index: any QueryIndex

    /// A state for `strategy`, with an empty index: call `update(from: 0, source:)` before the first
    /// query.
    public init(strategy: any QueryStrategy) {
        self.strategy = strategy
        self.index = strategy.makeIndex()
    }

    /// Switches to `strategy`, building its index over `source`.
    /// - Complexity: that of a full index update.
    public mutating func setStrategy(_ strategy: any QueryStrategy, source: some ElementSource) {
        self.strategy = strategy
        index = strategy.makeIndex()
        index.update(from: 0, source: source)
    }

    /// Brings the index up to date after a prepare changed the elements from `firstChangedOrdinal` on.
    /// - Complexity: that of the strategy's index update (O(n − j) for `binary`, O(1) for `linear`).
    public mutating func update(from firstChangedOrdinal: Int, source: some ElementSource) {
        index.update(from: firstChangedOrdinal, source: source)
    }

    /// The ordinals of the elements of `source` whose frames `rect` intersects, ascending; counts
    /// the query and the elements it examined.
    /// - Complexity: that of the strategy.
    public func ordinals(in rect: Rect, source: some ElementSource, counting counters: inout LayoutCounters) -> [Int] {
        // Room for a screen's answer (tens of elements) at once: growing from empty by doubling
        // allocated five or six times per query.
        var ordinals: [Int] = []
        ordinals.reserveCapacity(Self.expectedAnswerCount)
        counters.elementsExamined += index.appendOrdinals(in: rect, source: source, to: &ordinals)
        counters.queries += 1
        return ordinals
    }

    /// Whether the strategy answers queries on `source` with the source's own search and
    /// nothing of its own (`QueryIndex.leavesSearch(to:)`: the binary search, on a source that
    /// searches itself).
    public func leavesSearch(to source: some ElementSource) -> Bool {
        index.leavesSearch(to: source)
    }

    /// The ordinals reserved before a query: more than a phone screen's cells.
    static let expectedAnswerCount = 128

    /// Bytes the strategy's index holds.
    public var bytesHeld: Int { index.bytesHeld }
}
