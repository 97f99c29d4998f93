/// The changes a layout promises to notice in `prepare()` when nobody announces them: UIKit's
/// contract lets a layout compare what it prepared on with what it finds (docs/architecture.md,
/// "How invalidation works"), and an engine that does says which of these it notices in its
/// descriptor (`EngineDescriptor.noticesUnannounced`). The fuzzer makes only those changes
/// unannounced (docs/fuzzing.md, "Unannounced changes"); none by default, so a user's engine and
/// the seed samples, which promise nothing of the kind, are never given one.
public struct UnannouncedChanges: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Items appended to or removed from the end of a section, with no invalidation at all.
    public static let itemCountsAtSectionEnds = UnannouncedChanges(rawValue: 1 << 0)
    /// A layout property (the descriptor's `setProperty`) changed, then only an empty
    /// invalidation context (`invalidateLayout(with: InvalidationContext())`), which names nothing.
    public static let properties = UnannouncedChanges(rawValue: 1 << 1)
    /// The inset reference's insets (the collection view's `layoutMargins` and `safeAreaInsets`)
    /// changed, with no invalidation.
    public static let insetReferenceInsets = UnannouncedChanges(rawValue: 1 << 2)
}
