import LabSupport
import LayoutEngine

extension EngineDescriptor {
    /// The compositional layout's random configuration: the flow block's direction (the rest of the
    /// block drawn and discarded, the draw order recorded case seeds depend on), then a random
    /// composition for it (`RandomComposition`). Its items size themselves when the composition
    /// estimates a dimension along the scroll direction.
    static let randomCompositionalSettings: @Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool) = { generator in
        let (flow, _) = RandomScenario.flowSettings(using: &generator)
        let direction = flow[.scrollDirection] ?? .vertical
        var settings = Scenario.LayoutSettings()
        settings[.scrollDirection] = direction
        let composition = RandomComposition.make(scrollDirection: direction, using: &generator)
        settings[.composition] = composition
        return (settings, composition.isEstimating(scrollDirection: direction))
    }

    /// Up to five sections of up to 60 items, some empty, with preferred sizes when the items size
    /// themselves; no per-item sizes (the composition sizes the items).
    static let randomCompositionalSections: @Sendable (inout SeededGenerator, Bool) -> [SimulatedCollectionView.Section] = { generator, estimating in
        (0..<generator.int(in: 0...5)).map { _ in
            var section = SimulatedCollectionView.Section(itemCount: generator.chance(0.15) ? 0 : generator.int(in: 1...60))
            if estimating { section.preferredSizes = RandomScenario.sizes(section.itemCount, using: &generator) }
            return section
        }
    }

    /// Seed 004's Inset Items Grid (one group of five items computed once, repeated), one section
    /// of `items` items.
    static let compositionalBenchmark: EngineBenchmark = {
        var settings = Scenario.LayoutSettings()
        settings[.composition] = .seedInsetItemsGrid
        return .plain(engine: "compositional", settings: settings).storingFrames()
    }()

    /// Backgrounds and pinned headers overlap the items by design, so the layout does not promise
    /// no-overlap. It keeps its frames inside the content, except the cells of a section that
    /// scrolls orthogonally, which lie across the scroll direction wherever the section's own
    /// offset puts them (as in UIKit): the fuzzer's inside-content check exempts those, across the
    /// scroll direction only.
    public static let compositional = EngineDescriptor(
        name: "compositional", summary: "UICollectionViewCompositionalLayout semantics (seed 004): items, groups, sections",
        settings: [LayoutKey.scrollDirection, LayoutKey.composition], promises: [.framesInsideContent, .matchesFreshLayout],
        fuzzWeight: 2, randomSettings: randomCompositionalSettings, randomSections: randomCompositionalSections,
        benchmarks: [compositionalBenchmark], setProperty: setCompositionalProperty
    ) { settings, query, invalidation in
        (settings[.composition] ?? .seedGrid).makeLayout(scrollDirection: settings[.scrollDirection] ?? .vertical,
                                                       query: query, invalidation: invalidation)
    }.checking(CompositionalSpec.properties)
    // docs/compositional-layout.md, "Invalidation": the configuration, the bounds' size and the
    // safe area across are layout-wide metrics; counts and properties by porting.md's rule.
    .noticing([.itemCountsAtSectionEnds, .properties, .insetReferenceInsets])
}

extension EngineDescriptor {
    /// The fuzzer's set-property step on a compositional layout: the spacing between sections and
    /// the first section's orthogonal scroll offset.
    static let setCompositionalProperty: @Sendable (Double, any CollectionViewLayout) -> Void = { value, layout in
        guard let compositional = layout as? CompositionalLayout else { return }
        compositional.configuration.interSectionSpacing = value
        compositional.setOrthogonalOffset(value * 7, forSection: 0)
    }
}
