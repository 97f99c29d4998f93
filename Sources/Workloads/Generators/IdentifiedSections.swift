import LabSupport
import LayoutEngine

/// A collection view's sections together with the identity of every item, so that a random batch
/// update (`RandomBatchUpdate`, which works on identifiers) becomes the data after it: survivors and
/// moved items carry their sizes, preferred sizes and events with them; inserted items, the items
/// of inserted and reloaded sections, and reloaded items (whose content changed) get new random
/// data; a surviving section keeps its own overrides, a new one draws them.
public struct IdentifiedSections: Sendable {
    public private(set) var sections: [SimulatedCollectionView.Section]
    /// The identifier of every item, one array per section, parallel to `sections`.
    public private(set) var identifiers: [[Int]]
    /// The identifier the next new item gets.
    public private(set) var nextIdentifier: Int

    /// Identifies the items of `sections` as 0, 1, 2, … in reading order.
    public init(sections: [SimulatedCollectionView.Section]) {
        self.sections = sections
        var next = 0
        identifiers = sections.map { section in
            defer { next += section.itemCount }
            return Array(next..<next + section.itemCount)
        }
        nextIdentifier = next
    }

    /// A valid batch of `changeCount` random changes and the sections after it.
    /// - Parameters:
    ///   - itemChangesOnly: no section changes (see `RandomBatchUpdate.valid`).
    ///   - estimating: whether new sections carry preferred sizes (a self-sizing layout).
    /// - Complexity: O(n + c log c) for n items and c changes, plus the new items' data.
    public func randomValidUpdate(changeCount: Int, itemChangesOnly: Bool = false, estimating: Bool,
                                  using generator: inout SeededGenerator) -> (update: RandomBatchUpdate, after: IdentifiedSections) {
        var next = nextIdentifier
        let update = RandomBatchUpdate.valid(changeCount: changeCount, on: identifiers, nextIdentifier: &next,
                                             newSectionItemCounts: 0...12, itemChangesOnly: itemChangesOnly,
                                             using: &generator)
        guard let itemsAfter = update.itemsAfter else { preconditionFailure("RandomBatchUpdate.valid drew no data after the batch") }
        var positionOf: [Int: IndexPath] = [:]
        for (section, items) in identifiers.enumerated() {
            for (item, identifier) in items.enumerated() { positionOf[identifier] = IndexPath(item: item, section: section) }
        }
        // The batch is valid by construction, so LayoutEngine's mapping says where each section came
        // from and what was reloaded. Should LayoutEngine refuse it (a bug the fuzzer is there to
        // catch), the data is still made, from the identifiers alone, so that the case goes on and
        // the fuzzer's checks report the refusal instead of this generator trapping.
        let mapping = try? update.batch.validated(itemCountsBefore: update.itemCountsBefore,
                                                  itemCountsAfter: update.itemCountsAfter)
        let reloaded = Set(update.batch.changes.compactMap { change -> IndexPath? in
            if case .reloadItem(let path) = change { path } else { nil }
        })
        func sourceSection(of section: Int) -> Int? {
            if let mapping { return mapping.sectionBeforeUpdate(section) }
            return itemsAfter[section].lazy.compactMap { positionOf[$0]?.section }.first
        }
        func isReloaded(_ path: IndexPath) -> Bool {
            mapping?.isReloaded(itemBeforeUpdate: path) ?? reloaded.contains(path)
        }
        var after = self
        after.nextIdentifier = next
        after.identifiers = itemsAfter
        after.sections = itemsAfter.enumerated().map { section, items in
            var template = sourceSection(of: section).map { sections[$0] }
                ?? RandomScenario.section(using: &generator, estimating: estimating)
            template.itemCount = items.count
            let sources: [IndexPath?] = items.map { identifier in
                positionOf[identifier].flatMap { isReloaded($0) ? nil : $0 }
            }
            return carryingItemData(into: template, from: sources, using: &generator)
        }
        return (update, after)
    }

    /// An invalid batch of about `changeCount` changes (one corruption of a valid one) and sections
    /// with the counts it claims after it, which a collection view must refuse. A corruption that
    /// LayoutEngine's default validation absorbs (an item delete, reload or insert inside a section
    /// changed as a whole: `BatchValidationMode.absorbing`) leaves a batch a collection view
    /// accepts: its sections after are then the data carried through the batch's mapping, as for
    /// a valid batch, so that the view is not handed data the mapping contradicts.
    /// - Complexity: O(n + c log c).
    public func randomInvalidUpdate(changeCount: Int, using generator: inout SeededGenerator)
        -> (update: RandomBatchUpdate, sectionsAfter: [SimulatedCollectionView.Section]) {
        let update = RandomBatchUpdate.invalid(changeCount: changeCount, on: identifiers, using: &generator)
        if let mapping = try? update.batch.validated(itemCountsBefore: update.itemCountsBefore,
                                                     itemCountsAfter: update.itemCountsAfter) {
            return (update, sections(carriedThrough: mapping, using: &generator))
        }
        return (update, update.itemCountsAfter.map { SimulatedCollectionView.Section(itemCount: Swift.max(0, $0)) })
    }

    /// The sections after a valid `mapping` of these: surviving sections keep their overrides,
    /// survivors their data; new sections and items (reloaded ones included) draw new data.
    /// - Complexity: O(n log c) for n items after the update and c changes.
    private func sections(carriedThrough mapping: BatchIndexMapping,
                          using generator: inout SeededGenerator) -> [SimulatedCollectionView.Section] {
        mapping.itemCountsAfter.enumerated().map { section, count in
            let source = mapping.sectionBeforeUpdate(section)
            var template = source.map { sections[$0] } ?? RandomScenario.section(using: &generator, estimating: false)
            template.itemCount = count
            let sources: [IndexPath?] = (0..<count).map { item in
                mapping.indexPathBeforeUpdate(IndexPath(item: item, section: section))
                    .flatMap { mapping.isReloaded(itemBeforeUpdate: $0) ? nil : $0 }
            }
            return carryingItemData(into: template, from: sources, using: &generator)
        }
    }

    /// Per-item data for the items at `sources` (nil: new), copied from where each was.
    /// `section` with each per-item list it has gathered from `sources`: an item's data from its
    /// source, drawn anew (sizes, then preferred sizes, then events) for an item without one.
    private func carryingItemData(into section: SimulatedCollectionView.Section, from sources: [IndexPath?],
                                  using generator: inout SeededGenerator) -> SimulatedCollectionView.Section {
        var section = section
        if section.itemSizes != nil {
            section.itemSizes = gather(sources, \.itemSizes) { RandomScenario.size(using: &generator, up: 200) }
        }
        if section.preferredSizes != nil {
            section.preferredSizes = gather(sources, \.preferredSizes) { RandomScenario.size(using: &generator, up: 200) }
        }
        if section.events != nil {
            section.events = gather(sources, \.events) { RandomScenario.events(1, using: &generator)[0] }
        }
        return section
    }

    private func gather<Element>(_ sources: [IndexPath?], _ list: KeyPath<SimulatedCollectionView.Section, ContiguousArray<Element>?>,
                                 new: () -> Element) -> ContiguousArray<Element> {
        ContiguousArray(sources.map { source in
            source.flatMap { sections[$0.section][keyPath: list]?[$0.item] } ?? new()
        })
    }
}
