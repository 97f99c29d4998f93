import Testing
@testable import LayoutEngine

@Suite struct MosaicLayoutTests {
    /// A prepared mosaic of `counts` items per section, `width` wide.
    func prepared(width: Double = 390, counts: [Int], query: any QueryStrategy = BinarySearchQuery(),
                  invalidation: any InvalidationStrategy = IncrementalInvalidation(),
                  configure: (MosaicLayout) -> Void = { _ in }) -> (layout: MosaicLayout, view: SimulatedCollectionView) {
        let layout = MosaicLayout(queryStrategy: query, invalidationStrategy: invalidation)
        configure(layout)
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 844),
                                           sections: counts.map { .init(itemCount: $0) })
        view.layoutIfNeeded()
        return (layout, view)
    }

    /// Eleven items, 390 wide, segments 200 tall and 1 apart, from y = 1:
    /// full (0) · fifty (1, 2) · two-thirds/one-third (3, 4, 5) · one-third/two-thirds (6, 7, 8) ·
    /// fifty (9, 10: two left end the layout). ⌈390/2⌉ = 195, remainder at 196, 194 wide;
    /// ⌈390·2/3⌉ = 260, remainder at 261, 129 wide; ⌈390/3⌉ = 130, remainder at 131, 259 wide;
    /// stacked halves 100 tall, the lower one at +101, 99 tall.
    @Test func elevenItemsGoThroughEveryStyle() {
        let (layout, _) = prepared(counts: [11])
        #expect(layout.allElements == [
            cell(0, 0, 0, 1, 390, 200),
            cell(0, 1, 0, 202, 195, 200), cell(0, 2, 196, 202, 194, 200),
            cell(0, 3, 0, 403, 260, 200), cell(0, 4, 261, 403, 129, 100), cell(0, 5, 261, 504, 129, 99),
            cell(0, 6, 0, 604, 130, 100), cell(0, 7, 0, 705, 130, 99), cell(0, 8, 131, 604, 259, 200),
            cell(0, 9, 0, 805, 195, 200), cell(0, 10, 196, 805, 194, 200),
        ])
        // Seed 000: contentBounds = (0, 0, 390, 844) ∪ every frame; the last segment's bottom is
        // 805 + 200 = 1005 > 844, so 390×1005 (the sample's own union stops one segment short: it
        // adds each frame only once the next one is made).
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 1005))
    }

    @Test func oneAndTwoItemsEndFullWidthAndFiftyFifty() {
        #expect(prepared(counts: [1]).layout.allElements == [cell(0, 0, 0, 1, 390, 200)])
        #expect(prepared(counts: [2]).layout.allElements == [cell(0, 0, 0, 1, 390, 200), cell(0, 1, 0, 202, 390, 200)])
        #expect(prepared(counts: [3]).layout.allElements
                == [cell(0, 0, 0, 1, 390, 200), cell(0, 1, 0, 202, 195, 200), cell(0, 2, 196, 202, 194, 200)])
    }

    /// Seed 000's `prepare()` starts `contentBounds` at `CGRect(origin: .zero, size: bounds.size)`
    /// and unions every frame into it: in a 390×844 view, no item gives 390×844, one item (the
    /// full-width cell at y 1…201) 390×max(844, 201) = 390×844, and eleven items 390×1005 (above).
    /// The departure `.cellsOnly` ends at the last cell: 390×0 and 390×201.
    @Test func contentIsAtLeastTheBoundsAsTheSeedDefinesIt() {
        #expect(prepared(counts: [0]).layout.collectionViewContentSize == Size(width: 390, height: 844))
        #expect(prepared(counts: [1]).layout.collectionViewContentSize == Size(width: 390, height: 844))
        let cellsOnly: (MosaicLayout) -> Void = { $0.contentSizing = .cellsOnly }
        #expect(prepared(counts: [0], configure: cellsOnly).layout.collectionViewContentSize == Size(width: 390, height: 0))
        #expect(prepared(counts: [1], configure: cellsOnly).layout.collectionViewContentSize == Size(width: 390, height: 201))
        #expect(prepared(counts: [11], configure: cellsOnly).layout.collectionViewContentSize == Size(width: 390, height: 1005))
    }

    @Test func segmentHeightIsConfigurableAndSectionsFollowOneAnother() {
        let (layout, _) = prepared(counts: [1, 0, 2]) { $0.segmentHeight = 50 }
        #expect(layout.allElements == [cell(0, 0, 0, 1, 390, 50), cell(2, 0, 0, 52, 390, 50), cell(2, 1, 0, 103, 390, 50)])
    }

    /// The three rects the sample's binary search and scans get wrong, answered exactly by every
    /// strategy: a rect through the lower half of a segment with stacked cells (the sample's
    /// backward scan stops at the upper stacked cell and misses the big one), a rect narrower
    /// than the layout, and a rect in the one-point gap between segments.
    @Test(arguments: QueryStrategies.all.map(\.name))
    func queriesAreExactWhereTheSampleIsNot(strategy: String) throws {
        let (layout, _) = prepared(counts: [11], query: try #require(QueryStrategies.named(strategy)))
        let lowerHalf = Rect(x: 0, y: 550, width: 390, height: 20)
        #expect(layout.layoutAttributesForElements(in: lowerHalf).map(\.indexPath.item) == [3, 5])
        let narrow = Rect(x: 300, y: 450, width: 10, height: 200)
        #expect(layout.layoutAttributesForElements(in: narrow).map(\.indexPath.item) == [4, 5, 8])
        let gap = Rect(x: 0, y: 603.25, width: 390, height: 0.5)
        #expect(layout.layoutAttributesForElements(in: gap).isEmpty)
    }

    @Test func lookupsCheckTheirRange() {
        let (layout, _) = prepared(counts: [3])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) == cell(0, 2, 196, 202, 194, 200))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
    }

    /// Seed 000's `shouldInvalidateLayout(forBoundsChange:)` is `!newBounds.size.equalTo(bounds.size)`:
    /// scrolling (origin only) never invalidates, a height change does (the content is at least
    /// the bounds: three items end at 402, so 844 → 500 shrinks the content to 390×500), and so
    /// does a width change. With `.cellsOnly` only the width matters.
    @Test func aSizeChangeInvalidatesAsTheSeedsDoes() {
        let (layout, view) = prepared(counts: [3])
        #expect(!view.setBounds(Rect(x: 0, y: 300, width: 390, height: 844)))
        #expect(view.setBounds(Rect(x: 0, y: 300, width: 390, height: 500)))
        view.layoutIfNeeded()
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 500))
        #expect(view.setBounds(Rect(x: 0, y: 300, width: 600, height: 500)))
        view.layoutIfNeeded()
        #expect(layout.collectionViewContentSize == Size(width: 600, height: 500))

        let (cellsOnly, cellsOnlyView) = prepared(counts: [3]) { $0.contentSizing = .cellsOnly }
        #expect(!cellsOnlyView.setBounds(Rect(x: 0, y: 300, width: 390, height: 500)))
        #expect(cellsOnlyView.setBounds(Rect(x: 0, y: 300, width: 600, height: 500)))
        cellsOnlyView.layoutIfNeeded()
        #expect(cellsOnly.collectionViewContentSize == Size(width: 600, height: 402))
    }

    /// Over seeded random mosaics and edits (and bounds heights, under both content sizings),
    /// both query strategies match a brute-force filter, full and incremental invalidation give
    /// identical cells, cells never overlap, every frame is inside the content, every item has
    /// exactly one cell, and the content height is the seed's `max(bounds height, lowest cell)`
    /// (`.atLeastBounds`) or the lowest cell's bottom (`.cellsOnly`).
    @Test func randomMosaicsAgreeAndKeepTheirInvariants() throws {
        for seed: UInt64 in 1...150 {
            var rng = SplitMix64(seed: seed)
            let width = Double(rng.int(in: 0...800)), height = rng.chance(0.7) ? 200 : rng.length(upTo: 300)
            let counts = (0..<rng.int(in: 1...4)).map { _ in rng.int(in: 0...40) }
            let sizing: MosaicContentSizing = rng.chance(0.5) ? .atLeastBounds : .cellsOnly
            let runs = [FullInvalidation() as any InvalidationStrategy, IncrementalInvalidation()].flatMap { invalidation in
                QueryStrategies.all.map { query in
                    prepared(width: width, counts: counts, query: query, invalidation: invalidation) {
                        $0.segmentHeight = height
                        $0.contentSizing = sizing
                    }
                }
            }
            for step in 0..<12 {
                let section = rng.int(below: counts.count)
                let appending = rng.chance(0.6), amount = rng.int(in: 1...7)
                let boundsHeight = rng.chance(0.2) ? Double(rng.int(in: 0...1500)) : nil
                for (_, view) in runs {
                    if appending { view.appendItems(amount, toSection: section) } else { view.removeLastItems(amount, fromSection: section) }
                    if let boundsHeight {
                        // Only the height changes: the seed's rule invalidates, the departure does not.
                        let before = view.bounds.height
                        let invalidates = view.setBounds(Rect(x: 0, y: 0, width: view.bounds.width, height: boundsHeight))
                        #expect(invalidates == (sizing == .atLeastBounds && boundsHeight != before))
                    }
                    view.layoutIfNeeded()
                }
                let reference = runs[0].layout.allElements
                let context = "seed \(seed), step \(step), width \(width), segment \(height), \(sizing)"
                let lowest = reference.map(\.frame.maxY).max() ?? 0
                let expectedHeight = sizing == .atLeastBounds ? Swift.max(runs[0].view.bounds.height, lowest) : lowest
                #expect(runs[0].layout.collectionViewContentSize.height == expectedHeight, "\(context)")
                for (layout, _) in runs.dropFirst() {
                    #expect(layout.allElements == reference, "\(context)")
                    #expect(layout.collectionViewContentSize == runs[0].layout.collectionViewContentSize, "\(context)")
                }
                let content = Rect(origin: .zero, size: runs[0].layout.collectionViewContentSize)
                #expect(reference.allSatisfy { content.contains($0.frame) }, "\(context)")
                #expect(Set(reference.map(\.indexPath)).count == reference.count, "\(context)")
                #expect(reference.count == runs[0].view.sections.reduce(0) { $0 + $1.itemCount }, "\(context)")
                for (index, element) in reference.enumerated() {
                    #expect(!reference[(index + 1)...].contains { $0.frame.overlapArea(with: element.frame) > 0 }, "\(context)")
                }
                let rect = Rect(x: rng.double(in: -20, width), y: rng.double(in: -20, content.height + 20),
                                width: rng.double(in: 0, 400), height: rng.double(in: 0, 600))
                let expected = reference.filter { rect.intersects($0.frame) }
                for (layout, _) in runs {
                    #expect(layout.layoutAttributesForElements(in: rect) == expected, "\(context), rect \(rect)")
                }
            }
        }
    }
}
