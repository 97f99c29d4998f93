/// Something the platform would have logged about a layout while driving it (UIKit's run-time
/// warnings: a flow subclass that edited `super`'s cached attributes, attributes for an item that
/// does not exist, …), as a layout that records them reports it: the fuzzer fails a case on one
/// (`ReportsPlatformWarnings`).
public struct PlatformWarning: Hashable, Sendable {
    /// The rule, as the platform's adapter names it (`cached-frame-mismatch`).
    public var kind: String
    /// What the platform would say, with the values involved.
    public var message: String
    /// The element concerned, when there is one.
    public var element: ElementID?

    /// A warning of `kind`, saying `message`, about `element` (nil: the layout as a whole).
    public init(kind: String, message: String, element: ElementID?) {
        self.kind = kind
        self.message = message
        self.element = element
    }
}

/// A layout that records the platform's warnings while it is driven (`UIKitLayoutEngine`).
public protocol ReportsPlatformWarnings: AnyObject {
    /// The warnings recorded since the last call, each returned once.
    /// - Complexity: O(w) in the warnings returned.
    func takeWarnings() -> [PlatformWarning]
}
