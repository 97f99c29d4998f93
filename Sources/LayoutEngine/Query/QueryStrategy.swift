/// A way of answering `layoutAttributesForElements(in:)`: interchangeable, and exact whichever is
/// chosen. Every strategy returns the ordinals of exactly the elements whose frames the query rect
/// intersects (`Rect.intersects(_:)`), in ascending order.
public protocol QueryStrategy: Sendable {
    /// The name commands and reports use: `linear`, `binary`.
    var name: String { get }
    /// A new index, empty until its first `update(from:source:)`.
    func makeIndex() -> any QueryIndex
}

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
}

/// The built-in strategies, by name.
public enum QueryStrategies {
    public static let all: [any QueryStrategy] = [LinearScanQuery(), BinarySearchQuery()]

    /// The names of the built-in strategies, for error messages.
    public static var names: [String] { all.map(\.name) }

    /// The built-in strategy called `name`, or nil.
    public static func named(_ name: String) -> (any QueryStrategy)? {
        all.first { $0.name == name }
    }
}
