/// The invariants a layout promises, which the fuzzer checks after every step. Some checks hold
/// for every layout and are not listed here (finite frames, one cell per item, lookups that agree
/// with the elements, strategies that agree, queries that match the reference filter); these are
/// the ones a correct layout may legitimately not keep.
public struct EnginePromises: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// No two elements share an area (beyond rounding error). A calendar's concurrent events, a
    /// stack of cards that peek out from under each other, break it on purpose.
    public static let noOverlap = EnginePromises(rawValue: 1 << 0)
    /// Every frame lies inside `Rect(origin: .zero, size: collectionViewContentSize)`. A header
    /// that stretches above the content when pulled down breaks it on purpose.
    public static let framesInsideContent = EnginePromises(rawValue: 1 << 1)
    /// After any sequence of steps, the layout equals a fresh one built on the same data and bounds:
    /// whatever it kept from earlier passes changed nothing. A layout that remembers where an
    /// item was placed before (so that it does not jump on an update) breaks it on purpose.
    public static let matchesFreshLayout = EnginePromises(rawValue: 1 << 2)

    /// Every promise: what the built-in engines make, except the calendars' no-overlap.
    public static let all: EnginePromises = [.noOverlap, .framesInsideContent, .matchesFreshLayout]

    /// The promises' names as the fuzzer's checks are named (`no-overlap`, …).
    public var names: [String] {
        [(EnginePromises.noOverlap, "no-overlap"), (.framesInsideContent, "inside-content"),
         (.matchesFreshLayout, "matches-fresh-layout")].filter { contains($0.0) }.map(\.1)
    }
}
