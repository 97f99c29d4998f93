import LayoutEngine

/// The reference model of a collection view's data for batch updates: plain arrays of identifiers,
/// one per section, and nothing clever. It is the oracle `BatchUpdate.validated` and
/// `BatchIndexMapping` are compared with, so it decides validity and applies a batch on its own,
/// literally as UIKit describes it, sharing no code with them (see `ReferenceCollection+Rules.swift`
/// and `ReferenceCollection+Applying.swift`). It is meant to be obviously correct, not fast.
///
/// Invariant: item identifiers are unique across the whole collection, and section identifiers are
/// unique among the sections (the two are separate name spaces). An identifier names one item for
/// its whole life: an item that moves or is reloaded keeps it; an item that is deleted, or that goes
/// with its deleted or reloaded section, never comes back.
struct ReferenceCollection: Hashable, Sendable {
    var sections: [ReferenceSection]

    init(sections: [ReferenceSection]) {
        self.sections = sections
        _checkInvariants()
    }

    /// A collection holding `items`, one array of item identifiers per section; the sections are
    /// identified by their position (0, 1, 2, …).
    init(items: [[Int]]) {
        self.init(sections: items.enumerated().map { ReferenceSection(identifier: $0.offset, items: $0.element) })
    }

    /// The item identifiers, one array per section.
    var items: [[Int]] { sections.map(\.items) }

    /// The number of items of each section, as a data source reports them.
    var itemCounts: [Int] { sections.map(\.items.count) }

    /// The identifier of the item at `indexPath`, or nil when there is no such item.
    func item(at indexPath: IndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// Where the item `identifier` is, or nil when the collection does not hold it. A linear search.
    /// - Complexity: O(n), where n is the number of items.
    func indexPath(ofItem identifier: Int) -> IndexPath? {
        for (sectionIndex, section) in sections.enumerated() {
            if let item = section.items.firstIndex(of: identifier) {
                return IndexPath(item: item, section: sectionIndex)
            }
        }
        return nil
    }

    /// Where the section `identifier` is, or nil when the collection does not hold it.
    /// - Complexity: O(s), where s is the number of sections.
    func section(withIdentifier identifier: Int) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }
}

/// One section of a `ReferenceCollection`: its identifier and its items' identifiers, in order.
struct ReferenceSection: Hashable, Sendable {
    var identifier: Int
    var items: [Int]
}
