import LayoutEngine

/// What the reference model makes of a batch: the rules it breaks, or the collection after it.
enum ReferenceBatchOutcome: Hashable, Sendable {
    /// The batch breaks these rules (numbers 0–7, as `BatchUpdateError.rule`); nothing changed.
    case rejected(brokenRules: Set<Int>)
    case applied(ReferenceBatchApplication)

    /// The rules broken; empty when the batch was applied.
    var brokenRules: Set<Int> {
        if case .rejected(let rules) = self { rules } else { [] }
    }

    /// The application, or nil when the batch was rejected.
    var application: ReferenceBatchApplication? {
        if case .applied(let application) = self { application } else { nil }
    }
}

/// A valid batch applied by the reference model: the collection before and after, and what was
/// reloaded. Every answer but `everyIndexPath` is a linear search for an identifier, so it is obviously right and slow.
struct ReferenceBatchApplication: Hashable, Sendable {
    var before: ReferenceCollection
    var after: ReferenceCollection
    /// The identifiers of the items reloaded on their own (they keep their identifier), ascending.
    var reloadedItems: [Int]
    /// The identifiers of the reloaded sections (they keep theirs; their items do not survive),
    /// ascending.
    var reloadedSections: [Int]

    /// Where the item `identifier` of the collection before the update is after it; nil when it
    /// is gone (deleted, or its section was deleted or reloaded).
    /// - Complexity: O(n), where n is the number of items.
    func indexPathAfterUpdate(ofItem identifier: Int) -> IndexPath? {
        after.indexPath(ofItem: identifier)
    }

    /// Every item of the collection before the update, in reading order, with where it is after
    /// the update (nil when it is gone).
    /// - Complexity: O(n²), where n is the number of items.
    var itemDestinations: [(item: Int, indexPathAfterUpdate: IndexPath?)] {
        before.items.joined().map { ($0, after.indexPath(ofItem: $0)) }
    }

    /// Where the item at before-update `indexPath` is after the update; nil when it is gone or
    /// there is no such item.
    /// - Complexity: O(n), where n is the number of items.
    func indexPathAfterUpdate(_ indexPath: IndexPath) -> IndexPath? {
        before.item(at: indexPath).flatMap(after.indexPath(ofItem:))
    }

    /// Where the item at after-update `indexPath` was before the update; nil when it is new
    /// (inserted, or in an inserted or reloaded section) or there is no such item.
    /// - Complexity: O(n), where n is the number of items.
    func indexPathBeforeUpdate(_ indexPath: IndexPath) -> IndexPath? {
        after.item(at: indexPath).flatMap(before.indexPath(ofItem:))
    }

    /// Where before-update `section` is after the update; nil when it was deleted or does not exist.
    /// - Complexity: O(s), where s is the number of sections.
    func sectionAfterUpdate(_ section: Int) -> Int? {
        guard before.sections.indices.contains(section) else { return nil }
        return after.section(withIdentifier: before.sections[section].identifier)
    }

    /// What `indexPathAfterUpdate(_:)` answers for every item before the update (`forward`, per
    /// section and item before it) and `indexPathBeforeUpdate(_:)` for every item after it
    /// (`backward`), found through one dictionary of identifiers per side instead of a search per
    /// item: the batch checks compare every view's mapping with all of it.
    /// - Complexity: O(n), where n is the number of items.
    var everyIndexPath: (forward: [[IndexPath?]], backward: [[IndexPath?]]) {
        func positions(_ collection: ReferenceCollection) -> [Int: IndexPath] {
            var positions: [Int: IndexPath] = [:]
            for (section, items) in collection.items.enumerated() {
                for (item, identifier) in items.enumerated() { positions[identifier] = IndexPath(item: item, section: section) }
            }
            return positions
        }
        let (wasAt, isAt) = (positions(before), positions(after))
        return (before.items.map { $0.map { isAt[$0] } }, after.items.map { $0.map { wasAt[$0] } })
    }

    /// Where after-update `section` was before the update; nil when it was inserted or does not exist.
    /// - Complexity: O(s), where s is the number of sections.
    func sectionBeforeUpdate(_ section: Int) -> Int? {
        guard after.sections.indices.contains(section) else { return nil }
        return before.section(withIdentifier: after.sections[section].identifier)
    }

    /// True when the item at before-update `indexPath` was reloaded, alone or with its section.
    /// - Complexity: O(c), where c is the number of changes.
    func isReloaded(itemBeforeUpdate indexPath: IndexPath) -> Bool {
        guard let item = before.item(at: indexPath) else { return false }
        return reloadedItems.contains(item) || reloadedSections.contains(before.sections[indexPath.section].identifier)
    }
}
