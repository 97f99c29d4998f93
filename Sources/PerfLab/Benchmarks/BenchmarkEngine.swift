import LayoutEngine
import Workloads

/// An engine as the suites measure it: one of the benchmarks its descriptor declares
/// (`EngineBenchmark`), with what the suites need to know of the engine.
struct BenchmarkEngine: Sendable {
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
    /// For a seed-faithful sample, the benchmark of the engine it is the original of; nil for an
    /// engine of the product, which the targets judge.
    var sampleOf: String?
    /// Whether a change moves every later item (`EngineDescriptor.changeMovesEveryLaterItem`).
    var changeMovesEveryLaterItem = false
    private var makeScenario: @Sendable (Int, UInt64) -> Scenario

    static var screen: Size { EngineBenchmark.screen }

    /// Every benchmark of every engine of the running command's registry, in registration order.
    static var all: [BenchmarkEngine] {
        let engines = EngineRegistry.current.engines
        return engines.flatMap { engine in
            engine.benchmarks.map { benchmark in
                // A sample is set beside its engine's first benchmark.
                let original = engine.sampleOf.flatMap { name in engines.first { $0.name == name }?.benchmarks.first?.name }
                return BenchmarkEngine(name: benchmark.name, catalogueName: engine.name, usesStrategies: engine.usesStrategies,
                                       measuresEveryFamily: benchmark.measuresEveryFamily, storesFrames: benchmark.storesFrames,
                                       asksDelegateForSizes: benchmark.asksDelegateForSizes, sampleOf: original,
                                       changeMovesEveryLaterItem: engine.changeMovesEveryLaterItem, makeScenario: benchmark.scenario)
            }
        }
    }

    static func named(_ name: String) -> BenchmarkEngine? {
        all.first { $0.name == name }
    }

    /// The engine's scenario at `items` items.
    /// - Complexity: O(items).
    func scenario(items: Int, seed: UInt64) -> Scenario {
        makeScenario(items, seed)
    }
}
