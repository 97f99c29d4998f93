/// Which side of a batch update a position belongs to.
public enum BatchSide: String, Hashable, Sendable {
    /// A position counted in the data before the batch is applied.
    case beforeUpdate = "before the update"
    /// A position counted in the data after the batch is applied.
    case afterUpdate = "after the update"
}

/// Each way a batch update can be invalid, one case per rule of docs/batch-updates.md (the rule's
/// number is in the case's comment). An invalid batch changes nothing.
public enum BatchUpdateError: Error, Hashable, Sendable {
    /// Rule 1: a change names a section that does not exist on its side of the update.
    case sectionOutOfRange(BatchChange, section: Int, sectionCount: Int, side: BatchSide)
    /// Rule 2: a section gets two changes on one side (deleted twice, deleted and moved, reloaded
    /// and moved, moved twice, inserted twice, inserted and moved into).
    case sectionChangedTwice(section: Int, side: BatchSide, BatchChange, BatchChange)
    /// Rule 3: the number of sections after the update is not the number before, plus inserted,
    /// minus deleted.
    case sectionCountMismatch(before: Int, after: Int, inserted: Int, deleted: Int)
    /// Rule 4: an item change names an item that does not exist on its side of the update.
    case itemOutOfRange(BatchChange, itemCount: Int, side: BatchSide)
    /// Rule 0: a count the data source reports is negative.
    case negativeItemCount(section: Int, count: Int, side: BatchSide)
    /// Rule 5: the same item change is listed twice (an item deleted or reloaded twice, a
    /// position inserted into twice, the same move twice). UIKit's `deleteItems` with a repeated
    /// index path corrupts its state and crashes later (IGListKit #689).
    case duplicateItemChange(BatchChange)
    /// Rule 5: an item is both deleted and reloaded (UIKit: "attempt to delete and reload the same
    /// index path").
    case itemDeletedAndReloaded(IndexPath)
    /// Rule 5: an item is both deleted and moved away (UIKit: "attempt to perform a delete and a
    /// move from the same index path").
    case itemDeletedAndMoved(IndexPath, move: BatchChange)
    /// Rule 5: an item is both reloaded and moved away: UIKit cannot reload what moves.
    case itemReloadedAndMoved(IndexPath, move: BatchChange)
    /// Rule 5: a position is both inserted into and moved into (UIKit: "attempt to perform an
    /// insert and a move to the same index path").
    case itemInsertedAndMovedInto(IndexPath, move: BatchChange)
    /// Rule 5: moves are not one to one: two moves leave the same item (`side` before the update)
    /// or arrive at the same position (`side` after it).
    case movesNotOneToOne(IndexPath, side: BatchSide, BatchChange, BatchChange)
    /// Rule 6: an item change inside a section that is itself deleted, reloaded or inserted, whose
    /// items all go or come with it.
    case itemInChangedSection(BatchChange, sectionChange: BatchChange)
    /// Rule 7: a surviving section's item count after the update is not its count before, plus
    /// inserted, minus deleted, plus moved in, minus moved out.
    case itemCountMismatch(section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                           movedIn: Int, movedOut: Int)

    /// The number of the rule in docs/batch-updates.md (0: the counts themselves are wrong).
    public var rule: Int {
        switch self {
        case .negativeItemCount: 0
        case .sectionOutOfRange: 1
        case .sectionChangedTwice: 2
        case .sectionCountMismatch: 3
        case .itemOutOfRange: 4
        case .duplicateItemChange, .itemDeletedAndReloaded, .itemDeletedAndMoved, .itemReloadedAndMoved,
             .itemInsertedAndMovedInto, .movesNotOneToOne: 5
        case .itemInChangedSection: 6
        case .itemCountMismatch: 7
        }
    }
}

extension BatchUpdateError: CustomStringConvertible {
    /// One line that names the rule, the change and the counts, in the spirit of UIKit's
    /// "Invalid update: invalid number of items in section 0".
    public var description: String {
        switch self {
        case let .sectionOutOfRange(change, section, count, side):
            "invalid batch update (rule 1): \(change) names section \(section), but there are only \(count) sections \(side.rawValue)"
        case let .sectionChangedTwice(section, side, first, second):
            "invalid batch update (rule 2): section \(section) \(side.rawValue) is changed twice: \(first) and \(second)"
        case let .sectionCountMismatch(before, after, inserted, deleted):
            "invalid batch update (rule 3): invalid number of sections: \(after) after the update must equal \(before) before it, plus \(inserted) inserted, minus \(deleted) deleted"
        case let .itemOutOfRange(change, count, side):
            "invalid batch update (rule 4): \(change) names an item that does not exist: its section has \(count) items \(side.rawValue)"
        case let .negativeItemCount(section, count, side):
            "invalid batch update (rule 0): section \(section) has \(count) items \(side.rawValue); a count cannot be negative"
        case let .duplicateItemChange(change):
            "invalid batch update (rule 5): \(change) is listed twice"
        case let .itemDeletedAndReloaded(path):
            "invalid batch update (rule 5): item \(path) is both deleted and reloaded"
        case let .itemDeletedAndMoved(path, move):
            "invalid batch update (rule 5): item \(path) is both deleted and moved (\(move))"
        case let .itemReloadedAndMoved(path, move):
            "invalid batch update (rule 5): item \(path) is both reloaded and moved (\(move)); a reloaded item cannot move"
        case let .itemInsertedAndMovedInto(path, move):
            "invalid batch update (rule 5): position \(path) after the update is both inserted into and moved into (\(move))"
        case let .movesNotOneToOne(path, side, first, second):
            side == .beforeUpdate
                ? "invalid batch update (rule 5): moves are not one to one: item \(path) is moved twice: \(first) and \(second)"
                : "invalid batch update (rule 5): moves are not one to one: two moves arrive at \(path): \(first) and \(second)"
        case let .itemInChangedSection(change, sectionChange):
            "invalid batch update (rule 6): \(change) is inside a section that is changed as a whole: \(sectionChange)"
        case let .itemCountMismatch(section, after, before, inserted, deleted, movedIn, movedOut):
            "invalid batch update (rule 7): invalid number of items in section \(section): \(after) after the update must equal \(before) before it, plus \(inserted) inserted, minus \(deleted) deleted, plus \(movedIn) moved in, minus \(movedOut) moved out"
        }
    }
}
