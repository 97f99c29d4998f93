import Testing
@testable import LayoutEngine

/// Seed 004's four examples, written as the sample writes them (with this library's names), in a
/// collection view 320 × 600, frame by frame.
@Suite struct CompositionalSeed004Tests {
    func prepared(_ layout: CompositionalLayout, items: [Int]) -> (SimulatedCollectionView, CompositionalLayout) {
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 320, height: 600),
                                           sections: items.map { SimulatedCollectionView.Section(itemCount: $0) })
        view.layoutIfNeeded()
        return (view, layout)
    }

    /// The cells of section 0, item i at column i % columns and row i / columns.
    static func cells(_ count: Int, columns: Int, frame: (Double, Double) -> Rect) -> [LayoutAttributes] {
        (0..<count).map { item in
            LayoutAttributes(id: .cell(IndexPath(item: item, section: 0)),
                             frame: frame(Double(item % columns), Double(item / columns)))
        }
    }

    /// Grid: items 0.2 × 320 = 64 wide and as tall as their group, which is 0.2 × 320 = 64 tall;
    /// five fit in a row (5 × 64 = 320), the sixth starts the next row. Item i is at column i % 5,
    /// row i / 5: (64 · column, 64 · row). Twelve items make three rows: 192 tall.
    @Test func grid() {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = LayoutItem(layoutSize: itemSize)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = LayoutSection(group: group)
        let (view, layout) = prepared(CompositionalLayout(section: section), items: [12])
        let expected = Self.cells(12, columns: 5) { column, row in Rect(x: 64 * column, y: 64 * row, width: 64, height: 64) }
        #expect(layout.allElements == expected)
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 192))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == cell(0, 7, 128, 64, 64, 64))
        withExtendedLifetime(view) {}
    }

    /// Inset Items Grid: the grid's 64-point slots, each item inset by 5 on every edge:
    /// (64 · column + 5, 64 · row + 5), 54 × 54.
    @Test func insetItemsGrid() {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = LayoutItem(layoutSize: itemSize)
        item.contentInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let (view, layout) = prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [8])
        let expected = Self.cells(8, columns: 5) { column, row in Rect(x: 64 * column + 5, y: 64 * row + 5, width: 54, height: 54) }
        #expect(layout.allElements == expected)
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 128))
        withExtendedLifetime(view) {}
    }

    /// Two-Column Grid: rows 44 tall of `count` 2 items 10 apart; count wins over the item's
    /// full width: each is (320 − 10) / 2 = 155 wide, at x 0 and 165. Five items: three rows, 132.
    @Test func twoColumnGrid() {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = LayoutItem(layoutSize: itemSize)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        let spacing = 10.0
        group.interItemSpacing = .fixed(spacing)
        let (view, layout) = prepared(CompositionalLayout(section: LayoutSection(group: group)), items: [5])
        let expected = Self.cells(5, columns: 2) { column, row in Rect(x: 165 * column, y: 44 * row, width: 155, height: 44) }
        #expect(layout.allElements == expected)
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 132))
        withExtendedLifetime(view) {}
    }

    /// Distinct Sections: sections inset 20 on every edge, so groups are 280 wide from x = 20;
    /// items inset 2.
    /// - Section 0, a list: rows 44 tall, one item each: (22, 20 + 44 · row + 2), 276 × 40;
    ///   three rows: 20 + 132 + 20 = 172 long.
    /// - Section 1, five columns from y = 172: rows 0.2 × 280 = 56 tall, items 280 / 5 = 56 wide:
    ///   (20 + 56 · column + 2, 172 + 20 + 56 · row + 2), 52 × 52; seven items, two rows: 152 long.
    /// - Section 2, three columns from y = 324: items 280 / 3 wide (w), at 0, w, w + w across the
    ///   group: (20 + position + 2, 324 + 20 + 56 · row + 2), (w − 4) × 52; four items, two rows.
    /// Content: 172 + 152 + 152 = 476.
    @Test func distinctSections() {
        enum SectionLayoutKind: Int { case list, grid5, grid3
            var columnCount: Int { switch self { case .list: 1; case .grid5: 5; case .grid3: 3 } }
        }
        let layout = CompositionalLayout { (sectionIndex: Int, layoutEnvironment: LayoutEnvironment) -> LayoutSection in
            let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex)!
            let columns = sectionLayoutKind.columnCount
            let itemSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = LayoutItem(layoutSize: itemSize)
            item.contentInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
            let groupHeight = columns == 1 ? LayoutDimension.absolute(44) : LayoutDimension.fractionalWidth(0.2)
            let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            let section = LayoutSection(group: group)
            section.contentInsets = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            return section
        }
        let (view, _) = prepared(layout, items: [3, 7, 4])
        let w = 280.0 / 3
        let thirds: [Double] = [0, w, w + w]
        var expected: [LayoutAttributes] = []
        for row in 0..<3 {
            let y: Double = 20 + 44 * Double(row) + 2
            expected.append(cell(0, row, 22, y, 276, 40))
        }
        for index in 0..<7 {
            let x: Double = 20 + 56 * Double(index % 5) + 2
            let y: Double = 172 + 20 + 56 * Double(index / 5) + 2
            expected.append(cell(1, index, x, y, 52, 52))
        }
        for index in 0..<4 {
            let x: Double = thirds[index % 3] + 2 + 20
            let y: Double = 324 + 20 + 56 * Double(index / 3) + 2
            expected.append(cell(2, index, x, y, w - 2 - 2, 52))
        }
        #expect(layout.allElements == expected)
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 476))
        withExtendedLifetime(view) {}
    }
}
