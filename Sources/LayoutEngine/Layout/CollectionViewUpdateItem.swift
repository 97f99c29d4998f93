/// One change of a batch update, as `UICollectionViewUpdateItem`: deletes and reloads name
/// before-update positions, inserts after-update positions, a move goes from a before-update
/// position to an after-update one. A section-level change has `item == Int.max`, as UIKit marks it
/// with `NSNotFound`.
public struct CollectionViewUpdateItem: Hashable, Sendable {
    public enum Action: String, Hashable, Sendable {
        case insert, delete, reload, move, none
    }

    public var updateAction: Action
    public var indexPathBeforeUpdate: IndexPath?
    public var indexPathAfterUpdate: IndexPath?

    public init(updateAction: Action, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?) {
        self.updateAction = updateAction
        self.indexPathBeforeUpdate = indexPathBeforeUpdate
        self.indexPathAfterUpdate = indexPathAfterUpdate
    }
}
