import LabSupport
import LayoutEngine
import Testing
@testable import FuzzCore
@testable import Workloads

/// Unannounced changes (`UnannouncedChange`): drawn without changing what the generator draws,
/// only of the kinds an engine promises to notice, written to and read from a reproducer's steps,
/// replayed, and failing a layout that does not notice them.
@Suite struct UnannouncedChangeTests {
    static let everything: UnannouncedChanges = [.itemCountsAtSectionEnds, .properties, .insetReferenceInsets]

    /// With or without unannounced changes, a seed draws the same steps: an unannounced change is
    /// the step drawn (its announced twin) or, for the insets, in place of a query.
    @Test func drawingUnannouncedChangesKeepsTheStepsDrawn() {
        for seed: UInt64 in 1...5 {
            var plain = SeededGenerator(seed: seed), noticing = SeededGenerator(seed: seed)
            let sections = [SimulatedCollectionView.Section(itemCount: 9), SimulatedCollectionView.Section(itemCount: 2)]
            var unannounced = 0
            for index in 0..<300 {
                func draw(_ noticed: UnannouncedChanges, _ generator: inout SeededGenerator) -> LayoutOperation {
                    LayoutOperation.random(sections: sections, bounds: Rect(x: 0, y: 0, width: 300, height: 500),
                                           contentSize: Size(width: 300, height: 900), estimating: false, noticed: noticed,
                                           using: &generator)
                }
                let drawn = draw([], &plain), made = draw(Self.everything, &noticing)
                if case .unannounced(let change) = made {
                    unannounced += 1
                    let twin = change.announcedTwin
                    if case .insets = change {
                        if case .query = drawn {} else { Issue.record("seed \(seed), step \(index): insets in place of \(drawn)") }
                    } else {
                        #expect(twin.jsonOutput().serialized() == drawn.jsonOutput().serialized(), "seed \(seed), step \(index)")
                    }
                } else {
                    #expect(made.jsonOutput().serialized() == drawn.jsonOutput().serialized(), "seed \(seed), step \(index)")
                }
            }
            #expect(unannounced > 10, "seed \(seed): \(unannounced)")
        }
    }

    /// Only what the engine notices: none for an engine that promises nothing, only counts for one
    /// that notices counts.
    @Test func onlyTheKindsTheEngineNoticesAreDrawn() {
        var generator = SeededGenerator(seed: 8)
        let sections = [SimulatedCollectionView.Section(itemCount: 9)]
        for noticed in [UnannouncedChanges(), .itemCountsAtSectionEnds] {
            for _ in 0..<400 {
                let operation = LayoutOperation.random(sections: sections, bounds: Rect(x: 0, y: 0, width: 300, height: 500),
                                                       contentSize: Size(width: 300, height: 900), estimating: false,
                                                       noticed: noticed, using: &generator)
                if case .unannounced(let change) = operation { #expect(noticed.contains(change.notice), "\(change)") }
            }
        }
        #expect(EngineRegistry.builtIn.engines.filter { $0.sampleOf != nil }.allSatisfy { $0.noticesUnannounced.isEmpty })
        #expect(EngineRegistry.builtIn.engines.filter { $0.sampleOf == nil }.allSatisfy {
            $0.noticesUnannounced.isSuperset(of: [.itemCountsAtSectionEnds, .properties])
        })
    }

    static func steps() -> [LayoutStep] {
        [.unannounced(.appendItems(section: 0, count: 3, sizes: [], preferredSizes: [], events: [])),
         .unannounced(.setProperty(12)),
         .unannounced(.insets(layoutMargins: EdgeInsets(top: 8, left: 20, bottom: 8, right: 20),
                              safeAreaInsets: EdgeInsets(top: 44, left: 10, bottom: 34, right: 30))),
         .unannounced(.removeItems(section: 1, count: 2))]
            .map { LayoutStep(operation: $0, extraQuery: Rect(x: 0, y: 0, width: 200, height: 300)) }
    }

    static func scenario(_ engine: String) -> Scenario {
        var settings = Scenario.LayoutSettings()
        if engine == "compositional" { settings[.composition] = .seedGrid }
        return Scenario(engine: engine, container: .init(width: 390, height: 844), layout: settings,
                        sections: [SimulatedCollectionView.Section(itemCount: 5), SimulatedCollectionView.Section(itemCount: 4)])
    }

    /// The steps written as a reproducer's JSON read back the same, and replay (strictly, as the
    /// shrinker does) without a failure on the correct engines, counted under their kinds.
    @Test(arguments: ["flow", "column-flow", "waterfall", "mosaic", "compositional"])
    func unannouncedStepsRoundTripAndReplay(engine: String) throws {
        let steps = Self.steps()
        let written = JSONOutput.array(steps.map { $0.jsonOutput() }).serialized()
        let read = try LayoutStep.decodeList(JSONParser.parse(written), path: "steps")
        #expect(JSONOutput.array(read.map { $0.jsonOutput() }).serialized() == written)
        #expect(read.map(\.operation.jsonName) == ["unannounced-append-items", "unannounced-set-property", "unannounced-insets",
                                                   "unannounced-remove-items"])
        let outcome = try LayoutCase.replay(scenario: Self.scenario(engine), steps: read, registry: .builtIn, strictly: true)
        #expect(outcome.failure == nil, "\(engine): \(String(describing: outcome.failure))")
        #expect(outcome.operations[.unannouncedAppendItems] == 1 && outcome.operations[.unannouncedInsets] == 1)
    }

    /// A layout that recomputes only when invalidated (as a port of a UIKit layout that relies on
    /// UIKit preparing it after invalidations only) misses an unannounced append: the step fails it,
    /// and passes it when the same append is announced.
    @Test func aLayoutThatDoesNotNoticeFails() throws {
        let registry = try EngineRegistry.builtIn.adding([Self.untilTold])
        let append = LayoutStep(operation: .unannounced(.appendItems(section: 0, count: 3, sizes: [], preferredSizes: [], events: [])),
                                extraQuery: .zero)
        let failing = try LayoutCase.replay(scenario: Self.scenario("flow-until-told"), steps: [append], registry: registry)
        #expect(failing.failure != nil)
        #expect(failing.failedOperationKind == .unannouncedAppendItems)
        let announced = LayoutStep(operation: .appendItems(section: 0, count: 3, sizes: [], preferredSizes: [], events: []),
                                   extraQuery: .zero)
        #expect(try LayoutCase.replay(scenario: Self.scenario("flow-until-told"), steps: [announced], registry: registry).failure == nil)
        #expect(try LayoutCase.replay(scenario: Self.scenario("flow"), steps: [append], registry: registry).failure == nil)
    }

    static let untilTold = EngineDescriptor(name: "flow-until-told", summary: "a flow layout prepared only after an invalidation (a test engine)",
                                            settings: []) { _, query, invalidation in
        PreparedWhenTold(FlowLayout(queryStrategy: query, invalidationStrategy: invalidation))
    }.noticing(.itemCountsAtSectionEnds)
}

/// A layout that passes `prepare()` on to its flow layout only after an invalidation, as UIKit calls it.
private final class PreparedWhenTold: InstrumentedLayout {
    let inner: FlowLayout
    private var told = true

    init(_ inner: FlowLayout) { self.inner = inner }

    var collectionView: (any LayoutDataSource)? {
        get { inner.collectionView }
        set { inner.collectionView = newValue }
    }

    func prepare() {
        guard told else { return }
        told = false
        inner.prepare()
    }

    func invalidateLayout(with context: InvalidationContext) {
        told = true
        inner.invalidateLayout(with: context)
    }

    var collectionViewContentSize: Size { inner.collectionViewContentSize }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { inner.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { inner.layoutAttributesForItem(at: indexPath) }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        inner.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { inner.shouldInvalidateLayout(forBoundsChange: newBounds) }
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { inner.invalidationContext(forBoundsChange: newBounds) }
    var counters: LayoutCounters { inner.counters }
    var elementCount: Int { inner.elementCount }
    func attributesOfElement(at ordinal: Int) -> LayoutAttributes { inner.attributesOfElement(at: ordinal) }
    var bytesHeld: Int { inner.bytesHeld }
}
