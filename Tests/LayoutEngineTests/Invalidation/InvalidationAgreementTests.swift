import Testing
@testable import LayoutEngine

/// Whatever the invalidation strategy, the attributes are identical to the last bit; only the work
/// differs. Two layouts, one per strategy, go through the same random sequence of operations.
@Suite struct InvalidationAgreementTests {
    /// One random operation, applied identically to every view.
    enum Operation: CustomStringConvertible {
        case append(count: Int, section: Int, sizes: [Size], preferred: [Size])
        case appendSection(SimulatedCollectionView.Section)
        case setBounds(Rect)
        case scroll(Point)
        case selfSize

        var description: String {
            switch self {
            case .append(let count, let section, _, _): "append \(count) to section \(section)"
            case .appendSection(let section): "append section of \(section.itemCount)"
            case .setBounds(let rect): "set bounds \(rect)"
            case .scroll(let point): "scroll to \(point)"
            case .selfSize: "self-size visible cells"
            }
        }

        static func random(_ rng: inout SplitMix64, view: SimulatedCollectionView, selfSizing: Bool) -> Operation {
            let content = view.layout.collectionViewContentSize
            switch rng.int(below: selfSizing ? 10 : 8) {
            case 0, 1, 2:
                guard !view.sections.isEmpty else { fallthrough }
                let section = rng.int(below: view.sections.count)
                let count = rng.int(in: 1...6)
                let data = view.sections[section]
                return .append(count: count, section: section,
                               sizes: data.itemSizes == nil ? [] : RandomFlowLayouts.randomSizes(&rng, count: count),
                               preferred: data.preferredSizes == nil ? [] : RandomFlowLayouts.randomSizes(&rng, count: count))
            case 3:
                return .appendSection(RandomFlowLayouts.randomSection(&rng, selfSizing: selfSizing))
            case 4:
                var bounds = view.bounds
                if rng.chance(0.7) { bounds.size.width = rng.element(of: [0, 30, 320, 375.5, 768, 1024]) }
                if rng.chance(0.7) { bounds.size.height = rng.element(of: [0, 30, 200, 480, 844]) }
                return .setBounds(bounds)
            case 5, 6:
                return .scroll(Point(x: rng.double(in: -50, Swift.max(content.width, 1)),
                                     y: rng.double(in: -50, Swift.max(content.height, 1))))
            default:
                return selfSizing ? .selfSize : .scroll(.zero)
            }
        }

        /// Applies the operation; returns the number of self-sizing corrections, if any.
        @discardableResult
        func apply(to view: SimulatedCollectionView) -> Int {
            switch self {
            case .append(let count, let section, let sizes, let preferred):
                view.appendItems(count, toSection: section, sizes: sizes, preferredSizes: preferred)
            case .appendSection(let section):
                view.appendSection(section)
            case .setBounds(let rect):
                view.setBounds(rect)
            case .scroll(let point):
                view.scroll(to: point)
            case .selfSize:
                return view.selfSizeVisibleCells()
            }
            return 0
        }
    }

    /// Runs `steps` random operations on a full and an incremental layout; after each, both must
    /// give the same elements and content size, and (without self-sizing, whose state a new layout
    /// cannot know; every third step, for speed) the same as a layout prepared from scratch on the
    /// same data. Queries after
    /// incremental updates of the binary index must still match brute force.
    /// - Returns: the number of steps where the incremental layout recomputed fewer elements.
    @discardableResult
    static func runSequence(seed: UInt64, selfSizing: Bool, steps: Int) -> Int {
        var savings = 0
        let scenario = RandomFlowLayouts(seed: seed, selfSizing: selfSizing)
        let full = scenario.makeView(invalidation: FullInvalidation())
        let incremental = scenario.makeView(invalidation: IncrementalInvalidation())
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9)
        var history: [String] = []
        for step in 0..<steps {
            let operation = Operation.random(&rng, view: full, selfSizing: selfSizing)
            history.append(operation.description)
            let fullCorrections = operation.apply(to: full)
            let incrementalCorrections = operation.apply(to: incremental)
            let fullBefore = full.flowLayout.counters.elementsRecomputed
            let incrementalBefore = incremental.flowLayout.counters.elementsRecomputed
            full.layoutIfNeeded()
            incremental.layoutIfNeeded()
            let context = "\(scenario), step \(step): \(history.suffix(4).joined(separator: "; "))"
            #expect(fullCorrections == incrementalCorrections, "\(context)")
            let elements = full.flowLayout.allElements
            guard incremental.flowLayout.allElements == elements,
                  incremental.layout.collectionViewContentSize == full.layout.collectionViewContentSize else {
                Issue.record("full and incremental layouts differ: \(context)")
                return savings
            }
            let incrementalWork = incremental.flowLayout.counters.elementsRecomputed - incrementalBefore
            let fullWork = full.flowLayout.counters.elementsRecomputed - fullBefore
            #expect(incrementalWork <= fullWork, "\(context)")
            if incrementalWork < fullWork { savings += 1 }
            if !selfSizing && (step % 3 == 0 || step == steps - 1) {
                let fresh = SimulatedCollectionView(layout: scenario.makeLayout(), bounds: full.bounds, sections: full.sections,
                                                    layoutMargins: full.layoutMargins, safeAreaInsets: full.safeAreaInsets)
                fresh.layoutIfNeeded()
                #expect(fresh.flowLayout.allElements == elements, "fresh layout differs: \(context)")
                #expect(fresh.layout.collectionViewContentSize == full.layout.collectionViewContentSize, "\(context)")
            }
            for rect in randomQueryRects(&rng, elements: elements, contentSize: full.layout.collectionViewContentSize, count: 2) {
                let expected = elements.filter { rect.intersects($0.frame) }
                #expect(incremental.layout.layoutAttributesForElements(in: rect) == expected, "\(context), query \(rect)")
                #expect(full.layout.layoutAttributesForElements(in: rect) == expected, "\(context), query \(rect)")
            }
        }
        return savings
    }

    @Test func fullAndIncrementalAgreeOnRandomSequences() {
        var savings = 0
        for seed: UInt64 in 1...60 {
            savings += Self.runSequence(seed: seed, selfSizing: false, steps: 25)
        }
        // The sequences do reach the partial relayout, not only full ones.
        #expect(savings > 100)
    }

    @Test func fullAndIncrementalAgreeWhileCellsSizeThemselves() {
        var savings = 0
        for seed: UInt64 in 1001...1060 {
            savings += Self.runSequence(seed: seed, selfSizing: true, steps: 25)
        }
        #expect(savings > 100)
    }

    /// Appending 3 items to a section of 2000 individually sized items: the incremental layout keeps
    /// every line before the last one and recomputes only its items, the new ones and the footer;
    /// the full layout recomputes all 2003 items, the header and the footer.
    @Test func incrementalRecomputesOnlyTheTailOfABigSection() {
        var rng = SplitMix64(seed: 99)
        let sizes = (0..<2_000).map { _ in Size(width: Double(rng.int(in: 20...120)), height: Double(rng.int(in: 20...80))) }
        let newSizes = [Size(width: 40, height: 40), Size(width: 70, height: 30), Size(width: 110, height: 60)]
        var views: [SimulatedCollectionView] = []
        var recomputed: [Int] = []
        for strategy in [FullInvalidation(), IncrementalInvalidation()] as [any InvalidationStrategy] {
            let layout = FlowLayout(invalidationStrategy: strategy)
            layout.headerReferenceSize = Size(width: 0, height: 30)
            layout.footerReferenceSize = Size(width: 0, height: 30)
            let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                               sections: [.sized(sizes)])
            view.layoutIfNeeded()
            #expect(layout.counters.elementsRecomputed == 2_002)
            let passes = layout.counters.layoutPasses
            let before = layout.counters.elementsRecomputed
            view.appendItems(3, toSection: 0, sizes: newSizes)
            view.layoutIfNeeded()
            #expect(layout.counters.layoutPasses == passes + 1)
            recomputed.append(layout.counters.elementsRecomputed - before)
            views.append(view)
        }
        #expect(views[0].flowLayout.allElements == views[1].flowLayout.allElements)
        #expect(views[0].layout.collectionViewContentSize == views[1].layout.collectionViewContentSize)
        #expect(recomputed[0] == 2_003 + 2)
        // The incremental layout redoes the old last line (at most the items that fit in 390
        // points at 20 + 10 each: 13), the 3 new items and the footer.
        #expect(recomputed[1] >= 3 + 1)
        #expect(recomputed[1] <= 13 + 3 + 1)
    }

    @Test func appendingToAUniformSectionRecomputesNoStoredFrames() {
        // Uniform cells are closed form: an append recomputes only the section's header and footer.
        let layout = FlowLayout(invalidationStrategy: IncrementalInvalidation())
        layout.headerReferenceSize = Size(width: 0, height: 20)
        layout.footerReferenceSize = Size(width: 0, height: 20)
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 200, height: 400),
                                           sections: [.init(itemCount: 1_000), .init(itemCount: 5)])
        view.layoutIfNeeded()
        let before = layout.counters.elementsRecomputed
        view.appendItems(4, toSection: 1)
        view.layoutIfNeeded()
        #expect(layout.counters.elementsRecomputed - before == 2)   // section 1's header and footer
        // 9 items, 3 per line → 3 lines; section 1 starts after section 0 (334 lines: 20 + 334·60 − 10 + 20).
        let section0End = 20.0 + 334 * 60 - 10 + 20
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 8, section: 1))?.frame
                == Rect(x: 150, y: section0End + 20 + 120, width: 50, height: 50))
        #expect(layout.collectionViewContentSize == Size(width: 200, height: section0End + 20 + 170 + 20))
    }

    @Test func strategiesAreFoundByName() {
        #expect(InvalidationStrategies.names == ["full", "incremental"])
        #expect(InvalidationStrategies.named("incremental")?.name == "incremental")
        #expect(InvalidationStrategies.named("partial") == nil)
        // The scopes the strategies choose.
        var context = InvalidationContext()
        #expect(FullInvalidation().relayoutScope(for: context) == .nothing)
        #expect(IncrementalInvalidation().relayoutScope(for: context) == .nothing)
        context.invalidateItems(at: [IndexPath(item: 7, section: 2), IndexPath(item: 3, section: 1), IndexPath(item: 9, section: 1)])
        #expect(FullInvalidation().relayoutScope(for: context) == .everything)
        #expect(IncrementalInvalidation().relayoutScope(for: context) == .from(IndexPath(item: 3, section: 1)))
        context.invalidateLayoutMetrics = true
        #expect(IncrementalInvalidation().relayoutScope(for: context) == .everything)
    }
}
