import Testing
@testable import LayoutEngine

/// Self-sizing (`estimatedItemSize`): items start at the estimate, take the size their cells
/// report, and the layout converges.
@Suite struct FlowLayoutSelfSizingTests {
    /// Repeats self-sizing passes until no cell corrects its size; returns the number of passes.
    static func converge(_ view: SimulatedCollectionView, limit: Int = 100) -> Int? {
        for pass in 1...limit {
            view.layoutIfNeeded()
            if view.selfSizeVisibleCells() == 0 { return pass }
        }
        return nil
    }

    /// Estimate 50×50 in 200 points: 3 items fit (170), justified gap 25 → x = 0, 75, 150.
    /// Reported sizes 30×20, 80×40, 60×60: 30 + 10 + 80 + 10 + 60 = 190 ≤ 200, still one line,
    /// the last, justified: gap 10 + 10/2 = 15 → x = 0, 45, 140; 60 tall: y = 20, 10, 0.
    @Test func cellsTakeTheSizesTheyReport() {
        let preferred: ContiguousArray<Size> = [Size(width: 30, height: 20), Size(width: 80, height: 40), Size(width: 60, height: 60)]
        let (layout, view) = preparedFlow(width: 200, height: 400,
                                          sections: [.init(itemCount: 3, preferredSizes: preferred)]) {
            $0.estimatedItemSize = Size(width: 50, height: 50)
        }
        #expect(layout.isEstimatingItemSizes)
        #expect(layout.allElements == [cell(0, 0, 0, 0, 50, 50), cell(0, 1, 75, 0, 50, 50), cell(0, 2, 150, 0, 50, 50)])
        #expect(view.selfSizeVisibleCells() == 3)
        view.layoutIfNeeded()
        #expect(layout.allElements == [cell(0, 0, 0, 20, 30, 20), cell(0, 1, 45, 10, 80, 40), cell(0, 2, 140, 0, 60, 60)])
        #expect(layout.collectionViewContentSize == Size(width: 200, height: 60))
        #expect(view.selfSizeVisibleCells() == 0)
    }

    @Test func theInvalidationDecision() {
        let (layout, _) = preparedFlow(width: 200, sections: [.init(itemCount: 3)]) {
            $0.estimatedItemSize = Size(width: 50, height: 50)
            $0.headerReferenceSize = Size(width: 0, height: 10)
        }
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        var preferred = original
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        preferred.frame.size = Size(width: 51, height: 50)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(context.preferredItemSizes == [IndexPath(item: 1, section: 0): Size(width: 51, height: 50)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        // Supplementary views do not size themselves.
        let header = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))!
        var tallerHeader = header
        tallerHeader.frame.size.height = 99
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: tallerHeader, withOriginalAttributes: header))
        // A garbage report is read as zero: from a 0×0 original it changes nothing.
        var garbage = original
        garbage.frame.size = Size(width: .nan, height: -4)
        var zero = original
        zero.frame.size = .zero
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: garbage, withOriginalAttributes: zero))
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: garbage, withOriginalAttributes: original))
    }

    /// With every cell visible, the converged layout is the layout of the reported sizes.
    @Test func convergesToTheLayoutOfTheReportedSizes() {
        for seed: UInt64 in 1...40 {
            var rng = SplitMix64(seed: seed)
            let sections = (0..<rng.int(in: 1...3)).map { _ in RandomFlowLayouts.randomSizes(&rng, count: rng.int(in: 0...25)) }
            let direction: ScrollDirection = rng.chance(0.3) ? .horizontal : .vertical
            let spacing = rng.length(upTo: 12)
            let configure: (FlowLayout) -> Void = {
                $0.scrollDirection = direction
                $0.minimumInteritemSpacing = spacing
                $0.footerReferenceSize = Size(width: 15, height: 15)
            }
            let (layout, view) = preparedFlow(width: 390, height: 100_000,
                                              sections: sections.map { .init(itemCount: $0.count, preferredSizes: ContiguousArray($0)) }) {
                configure($0)
                $0.estimatedItemSize = Size(width: 60, height: 44)
            }
            if direction == .horizontal { view.setBounds(Rect(x: 0, y: 0, width: 100_000, height: 390)) }
            let passes = Self.converge(view)
            #expect(passes != nil, "seed \(seed) did not converge")
            // Every cell was visible: each now has exactly its reported size (sanitised).
            for (section, sizes) in sections.enumerated() {
                for (item, size) in sizes.enumerated() {
                    #expect(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame.size == size.sanitized,
                            "seed \(seed) item [\(section), \(item)]")
                }
            }
            let reference = SimulatedCollectionView(layout: FlowLayout(), bounds: view.bounds, sections: sections.map { .sized($0) })
            configure(reference.flowLayout)
            reference.layoutIfNeeded()
            #expect(layout.allElements == reference.flowLayout.allElements, "seed \(seed)")
            #expect(layout.collectionViewContentSize == reference.layout.collectionViewContentSize, "seed \(seed)")
        }
    }

    /// In a small viewport, only the visible cells size themselves; scrolling reveals more.
    @Test func convergesInAViewportAndAfterScrolling() {
        for seed: UInt64 in 100...130 {
            var rng = SplitMix64(seed: seed)
            let sizes = (0..<400).map { _ in Size(width: rng.length(upTo: 150), height: rng.length(upTo: 90)) }
            let estimate = Size(width: 70, height: 40)
            let (layout, view) = preparedFlow(width: 375, height: 300, sections: [.init(itemCount: 400, preferredSizes: ContiguousArray(sizes))]) {
                $0.estimatedItemSize = estimate
            }
            for offset in [0.0, 700, 1_500] {
                view.scroll(to: Point(x: 0, y: offset))
                #expect(Self.converge(view) != nil, "seed \(seed) offset \(offset)")
                let visible = view.visibleElements()
                #expect(!visible.isEmpty || layout.collectionViewContentSize.height <= offset, "seed \(seed) offset \(offset)")
                for element in visible {
                    #expect(element.size == sizes[element.indexPath.item].sanitized, "seed \(seed) \(element.id)")
                }
            }
            // The last item (some 50 lines below 1800) was never visible: it still has the estimated size.
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 399, section: 0))?.frame.size == estimate, "seed \(seed)")
        }
    }

    @Test func appendedItemsStartAtTheEstimate() {
        let (layout, view) = preparedFlow(width: 200, height: 400, sections: [.init(itemCount: 2, preferredSizes: [Size(width: 20, height: 20), Size(width: 30, height: 30)])]) {
            $0.estimatedItemSize = Size(width: 50, height: 50)
        }
        _ = Self.converge(view)
        view.appendItems(1, toSection: 0, preferredSizes: [Size(width: 40, height: 40)])
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == Size(width: 20, height: 20))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.size == Size(width: 50, height: 50))
        _ = Self.converge(view)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.size == Size(width: 40, height: 40))
    }

    @Test func turningSelfSizingOffForgetsTheReportedSizes() {
        let (layout, view) = preparedFlow(width: 200, height: 400, sections: [.init(itemCount: 2, preferredSizes: [Size(width: 20, height: 20), Size(width: 30, height: 30)])]) {
            $0.estimatedItemSize = Size(width: 50, height: 50)
        }
        _ = Self.converge(view)
        layout.estimatedItemSize = .zero
        view.layoutIfNeeded()
        #expect(layout.allElements == [cell(0, 0, 0, 0, 50, 50), cell(0, 1, 150, 0, 50, 50)])
        layout.estimatedItemSize = Size(width: 50, height: 50)
        view.layoutIfNeeded()
        #expect(layout.allElements == [cell(0, 0, 0, 0, 50, 50), cell(0, 1, 150, 0, 50, 50)])
    }
}
