/// A layout's query strategy and the index it keeps, together: what every engine needs to
/// answer `layoutAttributesForElements(in:)` with a swappable strategy.
public struct QueryState {
    /// The strategy in use; change it with `setStrategy(_:source:)`, which rebuilds the index.
    public private(set) var strategy: any QueryStrategy
    private var index: any QueryIndex
    /// The ordinals of the last query, kept for its capacity (`withOrdinals`); empty between queries.
    private var ordinalBuffer: [Int] = []

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

    /// Hands `body` the ordinals of the elements of `source` whose frames `rect` intersects,
    /// ascending, in a buffer the state keeps from one query to the next, and returns what `body`
    /// returns; counts the query and the elements it examined. A stream of queries allocates
    /// nothing for its ordinals once the buffer has room for their answers, so a query whose
    /// answer is an array allocates once, for the answer. A buffer grown past
    /// `largestKeptBuffer` ordinals is let go after its query, so a state holds at most 32 KB
    /// between queries (not counted in `bytesHeld`, which counts what the layout's data needs).
    /// `body` may keep the array it is given: the next query then writes to a buffer of its own.
    /// - Complexity: that of the strategy, plus `body`.
    public mutating func withOrdinals<Result>(in rect: Rect, source: some ElementSource, counting counters: inout LayoutCounters,
                                              _ body: ([Int]) throws -> Result) rethrows -> Result {
        var ordinals = ordinalBuffer
        ordinalBuffer = []
        ordinals.removeAll(keepingCapacity: true)
        if ordinals.capacity < Self.expectedAnswerCount { ordinals.reserveCapacity(Self.expectedAnswerCount) }
        counters.elementsExamined += index.appendOrdinals(in: rect, source: source, to: &ordinals)
        counters.queries += 1
        defer { if ordinals.capacity <= Self.largestKeptBuffer { ordinalBuffer = ordinals } }
        return try body(ordinals)
    }

    /// Whether the strategy answers queries on `source` with the source's own search and
    /// nothing of its own (`QueryIndex.leavesSearchToSource`: the binary search, on a source that
    /// searches itself).
    public func leavesSearch(to source: some ElementSource) -> Bool {
        source.searchesItself && index.leavesSearchToSource
    }

    /// The ordinals reserved before a query: more than a phone screen's cells.
    static let expectedAnswerCount = 128

    /// The most ordinals whose buffer `withOrdinals` keeps between queries (32 KB).
    static let largestKeptBuffer = 4_096

    /// Bytes the strategy's index holds.
    public var bytesHeld: Int { index.bytesHeld }
}
