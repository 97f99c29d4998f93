import Testing
@testable import PerfLab

/// Counters compare exactly (docs/perflab-compare.md), so each must be a function of the build and
/// the input only: not of the clock (how many samples a budget allowed), not of the allocator
/// (array capacities). The quick suite's families on every engine of the registry, at the quick
/// suite's smallest size (1,000 items: the whole quick suite takes minutes in a debug build), run
/// twice with different sample counts, must give identical counters.
@Suite struct CounterDeterminismTests {
    static func suite(samples: Int, warmUp: Int) -> Suite {
        Suite(name: "quick", sizes: [1_000], updateLimit: 1_000, diffLimit: 1_000,
              sampler: Sampler(warmUp: warmUp, minimumSamples: samples, maximumSamples: samples, budget: .zero))
    }

    @Test func everyCounterIsIdenticalInTwoRunsWithDifferentSampleCounts() {
        let first = Self.suite(samples: 1, warmUp: 0).run(seed: 1, progress: { _ in })
        let second = Self.suite(samples: 4, warmUp: 2).run(seed: 1, progress: { _ in })
        #expect(first.map(\.key) == second.map(\.key))
        // Every family of the quick suite ran, so no counter is left out of the comparison.
        let families = Set(first.map { $0.name.hasPrefix("scroll/") ? "scroll/" : $0.name })
        #expect(families == ["floor/write-attributes", "floor/delegate-sizes", "prepare", "query/screen", "scroll/", "append100",
                             "batch10", "rotation", "resize/split-view", "self-size/one-near-top", "self-size/scroll",
                             "insert/middle", "diff"])
        var compared = 0
        for (a, b) in zip(first, second) {
            #expect(a.counters.map(\.name) == b.counters.map(\.name), "\(a.key)")
            for (x, y) in zip(a.counters, b.counters) {
                #expect(x.value == y.value, "\(a.key) \(x.name): \(x.value) then \(y.value)")
                compared += 1
            }
        }
        #expect(compared >= first.count, "most benchmarks have at least one counter: \(compared) for \(first.count)")
    }
}
