import Testing
@testable import LayoutEngine

/// Inserted and deleted items fade (alpha 0, as seed 001 does), and the fade is a copy: the
/// attributes later queries return are unchanged, for every correct engine.
@Suite struct AppearingAttributesTests {
    static let engines: [@Sendable () -> any CollectionViewLayout] = [
        { FlowLayout() }, { ColumnFlowLayout() }, { MosaicLayout() }, { WaterfallLayout() }, { CalendarWeekLayout() },
    ]

    @Test(arguments: 0..<engines.count)
    func theFadeNeverReachesLaterQueries(engine: Int) throws {
        let layout = Self.engines[engine]()
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                           sections: [.init(itemCount: 5)])
        view.layoutIfNeeded()
        let indexPath = IndexPath(item: 2, section: 0)
        let before = try #require(layout.layoutAttributesForItem(at: indexPath))
        layout.prepare(forCollectionViewUpdates: [CollectionViewUpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil,
                                                                             indexPathAfterUpdate: indexPath)])
        let appearing = try #require(layout.initialLayoutAttributesForAppearingItem(at: indexPath))
        let disappearing = try #require(layout.finalLayoutAttributesForDisappearingItem(at: indexPath))
        layout.finalizeCollectionViewUpdates()
        #expect(appearing.alpha == 0 && disappearing.alpha == 0)
        #expect(appearing.frame == before.frame && disappearing.frame == before.frame)
        #expect(before.alpha == 1)
        #expect(layout.layoutAttributesForItem(at: indexPath) == before)
        #expect(layout.layoutAttributesForElements(in: .infinite).allSatisfy { $0.alpha == 1 })
    }
}
