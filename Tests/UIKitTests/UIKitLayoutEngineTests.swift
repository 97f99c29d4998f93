import LabSupport
import LayoutEngine
import Testing
import UIKit
import UIKitAdapter

/// The adapter drives a UIKit layout as the lab drives an engine. Held against LayoutEngine's flow
/// engine on many seeded cases: a `UICollectionViewFlowLayout` (the same engine behind UIKit's
/// surface, fed through a UIKit collection view, the adapter's flow delegate and the lab's protocol)
/// must give the engine's answers to the bit after every scroll, resize and batch update.
struct UIKitLayoutEngineTests {
    /// One random flow configuration, applied to both layouts.
    private struct FlowSettings {
        var vertical: Bool
        var itemSize: Size
        var lineSpacing: Double
        var interitemSpacing: Double
        var header: Size
        var footer: Size
        var inset: EdgeInsets

        init(_ generator: inout SeededGenerator) {
            vertical = generator.chance(0.5)
            itemSize = Size(width: Double(generator.int(in: 5...120)), height: Double(generator.int(in: 5...120)))
            lineSpacing = Double(generator.int(in: 0...20))
            interitemSpacing = Double(generator.int(in: 0...20))
            header = generator.chance(0.5) ? Size(width: 30, height: 30) : .zero
            footer = generator.chance(0.3) ? Size(width: 20, height: 20) : .zero
            inset = EdgeInsets(top: Double(generator.int(in: 0...12)), left: Double(generator.int(in: 0...12)),
                               bottom: Double(generator.int(in: 0...12)), right: Double(generator.int(in: 0...12)))
        }

        func apply(to layout: UICollectionViewFlowLayout) {
            layout.scrollDirection = vertical ? .vertical : .horizontal
            layout.itemSize = CGSize(width: itemSize.width, height: itemSize.height)
            layout.minimumLineSpacing = lineSpacing
            layout.minimumInteritemSpacing = interitemSpacing
            layout.headerReferenceSize = CGSize(width: header.width, height: header.height)
            layout.footerReferenceSize = CGSize(width: footer.width, height: footer.height)
            layout.sectionInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }

        func apply(to layout: FlowLayout) {
            layout.scrollDirection = vertical ? .vertical : .horizontal
            layout.itemSize = itemSize
            layout.minimumLineSpacing = lineSpacing
            layout.minimumInteritemSpacing = interitemSpacing
            layout.headerReferenceSize = header
            layout.footerReferenceSize = footer
            layout.sectionInset = inset
        }
    }

    private static func randomSize(_ generator: inout SeededGenerator) -> Size {
        Size(width: Double(generator.int(in: 1...150)), height: Double(generator.int(in: 1...150)))
    }

    private static func randomSection(_ generator: inout SeededGenerator, sized: Bool) -> SimulatedCollectionView.Section {
        let count = generator.int(in: 0...40)
        let sizes = sized ? ContiguousArray((0..<count).map { _ in randomSize(&generator) }) : nil
        return SimulatedCollectionView.Section(itemCount: count, itemSizes: sizes)
    }

    /// A random batch on section 0: some items deleted (before-update positions) and some inserted
    /// (after-update positions), with the sections after it.
    private static func randomBatch(_ sections: [SimulatedCollectionView.Section],
                                    _ generator: inout SeededGenerator) -> (BatchUpdate, [SimulatedCollectionView.Section]) {
        var section = sections[0]
        let deleted = Set((0..<section.itemCount).filter { _ in generator.chance(0.15) })
        var sizes = section.itemSizes.map { Array($0) }
        sizes = sizes.map { list in list.enumerated().filter { !deleted.contains($0.offset) }.map(\.element) }
        let kept = section.itemCount - deleted.count
        let insertedCount = generator.int(in: 0...4)
        var after = kept
        var inserted: [Int] = []
        for _ in 0..<insertedCount {
            let position = generator.int(in: 0...after)
            inserted = inserted.map { $0 >= position ? $0 + 1 : $0 } + [position]
            sizes?.insert(randomSize(&generator), at: position)
            after += 1
        }
        var batch = BatchUpdate()
        batch.deleteItems(at: deleted.sorted().map { LayoutEngine.IndexPath(item: $0, section: 0) })
        batch.insertItems(at: inserted.sorted().map { LayoutEngine.IndexPath(item: $0, section: 0) })
        section.itemCount = after
        section.itemSizes = sizes.map { ContiguousArray($0) }
        var newSections = sections
        newSections[0] = section
        return (batch, newSections)
    }

    private static func cgRect(_ rect: Rect) -> CGRect {
        CGRect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }

    /// The whole content's elements, sorted: the adapter's own answer, or for the engine its elements
    /// filtered by Core Graphics' rule, which UIKit's flow layout answers by.
    private static func content(_ view: SimulatedCollectionView, byCoreGraphicsRule: Bool = false) -> [LayoutAttributes] {
        let size = view.layout.collectionViewContentSize
        let content = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return (byCoreGraphicsRule ? CoreGraphicsRule.query(view.layout, cgRect(content))
            : view.layout.layoutAttributesForElements(in: content))
            .sorted { ($0.indexPath, $0.representedElementCategory.rawValue, $0.representedElementKind?.rawValue ?? "")
                < ($1.indexPath, $1.representedElementCategory.rawValue, $1.representedElementKind?.rawValue ?? "") }
    }

    @Test(arguments: 0..<120)
    func aUIKitFlowLayoutThroughTheAdapterAnswersAsTheFlowEngine(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0x5EED_0000 + seed)
        let settings = FlowSettings(&generator)
        let sized = generator.chance(0.5)
        let sections = (0..<generator.int(in: 1...3)).map { _ in Self.randomSection(&generator, sized: sized) }
        let bounds = Rect(x: 0, y: 0, width: Double(generator.int(in: 150...500)), height: Double(generator.int(in: 150...900)))

        let uikitLayout = UICollectionViewFlowLayout()
        settings.apply(to: uikitLayout)
        let adapter = UIKitLayoutEngine(layout: uikitLayout)
        let engine = FlowLayout()
        settings.apply(to: engine)
        let adapted = SimulatedCollectionView(layout: adapter, bounds: bounds, sections: sections)
        let reference = SimulatedCollectionView(layout: engine, bounds: bounds, sections: sections)

        func expectSameAnswers(_ step: String) {
            adapted.layoutIfNeeded()
            reference.layoutIfNeeded()
            #expect(adapter.collectionViewContentSize == engine.collectionViewContentSize, "seed \(seed), \(step): content size")
            #expect(Self.content(adapted) == Self.content(reference, byCoreGraphicsRule: true), "seed \(seed), \(step): whole content")
            // UIKit's flow layout answers by Core Graphics' rule (touching frames are in); the engine's
            // own query leaves them out.
            #expect(Set(adapted.visibleElements()) == Set(CoreGraphicsRule.query(engine, Self.cgRect(reference.bounds))),
                    "seed \(seed), \(step): visible")
            // Random sizes may exceed a line's room, which UIKit logs; nothing else may be said.
            #expect(adapter.warnings.allSatisfy { $0.kind == .itemTooLargeForCollectionView },
                    "seed \(seed), \(step): \(adapter.warnings)")
        }

        expectSameAnswers("first pass")
        for step in 0..<6 {
            switch generator.int(in: 0...2) {
            case 0:
                let offset = Point(x: settings.vertical ? 0 : Double(generator.int(in: 0...600)),
                                   y: settings.vertical ? Double(generator.int(in: 0...600)) : 0)
                #expect(adapted.scroll(to: offset) == reference.scroll(to: offset), "seed \(seed): scroll invalidation")
                expectSameAnswers("scroll \(step)")
            case 1:
                let resized = Rect(origin: adapted.bounds.origin, size: Size(width: Double(generator.int(in: 150...500)),
                                                                             height: Double(generator.int(in: 150...900))))
                #expect(adapted.setBounds(resized) == reference.setBounds(resized), "seed \(seed): resize invalidation")
                expectSameAnswers("resize \(step)")
            default:
                let (batch, newSections) = Self.randomBatch(adapted.sections, &generator)
                let referenceTrace = try reference.performBatchUpdates(batch, resultingIn: newSections)
                let adaptedTrace = try adapted.performBatchUpdates(batch, resultingIn: newSections)
                #expect(adaptedTrace.targetContentOffset == referenceTrace.targetContentOffset, "seed \(seed): target offset")
                #expect(adaptedTrace.appearing == referenceTrace.appearing, "seed \(seed): appearing attributes")
                expectSameAnswers("batch \(step)")
            }
        }
    }

    /// A layout that counts its prepares and never invalidates on a bounds change.
    private final class CountingLayout: UICollectionViewLayout {
        var prepares = 0
        override func prepare() { prepares += 1 }
        override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 1_000) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { [] }
    }

    @Test func theLabsPassesPrepareTheUIKitLayoutOnlyAfterAnInvalidation() {
        let layout = CountingLayout()
        let adapter = UIKitLayoutEngine(layout: layout)
        let view = SimulatedCollectionView(layout: adapter, bounds: Rect(x: 0, y: 0, width: 100, height: 300),
                                           sections: [SimulatedCollectionView.Section(itemCount: 5)])
        view.layoutIfNeeded()
        #expect(layout.prepares == 1)
        for offset in 1...5 {
            view.scroll(to: Point(x: 0, y: Double(offset * 10)))
            view.layoutIfNeeded()
        }
        #expect(layout.prepares == 1, "scrolls that do not invalidate do not prepare, though the lab's view asks every pass")
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.prepares == 2)
        #expect(adapter.counters.layoutPasses == 2)
    }

    @Test func countsReachTheUIKitLayoutOnlyWhenTheLabAnnouncesThem() throws {
        let layout = UICollectionViewFlowLayout()
        let adapter = UIKitLayoutEngine(layout: layout)
        let view = SimulatedCollectionView(layout: adapter, bounds: Rect(x: 0, y: 0, width: 200, height: 300),
                                           sections: [SimulatedCollectionView.Section(itemCount: 3)])
        view.layoutIfNeeded()
        #expect(adapter.uiCollectionView.numberOfItems(inSection: 0) == 3)
        var batch = BatchUpdate()
        batch.insertItems(at: [LayoutEngine.IndexPath(item: 0, section: 0)])
        try view.performBatchUpdates(batch, resultingIn: [SimulatedCollectionView.Section(itemCount: 4)])
        #expect(adapter.uiCollectionView.numberOfItems(inSection: 0) == 4)
        #expect(adapter.elementCount == 4)
    }
}
