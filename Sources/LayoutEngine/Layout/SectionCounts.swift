/// The item count of every section, as a layout last read them from its data source.
///
/// Engines keep the counts they prepared with, so that `prepare()` can tell where the data
/// changed even when nobody said so.
package struct SectionCounts: Hashable, Sendable {
    package private(set) var itemCounts: [Int]

    package init(_ itemCounts: [Int] = []) {
        self.itemCounts = itemCounts
    }

    /// Reads every count from `dataSource`, reading negative counts as zero.
    /// - Complexity: O(s), where s is the number of sections.
    package init(reading dataSource: any LayoutDataSource) {
        let sections = max(0, dataSource.numberOfSections)
        itemCounts = (0..<sections).map { max(0, dataSource.numberOfItems(inSection: $0)) }
    }

    package var numberOfSections: Int { itemCounts.count }

    /// The first position whose element may differ between `self` and `newer`, assuming items
    /// were only added or removed at the end of a section: the first changed section's
    /// `min(old, new)` item, or item 0 of the first added or removed section. Nil when equal.
    /// - Complexity: O(s), where s is the number of sections.
    package func firstDifference(to newer: SectionCounts) -> IndexPath? {
        let shared = min(itemCounts.count, newer.itemCounts.count)
        for section in 0..<shared where itemCounts[section] != newer.itemCounts[section] {
            return IndexPath(item: min(itemCounts[section], newer.itemCounts[section]), section: section)
        }
        return itemCounts.count == newer.itemCounts.count ? nil : IndexPath(item: 0, section: shared)
    }
}
