/// A way of answering `layoutAttributesForElements(in:)`: interchangeable, and exact whichever is
/// chosen. Every strategy returns the ordinals of exactly the elements whose frames the query rect
/// intersects (`Rect.intersects(_:)`), in ascending order.
public protocol QueryStrategy: Sendable {
    /// The name commands and reports use: `linear`, `binary`.
    var name: String { get }
    /// A new index, empty until its first `update(from:source:)`.
    func makeIndex() -> any QueryIndex
}
