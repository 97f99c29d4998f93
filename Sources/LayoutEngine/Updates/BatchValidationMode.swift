/// How `BatchUpdate.validated(itemCountsBefore:itemCountsAfter:mode:)` treats an item change inside
/// a section that is changed as a whole (rule 6 of docs/batch-updates.md).
public enum BatchValidationMode: String, Hashable, Sendable, CaseIterable {
    /// The default, as UIKit-mirroring validators do (Texture's `_ASHierarchyChangeSet` ignores
    /// "item deletes in reloaded/deleted sections" and "item inserts in reloaded(new)/inserted
    /// sections"): an item delete or reload inside a deleted or reloaded section, and an item
    /// insert inside an inserted or reloaded section, are absorbed by the section's change. They
    /// must still name an item that exists (rule 4) and not conflict with another change (rule 5);
    /// they are then dropped from the batch: the mapping and the update items a layout receives do
    /// not contain them. A move out of or into such a section is still refused (rule 6): the item
    /// cannot both go with its section and survive, nor both come with it and come from elsewhere.
    case absorbing
    /// Every item change inside a deleted, reloaded or inserted section is refused (rule 6).
    case strict
}
