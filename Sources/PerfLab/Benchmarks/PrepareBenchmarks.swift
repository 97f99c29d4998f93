import LabSupport
import LayoutEngine
import Workloads

/// A full prepare of a fresh layout, for every engine: the time, the bytes held per element and the
/// elements computed.
struct PrepareBenchmarks {
    var context: BenchmarkContext

    /// Bytes held per element. Every engine's `bytesHeld` is a function of its logical sizes
    /// (counts × element sizes, never array capacities, which depend on the allocator), so this
    /// is a function of the build and the input only and compares exactly.
    static func bytesPerElement(_ bytes: Int, items: Int) -> Double {
        Double(bytes) / Double(Swift.max(items, 1))
    }

    func run(_ engine: BenchmarkEngine, items: Int) -> BenchmarkResult {
        context.progress("\(engine.name) \(BenchmarkFamily.prepare) \(items)")
        let scenario = engine.scenario(items: items, seed: context.seed)
        let samples = context.sampler.measure(sameEveryCall: true, setUp: { context.make(scenario) }) { made in
            made.view.layoutIfNeeded()
        }
        // The counters come from one more prepare, untimed (a counting pass): the bytes it holds,
        // the elements it computed, its allocations and instructions.
        let counted = context.counted {
            let counted = context.make(scenario)
            let counts = OperationCounters.counting { counted.view.layoutIfNeeded() }
            defer { withExtendedLifetime(counted.view) {} }
            return (counts, counted.layout.bytesHeld, counted.layout.counters.elementsRecomputed)
        }
        return BenchmarkResult(family: .prepare, engine: engine.name, strategy: nil, items: items, samples: samples,
                               counters: counted.map { _, bytes, computed in
                                   [(name: .bytesPerElement, value: Self.bytesPerElement(bytes, items: items)),
                                    (name: .recomputedPerInvalidation, value: Double(computed))]
                               } ?? [],
                               counted: counted.map { ($0.0, 1) })
    }
}
