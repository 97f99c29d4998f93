import LabSupport

/// One measured benchmark: what ran, on what, its latency distribution, and counters that do not
/// depend on the machine.
///
/// `key` identifies a benchmark across reports (`compare` matches on it): family, engine, strategy
/// and item count.
struct BenchmarkResult: Hashable, Sendable {
    /// What is measured: `.prepare`, `.screenQuery`, `.scroll(.flingFast)`, `.batch10`.
    var family: BenchmarkFamily
    /// The engine, or nil for a benchmark of no engine (the memory-write floor, the diffs).
    var engine: String?
    /// The query or invalidation strategy, or nil for a benchmark of none (a prepare, a floor).
    var strategy: String?
    var items: Int
    var summary: SampleSummary
    /// The calls each sample timed (`Sampler`): 1, or a batch for an operation under 10 µs; the
    /// summary is per call either way.
    var callsPerSample = 1
    /// For frame-by-frame workloads (scroll traces): the frames over each budget, by budget name
    /// (`8.33ms`, `16.67ms`); empty otherwise.
    var budgetMisses: [(budget: String, frames: Int)] = []
    /// Counts that do not depend on the machine, in a fixed order: elements examined and returned
    /// per query, elements recomputed per invalidation, layout passes, bytes held per element.
    var counters: [(name: Counter, value: Double)] = []
    /// Retired instructions per operation, where the kernel lets the lab count them; nil
    /// elsewhere. Not a counter: close to deterministic, not exactly, so never compared exactly.
    var instructionsPerOperation: Double? = nil
    /// What Callgrind counted over the measured calls, in a counted run (`Measurement.instructions`);
    /// nil in a timed one. Deterministic: compared against a relative threshold per metric.
    var counted: CountedCost? = nil

    var key: BenchmarkKey { BenchmarkKey(family: family, engine: engine, strategy: strategy, items: items) }

    func counter(_ name: Counter) -> Double? {
        counters.first { $0.name == name }?.value
    }

    static func == (lhs: BenchmarkResult, rhs: BenchmarkResult) -> Bool {
        lhs.key == rhs.key && lhs.summary == rhs.summary && lhs.callsPerSample == rhs.callsPerSample
            && lhs.instructionsPerOperation == rhs.instructionsPerOperation && lhs.counted == rhs.counted
            && lhs.budgetMisses.map(\.budget) == rhs.budgetMisses.map(\.budget)
            && lhs.budgetMisses.map(\.frames) == rhs.budgetMisses.map(\.frames)
            && lhs.counters.map(\.name) == rhs.counters.map(\.name) && lhs.counters.map(\.value) == rhs.counters.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}
