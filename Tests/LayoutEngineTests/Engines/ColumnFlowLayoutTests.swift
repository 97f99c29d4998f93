import Testing
@testable import LayoutEngine

/// `ColumnFlowLayout`: as many columns of at least `minColumnWidth` as fit inside the layout
/// margins, counting the spacing; cells rounded down to whole points, 70 tall.
@Suite struct ColumnFlowLayoutTests {
    struct Case: Sendable, CustomStringConvertible {
        var width: Double
        var left: Double
        var right: Double
        var columns: Int
        var cellWidth: Double
        var description: String { "width \(width), margins \(left)/\(right)" }
    }

    /// available = width − margins; columns = max(1, ⌊(available + 10) / 310⌋);
    /// cell = ⌊(available − (columns − 1)·10) / columns⌋.
    static let cases: [Case] = [
        Case(width: 1000, left: 0, right: 0, columns: 3, cellWidth: 326),    // ⌊1010/310⌋ = 3; ⌊980/3⌋ = 326
        Case(width: 1000, left: 20, right: 20, columns: 3, cellWidth: 313),  // 960: ⌊970/310⌋ = 3; ⌊940/3⌋ = 313
        Case(width: 1280, left: 20, right: 20, columns: 4, cellWidth: 302),  // 1240: 4; ⌊1210/4⌋ = 302 (302.5)
        Case(width: 630, left: 0, right: 0, columns: 2, cellWidth: 310),     // ⌊640/310⌋ = 2; 620/2
        Case(width: 619, left: 0, right: 0, columns: 2, cellWidth: 304),     // ⌊629/310⌋ = 2; ⌊609/2⌋ = 304
        Case(width: 609, left: 0, right: 0, columns: 1, cellWidth: 609),     // ⌊619/310⌋ = 1
        Case(width: 320, left: 16, right: 16, columns: 1, cellWidth: 288),   // below minColumnWidth: one column, 288
        Case(width: 250.5, left: 0, right: 0, columns: 1, cellWidth: 250),   // rounded down
        Case(width: 2000, left: 0, right: 0, columns: 6, cellWidth: 325),    // ⌊2010/310⌋ = 6; ⌊1950/6⌋ = 325
    ]

    static func prepared(width: Double, margins: EdgeInsets, items: Int,
                         configure: (ColumnFlowLayout) -> Void = { _ in }) -> (ColumnFlowLayout, SimulatedCollectionView) {
        let layout = ColumnFlowLayout()
        configure(layout)
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 800),
                                           sections: [.init(itemCount: items)], layoutMargins: margins)
        view.layoutIfNeeded()
        return (layout, view)
    }

    @Test(arguments: cases)
    func columnsAndCellWidths(_ c: Case) {
        let margins = EdgeInsets(top: 11, left: c.left, bottom: 13, right: c.right)
        let (layout, _) = Self.prepared(width: c.width, margins: margins, items: 3 * c.columns + 1)
        #expect(layout.itemSize == Size(width: c.cellWidth, height: 70), "\(c)")
        let cells = layout.allElements
        // The first row holds exactly `columns` cells, 10 below the top (the section inset).
        #expect(cells.filter { $0.frame.minY == 10 }.count == c.columns, "\(c)")
        #expect(cells.allSatisfy { $0.frame.size == Size(width: c.cellWidth, height: 70) }, "\(c)")
        #expect(cells.allSatisfy { $0.frame.width == $0.frame.width.rounded(.down) }, "\(c)")
        // Inside the margins, and the rows 80 apart.
        #expect(cells.allSatisfy { $0.frame.minX >= c.left && $0.frame.maxX <= c.width - c.right }, "\(c)")
        #expect(Set(cells.map(\.frame.minY)) == [10, 90, 170, 250], "\(c)")
        #expect(layout.collectionViewContentSize == Size(width: c.width, height: 320), "\(c)")
    }

    /// Bounds 1000, margins 20/20: available 960, 3 columns of 313, 3·313 + 2·10 = 959, leftover 1,
    /// gap 10.5 → x = 20, 343.5, 667. Rows at y = 10, 90, 170.
    /// The last row follows the flow layout's rules: one cell is centred (leftover 647 → x = 343.5),
    /// two are justified (gap 10 + 324 → x = 20, 667: the second cell lands in the third column).
    @Test func aFrameTable() {
        let margins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let (seven, _) = Self.prepared(width: 1000, margins: margins, items: 7)
        #expect(seven.allElements == [
            cell(0, 0, 20, 10, 313, 70), cell(0, 1, 343.5, 10, 313, 70), cell(0, 2, 667, 10, 313, 70),
            cell(0, 3, 20, 90, 313, 70), cell(0, 4, 343.5, 90, 313, 70), cell(0, 5, 667, 90, 313, 70),
            cell(0, 6, 343.5, 170, 313, 70),
        ])
        #expect(seven.collectionViewContentSize == Size(width: 1000, height: 240))
        let (eight, _) = Self.prepared(width: 1000, margins: margins, items: 8)
        #expect(eight.allElements.suffix(2) == [cell(0, 6, 20, 170, 313, 70), cell(0, 7, 667, 170, 313, 70)])
    }

    @Test func theSpacingAndMinimumWidthAreParameters() {
        // minColumnWidth 200, spacing 0, 1000 wide: ⌊1000/200⌋ = 5 columns of 200, touching.
        let (layout, _) = Self.prepared(width: 1000, margins: .zero, items: 5) {
            $0.minColumnWidth = 200
            $0.minimumInteritemSpacing = 0
            $0.cellHeight = 44
        }
        #expect(layout.allElements == (0..<5).map { cell(0, $0, Double($0) * 200, 0, 200, 44) })
    }

    @Test func aWidthChangeRecomputesTheColumns() {
        let (layout, view) = Self.prepared(width: 1000, margins: .zero, items: 12)
        #expect(layout.itemSize.width == 326)
        #expect(view.setBounds(Rect(x: 0, y: 0, width: 630, height: 800)))
        view.layoutIfNeeded()
        #expect(layout.itemSize.width == 310)
        #expect(layout.allElements.filter { $0.frame.minY == 10 }.map(\.frame.minX) == [0, 320])
        // Scrolling keeps everything.
        let passes = layout.counters.layoutPasses
        #expect(!view.scroll(to: Point(x: 0, y: 200)))
        view.layoutIfNeeded()
        #expect(layout.counters.layoutPasses == passes)
    }

    @Test func marginsWiderThanTheBoundsGiveOneEmptyColumn() {
        // 100 wide, margins 60/60: nothing is available; one column of width 0, no trap.
        let (layout, _) = Self.prepared(width: 100, margins: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60), items: 2)
        #expect(layout.itemSize == Size(width: 0, height: 70))
        #expect(layout.allElements.allSatisfy { $0.frame.isFinite && $0.frame.width == 0 })
    }

    /// Found by this suite: with a fractional `minColumnWidth`, rounding the cell down can make it
    /// narrower than the minimum, and the flow layout used to pack more cells per row than there
    /// are columns. minColumnWidth 20.5, spacing 0, 440 wide: columns = ⌊440 / 20.5⌋ = 21, cell
    /// ⌊440/21⌋ = 20, and 22 cells of 20 would fit. The slack beyond half a column now goes into
    /// the trailing inset.
    @Test func aFractionalMinimumWidthKeepsTheColumnCount() {
        let (layout, _) = Self.prepared(width: 440, margins: .zero, items: 44) {
            $0.minColumnWidth = 20.5
            $0.minimumInteritemSpacing = 0
        }
        #expect(layout.itemSize.width == 20)
        let firstRow = layout.allElements.filter { $0.frame.minY == 0 }.count
        #expect(firstRow == 21)
    }
}
