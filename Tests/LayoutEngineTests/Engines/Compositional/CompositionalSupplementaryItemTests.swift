import LabSupport
import Testing
import Workloads
@testable import LayoutEngine

/// Supplementary items attached to items (badges): frames derived by hand, lookups by index path,
/// queries by every strategy equal to a filter of every element.
@Suite struct CompositionalSupplementaryItemTests {
    static let half = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
    static let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))

    func prepared(_ subitems: [LayoutItem], items: Int, query: any QueryStrategy = BinarySearchQuery())
        -> (layout: CompositionalLayout, view: SimulatedCollectionView) {
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(layoutSize: Self.row, subitems: subitems)),
                                         queryStrategy: query)
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 320, height: 600),
                                           sections: [.init(itemCount: items)])
        view.layoutIfNeeded()
        return (layout, view)
    }

    func badge(_ kind: ElementKind, _ item: Int, _ x: Double, _ y: Double, _ side: Double, zIndex: Int = 1) -> LayoutAttributes {
        LayoutAttributes(id: .supplementary(kind, IndexPath(item: item, section: 0)),
                         frame: Rect(x: x, y: y, width: side, height: side), zIndex: zIndex)
    }

    /// Items 160 × 100, two per row; a 20 × 20 badge on `[.top, .trailing]`, fractional offset
    /// (0.5, −0.5): against the item's top-right corner, x = minX + 160 − 20, y = minY, then
    /// moved by (0.5 · 20, −0.5 · 20) = (10, −10): its centre on the corner. Items at (0, 0),
    /// (160, 0), (0, 100): badges at (150, −10), (310, −10), (150, 90), after the items. The
    /// second badge reaches x = 330, so the content is 330 wide; 200 tall (the rows).
    @Test func aBadgeOnEveryItem() throws {
        let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))
        let item = LayoutItem(layoutSize: Self.half, supplementaryItems: [
            LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                    elementKind: "badge", containerAnchor: anchor),
        ])
        for strategy in QueryStrategies.all {
            let (layout, view) = prepared([item], items: 3, query: strategy)
            #expect(layout.allElements == [
                cell(0, 0, 0, 0, 160, 100), cell(0, 1, 160, 0, 160, 100), cell(0, 2, 0, 100, 160, 100),
                badge("badge", 0, 150, -10, 20), badge("badge", 1, 310, -10, 20), badge("badge", 2, 150, 90, 20),
            ])
            #expect(layout.collectionViewContentSize == Size(width: 330, height: 200))
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))
                    == badge("badge", 2, 150, 90, 20))
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 3, section: 0)) == nil)
            // Only the second badge reaches this corner above the first row.
            #expect(layout.layoutAttributesForElements(in: Rect(x: 315, y: -10, width: 5, height: 5))
                    == [badge("badge", 1, 310, -10, 20)])
            let rect = Rect(x: 100, y: 50, width: 100, height: 60)
            #expect(layout.layoutAttributesForElements(in: rect) == layout.allElements.filter { rect.intersects($0.frame) })
            withExtendedLifetime(view) {}
        }
    }

    /// Two leaves, only the first with a badge: 10 × 10 on `[.bottom, .leading]`, absolute offset
    /// (2, −2): x = minX + 2, y = maxY − 10 − 2. Three items: the badged ones are 0 (0, 0) and 2
    /// (0, 100): badges at (2, 88) and (2, 188); item 1 has none. A zIndex of 5 is kept.
    @Test func aBadgeOnOneLeafOfTheGroup() {
        var new = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                          elementKind: "new", containerAnchor: LayoutAnchor(edges: [.bottom, .leading],
                                                                                          absoluteOffset: Point(x: 2, y: -2)))
        new.zIndex = 5
        let (layout, view) = prepared([LayoutItem(layoutSize: Self.half, supplementaryItems: [new]), LayoutItem(layoutSize: Self.half)],
                                      items: 3)
        #expect(layout.allElements.filter { $0.representedElementCategory == .supplementaryView }
                == [badge("new", 0, 2, 88, 10, zIndex: 5), badge("new", 2, 2, 188, 10, zIndex: 5)])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "new", at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.elementCount == 5)
        withExtendedLifetime(view) {}
    }

    /// No edge on an axis centres the badge there: `[.top]` with a 0.25-wide badge (40 of 160) and
    /// no offset sits at x = (160 − 40)/2 = 60 on the first item, y = 0.
    @Test func anAxisWithoutAnEdgeCentres() {
        let top = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(8)),
                                          elementKind: "bar", containerAnchor: LayoutAnchor(edges: [.top]))
        let (layout, view) = prepared([LayoutItem(layoutSize: Self.half, supplementaryItems: [top])], items: 1)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "bar", at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 60, y: 0, width: 40, height: 8))
        withExtendedLifetime(view) {}
    }
}

/// Seeded random layouts using the features above together (badges on some leaves, boundary
/// items of random alignments, offsets and `extendsBoundary`, pinned or not), through random
/// appends, removals and valid batch updates: every strategy pair gives the same elements and
/// content size as a fresh full layout, and every query equals a filter of every element.
@Suite struct CompositionalAttachedItemsRandomTests {
    /// Section `index`'s layout is drawn from `layoutSeed` and the index alone, so every run and
    /// every fresh layout get the same sections.
    func makeLayout(layoutSeed: UInt64, query: any QueryStrategy, invalidation: any InvalidationStrategy) -> CompositionalLayout {
        let alignments = BoundarySupplementaryItem.Alignment.allCases
        return CompositionalLayout(queryStrategy: query, invalidationStrategy: invalidation) { index, _ in
            var local = SeededGenerator(seed: UInt64(index) &* 7919 &+ layoutSeed)
            let badge = LayoutSupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .absolute(Double(local.int(in: 4...30))), heightDimension: .fractionalHeight(0.2)),
                elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: local.chance(0.5) ? [.top, .trailing] : [.bottom],
                                              fractionalOffset: Point(x: local.double(in: -1, 1), y: local.double(in: -1, 1))))
            let badged = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                    supplementaryItems: [badge])
            let plain = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                                       heightDimension: .absolute(Double(local.int(in: 20...120)))),
                                               subitems: local.chance(0.5) ? [badged, plain] : [plain, badged, badged])
            let section = LayoutSection(group: group)
            section.interGroupSpacing = Double(local.int(in: 0...10))
            section.boundarySupplementaryItems = [ElementKind.sectionHeader, .sectionFooter, "overlay"].compactMap { kind in
                guard local.chance(0.6) else { return nil }
                var item = BoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .absolute(Double(local.int(in: 10...400))), heightDimension: .absolute(Double(local.int(in: 5...60)))),
                    elementKind: kind, alignment: alignments[local.int(in: 0..<alignments.count)],
                    offset: local.chance(0.3) ? Point(x: Double(local.int(in: -20...20)), y: Double(local.int(in: -20...20))) : .zero)
                item.extendsBoundary = local.chance(0.7)
                item.pinToVisibleBounds = local.chance(0.3)
                return item
            }
            return section
        }
    }

    @Test func strategiesFreshLayoutsAndQueriesAgree() throws {
        for seed: UInt64 in 1...120 {
            var generator = SeededGenerator(seed: 0xBAD6E_0000 + seed)
            let layoutSeed = generator.next()
            let sections = (0..<generator.int(in: 1...4)).map { _ in SimulatedCollectionView.Section(itemCount: generator.int(in: 0...25)) }
            let bounds = Rect(x: 0, y: 0, width: Double(generator.int(in: 200...500)), height: 600)
            func make(_ query: any QueryStrategy, _ invalidation: any InvalidationStrategy, _ sections: [SimulatedCollectionView.Section])
                -> (CompositionalLayout, SimulatedCollectionView) {
                let layout = makeLayout(layoutSeed: layoutSeed, query: query, invalidation: invalidation)
                let view = SimulatedCollectionView(layout: layout, bounds: bounds, sections: sections)
                view.layoutIfNeeded()
                return (layout, view)
            }
            let runs = [FullInvalidation() as any InvalidationStrategy, IncrementalInvalidation()].flatMap { invalidation in
                QueryStrategies.all.map { make($0, invalidation, sections) }
            }
            var identified = IdentifiedSections(sections: sections)
            for step in 0..<6 {
                let label = "seed \(seed), step \(step)"
                switch generator.int(in: 0..<3) {
                case 0:
                    let (update, after) = identified.randomValidUpdate(changeCount: generator.int(in: 1...5), estimating: false,
                                                                       using: &generator)
                    for (_, view) in runs { try view.performBatchUpdates(update.batch, resultingIn: after.sections) }
                    identified = after
                case 1:
                    let scroll = Point(x: 0, y: Double(generator.int(in: 0...800)))
                    for (_, view) in runs { view.scroll(to: scroll) }
                default:
                    let sections = runs[0].1.sections
                    guard !sections.isEmpty else { break }
                    let section = generator.int(in: 0..<sections.count), count = generator.int(in: 1...9)
                    // The layout reads counts only; the view keeps any per-item data in step.
                    let sizes = sections[section].itemSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                    let preferred = sections[section].preferredSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                    let events = sections[section].events == nil ? [] : Array(RandomScenario.events(count, using: &generator))
                    for (_, view) in runs {
                        view.appendItems(count, toSection: section, sizes: sizes, preferredSizes: preferred, events: events)
                    }
                    identified = IdentifiedSections(sections: runs[0].1.sections)
                }
                for (_, view) in runs { view.layoutIfNeeded() }
                let all = runs[0].0.allElements, content = runs[0].0.collectionViewContentSize
                for (layout, _) in runs.dropFirst() {
                    #expect(layout.allElements == all && layout.collectionViewContentSize == content, "\(label)")
                }
                let (fresh, freshView) = make(BinarySearchQuery(), FullInvalidation(), runs[0].1.sections)
                freshView.scroll(to: runs[0].1.bounds.origin)
                freshView.layoutIfNeeded()
                #expect(fresh.allElements == all && fresh.collectionViewContentSize == content, "\(label): differs from a fresh layout")
                let rect = Rect(x: Double(generator.int(in: -50...400)), y: Double(generator.int(in: -50...1500)),
                                width: Double(generator.int(in: 0...300)), height: Double(generator.int(in: 0...700)))
                let expected = all.filter { rect.intersects($0.frame) }
                for (layout, _) in runs { #expect(layout.layoutAttributesForElements(in: rect) == expected, "\(label): query \(rect)") }
            }
        }
    }
}
