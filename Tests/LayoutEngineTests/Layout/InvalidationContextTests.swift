import Testing
@testable import LayoutEngine

/// Invalidation contexts accumulate until the next prepare.
@Suite struct InvalidationContextTests {
    @Test func anEmptyContextInvalidatesNothing() {
        let context = InvalidationContext()
        #expect(context.isEmpty)
        #expect(!InvalidationContext.everything.isEmpty)
        #expect(!InvalidationContext(invalidateDataSourceCounts: true).isEmpty)
        #expect(!InvalidationContext(invalidateLayoutMetrics: true).isEmpty)
        var items = InvalidationContext()
        items.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        #expect(!items.isEmpty)
    }

    @Test func unionMergesFlagsItemsAndSizes() {
        var first = InvalidationContext(invalidateDataSourceCounts: true)
        first.setPreferredSize(Size(width: 1, height: 1), forItemAt: IndexPath(item: 2, section: 0))
        first.setPreferredSize(Size(width: 5, height: 5), forItemAt: IndexPath(item: 4, section: 0))
        var second = InvalidationContext(invalidateLayoutMetrics: true)
        second.setPreferredSize(Size(width: 2, height: 2), forItemAt: IndexPath(item: 2, section: 0))
        second.invalidateItems(at: [IndexPath(item: 9, section: 1)])
        first.formUnion(second)
        #expect(first.invalidateDataSourceCounts && first.invalidateLayoutMetrics && !first.invalidateEverything)
        // A later preferred size replaces an earlier one.
        #expect(first.preferredItemSizes == [IndexPath(item: 2, section: 0): Size(width: 2, height: 2),
                                             IndexPath(item: 4, section: 0): Size(width: 5, height: 5)])
        #expect(first.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0), IndexPath(item: 4, section: 0),
                                                    IndexPath(item: 2, section: 0), IndexPath(item: 9, section: 1)])
    }
}
