import LayoutEngine

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
        case .setProperty, .resize, .scroll, .selfSize, .query:
            return true
        }
    }

    private static func listsMatch(_ section: SimulatedCollectionView.Section) -> Bool {
        (section.itemSizes?.count ?? section.itemCount) == section.itemCount
            && (section.preferredSizes?.count ?? section.itemCount) == section.itemCount
            && (section.events?.count ?? section.itemCount) == section.itemCount
    }
}
