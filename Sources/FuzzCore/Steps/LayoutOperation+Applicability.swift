import LayoutEngine
import Workloads

extension LayoutOperation {
    /// Whether the operation can be applied to a collection view holding `sections`: the section
    /// and item it names exist, and its per-item lists match what the section keeps. A generated
    /// operation always applies; one from a shrunk or hand-edited reproducer may not, and applying
    /// it would trap in the collection view's preconditions.
    /// - Complexity: O(1).
    func applies(to sections: [SimulatedCollectionView.Section]) -> Bool {
        switch self {
        case .appendItems(let section, let count, let sizes, let preferred, let events):
            guard sections.indices.contains(section), count >= 0 else { return false }
            let data = sections[section]
            return (data.itemSizes == nil || sizes.count == count) && (data.preferredSizes == nil || preferred.count == count)
                && (data.events == nil || events.count == count)
        case .appendSection(let section):
            return section.itemCount >= 0 && Self.listsMatch(section)
        case .removeItems(let section, _):
            return sections.indices.contains(section)
        case .removeLastSection:
            return !sections.isEmpty
        case .resizeItem(let indexPath, _):
            return sections.indices.contains(indexPath.section) && sections[indexPath.section].itemSizes != nil
                && (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        case .reloadSection(let index, let section):
            return sections.indices.contains(index) && section.itemCount >= 0 && Self.listsMatch(section)
        case .batchUpdate(_, let sectionsAfter, _):
            return sectionsAfter.allSatisfy { $0.itemCount >= 0 && Self.listsMatch($0) }
        case .snapshotApplication(let pair, let sectionsAfter, _):
            return pair.itemsAfter.count == sectionsAfter.count && zip(pair.itemsAfter, sectionsAfter).allSatisfy { $0.count == $1.itemCount }
                && sectionsAfter.allSatisfy { $0.itemCount >= 0 && Self.listsMatch($0) } && pair.diffed() != nil
        case .unannounced(.appendItems(let section, let count, let sizes, let preferred, let events)):
            return LayoutOperation.appendItems(section: section, count: count, sizes: sizes, preferredSizes: preferred, events: events)
                .applies(to: sections)
        case .unannounced(.removeItems(let section, _)):
            return sections.indices.contains(section)
        case .setProperty, .resize, .scroll, .selfSize, .query, .unannounced(.setProperty), .unannounced(.insets):
            return true
        }
    }

    /// Whether the operation is a valid input on `sections`, as every generated one is: it applies,
    /// and a batch update's counts before are the data's and every item and section it does not
    /// reload keeps its data through it (its size, preferred size and event; a section's own
    /// metrics and kinds of per-item data). A batch is a change of identities, not a silent change
    /// of data: a scenario simplified under a batch recorded on the original data is not a valid
    /// input, and the shrinker refuses it (`LayoutCase.replay(scenario:steps:strictly:)`).
    /// - Complexity: O(1), O(n log c) for a batch update of n items and c changes.
    func isValidInput(on sections: [SimulatedCollectionView.Section]) -> Bool {
        guard applies(to: sections) else { return false }
        let (update, sectionsAfter): (RandomBatchUpdate, [SimulatedCollectionView.Section])
        switch self {
        case .batchUpdate(let drawn, let after, _): (update, sectionsAfter) = (drawn, after)
        case .snapshotApplication(let pair, let after, _):
            guard let diffed = pair.diffed() else { return false }
            (update, sectionsAfter) = (diffed, after)
        default: return true
        }
        return update.itemsBefore.map(\.count) == sections.map(\.itemCount)
            && Self.survivorsKeepTheirData(update, before: sections, after: sectionsAfter)
    }

    /// Every survivor of a valid batch (a corrupted one changes nothing) has in `after` the data it
    /// had in `before`, unless the batch reloads it. Where each survivor goes is the reference
    /// model's answer (`ReferenceCollection`, applying the batch literally, by identifier), not
    /// LayoutEngine's `BatchIndexMapping`: the shrinker judges its candidates with this, and a bug
    /// in the mapping under test must not make every candidate look invalid (it would leave the
    /// failure unshrunk).
    /// - Complexity: O(n·c + s·c) for the reference's application, then O(n).
    private static func survivorsKeepTheirData(_ update: RandomBatchUpdate, before: [SimulatedCollectionView.Section],
                                               after: [SimulatedCollectionView.Section]) -> Bool {
        guard update.isValid else { return true }
        // The update's own identifiers (its counts before are the data's, checked first).
        let identifiers = update.itemsBefore
        var next = (identifiers.joined().max() ?? -1) + 1_000_000
        guard case .applied(let application) = ReferenceCollection(items: identifiers)
                .applying(update.batch, itemCountsAfter: after.map(\.itemCount), nextIdentifier: &next) else { return false }
        let reloadedItems = Set(application.reloadedItems)
        let reloadedSections = Set(application.reloadedSections)
        let destinations = application.everyIndexPath.forward
        for (index, section) in before.enumerated() {
            guard let target = application.sectionAfterUpdate(index), after.indices.contains(target) else { continue }
            let other = after[target]
            let isReloaded = reloadedSections.contains(application.before.sections[index].identifier)
            if !isReloaded {
                guard section.inset == other.inset, section.minimumLineSpacing == other.minimumLineSpacing,
                      section.minimumInteritemSpacing == other.minimumInteritemSpacing,
                      section.headerSize == other.headerSize, section.footerSize == other.footerSize else { return false }
            }
            // A section keeps its kinds of per-item data through a batch; an item moved to another
            // section takes that section's kinds (a size only if it sizes items one by one).
            guard isReloaded || ((section.itemSizes == nil) == (other.itemSizes == nil)
                    && (section.preferredSizes == nil) == (other.preferredSizes == nil)
                    && (section.events == nil) == (other.events == nil)) else { return false }
            for item in 0..<section.itemCount {
                guard !reloadedItems.contains(identifiers[index][item]), let moved = destinations[index][item] else { continue }
                let destination = after[moved.section]
                func keeps<Value: Equatable>(_ list: KeyPath<SimulatedCollectionView.Section, ContiguousArray<Value>?>) -> Bool {
                    guard let old = section[keyPath: list]?[item], let new = destination[keyPath: list]?[moved.item] else { return true }
                    return old == new
                }
                guard keeps(\.itemSizes), keeps(\.preferredSizes), keeps(\.events) else { return false }
            }
        }
        return true
    }

    private static func listsMatch(_ section: SimulatedCollectionView.Section) -> Bool {
        (section.itemSizes?.count ?? section.itemCount) == section.itemCount
            && (section.preferredSizes?.count ?? section.itemCount) == section.itemCount
            && (section.events?.count ?? section.itemCount) == section.itemCount
    }
}
