import Testing
@testable import LayoutEngine

/// Behaviour beyond seed 004: nested and custom groups, flexible spacing, per-section incremental
/// relayout, orthogonal sections, pinned boundary items, backgrounds and self-sizing.
@Suite struct CompositionalLayoutTests {
    static let full = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

    func prepared(_ layout: CompositionalLayout, items: [Int], width: Double = 320, height: Double = 600,
                  preferred: [ContiguousArray<Size>?] = []) -> SimulatedCollectionView {
        let sections = items.enumerated().map { index, count in
            SimulatedCollectionView.Section(itemCount: count, preferredSizes: index < preferred.count ? preferred[index] : nil)
        }
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: height), sections: sections)
        view.layoutIfNeeded()
        return view
    }

    /// A row 100 tall: a 0.5-wide item, then a vertical group 0.5 wide of two half-height items.
    /// Leaves: (0, 0, 160, 100), (160, 0, 160, 50), (160, 50, 160, 50); the group repeats every 100.
    @Test func nestedGroupsFlattenIntoLeaves() {
        let half = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let stacked = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                           subitem: LayoutItem(layoutSize: Self.full), count: 2)
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                         subitems: [half, stacked])
        let layout = CompositionalLayout(section: LayoutSection(group: row))
        let view = prepared(layout, items: [4])
        #expect(layout.allElements.map(\.frame) == [Rect(x: 0, y: 0, width: 160, height: 100), Rect(x: 160, y: 0, width: 160, height: 50),
                                                    Rect(x: 160, y: 50, width: 160, height: 50), Rect(x: 0, y: 100, width: 160, height: 100)])
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 200))
        withExtendedLifetime(view) {}
    }

    /// Three 80-wide items fit in 320 with at least 10 between them; flexible spacing shares the
    /// remaining 320 − 240 = 80 between the two gaps: x = 0, 120, 240.
    @Test func flexibleSpacingSharesTheLeftover() {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(80), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                           subitems: [item])
        group.interItemSpacing = .flexible(10)
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let view = prepared(layout, items: [3])
        #expect(layout.allElements.map(\.frame.minX) == [0, 120, 240])
        withExtendedLifetime(view) {}
    }

    /// A custom group's frames are the closure's, in the group's coordinates, clipped to it.
    @Test func customGroupsPlaceTheirItemsFromTheClosure() {
        let group = LayoutGroup.custom(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))) { environment in
            #expect(environment.container.contentSize == Size(width: 320, height: 100))
            return [LayoutGroupCustomItem(frame: Rect(x: 10, y: 10, width: 50, height: 50)),
                    LayoutGroupCustomItem(frame: Rect(x: 300, y: 80, width: 50, height: 50))]
        }
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let view = prepared(layout, items: [3])
        #expect(layout.allElements.map(\.frame) == [Rect(x: 10, y: 10, width: 50, height: 50), Rect(x: 300, y: 80, width: 20, height: 20),
                                                    Rect(x: 10, y: 110, width: 50, height: 50)])
        withExtendedLifetime(view) {}
    }

    /// The provider sees the container and the effective content size (the safe area across).
    @Test func theProviderSeesTheEnvironment() {
        var seen: [LayoutEnvironment] = []
        let layout = CompositionalLayout { _, environment in
            seen.append(environment)
            return LayoutSection(group: .horizontal(layoutSize: Self.full, subitems: [LayoutItem(layoutSize: Self.full)]))
        }
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 320, height: 600),
                                           sections: [.init(itemCount: 1)], safeAreaInsets: EdgeInsets(top: 40, left: 10, bottom: 30, right: 20))
        view.layoutIfNeeded()
        #expect(seen.map(\.container.effectiveContentSize) == [Size(width: 290, height: 600)])
        // The group is 290 wide, after the 10-point safe area.
        #expect(layout.allElements.map(\.frame) == [Rect(x: 10, y: 0, width: 290, height: 600)])
    }

    /// An append to section 2 of 5 resolves and lays out section 2 only: sections 3 and 4 move down by one row
    /// (a 100-wide item in a 320-wide row leaves room for 3 per row, so the 11th item starts a
    /// new row) and are not recomputed.
    @Test func anUpdateInOneSectionRecomputesThatSectionOnly() {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                           subitems: [item])
        var resolved: [Int] = []
        let layout = CompositionalLayout { index, _ in
            resolved.append(index)
            return LayoutSection(group: group)
        }
        let view = prepared(layout, items: [10, 10, 9, 10, 10])
        let before = layout.allElements
        let recomputed = layout.counters.elementsRecomputed
        resolved = []
        view.appendItems(1, toSection: 2)
        view.layoutIfNeeded()
        // The provider is asked for section 2 only; sections 3 and 4 keep their resolution.
        #expect(resolved == [2])
        // Only section 2 is laid out: its three leaves (no item frame is stored).
        #expect(layout.counters.elementsRecomputed - recomputed == 3)
        let after = layout.allElements
        #expect(after.filter { $0.indexPath.section > 2 }.map(\.frame.minY) == before.filter { $0.indexPath.section > 2 }.map { $0.frame.minY + 50 })
        #expect(after.filter { $0.indexPath.section < 2 } == before.filter { $0.indexPath.section < 2 })
    }

    func orthogonalLayout(_ behavior: OrthogonalScrollingBehavior) -> CompositionalLayout {
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
                                           subitems: [LayoutItem(layoutSize: Self.full)])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        return CompositionalLayout(section: section)
    }

    /// Groups 0.8 × 300 = 240 wide, 10 apart, in one row of a 300-wide section; the content does
    /// not grow across, and the section's offset moves its items back.
    @Test func orthogonalSectionsScrollOnTheirOwn() {
        let layout = orthogonalLayout(.continuous)
        let view = prepared(layout, items: [4, 1], width: 300)
        #expect(layout.allElements.map(\.frame.minX) == [0, 250, 500, 750, 0])
        #expect(layout.collectionViewContentSize == Size(width: 300, height: 200))
        layout.setOrthogonalOffset(260, forSection: 0)
        #expect(layout.allElements.map(\.frame.minX) == [-260, -10, 240, 490, 0])
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 300, height: 100)).map(\.indexPath.item) == [1, 2])
        // At most 4 · 240 + 3 · 10 − 300 = 690.
        layout.setOrthogonalOffset(5000, forSection: 0)
        #expect(layout.orthogonalOffset(forSection: 0) == 690)
        withExtendedLifetime(view) {}
    }

    /// Two orthogonal sections (4 and 1 items, 300 wide, groups 240 wide at a stride of 250);
    /// section 0 scrolled by 260. A batch moving section 0 after section 1 (counts [4, 1] →
    /// [1, 4]): following its section, the offset is now section 1's (its items at x 0 − 260,
    /// 250 − 260, 500 − 260, 750 − 260) and section 0's one item rests at 0; by index (the
    /// default), the offset stays with index 0, whose one group cannot scroll (240 < 300: clamped
    /// to 0), and section 1 rests at 0, 250, 500, 750.
    @Test func orthogonalOffsetsFollowAMovedSectionWhenAsked() throws {
        for follows in [true, false] {
            let layout = orthogonalLayout(.continuous)
            layout.orthogonalOffsetsFollowMovedSections = follows
            let view = prepared(layout, items: [4, 1], width: 300)
            layout.setOrthogonalOffset(260, forSection: 0)
            try view.performBatchUpdates(BatchUpdate([.moveSection(0, to: 1)]),
                                         resultingIn: [.init(itemCount: 1), .init(itemCount: 4)])
            let xs = layout.allElements.map(\.frame.minX)
            #expect(xs == (follows ? [0, -260, -10, 240, 490] : [0, 0, 250, 500, 750]), "follows \(follows)")
            #expect(layout.orthogonalOffset(forSection: 1) == (follows ? 260 : 0))
        }
    }

    /// Paging rests at multiples of the 300-point page, group paging at multiples of the
    /// 250-point stride, leading-boundary at the group at or before the proposal, all within 0…690.
    @Test func orthogonalBehavioursChooseTheirRestingOffset() {
        var targets: [OrthogonalScrollingBehavior: [Double]] = [:]
        for behavior in [OrthogonalScrollingBehavior.continuous, .paging, .groupPaging, .continuousGroupLeadingBoundary, .groupPagingCentered] {
            let layout = orthogonalLayout(behavior)
            let view = prepared(layout, items: [4], width: 300)
            targets[behavior] = [-20, 140, 420, 800].map { layout.targetOrthogonalOffset(forProposed: $0, inSection: 0) }
            withExtendedLifetime(view) {}
        }
        #expect(targets[.continuous] == [0, 140, 420, 690])
        #expect(targets[.paging] == [0, 0, 300, 690])
        #expect(targets[.groupPaging] == [0, 250, 500, 690])
        #expect(targets[.continuousGroupLeadingBoundary] == [0, 0, 250, 690])
        // Centred: offset 250 · g − 30 centres group g in the 300-point section.
        #expect(targets[.groupPagingCentered] == [0, 220, 470, 690])
    }

    func pinnedLayout(query: any QueryStrategy = BinarySearchQuery()) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let section = LayoutSection(group: .vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                     subitems: [item]))
        var header = BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                               elementKind: .sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        return CompositionalLayout(section: section, queryStrategy: query)
    }

    /// Sections of 5 rows: header 40 + 500 = 540 long. Scrolled to y = 300, section 0's header
    /// sticks at 300; at 520 it is pushed up by its section's end (540 − 40 = 500); section 1's
    /// header stays in place until the visible rect reaches it.
    @Test func pinnedHeadersFollowTheVisibleRect() {
        for query in QueryStrategies.all {
            let layout = pinnedLayout(query: query)
            let view = prepared(layout, items: [5, 5], height: 200)
            let header0 = IndexPath(item: 0, section: 0)
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: header0)?.frame.minY == 0)
            #expect(view.setBounds(Rect(x: 0, y: 300, width: 320, height: 200)))
            view.layoutIfNeeded()
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: header0)?.frame.minY == 300)
            let visible = view.visibleElements()
            #expect(visible.contains { $0.representedElementKind == .sectionHeader && $0.indexPath.section == 0 && $0.frame.minY == 300 })
            // The header's natural place (0…40) is not asked for, but its pinned place is found.
            #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 310, width: 10, height: 10))
                        .contains { $0.representedElementKind == .sectionHeader })
            #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 10))
                        .allSatisfy { $0.representedElementKind != .sectionHeader })
            view.scroll(to: Point(x: 0, y: 520))
            view.layoutIfNeeded()
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: header0)?.frame.minY == 500)
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 540)
            #expect(layout.collectionViewContentSize.height == 1080)
        }
    }

    /// The background covers its whole section, below the cells.
    @Test func backgroundsCoverTheirSection() {
        let layout = pinnedLayout()
        let view = prepared(layout, items: [5, 2])
        let background = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))
        #expect(background?.frame == Rect(x: 0, y: 540, width: 320, height: 240))
        #expect(background?.zIndex == -1)
        #expect(layout.allElements.filter { $0.representedElementCategory == .decorationView }.count == 2)
        withExtendedLifetime(view) {}
    }

    /// Rows of two items with estimated heights 50 (the group's estimated 50): a cell reporting
    /// 80 makes its row 80 tall and moves the rows after it; full and incremental agree.
    @Test func estimatedItemsTakeTheSizeTheyReport() {
        var elements: [[LayoutAttributes]] = []
        for invalidation in InvalidationStrategies.all {
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                                               subitems: [item])
            let layout = CompositionalLayout(section: LayoutSection(group: group), invalidationStrategy: invalidation)
            var preferred = ContiguousArray(repeating: Size(width: 160, height: 50), count: 6)
            preferred[1] = Size(width: 160, height: 80)
            let view = prepared(layout, items: [6], preferred: [preferred])
            #expect(layout.allElements.map(\.frame.minY) == [0, 0, 50, 50, 100, 100])
            #expect(view.selfSizeVisibleCells() == 1)
            view.layoutIfNeeded()
            #expect(layout.allElements.map(\.frame.minY) == [0, 0, 80, 80, 130, 130])
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 80)
            #expect(layout.collectionViewContentSize.height == 180)
            elements.append(layout.allElements)
        }
        #expect(elements[0] == elements[1])
    }
}
