import Testing
@testable import LayoutEngine

/// The seed-faithful waterfall keeps its defects: each test shows one beside the correct engine.
@Suite struct WaterfallSampleLayoutTests {
    /// Both layouts on the same data; the views own the layouts.
    func both(width: Double = 200, sections: [SimulatedCollectionView.Section], columns: Int = 2)
        -> (sample: SimulatedCollectionView, correct: SimulatedCollectionView) {
        let correct = WaterfallLayout()
        correct.columnCount = columns
        let views = [WaterfallSampleLayout(waterCount: columns) as any CollectionViewLayout, correct].map {
            SimulatedCollectionView(layout: $0, bounds: Rect(x: 0, y: 0, width: width, height: 400), sections: sections)
        }
        views.forEach { $0.layoutIfNeeded() }
        return (views[0], views[1])
    }

    static let withHeader = SimulatedCollectionView.Section.sized([Size(width: 100, height: 100)])
        .with(header: Size(width: 200, height: 30))

    /// Defect 1: the columns do not move below the header, so the first item covers it.
    @Test func itsItemsCoverTheirHeader() throws {
        let (sample, correct) = both(sections: [Self.withHeader])
        let sampleElements = (sample.layout as! WaterfallSampleLayout).allElements
        #expect(sampleElements.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 30), Rect(x: 0, y: 0, width: 100, height: 100),
                                                Rect(x: 0, y: 100, width: 0, height: 0)])
        #expect((correct.layout as! WaterfallLayout).allElements.map(\.frame)
                == [Rect(x: 0, y: 0, width: 200, height: 30), Rect(x: 0, y: 30, width: 100, height: 100)])
    }

    /// Defect 1 across sections: the second section's items start in the columns the first left,
    /// beside and above the first section's tall item, under the second header.
    @Test func itsSectionsOverlap() {
        let first = SimulatedCollectionView.Section.sized([Size(width: 100, height: 300)])
        let second = SimulatedCollectionView.Section.sized([Size(width: 100, height: 50)]).with(header: Size(width: 200, height: 20))
        let (sample, _) = both(sections: [first, second])
        let frames = (sample.layout as! WaterfallSampleLayout).allElements.map(\.frame)
        // The second header goes below everything (y 300), its item into the empty column at y 0.
        #expect(frames.contains(Rect(x: 0, y: 300, width: 200, height: 20)))
        #expect(frames.contains(Rect(x: 100, y: 0, width: 100, height: 50)))
    }

    /// Defect 3: a delegate size wider than the column is kept, covering the next column.
    @Test func aWideItemCoversTheNextColumn() {
        let section = SimulatedCollectionView.Section.sized([Size(width: 180, height: 40), Size(width: 100, height: 40)])
        let (sample, correct) = both(sections: [section])
        #expect((sample.layout as! WaterfallSampleLayout).allElements.filter { $0.representedElementCategory == .cell }.map(\.frame)
                == [Rect(x: 0, y: 0, width: 180, height: 40), Rect(x: 100, y: 0, width: 100, height: 40)])
        #expect((correct.layout as! WaterfallLayout).allElements.map(\.frame)
                == [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 100, y: 0, width: 100, height: 40)])
    }

    /// Defect 6: the fade of an appearing item stays in the cache; the correct engine hands out a
    /// faded copy and its later queries are unchanged. For item 0 the sample fades the section
    /// header instead, the first cached element with that index path.
    @Test func theAppearingFadeSticks() throws {
        let (sample, correct) = both(sections: [.sized([Size(width: 100, height: 40), Size(width: 100, height: 40)])])
        for item in [0, 1] {
            let indexPath = IndexPath(item: item, section: 0)
            let insert = CollectionViewUpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: indexPath)
            for view in [sample, correct] {
                view.layout.prepare(forCollectionViewUpdates: [insert])
                #expect(view.layout.initialLayoutAttributesForAppearingItem(at: indexPath)?.alpha == 0)
                view.layout.finalizeCollectionViewUpdates()
            }
        }
        let sampleElements = sample.layout.layoutAttributesForElements(in: .infinite)
        let alpha = { (id: ElementID) in sampleElements.first { $0.id == id }?.alpha }
        #expect(alpha(.supplementary(.sectionHeader, IndexPath(item: 0, section: 0))) == 0)
        #expect(alpha(.cell(IndexPath(item: 0, section: 0))) == 1)
        #expect(alpha(.cell(IndexPath(item: 1, section: 0))) == 0)
        #expect(correct.layout.layoutAttributesForElements(in: .infinite).allSatisfy { $0.alpha == 1 })
    }

    /// Defect 7: UIKit's default never invalidates for a bounds change. (The stale columns it
    /// leaves in UIKit do not show here: the simulated collection view prepares at every pass.)
    @Test func aRotationDoesNotInvalidate() {
        let (sample, correct) = both(sections: [.init(itemCount: 1)])
        #expect(!sample.setBounds(Rect(x: 0, y: 0, width: 400, height: 400)))
        #expect(correct.setBounds(Rect(x: 0, y: 0, width: 400, height: 400)))
    }
}
