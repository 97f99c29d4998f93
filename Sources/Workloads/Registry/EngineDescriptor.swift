import LabSupport
import LayoutEngine

/// Everything the lab and the fuzzer need to know about one engine: how to configure it from a
/// scenario, how to make it, what it promises, how to draw random configurations and data for it,
/// and what to measure it on. Built-in engines and a user's engines are described the same way and
/// registered in an `EngineRegistry` (docs/porting.md).
public struct EngineDescriptor: Sendable {
    /// The name scenarios, reproducers, reports and `--engine` use. Letters, digits and `-`.
    public var name: String
    /// One line for listings.
    public var summary: String
    /// The keys of a scenario's `layout` object this engine reads, in the order the JSON output
    /// writes them; a scenario's values are kept in `LayoutSettings.parameters`. A built-in lists
    /// typed keys (`LayoutKey.itemSize`, …); a user's engine declares its own.
    public var parameters: [EngineParameter]
    /// False for a layout that answers queries with its own search whatever strategies it is given
    /// (a seed-faithful sample): the fuzzer then holds it to Core Graphics' intersection rule in
    /// any order, and the perf suite measures one query strategy, its own.
    public var usesStrategies: Bool
    /// For a seed-faithful sample, the engine it is the faulty original of (`mosaic` for
    /// `mosaic-sample`): the perf report sets the two side by side and holds the sample to no
    /// target. Nil for an engine of the product.
    public var sampleOf: String?
    /// Whether a change at one item can move every later item, so a relayout recomputes the rest
    /// of the section whatever the invalidation (the waterfall's shortest-column placement): the
    /// report judges its incremental batch per element recomputed rather than by a ratio.
    public var changeMovesEveryLaterItem = false
    /// The invariants the fuzzer holds it to, besides the ones every layout keeps.
    public var promises: EnginePromises
    /// How often `fuzz run` without `--engine` draws this engine, against the others' weights;
    /// 0 fuzzes it only when named.
    public var fuzzWeight: Int
    /// A new, unprepared layout configured from `settings`, with the given strategies.
    public var make: @Sendable (Scenario.LayoutSettings, any QueryStrategy, any InvalidationStrategy) -> any InstrumentedLayout
    /// A random configuration for the fuzzer, and whether its items are self-sizing (the sections
    /// then get preferred sizes).
    public var randomSettings: @Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool)
    /// Random sections for the fuzzer's first scenario; later steps append and reload generic ones
    /// (`RandomScenario.section`).
    public var randomSections: @Sendable (inout SeededGenerator, _ estimating: Bool) -> [SimulatedCollectionView.Section]
    /// What the perf suite measures this engine on; empty leaves it out of the suites.
    public var benchmarks: [EngineBenchmark]
    /// What the fuzzer's set-property step does to a layout of this engine: set one property it
    /// reads (a spacing, a length) to the value, without invalidating, so that the fuzzer checks
    /// that `prepare()` notices. Nothing by default.
    public var setProperty: @Sendable (_ value: Double, _ layout: any CollectionViewLayout) -> Void = { _, _ in }
    /// Rules from the engine's specification the fuzzer checks after every step, independently of
    /// any strategy (`SpecProperty`). None by default.
    public var specProperties: [SpecProperty] = []
    /// The changes the engine notices in `prepare()` when nobody announces them, which the fuzzer
    /// then makes unannounced (`UnannouncedChanges`); none by default. Set with `noticing(_:)`.
    public var noticesUnannounced: UnannouncedChanges = []

    /// An engine configured by typed keys, each listed in `settings` and read in `make` as
    /// `settings[key]`: a built-in's `LayoutKey`s (nil keeps the engine's default), a user's
    /// `LayoutParameter`s (the scenario's value or the declared default). Unless `randomSettings`
    /// says otherwise, the fuzzer draws each declared parameter from its random values.
    public init(name: String, summary: String, settings: [any LayoutSetting], usesStrategies: Bool = true,
                promises: EnginePromises = .all, fuzzWeight: Int? = nil,
                randomSettings: (@Sendable (inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool))? = nil,
                randomSections: (@Sendable (inout SeededGenerator, _ estimating: Bool) -> [SimulatedCollectionView.Section])? = nil,
                benchmarks: [EngineBenchmark]? = nil,
                setProperty: (@Sendable (_ value: Double, _ layout: any CollectionViewLayout) -> Void)? = nil,
                make: @escaping @Sendable (Scenario.LayoutSettings, any QueryStrategy, any InvalidationStrategy) -> any InstrumentedLayout) {
        let parameters = settings.map(\.parameter)
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.usesStrategies = usesStrategies
        self.promises = promises
        self.fuzzWeight = fuzzWeight ?? (usesStrategies ? 1 : 0)
        self.make = make
        self.randomSettings = randomSettings ?? { generator in
            var drawn = Scenario.LayoutSettings()
            for parameter in parameters where parameter.declared != nil {
                drawn.parameters[parameter.name] = .number(parameter.draw(using: &generator))
            }
            return (drawn, false)
        }
        self.randomSections = randomSections ?? RandomScenario.sections
        self.benchmarks = benchmarks ?? [.plain(engine: name, measuresEveryFamily: usesStrategies)]
        if let setProperty { self.setProperty = setProperty }
    }

    /// This descriptor with `sampleOf` set: a seed-faithful sample of `engine`.
    public func sample(of engine: String) -> EngineDescriptor {
        var copy = self
        copy.sampleOf = engine
        return copy
    }

    /// This descriptor with `changeMovesEveryLaterItem` set.
    public func movingEveryLaterItemOnChange() -> EngineDescriptor {
        var copy = self
        copy.changeMovesEveryLaterItem = true
        return copy
    }

    /// Every key a scenario's `layout` object may hold for this engine.
    public var layoutKeys: Set<String> { Set(parameters.map(\.name)) }

    /// Whether the layout promises that no two elements overlap.
    public var promisesNoOverlap: Bool { promises.contains(.noOverlap) }

    /// A copy under another name and summary, with the same parameters, random configurations and
    /// benchmark scenario: how a defective variant of an engine is registered beside it. The variant
    /// is fuzzed only when named (`fuzzWeight` 0) and measured by the prepare and query families.
    public func variant(named name: String, summary: String, usesStrategies: Bool? = nil, fuzzWeight: Int = 0,
                        make: @escaping @Sendable (Scenario.LayoutSettings, any QueryStrategy, any InvalidationStrategy) -> any InstrumentedLayout)
        -> EngineDescriptor {
        var copy = self
        copy.name = name
        copy.summary = summary
        copy.fuzzWeight = fuzzWeight
        if let usesStrategies { copy.usesStrategies = usesStrategies }
        copy.make = make
        copy.benchmarks = benchmarks.prefix(1).map { benchmark in
            EngineBenchmark(name: name, measuresEveryFamily: false) { items, seed in
                var scenario = benchmark.scenario(items, seed)
                scenario.engine = name
                return scenario
            }
        }
        return copy
    }

    /// This engine with `properties` as the rules of its specification the fuzzer checks.
    /// The same engine, declaring the changes it notices in `prepare()` unannounced
    /// (`noticesUnannounced`).
    public func noticing(_ changes: UnannouncedChanges) -> EngineDescriptor {
        var copy = self
        copy.noticesUnannounced = changes
        return copy
    }

    public func checking(_ properties: [SpecProperty]) -> EngineDescriptor {
        var copy = self
        copy.specProperties = properties
        return copy
    }

    /// This engine with `setProperty` as the fuzzer's set-property step.
    public func settingProperty(_ setProperty: @escaping @Sendable (_ value: Double, _ layout: any CollectionViewLayout) -> Void)
        -> EngineDescriptor {
        var copy = self
        copy.setProperty = setProperty
        return copy
    }
}
