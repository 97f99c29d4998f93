import Testing
@testable import LayoutEngine

/// The reproductions a review found where full and incremental invalidation disagreed or
/// trapped, each now checked under both strategies.
@Suite struct InvalidationContractTests {
    /// A data source whose data the test edits directly, invalidating by hand.
    final class EditableData: FlowLayoutDelegate {
        var bounds = Rect(x: 0, y: 0, width: 300, height: 500)
        var counts: [Int]
        var sizes: [[Size]]
        var insets: [EdgeInsets]

        init(sizes: [[Size]]) {
            self.sizes = sizes
            counts = sizes.map(\.count)
            insets = sizes.map { _ in .zero }
        }

        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                            sizesItemsIndividuallyInSection section: Int) -> Bool { true }
        func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                            sizeForItemAt indexPath: IndexPath) -> Size { sizes[indexPath.section][indexPath.item] }
        func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                            insetForSectionAt section: Int) -> EdgeInsets { insets[section] }
    }

    /// Runs `edit` against a full and an incremental layout of the same data and returns both
    /// layouts' elements and content sizes afterwards.
    func bothStrategies(_ sizes: [[Size]], edit: (EditableData, FlowLayout) -> Void)
        -> [(elements: [LayoutAttributes], size: Size)] {
        [FullInvalidation() as any InvalidationStrategy, IncrementalInvalidation()].map { strategy in
            let data = EditableData(sizes: sizes)
            let layout = FlowLayout(queryStrategy: BinarySearchQuery(), invalidationStrategy: strategy)
            layout.collectionView = data
            layout.prepare()
            edit(data, layout)
            layout.prepare()
            return (layout.allElements, layout.collectionViewContentSize)
        }
    }

    static let square = Size(width: 50, height: 50)

    @Test func removingTheLastSectionDoesNotTrap() {
        let results = bothStrategies([[Self.square, Self.square], [Self.square]]) { data, layout in
            data.counts.removeLast()
            data.sizes.removeLast()
            var context = InvalidationContext(invalidateDataSourceCounts: true)
            context.invalidateItems(at: [IndexPath(item: 0, section: 1)])
            layout.invalidateLayout(with: context)
        }
        #expect(results[0].elements.count == 2)
        #expect(results[0].elements == results[1].elements && results[0].size == results[1].size)
    }

    @Test func anInvalidatedItemInARemovedSectionDoesNotTrap() {
        let results = bothStrategies([[Self.square], [Self.square, Self.square]]) { data, layout in
            var context = InvalidationContext()
            context.setPreferredSize(Size(width: 1, height: 1), forItemAt: IndexPath(item: 1, section: 1))
            layout.invalidateLayout(with: context)
            data.counts.removeLast()
            data.sizes.removeLast()
            layout.invalidateLayout(with: InvalidationContext(invalidateDataSourceCounts: true))
        }
        #expect(results[0].elements.count == 1)
        #expect(results[0].elements == results[1].elements)
    }

    @Test func aNegativeInvalidatedIndexPathDoesNotTrap() {
        let results = bothStrategies([[Self.square, Self.square]]) { _, layout in
            var context = InvalidationContext()
            context.invalidateItems(at: [IndexPath(item: -4, section: -1)])
            layout.invalidateLayout(with: context)
        }
        #expect(results[0].elements.count == 2)
        #expect(results[0].elements == results[1].elements)
    }

    /// The last item replaced (a delete and an insert: the count stays 2) and the counts
    /// invalidated without naming it: anything may have changed, so incremental recomputes too.
    @Test func countsInvalidatedWithoutNamingItemsRecomputeEverything() {
        let results = bothStrategies([[Self.square, Self.square]]) { data, layout in
            data.sizes[0][1] = Size(width: 200, height: 90)
            layout.invalidateLayout(with: InvalidationContext(invalidateDataSourceCounts: true))
        }
        // 50 + 10 + 200 ≤ 300: one justified line; gap 10 + 40 = 50; the line is 90 tall and the
        // 50-point item is centred in it.
        #expect(results[1].elements.map(\.frame) == [Rect(x: 0, y: 20, width: 50, height: 50),
                                                     Rect(x: 100, y: 0, width: 200, height: 90)])
        #expect(results[1].size == Size(width: 300, height: 90))
        #expect(results[0].elements == results[1].elements && results[0].size == results[1].size)
    }

    /// Section 0's delegate inset changes, but only an item of section 1 is named: the layout
    /// notices the changed metric itself and starts from section 0.
    @Test func anUnreportedDelegateMetricChangeIsNoticed() {
        let results = bothStrategies([[Self.square], [Self.square]]) { data, layout in
            data.insets[0] = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
            var context = InvalidationContext()
            context.invalidateItems(at: [IndexPath(item: 0, section: 1)])
            layout.invalidateLayout(with: context)
        }
        #expect(results[1].elements[0].frame.minY == 40)
        #expect(results[0].elements == results[1].elements)
    }

    /// A count change nobody reported (no `invalidateDataSourceCounts`) may hide any change, so
    /// both strategies recompute everything.
    @Test func anUnreportedCountChangeRecomputesEverything() {
        let results = bothStrategies([[Self.square, Self.square, Self.square]]) { data, layout in
            data.counts[0] = 2
            data.sizes[0] = [Size(width: 10, height: 10), Self.square]
            var context = InvalidationContext()
            context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
            layout.invalidateLayout(with: context)
        }
        #expect(results[1].elements.first?.frame.size == Size(width: 10, height: 10))
        #expect(results[0].elements == results[1].elements)
    }
}
