import Testing
@testable import FuzzCore
@testable import Workloads
import LayoutEngine

/// A snapshot application is recorded as its two snapshots, never as the diff's batch, so a
/// reproducer replays the diff itself.
@Suite struct SnapshotPairTests {
    /// Items 0, 1, 2 in section 0; item 0 moved to the end, item 1 reloaded, section 1 inserted with item 3.
    let drawn = RandomBatchUpdate(batch: BatchUpdate([.moveItem(IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)),
                                                      .reloadItem(IndexPath(item: 1, section: 0)), .insertSection(1)]),
                                  itemsBefore: [[0, 1, 2]], itemCountsAfter: [3, 1], itemsAfter: [[1, 2, 0], [3]], corruption: nil)

    @Test func theSnapshotsAreTheDataBeforeAndAfterByIdentifier() throws {
        let pair = try #require(SnapshotPair(drawn: drawn))
        // Section 0 keeps its identifier; the inserted section gets one past the sections before (1 + 1).
        #expect(pair == SnapshotPair(itemsBefore: [[0, 1, 2]], sectionIdentifiersAfter: [0, 2], itemsAfter: [[1, 2, 0], [3]],
                                     reloadedSections: [], reloadedItems: [1]))
    }

    @Test func theDiffIsComputedOnReplayAndReachesTheSnapshotAfter() throws {
        let pair = try #require(SnapshotPair(drawn: drawn))
        let diffed = try #require(pair.diffed())
        #expect(diffed.itemsBefore == [[0, 1, 2]] && diffed.itemsAfter == [[1, 2, 0], [3]] && diffed.itemCountsAfter == [3, 1])
        var next = 100
        let outcome = ReferenceCollection(items: diffed.itemsBefore)
            .applying(diffed.batch, itemCountsAfter: diffed.itemCountsAfter, nextIdentifier: &next)
        let application = try #require(outcome.application)
        #expect(application.after.items.first == [1, 2, 0] && application.reloadedItems == [1])
        let step = LayoutStep(operation: .snapshotApplication(pair, sectionsAfter: [SimulatedCollectionView.Section(itemCount: 3),
                                                                                  SimulatedCollectionView.Section(itemCount: 1)],
                                                              order: .polite),
                              extraQuery: .zero)
        let written = step.jsonOutput().serialized()
        #expect(written.contains(#""op":"snapshot-application""#) && !written.contains("changes"))
    }

    @Test func snapshotsThatCannotBeBuiltDoNotApply() {
        let repeated = SnapshotPair(itemsBefore: [[0, 0]], sectionIdentifiersAfter: [0], itemsAfter: [[0]], reloadedSections: [], reloadedItems: [])
        #expect(repeated.diffed() == nil)
        #expect(!LayoutOperation.snapshotApplication(repeated, sectionsAfter: [SimulatedCollectionView.Section(itemCount: 1)], order: .polite)
            .applies(to: [SimulatedCollectionView.Section(itemCount: 2)]))
    }
}
