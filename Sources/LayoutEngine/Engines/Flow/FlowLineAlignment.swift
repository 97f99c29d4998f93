/// Where the items of a line sit across it, for the cases UIKit's documentation leaves to
/// observation: a line holding a single item, and the last line of a section.
public enum FlowLineAlignment: String, Hashable, Sendable, CaseIterable {
    /// The first item at the leading edge, the last at the trailing edge, the leftover space
    /// spread evenly between the gaps (UIKit's documented rule for full lines). A line of one
    /// item has no gap to spread into: it is centred.
    case justified
    /// Items packed from the leading edge, `minimumInteritemSpacing` apart.
    case leading
    /// Items packed `minimumInteritemSpacing` apart, the group centred in the line.
    case centered
}
