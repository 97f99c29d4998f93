import LayoutEngine

/// One step of a fuzz case as data: the operation, and the random rect the case queries after it.
///
/// A case draws both from its generator; recording them here lets a failing case be written out
/// (`LayoutStep+JSON.swift`) and replayed step by step without the generator, or cut down by hand.
package struct LayoutStep: Sendable {
    package var operation: LayoutOperation
    /// The rect queried after `operation`, besides the bounds (and an operation's own query rect).
    package var extraQuery: Rect

    package init(operation: LayoutOperation, extraQuery: Rect) {
        self.operation = operation
        self.extraQuery = extraQuery
    }
}
