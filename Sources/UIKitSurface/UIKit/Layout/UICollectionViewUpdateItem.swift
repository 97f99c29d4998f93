/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`, handed to
/// `prepare(forCollectionViewUpdates:)`: deletes and reloads name before-update positions, inserts
/// after-update positions, a move both. A change of a whole section has `item == NSNotFound`.
open class UICollectionViewUpdateItem: NSObject {
    /// What a change did, as `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// Where the item or section was before the update; nil for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the item or section is after the update; nil for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change did.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    open override var description: String {
        "<UICollectionViewUpdateItem: \(updateAction)> \(indexPathBeforeUpdate.map { "\($0)" } ?? "-") -> "
            + "\(indexPathAfterUpdate.map { "\($0)" } ?? "-")"
    }
}
