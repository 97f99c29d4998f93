import Workloads

/// Times an operation with the monotonic clock: a few warm-up runs, then samples until a count or
/// a time budget is reached, whichever comes first (always at least `minimumSamples`).
struct Sampler: Sendable {
    var warmUp = 2
    var minimumSamples = 5
    var maximumSamples = 1_000
    var budget: Duration = .seconds(1)

    /// Samples `operation`, running `setUp` before each run outside the timed region.
    func measure<State>(setUp: () -> State, _ operation: (inout State) -> Void) -> [Double] {
        let clock = ContinuousClock()
        for _ in 0..<warmUp {
            var state = setUp()
            operation(&state)
        }
        var samples: [Double] = []
        let deadline = clock.now.advanced(by: budget)
        while samples.count < maximumSamples && (samples.count < minimumSamples || clock.now < deadline) {
            var state = setUp()
            let start = clock.now
            operation(&state)
            samples.append((clock.now - start).inSeconds * 1e9)
        }
        return samples
    }

    /// Times each of `count` consecutive steps of a trace (a scroll, a sequence of updates): every
    /// step is one sample, whatever the budget, since a trace's frames are not interchangeable.
    /// Runs `prepare(step)` before each step, outside the timed region.
    func measureEach<Prepared>(_ count: Int, prepare: (Int) -> Prepared, _ step: (Prepared) -> Void) -> [Double] {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            let prepared = prepare(index)
            let start = clock.now
            step(prepared)
            samples.append((clock.now - start).inSeconds * 1e9)
        }
        return samples
    }
}
