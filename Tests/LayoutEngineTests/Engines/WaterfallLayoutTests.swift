import Testing
@testable import LayoutEngine

@Suite struct WaterfallLayoutTests {
    func prepared(width: Double = 320, sections: [SimulatedCollectionView.Section],
                  query: any QueryStrategy = BinarySearchQuery(),
                  invalidation: any InvalidationStrategy = IncrementalInvalidation(),
                  configure: (WaterfallLayout) -> Void = { _ in }) -> SimulatedCollectionView {
        let layout = WaterfallLayout(queryStrategy: query, invalidationStrategy: invalidation)
        configure(layout)
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 600), sections: sections)
        view.layoutIfNeeded()
        return view
    }

    /// Two columns in 320 points with insets 10 and a column spacing of 20: each column is
    /// (300 − 20) / 2 = 140 wide, at x = 10 and 170. Heights 100, 50, 30, 80, 10, row spacing 5:
    /// item 0 → column 0 (ends 100); 1 → column 1 (ends 50); 2 → column 1 at 55 (ends 85);
    /// 3 → column 1 at 90 (85 < 100; ends 170); 4 → column 0 at 105 (ends 115). The header spans
    /// the inset width above the columns, the footer comes after the longest column and the
    /// bottom inset. Item 1 is 200 wide from the delegate and is narrowed to its column.
    @Test func itemsGoToTheShortestColumn() {
        let sizes = [Size(width: 140, height: 100), Size(width: 200, height: 50), Size(width: 140, height: 30),
                     Size(width: 140, height: 80), Size(width: 140, height: 10)]
        let section = SimulatedCollectionView.Section.sized(sizes)
            .with(inset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), lineSpacing: 5, interitemSpacing: 20,
                  header: Size(width: 0, height: 40), footer: Size(width: 0, height: 20))
        let layout = prepared(sections: [section, .init(itemCount: 1)]).layout as! WaterfallLayout
        #expect(layout.allElements == [
            header(0, 10, 10, 300, 40),
            cell(0, 0, 10, 50, 140, 100), cell(0, 1, 170, 50, 140, 50), cell(0, 2, 170, 105, 140, 30),
            cell(0, 3, 170, 140, 140, 80), cell(0, 4, 10, 155, 140, 10),
            footer(0, 10, 230, 300, 20),
            // Section 1: no insets or spacing, two columns of 160; a square as wide as its column.
            cell(1, 0, 0, 250, 160, 160),
        ])
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 410))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: 0))
                == footer(0, 10, 230, 300, 20))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == cell(0, 3, 170, 140, 140, 80))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)) == nil)
    }

    /// Found in review: the layout's own spacing, inset and header properties used to go
    /// unnoticed until something else invalidated.
    @Test func changingAPropertyRelaysOut() {
        let view = prepared(sections: [.init(itemCount: 4)])
        let layout = view.layout as! WaterfallLayout
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 320))
        layout.rowSpacing = 50
        layout.sectionInset = EdgeInsets(top: 30, left: 30, bottom: 0, right: 0)
        layout.headerReferenceSize = Size(width: 0, height: 44)
        view.layoutIfNeeded()
        // Columns of (290 − 0) / 2 = 145: squares of 145, two per column, 50 apart, below a
        // 44-point header and a 30-point top inset.
        #expect(layout.allElements.map(\.frame) == [Rect(x: 30, y: 30, width: 290, height: 44),
                                                    Rect(x: 30, y: 74, width: 145, height: 145), Rect(x: 175, y: 74, width: 145, height: 145),
                                                    Rect(x: 30, y: 269, width: 145, height: 145), Rect(x: 175, y: 269, width: 145, height: 145)])
        #expect(layout.collectionViewContentSize == Size(width: 320, height: 414))
    }

    /// Seed 001's horizontal mode (`getCellLayoutAttribute`): 844×390, 3 rows, insets 12 top and
    /// bottom, row spacing 5, column spacing 9. The article's row height is
    /// (390 − 12 − 12 − (3 − 1)·5) / 3 = 356/3 ≈ 118.667, row k at y = 12 + k·(356/3 + 5); an item
    /// goes to the shortest row (ties to the first), 9 after the row's last item (the article adds
    /// the spacing before a row's first item too, a defect the engine does not keep). Widths 100,
    /// 50, 30, 80, heights 50: items 0, 1, 2 open rows 0, 1, 2 at x 0; item 3 goes to row 2 (ends
    /// at 30, the shortest) at 30 + 9 = 39. Content: 119 (39 + 80) by the bounds' 390.
    /// Transposed (the departure): rows (366 − 2·9)/3 = 116 tall at y = 12 + k·125, item 3 at
    /// 30 + 5 = 35, content 115.
    @Test func horizontalScrollingKeepsRowSpacingBetweenRowsAsTheArticle() {
        let sizes = [Size(width: 100, height: 50), Size(width: 50, height: 50), Size(width: 30, height: 50), Size(width: 80, height: 50)]
        func horizontal(_ spacing: WaterfallHorizontalSpacing) -> WaterfallLayout {
            let layout = WaterfallLayout()
            layout.scrollDirection = .horizontal
            layout.horizontalSpacing = spacing
            layout.columnCount = 3
            layout.rowSpacing = 5
            layout.columnSpacing = 9
            layout.sectionInset = EdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
            SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 844, height: 390), sections: [.sized(sizes)])
                .layoutIfNeeded()
            return layout
        }
        let article = horizontal(.article)
        let rowPitch = (366.0 - 2 * 5) / 3 + 5
        #expect(article.allElements == [
            cell(0, 0, 0, 12, 100, 50), cell(0, 1, 0, 12 + rowPitch, 50, 50), cell(0, 2, 0, 12 + 2 * rowPitch, 30, 50),
            cell(0, 3, 39, 12 + 2 * rowPitch, 80, 50),
        ])
        #expect(rowPitch - 5 == 356.0 / 3)
        #expect(article.collectionViewContentSize == Size(width: 119, height: 390))
        let transposed = horizontal(.transposed)
        #expect(transposed.allElements == [
            cell(0, 0, 0, 12, 100, 50), cell(0, 1, 0, 137, 50, 50), cell(0, 2, 0, 262, 30, 50), cell(0, 3, 35, 262, 80, 50),
        ])
        #expect(transposed.collectionViewContentSize == Size(width: 115, height: 390))
    }

    @Test func horizontalScrollingLaysOutRows() {
        let view = prepared(width: 500, sections: [.sized([Size(width: 60, height: 100), Size(width: 30, height: 100),
                                                            Size(width: 10, height: 100)])]) {
            $0.scrollDirection = .horizontal
            $0.columnCount = 3
        }
        // 600 tall: three rows of 200; items go to the shortest row, keeping their 100-point
        // height (narrowed to a row, never stretched).
        #expect(view.layout.layoutAttributesForElements(in: .infinite) == [
            cell(0, 0, 0, 0, 60, 100), cell(0, 1, 0, 200, 30, 100), cell(0, 2, 0, 400, 10, 100),
        ])
        #expect(view.layout.collectionViewContentSize == Size(width: 60, height: 600))
    }

    /// Seeded random waterfalls and edits: strategies agree to the bit, nothing overlaps, every
    /// frame is inside the content, and every item has one cell.
    @Test func randomWaterfallsAgreeAndKeepTheirInvariants() {
        for seed: UInt64 in 1...120 {
            var rng = SplitMix64(seed: seed)
            let width = Double(rng.int(in: 0...700)), columns = rng.int(in: 1...5)
            let direction: ScrollDirection = rng.chance(0.3) ? .horizontal : .vertical
            let horizontalSpacing: WaterfallHorizontalSpacing = rng.chance(0.5) ? .article : .transposed
            let sections = (0..<rng.int(in: 1...3)).map { _ in
                SimulatedCollectionView.Section.sized((0..<rng.int(in: 0...30)).map { _ in
                    Size(width: rng.length(upTo: 200), height: rng.length(upTo: 200))
                }).with(inset: EdgeInsets(top: rng.length(upTo: 20), left: rng.length(upTo: 20), bottom: rng.length(upTo: 20),
                                          right: rng.length(upTo: 20)),
                        lineSpacing: rng.length(upTo: 12), interitemSpacing: rng.length(upTo: 12),
                        header: rng.chance(0.5) ? Size(width: 30, height: 30) : nil, footer: rng.chance(0.5) ? Size(width: 20, height: 20) : nil)
            }
            let runs = [FullInvalidation() as any InvalidationStrategy, IncrementalInvalidation()].flatMap { invalidation in
                QueryStrategies.all.map { query in
                    prepared(width: width, sections: sections, query: query, invalidation: invalidation) {
                        $0.columnCount = columns
                        $0.scrollDirection = direction
                        $0.horizontalSpacing = horizontalSpacing
                    }
                }
            }
            for step in 0..<10 {
                let section = rng.int(below: sections.count), count = rng.int(in: 1...6)
                let appended = (0..<count).map { _ in Size(width: rng.length(upTo: 200), height: rng.length(upTo: 200)) }
                let removing = rng.chance(0.3)
                for view in runs {
                    if removing { view.removeLastItems(count, fromSection: section) } else { view.appendItems(count, toSection: section, sizes: appended) }
                    view.layoutIfNeeded()
                }
                let reference = runs[0].layout as! WaterfallLayout, elements = reference.allElements
                let context = "seed \(seed), step \(step)"
                for view in runs.dropFirst() {
                    #expect((view.layout as! WaterfallLayout).allElements == elements, "\(context)")
                    #expect(view.layout.collectionViewContentSize == reference.collectionViewContentSize, "\(context)")
                }
                let content = Rect(origin: .zero, size: reference.collectionViewContentSize)
                #expect(elements.allSatisfy { content.contains($0.frame) }, "\(context)")
                #expect(elements.filter { $0.representedElementCategory == .cell }.count
                        == runs[0].sections.reduce(0) { $0 + $1.itemCount }, "\(context)")
                for (index, element) in elements.enumerated() {
                    #expect(!elements[(index + 1)...].contains { $0.frame.overlapArea(with: element.frame) > 1e-9 }, "\(context)")
                }
                let rect = Rect(x: rng.double(in: -10, content.width), y: rng.double(in: -10, content.height),
                                width: rng.double(in: 0, 300), height: rng.double(in: 0, 500))
                let expected = elements.filter { rect.intersects($0.frame) }
                for view in runs { #expect(view.layout.layoutAttributesForElements(in: rect) == expected, "\(context)") }
            }
        }
    }
}

extension WaterfallLayoutTests {
    /// 1,000 items in two columns, one section with no header or footer: 26 bytes per element (a
    /// 24-byte span and a 16-bit column), 32 bytes for each of the ⌈1,000 / 32⌉ = 32 blocks'
    /// summaries, and the section: its geometry, and its two columns' state (a `Double` and a
    /// `Bool` each) plus 3 checkpoints of two entries ((1,000 − 1) / 256 = 3), 9 bytes an entry.
    /// The binary search keeps no index of its own (the elements search themselves). Memory
    /// held: under 32 bytes per element at any size past a few hundred.
    @Test func bytesHeldCountsSpansColumnsBlocksAndSections() {
        let view = prepared(sections: [SimulatedCollectionView.Section(itemCount: 1_000)])
        let layout = view.layout as! WaterfallLayout
        let section = MemoryLayout<WaterfallSectionGeometry>.stride + (2 + 3 * 2) * 9
        #expect(layout.bytesHeld == 1_000 * 26 + 32 * 32 + section)
        #expect(Double(layout.bytesHeld) / Double(layout.elementCount) < 32)
    }
}
