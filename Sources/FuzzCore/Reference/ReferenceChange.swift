import LayoutEngine

/// A `BatchChange` taken apart by the reference model with its own `switch`, so that nothing of
/// LayoutEngine's validation (not even `BatchChange.sectionBeforeUpdate`) decides what the
/// reference sees: what the change does, and the place it names on each side of the update.
struct ReferenceChange: Hashable, Sendable {
    enum Action: Hashable, Sendable { case delete, reload, move, insert }

    /// A section alone (`item == nil`, for a section change) or one item of a section.
    struct Place: Hashable, Sendable {
        var section: Int
        var item: Int?

        var indexPath: IndexPath? { item.map { IndexPath(item: $0, section: section) } }
    }

    var action: Action
    var isSectionChange: Bool
    /// The place named before the update: deletes, reloads and move sources.
    var before: Place?
    /// The place named after the update: inserts and move destinations.
    var after: Place?

    init(_ change: BatchChange) {
        switch change {
        case .deleteSection(let s): self.init(.delete, section: true, before: Place(section: s), after: nil)
        case .reloadSection(let s): self.init(.reload, section: true, before: Place(section: s), after: nil)
        case .moveSection(let s, let t): self.init(.move, section: true, before: Place(section: s), after: Place(section: t))
        case .insertSection(let t): self.init(.insert, section: true, before: nil, after: Place(section: t))
        case .deleteItem(let p): self.init(.delete, section: false, before: Place(p), after: nil)
        case .reloadItem(let p): self.init(.reload, section: false, before: Place(p), after: nil)
        case .moveItem(let p, let q): self.init(.move, section: false, before: Place(p), after: Place(q))
        case .insertItem(let q): self.init(.insert, section: false, before: nil, after: Place(q))
        }
    }

    private init(_ action: Action, section: Bool, before: Place?, after: Place?) {
        self.action = action
        self.isSectionChange = section
        self.before = before
        self.after = after
    }
}

extension ReferenceChange.Place {
    init(section: Int) {
        self.init(section: section, item: nil)
    }

    init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, item: indexPath.item)
    }
}
