extension ReferenceCollection {
    /// Traps unless every item identifier and every section identifier is unique (see the type's
    /// invariant). Runs in debug builds only.
    /// - Complexity: O(n + s), where n is the number of items and s the number of sections.
    func _checkInvariants() {
        #if DEBUG
        var sectionIdentifiers = Set<Int>(), itemIdentifiers = Set<Int>()
        for section in sections {
            precondition(sectionIdentifiers.insert(section.identifier).inserted,
                         "reference collection: section identifier \(section.identifier) appears twice")
            for item in section.items {
                precondition(itemIdentifiers.insert(item).inserted, "reference collection: item identifier \(item) appears twice")
            }
        }
        #endif
    }
}
