import LayoutEngine
import Workloads

/// An engine as the suites measure it: one of the benchmarks its descriptor declares
/// (`EngineBenchmark`), with what the suites and the report need to know of the engine (`Traits`),
/// read from the command's registry.
@dynamicMemberLookup
struct BenchmarkEngine: Sendable {
    /// What the suites and the report decide by: flags from the engine's descriptor and its
    /// benchmark, never its name. A report keeps the traits of its benchmarks (`Report.engines`).
    struct Traits: Hashable, Sendable {
        /// The name in reports: the benchmark's name (`flow-uniform` is the flow engine on one item size).
        var name: String
        /// The registered engine's name.
        var catalogueName: String
        /// Whether the engine answers with the lab's strategies (every correct engine) or its own search.
        var usesStrategies: Bool
        /// False for a sample or a variant: prepare and screen queries only.
        var measuresEveryFamily: Bool
        /// Whether its prepare stores a frame per element (the full-prepare floor target judges it).
        var storesFrames = false
        /// Whether it asks the delegate for every item's size (the delegate-size floor applies).
        var asksDelegateForSizes = false
        /// Whether its prepare sorts each day's events (the event-sort floor applies).
        var sortsEventsByDay = false
        /// For a seed-faithful sample, the benchmark of the engine it is the original of; nil for an
        /// engine of the product, which the targets judge.
        var sampleOf: String?
        /// Whether a change moves every later item (`EngineDescriptor.changeMovesEveryLaterItem`).
        var changeMovesEveryLaterItem = false
        /// The families measured on it beyond the common ones (`EngineBenchmark.families`).
        var families: EngineBenchmark.Families = []

        /// The name in reports of the engine's self-sizing families (`flow-self-sizing`).
        var selfSizingName: String { "\(catalogueName)-self-sizing" }
    }

    var traits: Traits
    private var makeScenario: @Sendable (Int, UInt64) -> Scenario

    subscript<Value>(dynamicMember path: WritableKeyPath<Traits, Value>) -> Value {
        get { traits[keyPath: path] }
        set { traits[keyPath: path] = newValue }
    }

    subscript<Value>(dynamicMember path: KeyPath<Traits, Value>) -> Value {
        traits[keyPath: path]
    }

    static var screen: Size { EngineBenchmark.screen }

    /// Every benchmark of every engine of `registry`, in registration order.
    static func all(in registry: EngineRegistry) -> [BenchmarkEngine] {
        let engines = registry.engines
        return engines.flatMap { engine in
            engine.benchmarks.map { benchmark in
                // A sample is set beside its engine's first benchmark.
                let original = engine.sampleOf.flatMap { name in engines.first { $0.name == name }?.benchmarks.first?.name }
                return BenchmarkEngine(
                    traits: Traits(name: benchmark.name, catalogueName: engine.name, usesStrategies: engine.usesStrategies,
                                   measuresEveryFamily: benchmark.measuresEveryFamily, storesFrames: benchmark.storesFrames,
                                   asksDelegateForSizes: benchmark.asksDelegateForSizes,
                                   sortsEventsByDay: benchmark.sortsEventsByDay, sampleOf: original,
                                   changeMovesEveryLaterItem: engine.changeMovesEveryLaterItem, families: benchmark.families),
                    makeScenario: benchmark.scenario)
            }
        }
    }

    /// The traits of every benchmark of `registry`, in registration order: what a report judges by.
    static func traits(in registry: EngineRegistry) -> [Traits] {
        all(in: registry).map(\.traits)
    }

    /// The engine's scenario at `items` items.
    /// - Complexity: O(items).
    func scenario(items: Int, seed: UInt64) -> Scenario {
        makeScenario(items, seed)
    }
}
