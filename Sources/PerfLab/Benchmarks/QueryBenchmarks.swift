import LabSupport
import LayoutEngine
import Workloads

/// Queries of a screen-sized rect at seeded random offsets, per query strategy (a sample: its own
/// search, as strategy `sample`), with the elements examined and returned per query.
struct QueryBenchmarks {
    var context: BenchmarkContext

    /// The queries the counters are averaged over.
    static let countedQueries = 100

    func run(_ engine: BenchmarkEngine, items: Int) -> [BenchmarkResult] {
        let scenario = engine.scenario(items: items, seed: context.seed)
        let strategies: [(name: String, strategy: any QueryStrategy)] = engine.usesStrategies
            ? QueryStrategies.all.map { ($0.name, $0) } : [("sample", BinarySearchQuery())]
        return strategies.map { name, strategy in
            context.progress("\(engine.name) query/\(name) \(items)")
            let (view, layout) = context.prepared(scenario, query: strategy)
            let height = layout.collectionViewContentSize.height
            func randomScreen(_ generator: inout SeededGenerator) -> Rect {
                Rect(x: 0, y: generator.double(in: 0...Swift.max(0, height - BenchmarkEngine.screen.height)),
                     width: BenchmarkEngine.screen.width, height: BenchmarkEngine.screen.height)
            }
            var generator = SeededGenerator(seed: context.seed)
            let samples = context.sampler.measure(setUp: { randomScreen(&generator) }) { rect in
                consume(layout.layoutAttributesForElements(in: rect))
            }
            // The counters come from a fixed, seeded set of queries, not from the timed ones, whose
            // number depends on the clock: so they compare exactly between runs.
            let counted = context.counted {
                var counting = SeededGenerator(seed: context.seed)
                let before = layout.counters
                var returned = 0
                let counts = OperationCounters.counting {
                    for _ in 0..<Self.countedQueries { returned += layout.layoutAttributesForElements(in: randomScreen(&counting)).count }
                }
                return (counts, returned, layout.counters.elementsExamined - before.elementsExamined)
            }
            withExtendedLifetime(view) {}
            let queries = Double(Self.countedQueries)
            return BenchmarkResult(family: .screenQuery, engine: engine.name, strategy: name, items: items,
                                   samples: samples,
                                   counters: counted.map { _, returned, examined in
                                       [(name: .examinedPerQuery, value: Double(examined) / queries),
                                        (name: .returnedPerQuery, value: Double(returned) / queries)]
                                   } ?? [],
                                   counted: counted.map { ($0.0, Self.countedQueries) })
        }
    }
}
