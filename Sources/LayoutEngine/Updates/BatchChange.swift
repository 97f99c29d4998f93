/// One change of a batch update, in UIKit's coordinates: deletes and reloads name positions before
/// the update, inserts name positions after it, and a move goes from a before-update position to
/// an after-update one. A section change covers every item of the section.
public enum BatchChange: Hashable, Sendable {
    /// Deletes the section at this before-update index, with all its items.
    case deleteSection(Int)
    /// Reloads the section at this before-update index: its items go and new ones come.
    case reloadSection(Int)
    /// Moves the section from a before-update index to an after-update index, with its items.
    case moveSection(Int, to: Int)
    /// Inserts a section at this after-update index, with all its items.
    case insertSection(Int)
    /// Deletes the item at this before-update index path.
    case deleteItem(IndexPath)
    /// Reloads the item at this before-update index path; it keeps its position.
    case reloadItem(IndexPath)
    /// Moves the item from a before-update index path to an after-update one.
    case moveItem(IndexPath, to: IndexPath)
    /// Inserts an item at this after-update index path.
    case insertItem(IndexPath)

    /// The before-update section this change names, if it names one: a deleted, reloaded or moved
    /// section, or the section of a deleted, reloaded or moved item.
    public var sectionBeforeUpdate: Int? {
        switch self {
        case .deleteSection(let section), .reloadSection(let section), .moveSection(let section, _): section
        case .deleteItem(let path), .reloadItem(let path), .moveItem(let path, _): path.section
        case .insertSection, .insertItem: nil
        }
    }

    /// The after-update section this change names, if it names one: an inserted section, a move's
    /// destination, or the section of an inserted item or of a move's destination.
    public var sectionAfterUpdate: Int? {
        switch self {
        case .insertSection(let section), .moveSection(_, let section): section
        case .insertItem(let path), .moveItem(_, let path): path.section
        case .deleteSection, .reloadSection, .deleteItem, .reloadItem: nil
        }
    }

    /// True for the four section-level changes.
    public var isSectionChange: Bool {
        switch self {
        case .deleteSection, .reloadSection, .moveSection, .insertSection: true
        case .deleteItem, .reloadItem, .moveItem, .insertItem: false
        }
    }
}

extension BatchChange: Comparable {
    /// The canonical order validation reports errors in, so that the error a batch raises does not
    /// depend on the order its changes were listed in: section changes before item changes, then
    /// delete, reload, move, insert, then by position.
    public static func < (lhs: BatchChange, rhs: BatchChange) -> Bool {
        lhs.sortKey < rhs.sortKey
    }

    private var sortKey: SortKey {
        switch self {
        case .deleteSection(let section): SortKey(rank: 0, first: IndexPath(item: 0, section: section))
        case .reloadSection(let section): SortKey(rank: 1, first: IndexPath(item: 0, section: section))
        case .moveSection(let from, let to):
            SortKey(rank: 2, first: IndexPath(item: 0, section: from), second: IndexPath(item: 0, section: to))
        case .insertSection(let section): SortKey(rank: 3, first: IndexPath(item: 0, section: section))
        case .deleteItem(let path): SortKey(rank: 4, first: path)
        case .reloadItem(let path): SortKey(rank: 5, first: path)
        case .moveItem(let from, let to): SortKey(rank: 6, first: from, second: to)
        case .insertItem(let path): SortKey(rank: 7, first: path)
        }
    }

    private struct SortKey: Comparable {
        var rank: Int
        var first: IndexPath
        var second = IndexPath(item: 0, section: 0)

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.rank, lhs.first, lhs.second) < (rhs.rank, rhs.first, rhs.second)
        }
    }
}

extension BatchChange: CustomStringConvertible {
    /// UIKit's wording: "delete section 2", "move item [0, 3] to [1, 0]".
    public var description: String {
        switch self {
        case .deleteSection(let section): "delete section \(section)"
        case .reloadSection(let section): "reload section \(section)"
        case .moveSection(let from, let to): "move section \(from) to \(to)"
        case .insertSection(let section): "insert section \(section)"
        case .deleteItem(let path): "delete item \(path)"
        case .reloadItem(let path): "reload item \(path)"
        case .moveItem(let from, let to): "move item \(from) to \(to)"
        case .insertItem(let path): "insert item \(path)"
        }
    }
}
