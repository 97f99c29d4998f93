/// One change of a batch update, as `UICollectionViewUpdateItem`: deletes and reloads name
/// before-update positions, inserts after-update positions, a move goes from a before-update
/// position to an after-update one. A section-level change has `item == Int.max`, as UIKit marks it
/// with `NSNotFound`.
public struct CollectionViewUpdateItem: Hashable, Sendable {
    /// What a change did, as `UICollectionViewUpdateItem.Action`.
    public enum Action: String, Hashable, Sendable {
        /// An insert, a delete, a reload, a move, or no change (UIKit's `none`), in UIKit's order.
        case insert, delete, reload, move, none
    }

    /// What the change did.
    public var updateAction: Action
    /// Where the changed item or section was before the update; nil for an insert.
    public var indexPathBeforeUpdate: IndexPath?
    /// Where the changed item or section is after the update; nil for a delete.
    public var indexPathAfterUpdate: IndexPath?

    /// A change from its action and positions, as the batch update reports it.
    public init(updateAction: Action, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?) {
        self.updateAction = updateAction
        self.indexPathBeforeUpdate = indexPathBeforeUpdate
        self.indexPathAfterUpdate = indexPathAfterUpdate
    }
}
