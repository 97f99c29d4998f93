import Testing
@testable import LayoutEngine

/// Hand-computed frame tables for `FlowLayout`: every expected frame is worked out in the comments
/// from UIKit's flow rules, and compared exactly (the numbers are chosen to be exact in binary).
@Suite struct FlowLayoutTests {
    // MARK: Vertical uniform grid

    /// Defaults: items 50×50, spacings 10/10; bounds 200 wide.
    /// Per line: 3 fit (3·50 + 2·10 = 170 ≤ 200; 4·50 + 3·10 = 230 > 200).
    /// Full line, justified: leftover 30, gap 10 + 30/2 = 25 → x = 0, 75, 150.
    /// Lines at y = 0, 60, 120 (50 tall, 10 apart).
    static let fullLines: [LayoutAttributes] = [
        cell(0, 0, 0, 0, 50, 50), cell(0, 1, 75, 0, 50, 50), cell(0, 2, 150, 0, 50, 50),
        cell(0, 3, 0, 60, 50, 50), cell(0, 4, 75, 60, 50, 50), cell(0, 5, 150, 60, 50, 50),
    ]

    @Test(arguments: [false, true])
    func uniformGridWithASingleItemLastLineCentresIt(individually: Bool) {
        // 7 items: the last line holds item 6 alone; single-item lines are centred:
        // leftover 200 − 50 = 150 → x = 75.
        let section: SimulatedCollectionView.Section = individually
            ? .sized(Array(repeating: Size(width: 50, height: 50), count: 7)) : .init(itemCount: 7)
        let (layout, _) = preparedFlow(width: 200, sections: [section])
        #expect(layout.allElements == Self.fullLines + [cell(0, 6, 75, 120, 50, 50)])
        // Content: the bounds' width; the last line ends at 120 + 50.
        #expect(layout.collectionViewContentSize == Size(width: 200, height: 170))
    }

    @Test(arguments: [false, true])
    func uniformGridWithATwoItemLastLineJustifiesIt(individually: Bool) {
        // 8 items: the last line holds items 6 and 7, justified (the default last-line alignment):
        // leftover 200 − 110 = 90, gap 10 + 90 = 100 → x = 0, 150.
        let section: SimulatedCollectionView.Section = individually
            ? .sized(Array(repeating: Size(width: 50, height: 50), count: 8)) : .init(itemCount: 8)
        let (layout, _) = preparedFlow(width: 200, sections: [section])
        #expect(layout.allElements == Self.fullLines + [cell(0, 6, 0, 120, 50, 50), cell(0, 7, 150, 120, 50, 50)])
        #expect(layout.collectionViewContentSize == Size(width: 200, height: 170))
    }

    @Test(arguments: [false, true])
    func leadingLastLinePacksFromTheLeft(individually: Bool) {
        // 8 items, `.leading` last line: items 6 and 7 at the minimum spacing: x = 0, 60.
        // Full lines stay justified.
        let section: SimulatedCollectionView.Section = individually
            ? .sized(Array(repeating: Size(width: 50, height: 50), count: 8)) : .init(itemCount: 8)
        let (layout, _) = preparedFlow(width: 200, sections: [section]) { $0.lastLineAlignment = .leading }
        #expect(layout.allElements == Self.fullLines + [cell(0, 6, 0, 120, 50, 50), cell(0, 7, 60, 120, 50, 50)])
    }

    @Test func leadingLastLineStillCentresASingleItem() {
        // A single-item line follows `singleItemLineAlignment` even when it is the last line.
        let (centred, _) = preparedFlow(width: 200, sections: [.init(itemCount: 7)]) { $0.lastLineAlignment = .leading }
        #expect(centred.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)) == cell(0, 6, 75, 120, 50, 50))
        let (leading, _) = preparedFlow(width: 200, sections: [.init(itemCount: 7)]) { $0.singleItemLineAlignment = .leading }
        #expect(leading.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)) == cell(0, 6, 0, 120, 50, 50))
    }

    @Test func centredLastLinePacksAndCentres() {
        // 8 items, `.centered` last line: packed 50 + 10 + 50 = 110, leftover 90, offset 45 → x = 45, 105.
        let (layout, _) = preparedFlow(width: 200, sections: [.init(itemCount: 8)]) { $0.lastLineAlignment = .centered }
        #expect(layout.allElements == Self.fullLines + [cell(0, 6, 45, 120, 50, 50), cell(0, 7, 105, 120, 50, 50)])
    }

    @Test func aFullLastLineFollowsTheLastLineAlignment() {
        // 6 items: the second line is both full and last; with `.leading` it is packed: x = 0, 60, 120.
        let (layout, _) = preparedFlow(width: 200, sections: [.init(itemCount: 6)]) { $0.lastLineAlignment = .leading }
        #expect(layout.allElements == Array(Self.fullLines.prefix(3)) + [
            cell(0, 3, 0, 60, 50, 50), cell(0, 4, 60, 60, 50, 50), cell(0, 5, 120, 60, 50, 50),
        ])
    }

    // MARK: Headers, footers, section insets

    /// Bounds 300 wide; items 60×30; inter-item 10, line spacing 8; header 40, footer 20 tall;
    /// section insets top 5, left 10, bottom 15, right 20.
    /// Line area: x from 10, available 300 − 10 − 20 = 270 → 4 per line (4·60 + 3·10 = 270, leftover 0,
    /// gap 10): x = 10, 80, 150, 220.
    /// Section 0 (5 items): header y 0…40; first line at 40 + 5 = 45; second line at 45 + 30 + 8 = 83
    ///   holds item 4 alone, centred: leftover 210 → x = 10 + 105 = 115; lines end at 113; + 15 →
    ///   footer at 128…148.
    /// Section 1 (2 items): header 148…188; line at 193, justified: gap 10 + (270 − 130) = 150 →
    ///   x = 10, 220; lines end at 223; + 15 → footer 238…258.
    @Test func headersFootersAndInsetsAcrossTwoSections() {
        let (layout, _) = preparedFlow(width: 300, sections: [.init(itemCount: 5), .init(itemCount: 2)]) {
            $0.itemSize = Size(width: 60, height: 30)
            $0.minimumLineSpacing = 8
            $0.headerReferenceSize = Size(width: 999, height: 40)   // the width is ignored when scrolling vertically
            $0.footerReferenceSize = Size(width: 1, height: 20)
            $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        }
        #expect(layout.allElements == [
            header(0, 0, 0, 300, 40),
            cell(0, 0, 10, 45, 60, 30), cell(0, 1, 80, 45, 60, 30), cell(0, 2, 150, 45, 60, 30), cell(0, 3, 220, 45, 60, 30),
            cell(0, 4, 115, 83, 60, 30),
            footer(0, 0, 128, 300, 20),
            header(1, 0, 148, 300, 40),
            cell(1, 0, 10, 193, 60, 30), cell(1, 1, 220, 193, 60, 30),
            footer(1, 0, 238, 300, 20),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 300, height: 258))
    }

    /// Per-section overrides (the delegate's answers) replace the layout's properties.
    /// Bounds 200; section 0: no header, footer 10, inter-item 0, insets left/right 25 → available 150,
    ///   3 items of 50 fit exactly at x = 25, 75, 125; 4 items → item 3 alone on line 2 at
    ///   y = 60, centred → x = 25 + 50 = 75; lines end at 110; footer 110…120.
    /// Section 1: header 30 (layout default), line spacing 0, 4 items → 3 + 1 with the layout's
    ///   spacing 10: x = 0, 75, 150; lines at 150 and 200 (no spacing); item 3 centred at 75.
    @Test func perSectionOverridesReplaceTheLayoutsProperties() {
        let (layout, _) = preparedFlow(width: 200, sections: [
            SimulatedCollectionView.Section(itemCount: 4)
                .with(inset: EdgeInsets(top: 0, left: 25, bottom: 0, right: 25), interitemSpacing: 0,
                      header: .zero, footer: Size(width: 0, height: 10)),
            SimulatedCollectionView.Section(itemCount: 4).with(lineSpacing: 0, footer: .zero),
        ]) { $0.headerReferenceSize = Size(width: 0, height: 30) }
        #expect(layout.allElements == [
            cell(0, 0, 25, 0, 50, 50), cell(0, 1, 75, 0, 50, 50), cell(0, 2, 125, 0, 50, 50),
            cell(0, 3, 75, 60, 50, 50),
            footer(0, 0, 110, 200, 10),
            header(1, 0, 120, 200, 30),
            cell(1, 0, 0, 150, 50, 50), cell(1, 1, 75, 150, 50, 50), cell(1, 2, 150, 150, 50, 50),
            cell(1, 3, 75, 200, 50, 50),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 200, height: 250))
    }

    // MARK: Individual sizes

    /// Bounds 200, spacings 10/10, sizes 50×20, 60×40, 70×30, 100×10, 30×30.
    /// Line 0: 50 + 10 + 60 + 10 + 70 = 200 ≤ 200 (100 more does not fit): 3 items, leftover 0,
    ///   gap 10 → x = 0, 60, 130; 40 tall (the tallest); items centred: y = 10, 0, 5.
    /// Line 1 at 40 + 10 = 50: 100 + 10 + 30 = 140; the last line, justified: gap 10 + 60 = 70 →
    ///   x = 0, 170; 30 tall: y = 50 + 10 = 60, 50. Content 200 × 80.
    @Test func individualSizesAreCentredInTheirLine() {
        let (layout, _) = preparedFlow(width: 200, sections: [.sized([
            Size(width: 50, height: 20), Size(width: 60, height: 40), Size(width: 70, height: 30),
            Size(width: 100, height: 10), Size(width: 30, height: 30),
        ])])
        #expect(layout.allElements == [
            cell(0, 0, 0, 10, 50, 20), cell(0, 1, 60, 0, 60, 40), cell(0, 2, 130, 5, 70, 30),
            cell(0, 3, 0, 60, 100, 10), cell(0, 4, 170, 50, 30, 30),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 200, height: 80))
    }

    /// Bounds 100, insets left/right 5 → line area x 5…95, available 90; spacings 10/10.
    /// Sizes 40×10, 150×20, 30×10, 30×10.
    /// Line 0: 40 (150 does not fit): alone, centred: leftover 50 → x = 5 + 25 = 30.
    /// Line 1 at 20: 150, wider than the line: alone, flush left at x = 5 (never centred outside).
    /// Line 2 at 20 + 20 + 10 = 50: 30 + 10 + 30 = 70; last line, justified: gap 10 + 20 = 30 → x = 5, 65.
    /// Content: width max(100, 5 + 150) = 155; height 60.
    @Test func anItemWiderThanTheLineSitsAloneFlushLeft() {
        let (layout, _) = preparedFlow(width: 100, sections: [
            SimulatedCollectionView.Section.sized([Size(width: 40, height: 10), Size(width: 150, height: 20),
                                                   Size(width: 30, height: 10), Size(width: 30, height: 10)])
                .with(inset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)),
        ])
        #expect(layout.allElements == [
            cell(0, 0, 30, 0, 40, 10), cell(0, 1, 5, 20, 150, 20), cell(0, 2, 5, 50, 30, 10), cell(0, 3, 65, 50, 30, 10),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 155, height: 60))
    }

    /// Uniform items 150×20 in bounds 100: one per line, flush left; lines at 0 and 30; content 150 × 50.
    @Test func uniformItemsWiderThanTheLineGrowTheContent() {
        let (layout, _) = preparedFlow(width: 100, sections: [.init(itemCount: 2)]) { $0.itemSize = Size(width: 150, height: 20) }
        #expect(layout.allElements == [cell(0, 0, 0, 0, 150, 20), cell(0, 1, 0, 30, 150, 20)])
        #expect(layout.collectionViewContentSize == Size(width: 150, height: 50))
    }

    // MARK: Empty sections

    /// Bounds 200; section 0 is empty with a header 40, a footer 20 and insets top 5, bottom 15:
    /// header 0…40, no lines (the insets still apply): 40 + 5 + 15 = 60 → footer 60…80.
    /// Section 1: no header, footer or insets; one 50×50 item, centred: x = 75, y = 80. Content 200 × 130.
    @Test(arguments: [false, true])
    func anEmptySectionKeepsItsHeaderFooterAndInsets(individually: Bool) {
        let empty: SimulatedCollectionView.Section = individually ? .sized([]) : .init(itemCount: 0)
        let (layout, _) = preparedFlow(width: 200, sections: [
            empty.with(inset: EdgeInsets(top: 5, left: 7, bottom: 15, right: 9),
                       header: Size(width: 0, height: 40), footer: Size(width: 0, height: 20)),
            SimulatedCollectionView.Section(itemCount: 1),
        ])
        #expect(layout.allElements == [header(0, 0, 0, 200, 40), footer(0, 0, 60, 200, 20), cell(1, 0, 75, 80, 50, 50)])
        #expect(layout.collectionViewContentSize == Size(width: 200, height: 130))
    }

    @Test func noSectionsGiveAnEmptyContentAsWideAsTheBounds() {
        let (layout, _) = preparedFlow(width: 320, sections: [])
        #expect(layout.elementCount == 0)
        #expect(layout.allElements.isEmpty)
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 0))
        #expect(layout.layoutAttributesForElements(in: .infinite).isEmpty)
    }

    // MARK: Horizontal scrolling

    /// The transpose: bounds 400 × 200; items 50 wide × 40 tall; inter-item 10 (vertical gaps within
    /// a column), line spacing 20 (between columns); header 30 wide (its height is ignored; it spans
    /// the bounds' height); insets top 10, left 5, bottom 10, right 15.
    /// Columns: y from 10, available 200 − 20 = 180; 3 fit (3·40 + 2·10 = 140; 4 need 190);
    ///   justified: leftover 40, gap 30 → y = 10, 80, 150.
    /// Header x 0…30; first column at 30 + 5 = 35, then 105, 175 (50 wide, 20 apart); item 6
    /// alone in the last column, centred: leftover 140 → y = 10 + 70 = 80.
    /// Content: 175 + 50 + 15 = 240 wide, the bounds' 200 tall.
    @Test func horizontalScrollingIsTheTranspose() {
        let (layout, _) = preparedFlow(width: 400, height: 200, sections: [.init(itemCount: 7)]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(width: 50, height: 40)
            $0.minimumLineSpacing = 20
            $0.headerReferenceSize = Size(width: 30, height: 999)
            $0.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 15)
        }
        #expect(layout.allElements == [
            header(0, 0, 0, 30, 200),
            cell(0, 0, 35, 10, 50, 40), cell(0, 1, 35, 80, 50, 40), cell(0, 2, 35, 150, 50, 40),
            cell(0, 3, 105, 10, 50, 40), cell(0, 4, 105, 80, 50, 40), cell(0, 5, 105, 150, 50, 40),
            cell(0, 6, 175, 80, 50, 40),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 240, height: 200))
    }

    /// Horizontal, individual sizes: bounds 300 × 100, spacings 10/10, sizes (w×h) 20×30, 40×60,
    /// 30×20, 10×10. Column 0: 30 + 10 + 60 = 100 ≤ 100, third does not fit; 40 wide; justified
    /// with leftover 0 → y = 0, 40; centred across the column's width: x = 10, 0.
    /// Column 1 at x = 50: 20 + 10 + 10 = 40, last, justified: gap 10 + 60 = 70 → y = 0, 90;
    /// 30 wide: x = 50, 60. Content: 50 + 30 = 80 along, the bounds' 100 across.
    @Test func horizontalIndividualSizesAreCentredInTheirColumn() {
        let (layout, _) = preparedFlow(width: 300, height: 100, sections: [.sized([
            Size(width: 20, height: 30), Size(width: 40, height: 60), Size(width: 30, height: 20), Size(width: 10, height: 10),
        ])]) { $0.scrollDirection = .horizontal }
        #expect(layout.allElements == [
            cell(0, 0, 10, 0, 20, 30), cell(0, 1, 0, 40, 40, 60),
            cell(0, 2, 50, 0, 30, 20), cell(0, 3, 60, 90, 10, 10),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 80, height: 100))
    }

    // MARK: Section inset reference

    /// Bounds 300; items 70×50; spacings 10/10; section insets left 4, right 6; layout margins
    /// left 16, right 24; safe area left 30, right 10. Five items.
    static let referenceSections: [SimulatedCollectionView.Section] = [.init(itemCount: 5)]
    static let margins = EdgeInsets(top: 7, left: 16, bottom: 9, right: 24)
    static let safeArea = EdgeInsets(top: 44, left: 30, bottom: 34, right: 10)

    static func referenceLayout(_ reference: SectionInsetReference) -> FlowLayout {
        preparedFlow(width: 300, sections: referenceSections, layoutMargins: margins, safeAreaInsets: safeArea) {
            $0.itemSize = Size(width: 70, height: 50)
            $0.sectionInset = EdgeInsets(top: 0, left: 4, bottom: 0, right: 6)
            $0.sectionInsetReference = reference
        }.layout
    }

    /// From the layout margins: x from 16 + 4 = 20, available 300 − 24 − 6 − 20 = 250; 3 fit
    /// (230), leftover 20, gap 20 → x = 20, 110, 200. Last line (2 items), justified: gap
    /// 10 + 100 = 110 → x = 20, 200. The margins' top and bottom are ignored: lines at y = 0, 60.
    @Test func insetsFromTheLayoutMargins() {
        let layout = Self.referenceLayout(.fromLayoutMargins)
        #expect(layout.allElements == [
            cell(0, 0, 20, 0, 70, 50), cell(0, 1, 110, 0, 70, 50), cell(0, 2, 200, 0, 70, 50),
            cell(0, 3, 20, 60, 70, 50), cell(0, 4, 200, 60, 70, 50),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 300, height: 110))
    }

    /// From the safe area: x from 30 + 4 = 34, available 300 − 10 − 6 − 34 = 250 → x = 34, 124, 214;
    /// last line x = 34, 214.
    @Test func insetsFromTheSafeArea() {
        let layout = Self.referenceLayout(.fromSafeArea)
        #expect(layout.allElements == [
            cell(0, 0, 34, 0, 70, 50), cell(0, 1, 124, 0, 70, 50), cell(0, 2, 214, 0, 70, 50),
            cell(0, 3, 34, 60, 70, 50), cell(0, 4, 214, 60, 70, 50),
        ])
    }

    /// From the bounds: x from 4, available 290; 3 fit, leftover 60, gap 40 → x = 4, 114, 224;
    /// last line gap 10 + 140 = 150 → x = 4, 224.
    @Test func insetsFromTheContentInsetIgnoreMarginsAndSafeArea() {
        let layout = Self.referenceLayout(.fromContentInset)
        #expect(layout.allElements == [
            cell(0, 0, 4, 0, 70, 50), cell(0, 1, 114, 0, 70, 50), cell(0, 2, 224, 0, 70, 50),
            cell(0, 3, 4, 60, 70, 50), cell(0, 4, 224, 60, 70, 50),
        ])
    }

    /// Horizontal scrolling takes the reference's top and bottom: safe area top 44, bottom 34,
    /// bounds 400 × 278 → y from 44, available 200; items 50×50: 3 fit (170), leftover 30, gap 25 →
    /// y = 44, 119, 194.
    @Test func horizontalScrollingTakesTheReferencesTopAndBottom() {
        let (layout, _) = preparedFlow(width: 400, height: 278, sections: [.init(itemCount: 3)],
                                       layoutMargins: Self.margins, safeAreaInsets: Self.safeArea) {
            $0.scrollDirection = .horizontal
            $0.sectionInsetReference = .fromSafeArea
        }
        #expect(layout.allElements == [cell(0, 0, 0, 44, 50, 50), cell(0, 1, 0, 119, 50, 50), cell(0, 2, 0, 194, 50, 50)])
        #expect(layout.collectionViewContentSize == Size(width: 50, height: 278))
    }

    // MARK: Lookups

    @Test func lookupsByIndexPath() {
        let (layout, _) = preparedFlow(width: 300, sections: [.init(itemCount: 5), .init(itemCount: 2).with(header: .zero)]) {
            $0.itemSize = Size(width: 60, height: 30)
            $0.minimumLineSpacing = 8
            $0.headerReferenceSize = Size(width: 0, height: 40)
            $0.footerReferenceSize = Size(width: 0, height: 20)
            $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        }
        // As in `headersFootersAndInsetsAcrossTwoSections`, with section 1's header removed:
        // section 1's first line at 148 + 5 = 153, footer at 153 + 30 + 15 = 198.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == cell(0, 0, 10, 45, 60, 30))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) == cell(0, 4, 115, 83, 60, 30))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)) == cell(1, 1, 220, 153, 60, 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))
            == header(0, 0, 0, 300, 40))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: 0))
            == footer(0, 0, 128, 300, 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: 1))
            == footer(1, 0, 198, 300, 20))
        // Absent: a zero-length header, other items of a supplementary kind, unknown kinds,
        // out-of-range sections and items, decorations.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 2)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: -1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: -1)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.elementCount == 5 + 2 + 3)   // 2 footers, 1 header
    }

    @Test func aQueryReturnsExactlyTheIntersectingElementsInCanonicalOrder() {
        // The 7-item grid of `uniformGridWithASingleItemLastLineCentresIt`: lines y 0…50, 60…110, 120…170.
        let (layout, _) = preparedFlow(width: 200, sections: [.init(itemCount: 7)])
        // A band touching line 0's bottom edge and line 2's top edge returns line 1 only.
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 50, width: 200, height: 70)) == Array(Self.fullLines[3...]))
        // A column x 60…80 crosses items 1 and 4 (x 75…125), and item 6 (x 75…125).
        #expect(layout.layoutAttributesForElements(in: Rect(x: 60, y: -10, width: 20, height: 500)).map(\.indexPath.item) == [1, 4, 6])
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 170, width: 200, height: 100)).isEmpty)
    }

    // MARK: Without a flow delegate

    /// A collection view that is only a data source: the layout's own properties apply.
    final class PlainDataSource: LayoutDataSource {
        var bounds = Rect(x: 0, y: 0, width: 200, height: 300)
        var numberOfSections = 2
        var counts = [4, -3]
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
    }

    @Test func aPlainDataSourceUsesTheLayoutsPropertiesAndReadsNegativeCountsAsZero() {
        let dataSource = PlainDataSource()
        let layout = FlowLayout()
        layout.footerReferenceSize = Size(width: 0, height: 5)
        layout.collectionView = dataSource
        layout.prepare()
        // 3 per line (as in `fullLines`), item 3 alone and centred; section 1 has no items, only its footer.
        #expect(layout.allElements == Array(Self.fullLines.prefix(4).dropLast()) + [
            cell(0, 3, 75, 60, 50, 50), footer(0, 0, 110, 200, 5), footer(1, 0, 115, 200, 5),
        ])
        dataSource.numberOfSections = -1
        layout.invalidateLayout()
        layout.prepare()
        #expect(layout.elementCount == 0)
        #expect(layout.collectionViewContentSize == Size(width: 200, height: 0))
    }
}
