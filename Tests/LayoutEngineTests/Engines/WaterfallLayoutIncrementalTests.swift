import LabSupport
import Testing
import Workloads
@testable import LayoutEngine

/// The waterfall's relayout after a change inside a section: it restarts from the section's last
/// checkpoint at or before the change and must give what a fresh layout of the same data gives,
/// bit for bit; and the construction of docs/waterfall-layout.md ("Why a change moves everything
/// after it"), in which a change moves every later item.
@Suite struct WaterfallLayoutIncrementalTests {
    /// Two columns 160 wide in 320 points (x = 0 and 160), no insets or spacing. Item 0 is 10
    /// tall, item 1 is 20 tall and becomes 5, items 2 to 8 are 10 tall; a second section holds one
    /// square item as wide as its column. Derived by hand (the doc's table):
    /// before, item k ≥ 3 sits in column 0 at y = 5(k + 1) when odd, in column 1 at y = 5k when
    /// even, item 2 in column 0 at 10; the columns end at (50, 50), so section 1 starts at 50.
    /// After, item k ≥ 2 sits at y = 5(k − 1), in column 0 when odd, column 1 when even; the
    /// columns end at (40, 45), so section 1 starts at 45: every later item moved, and the next
    /// section by Δ = −5.
    @Test func aChangeMovesEveryLaterItem() {
        let sizes = [10.0, 20, 10, 10, 10, 10, 10, 10, 10].map { Size(width: 160, height: $0) }
        func cellAt(_ item: Int, column: Int, y: Double, height: Double = 10) -> LayoutAttributes {
            cell(0, item, Double(column) * 160, y, 160, height)
        }
        let before = [cellAt(0, column: 0, y: 0), cellAt(1, column: 1, y: 0, height: 20), cellAt(2, column: 0, y: 10),
                      cellAt(3, column: 0, y: 20), cellAt(4, column: 1, y: 20), cellAt(5, column: 0, y: 30),
                      cellAt(6, column: 1, y: 30), cellAt(7, column: 0, y: 40), cellAt(8, column: 1, y: 40),
                      cell(1, 0, 0, 50, 160, 160)]
        let after = [cellAt(0, column: 0, y: 0), cellAt(1, column: 1, y: 0, height: 5), cellAt(2, column: 1, y: 5),
                     cellAt(3, column: 0, y: 10), cellAt(4, column: 1, y: 15), cellAt(5, column: 0, y: 20),
                     cellAt(6, column: 1, y: 25), cellAt(7, column: 0, y: 30), cellAt(8, column: 1, y: 35),
                     cell(1, 0, 0, 45, 160, 160)]
        for invalidation in [IncrementalInvalidation() as any InvalidationStrategy, FullInvalidation()] {
            let layout = WaterfallLayout(invalidationStrategy: invalidation)
            let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 320, height: 600),
                                               sections: [.sized(sizes), .init(itemCount: 1)])
            view.layoutIfNeeded()
            #expect(layout.allElements == before, "\(invalidation.name)")
            view.setSize(Size(width: 160, height: 5), forItemAt: IndexPath(item: 1, section: 0))
            view.layoutIfNeeded()
            #expect(layout.allElements == after, "\(invalidation.name)")
            #expect(layout.collectionViewContentSize == Size(width: 320, height: 205), "\(invalidation.name)")
            for (old, new) in zip(before, after).dropFirst(2) { #expect(old.frame != new.frame, "\(old.indexPath) did not move") }
        }
    }

    /// A change at item j of a long section recomputes from the last checkpoint at or before j:
    /// with two columns the interval is 256, so a change at item 700 of 1,000 restarts at 512
    /// and recomputes 488 items and the footer.
    @Test func aChangeRestartsAtTheLastCheckpoint() {
        let sizes = (0..<1_000).map { Size(width: 100, height: Double(40 + $0 % 37)) }
        let layout = WaterfallLayout()
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 320, height: 600),
                                           sections: [SimulatedCollectionView.Section.sized(sizes).with(footer: Size(width: 0, height: 20))])
        view.layoutIfNeeded()
        let before = layout.counters.elementsRecomputed
        view.setSize(Size(width: 100, height: 3), forItemAt: IndexPath(item: 700, section: 0))
        view.layoutIfNeeded()
        #expect(layout.counters.elementsRecomputed - before == 1_000 - 512 + 1)
        #expect(layout.allElements == fresh(view).allElements)
    }

    /// Hundreds of seeded random waterfalls (1 to 5 columns, both directions, up to three sections
    /// of up to 900 items, so that changes cross checkpoints), through random appends, removals,
    /// resized items and valid batch updates: after every step the incremental layout (binary
    /// search) and a twin under full invalidation (linear scan) both equal a fresh layout of the
    /// data, bit for bit, content size included, and both strategies answer a random rect as a
    /// brute-force filter of the fresh frames.
    @Test func incrementalRelayoutsMatchAFreshLayout() throws {
        let campaign: UInt64 = 0x3A7E_F000_0000
        for index: UInt64 in 0..<240 {
            let seed = campaign + index
            var generator = SeededGenerator(seed: seed)
            let columns = generator.int(in: 1...5), width = Double(generator.int(in: 0...700))
            let direction: ScrollDirection = generator.chance(0.3) ? .horizontal : .vertical
            let sections = (0..<generator.int(in: 1...3)).map { _ in
                SimulatedCollectionView.Section.sized(Array(RandomScenario.sizes(generator.int(in: 0...900), using: &generator)))
                    .with(inset: generator.chance(0.5) ? RandomScenario.insets(using: &generator, up: 20) : .zero,
                          lineSpacing: RandomScenario.length(using: &generator, up: 12),
                          interitemSpacing: RandomScenario.length(using: &generator, up: 12),
                          header: generator.chance(0.5) ? Size(width: 30, height: 30) : nil,
                          footer: generator.chance(0.5) ? Size(width: 20, height: 20) : nil)
            }
            func make(_ invalidation: any InvalidationStrategy, _ query: any QueryStrategy,
                      _ sections: [SimulatedCollectionView.Section]) -> SimulatedCollectionView {
                let layout = WaterfallLayout(queryStrategy: query, invalidationStrategy: invalidation)
                layout.columnCount = columns
                layout.scrollDirection = direction
                let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 600), sections: sections)
                view.layoutIfNeeded()
                return view
            }
            let incremental = make(IncrementalInvalidation(), BinarySearchQuery(), sections)
            let full = make(FullInvalidation(), LinearScanQuery(), sections)
            var data = IdentifiedSections(sections: sections)
            for step in 0..<8 {
                let context = "seed \(seed), step \(step)"
                guard !incremental.sections.isEmpty else { break }
                let section = generator.int(in: 0..<incremental.sections.count)
                switch generator.int(in: 0..<4) {
                case 0:
                    let (update, after) = data.randomValidUpdate(changeCount: generator.int(in: 1...10),
                                                                 itemChangesOnly: generator.chance(0.8),
                                                                 estimating: false, using: &generator)
                    try incremental.performBatchUpdates(update.batch, resultingIn: after.sections)
                    try full.performBatchUpdates(update.batch, resultingIn: after.sections)
                case 1:
                    let count = generator.int(in: 1...300)
                    let sizes = Array(RandomScenario.sizes(count, using: &generator))
                    // A section a batch inserted may carry preferred sizes and events too.
                    let data = incremental.sections[section]
                    let preferred = data.preferredSizes == nil ? [] : Array(RandomScenario.sizes(count, using: &generator))
                    let events = data.events == nil ? [] : Array(RandomScenario.events(count, using: &generator))
                    for view in [incremental, full] {
                        view.appendItems(count, toSection: section, sizes: data.itemSizes == nil ? [] : sizes,
                                         preferredSizes: preferred, events: events)
                    }
                case 2:
                    let count = Swift.min(generator.int(in: 1...300), incremental.sections[section].itemCount)
                    for view in [incremental, full] { view.removeLastItems(count, fromSection: section) }
                default:
                    let itemCount = incremental.sections[section].itemCount
                    guard itemCount > 0, incremental.sections[section].itemSizes != nil else { continue }
                    for _ in 0..<generator.int(in: 1...4) {
                        let item = IndexPath(item: generator.int(in: 0..<itemCount), section: section)
                        let size = RandomScenario.size(using: &generator, up: 200)
                        for view in [incremental, full] { view.setSize(size, forItemAt: item) }
                    }
                }
                incremental.layoutIfNeeded()
                full.layoutIfNeeded()
                data = IdentifiedSections(sections: incremental.sections)
                let reference = fresh(incremental, columns: columns, direction: direction)
                let elements = reference.allElements
                for view in [incremental, full] {
                    #expect((view.layout as! WaterfallLayout).allElements == elements, "\(context)")
                    #expect(view.layout.collectionViewContentSize == reference.collectionViewContentSize, "\(context)")
                }
                let content = reference.collectionViewContentSize
                let rect = Rect(x: generator.double(in: -10...(content.width + 10)), y: generator.double(in: -10...(content.height + 10)),
                                width: generator.double(in: 0...400), height: generator.double(in: 0...900))
                let expected = elements.filter { rect.intersects($0.frame) }
                for view in [incremental, full] { #expect(view.layout.layoutAttributesForElements(in: rect) == expected, "\(context)") }
            }
        }
    }

    /// A fresh layout of `view`'s data, prepared once.
    private func fresh(_ view: SimulatedCollectionView, columns: Int = 2, direction: ScrollDirection = .vertical) -> WaterfallLayout {
        let layout = WaterfallLayout()
        layout.columnCount = columns
        layout.scrollDirection = direction
        SimulatedCollectionView(layout: layout, bounds: view.bounds, sections: view.sections).layoutIfNeeded()
        return layout
    }
}
