import LabSupport

extension BenchmarkResult {
    /// A result from the sampler's batches, with the counts of a fixed set of operations: the
    /// allocation calls per operation join the counters, the instructions (where counted) their
    /// own field.
    init(family: BenchmarkFamily, engine: String?, strategy: String?, items: Int, samples: Sampler.Samples,
         counters: [(name: Counter, value: Double)] = [], counted: (counts: OperationCounters, operations: Int)? = nil) {
        self.init(family: family, engine: engine, strategy: strategy, items: items, summary: SampleSummary(samples.perCall),
                  callsPerSample: samples.callsPerSample, counters: counters)
        self.counted = samples.counted
        if let counted { attach(counted.counts, operations: counted.operations) }
    }

    /// Adds `counts`, made over `operations` operations, to the counters and instructions.
    mutating func attach(_ counts: OperationCounters, operations: Int) {
        let per = counts.perOperation(operations)
        counters += per.counters
        instructionsPerOperation = per.instructions
    }
}
