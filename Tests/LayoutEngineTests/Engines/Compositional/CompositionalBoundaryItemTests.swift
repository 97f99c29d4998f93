import Testing
@testable import LayoutEngine

/// Boundary items placed by every alignment, moved by their offset, with and without
/// `extendsBoundary`, in frame tables derived by hand.
@Suite struct CompositionalBoundaryItemTests {
    /// A section of two 160 × 100 items per row (0.5 wide, 100 tall) in 320 points, with `boundaries`.
    func layout(_ boundaries: [BoundarySupplementaryItem], direction: ScrollDirection = .vertical) -> CompositionalLayout {
        let vertical = direction == .vertical
        let item = LayoutItem(layoutSize: vertical
            ? LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
            : LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = LayoutGroup.horizontal(layoutSize: vertical
            ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
            : LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        if !vertical { return CompositionalLayout(section: section(LayoutGroup.vertical(layoutSize: group.layoutSize, subitems: [item]), boundaries),
                                                  configuration: .init(scrollDirection: .horizontal)) }
        return CompositionalLayout(section: section(group, boundaries))
    }

    func section(_ group: LayoutGroup, _ boundaries: [BoundarySupplementaryItem]) -> LayoutSection {
        let section = LayoutSection(group: group)
        section.boundarySupplementaryItems = boundaries
        return section
    }

    func boundary(_ kind: ElementKind, _ width: Double, _ height: Double, _ alignment: BoundarySupplementaryItem.Alignment,
                  offset: Point = .zero, extends: Bool = true) -> BoundarySupplementaryItem {
        var item = BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)),
                                             elementKind: kind, alignment: alignment, offset: offset)
        item.extendsBoundary = extends
        return item
    }

    func prepared(_ layout: CompositionalLayout, items: Int) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 320, height: 600),
                                           sections: [.init(itemCount: items)])
        view.layoutIfNeeded()
        return view
    }

    func supplementary(_ kind: ElementKind, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutAttributes {
        LayoutAttributes(id: .supplementary(kind, IndexPath(item: 0, section: 0)), frame: Rect(x: x, y: y, width: width, height: height))
    }

    /// Vertical, 320 wide, 4 items (two rows of 100). Header `.topTrailing` 100 × 40: at the far
    /// side, x = 320 − 100 = 220, y = 0; it takes 40, so the rows start at 40 and 140. An overlay
    /// `.topLeading` 50 × 20 that does not extend the boundary: at the section's start, x = 0,
    /// y = 0, taking no room. Footer `.bottom` 200 × 30, offset (5, 7): centred, x = (320 − 200)/2
    /// = 60, plus 5 = 65; the section is 40 + 200 + 30 = 270 long, the footer at 270 − 30 = 240,
    /// plus 7 = 247. The content covers the moved footer: 320 × 277.
    @Test func verticalAlignmentsOffsetsAndOverlays() {
        let layout = layout([boundary(.sectionHeader, 100, 40, .topTrailing), boundary("overlay", 50, 20, .topLeading, extends: false),
                             boundary(.sectionFooter, 200, 30, .bottom, offset: Point(x: 5, y: 7))])
        let view = prepared(layout, items: 4)
        #expect(layout.allElements == [
            supplementary(.sectionHeader, 220, 0, 100, 40), supplementary("overlay", 0, 0, 50, 20),
            cell(0, 0, 0, 40, 160, 100), cell(0, 1, 160, 40, 160, 100), cell(0, 2, 0, 140, 160, 100), cell(0, 3, 160, 140, 160, 100),
            supplementary(.sectionFooter, 65, 247, 200, 30),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 277))
        withExtendedLifetime(view) {}
    }

    /// Every alignment of a 100 × 40 probe in a vertical section 320 wide holding one row (one
    /// item, 100 tall), after a 10 × 40 `.top` header: the header is centred, x = (320 − 10)/2 =
    /// 155, y = 0. The probe's edge: `top…` and `leading` put it at the start, stacked after the
    /// header, y = 40 (the row then starts at 80); `bottom…` and `trailing` at the end, after the
    /// row at 40…140, y = 140. Across: `…Leading` x = 0, `…Trailing` x = 320 − 100 = 220, a plain
    /// edge centred at x = (320 − 100)/2 = 110.
    @Test(arguments: BoundarySupplementaryItem.Alignment.allCases)
    func everyAlignmentVertically(alignment: BoundarySupplementaryItem.Alignment) {
        let layout = layout([boundary(.sectionHeader, 10, 40, .top), boundary("probe", 100, 40, alignment)])
        let view = prepared(layout, items: 1)
        let expectedX: Double = switch alignment {
        case .topLeading, .bottomLeading: 0
        case .topTrailing, .bottomTrailing: 220
        case .top, .bottom, .leading, .trailing: 110
        }
        let atStart = [.top, .leading, .topLeading, .topTrailing].contains(alignment)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "probe", at: IndexPath(item: 0, section: 0))
                == supplementary("probe", expectedX, atStart ? 40 : 140, 100, 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == cell(0, 0, 0, atStart ? 80 : 40, 160, 100))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))
                == supplementary(.sectionHeader, 155, 0, 10, 40))
        withExtendedLifetime(view) {}
    }

    /// A pinned overlay (`.topLeading`, 50 × 20, not extending the boundary) over a section of two
    /// rows (200 long, nothing stacked): it travels from the section's start to 200 − 20 = 180,
    /// following the visible rect's top: at y 50 for a scroll to 50, at 180 (its section's end)
    /// for a scroll to 500; the rows stay at 0 and 100.
    @Test func aPinnedOverlayTravelsTheWholeSection() {
        var overlay = boundary("overlay", 50, 20, .topLeading, extends: false)
        overlay.pinToVisibleBounds = true
        let layout = layout([overlay])
        let view = prepared(layout, items: 4)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) == cell(0, 2, 0, 100, 160, 100))
        for (scroll, y) in [(50.0, 50.0), (500, 180)] {
            view.scroll(to: Point(x: 0, y: scroll))
            view.layoutIfNeeded()
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "overlay", at: IndexPath(item: 0, section: 0))
                    == supplementary("overlay", 0, y, 50, 20), "scroll \(scroll)")
        }
    }

    /// Horizontal, 600 tall: columns 100 wide of two items 300 tall (half the height). Header `.bottomLeading` 30 × 200: start along (leading), far side
    /// across: y = 600 − 200 = 400, x = 0. Footer `.topTrailing` 30 × 100: end along (trailing),
    /// near side across: y = 0; the section is 30 + 100 (one column: 2 items) + 30 = 160 long,
    /// the footer at x = 130.
    @Test func horizontalAlignments() {
        let layout = layout([boundary(.sectionHeader, 30, 200, .bottomLeading), boundary(.sectionFooter, 30, 100, .topTrailing)],
                            direction: .horizontal)
        let view = prepared(layout, items: 2)
        #expect(layout.allElements == [
            supplementary(.sectionHeader, 0, 400, 30, 200),
            cell(0, 0, 30, 0, 100, 300), cell(0, 1, 30, 300, 100, 300),
            supplementary(.sectionFooter, 130, 0, 30, 100),
        ])
        withExtendedLifetime(view) {}
    }
}
