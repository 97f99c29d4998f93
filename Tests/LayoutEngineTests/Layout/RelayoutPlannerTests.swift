import Testing
@testable import LayoutEngine

/// The prepare-time rules every engine shares, one by one, for the incremental strategy.
@Suite struct RelayoutPlannerTests {
    static let incremental = IncrementalInvalidation()

    /// A planner that has prepared once with `counts`.
    func prepared(_ counts: [Int]) -> RelayoutPlanner {
        var planner = RelayoutPlanner()
        _ = planner.plan(counts: SectionCounts(counts), metricsChanged: true, firstSectionWithChangedMetrics: { nil },
                         strategy: Self.incremental)
        return planner
    }

    @Test func theFirstPrepareRecomputesEverything() {
        var planner = RelayoutPlanner()
        let (scope, _) = planner.plan(counts: SectionCounts([3]), metricsChanged: false, firstSectionWithChangedMetrics: { nil },
                                      strategy: Self.incremental)
        #expect(scope == .everything)
    }

    @Test func nothingChangedMeansNothing() {
        var planner = prepared([3])
        #expect(planner.plan(counts: SectionCounts([3]), metricsChanged: false, firstSectionWithChangedMetrics: { 0 },
                             strategy: Self.incremental).scope == .nothing)
    }

    @Test func namedItemsAndTheirCountChangeGiveTheEarliest() {
        var planner = prepared([3, 5])
        var context = InvalidationContext(invalidateDataSourceCounts: true)
        context.invalidateItems(at: [IndexPath(item: 5, section: 1)])
        planner.invalidate(with: context)
        #expect(planner.plan(counts: SectionCounts([3, 8]), metricsChanged: false, firstSectionWithChangedMetrics: { nil },
                             strategy: Self.incremental).scope == .from(IndexPath(item: 5, section: 1)))
    }

    @Test func unreportedOrUnnamedCountChangesRecomputeEverything() {
        var unreported = prepared([3])
        #expect(unreported.plan(counts: SectionCounts([4]), metricsChanged: false, firstSectionWithChangedMetrics: { nil },
                                strategy: Self.incremental).scope == .everything)
        var unnamed = prepared([3])
        unnamed.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true))
        #expect(unnamed.plan(counts: SectionCounts([4]), metricsChanged: false, firstSectionWithChangedMetrics: { nil },
                             strategy: Self.incremental).scope == .everything)
    }

    @Test func aChangedSectionMetricMovesTheStartEarlier() {
        var planner = prepared([3, 3])
        var context = InvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 2, section: 1)])
        planner.invalidate(with: context)
        #expect(planner.plan(counts: SectionCounts([3, 3]), metricsChanged: false, firstSectionWithChangedMetrics: { 0 },
                             strategy: Self.incremental).scope == .from(IndexPath(item: 0, section: 0)))
    }

    @Test func aLayoutWideMetricRecomputesEverything() {
        var planner = prepared([3])
        #expect(planner.plan(counts: SectionCounts([3]), metricsChanged: true, firstSectionWithChangedMetrics: { nil },
                             strategy: Self.incremental).scope == .everything)
    }
}
