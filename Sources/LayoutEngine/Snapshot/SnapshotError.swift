/// Each way an edit of a `DiffableSnapshot` can be wrong. The edit that throws one changes
/// nothing. The description names the identifier, written with `"\(identifier)"`.
public enum SnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error, Hashable {
    /// A section to add is already in the snapshot.
    case sectionAlreadyInSnapshot(SectionID)
    /// A section to add is listed twice in the same edit.
    case sectionListedTwice(SectionID)
    /// An item to add is already in the snapshot.
    case itemAlreadyInSnapshot(ItemID)
    /// An item to add is listed twice in the same edit.
    case itemListedTwice(ItemID)
    /// The edit names a section the snapshot does not hold.
    case unknownSection(SectionID)
    /// The edit names an item the snapshot does not hold.
    case unknownItem(ItemID)
    /// Items are appended without a section, and the snapshot has none to append them to.
    case noSectionToAppendTo
    /// A section is moved before or after itself.
    case sectionMovedRelativeToItself(SectionID)
    /// An item is moved before or after itself.
    case itemMovedRelativeToItself(ItemID)
}

extension SnapshotError: CustomStringConvertible {
    /// One line that names the broken rule and the identifier, prefixed `invalid snapshot edit:`.
    public var description: String { "invalid snapshot edit: \(brokenRule)" }

    /// The rule the edit broke, naming the identifier: `description` without its prefix.
    private var brokenRule: String {
        switch self {
        case .sectionAlreadyInSnapshot(let identifier):
            "section identifier \(identifier) is already in the snapshot"
        case .sectionListedTwice(let identifier):
            "section identifier \(identifier) is listed twice"
        case .itemAlreadyInSnapshot(let identifier):
            "item identifier \(identifier) is already in the snapshot"
        case .itemListedTwice(let identifier):
            "item identifier \(identifier) is listed twice"
        case .unknownSection(let identifier):
            "section identifier \(identifier) is not in the snapshot"
        case .unknownItem(let identifier):
            "item identifier \(identifier) is not in the snapshot"
        case .noSectionToAppendTo:
            "items are appended to the last section, but the snapshot has no sections"
        case .sectionMovedRelativeToItself(let identifier):
            "section identifier \(identifier) is moved relative to itself"
        case .itemMovedRelativeToItself(let identifier):
            "item identifier \(identifier) is moved relative to itself"
        }
    }
}
