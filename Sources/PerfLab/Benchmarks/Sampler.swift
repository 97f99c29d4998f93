import Workloads

/// Times an operation with the monotonic clock: a few warm-up runs, then samples until a count or
/// a time budget is reached, whichever comes first (always at least `minimumSamples`).
///
/// A sample times a batch of calls sized so that it lasts at least `batchTarget` (10 µs: a
/// thousand steps of a 10 ns clock, and the clock's own overhead of some 30 ns under 0.5%), and
/// records the time per call. An operation of a millisecond is one call per sample; a 300 ns
/// query is 34. So a sample's percentiles are of batch means: a batch's p99 is smoother than
/// one call's (docs/perflab.md). The batch size is calibrated once per benchmark from the
/// fastest of a few single timed calls after the warm-up, and recorded in the report.
struct Sampler: Sendable {
    var warmUp = 2
    var minimumSamples = 5
    var maximumSamples = 1_000
    var budget: Duration = .seconds(1)
    var batchTarget: Duration = .microseconds(10)
    /// Set in a counted run (`perflab run --measure instructions`): nothing is timed, every
    /// operation is counted under Callgrind instead (`measureCounted`).
    var counting: CountedSampling? = nil

    /// How a counted run measures an operation: `warmUp` calls (the runtime's lazily filled caches
    /// and the simulated caches warm up), then `calls` calls, each with collection on around the
    /// operation only (its set-up is not counted); `calls` averages over different inputs (the
    /// random rects of queries), so an operation whose every call does the same work (a prepare of
    /// the same scenario, a diff of the same lists, a floor) is counted `identicalCalls` times: its
    /// calls would count the same. An operation the timed sampler cannot batch,
    /// whose set-up depends on the state the previous call left (a batch update, an append, each
    /// with its layout pass: the full invalidations among them are a counted run's costliest
    /// calls), is warmed up uninstrumented and counted `unbatchableCalls` times (once: its state is
    /// made before the instrumentation goes on, and a second call's would follow from the first's).
    /// Fixed numbers: the counts depend on the build and the input only.
    struct CountedSampling: Sendable {
        var session: CallgrindSession
        var warmUp = 1
        var calls = 3
        var identicalCalls = 1
        let unbatchableCalls = 1
    }

    /// The per-call times of the samples and the calls each sample timed; in a counted run, one
    /// figure, the instructions per call, and what Callgrind counted.
    struct Samples {
        var perCall: [Double]
        var callsPerSample: Int
        var counted: CountedCost? = nil
    }

    /// Samples `operation`, running `setUp` for each call outside the timed region (a batch's
    /// states are all made before its clock starts). `isBatchable` false times one call per
    /// sample: for an operation whose set-up depends on the state the previous call left (a
    /// batch update drawn for the data as it is now), whose states cannot be made ahead.
    /// `sameEveryCall` says that every call does the same work (its set-up makes the same state
    /// each time): a counted run then counts it once (`CountedSampling.identicalCalls`).
    /// - Complexity: O(s · b) calls of each, for s samples of b calls.
    func measure<State>(isBatchable: Bool = true, sameEveryCall: Bool = false, setUp: () -> State,
                        _ operation: (inout State) -> Void) -> Samples {
        if let counting {
            return measureCounted(counting, isBatchable: isBatchable, sameEveryCall: sameEveryCall, setUp: setUp, operation)
        }
        let clock = ContinuousClock()
        func timeOne() -> Duration {
            var state = setUp()
            let start = clock.now
            operation(&state)
            return clock.now - start
        }
        // The warm-up calls are timed too: one that lasts the target settles the batch at one call.
        var fastestWarmUp = Duration.seconds(3_600)
        for _ in 0..<warmUp { fastestWarmUp = min(fastestWarmUp, timeOne()) }
        let calls = !isBatchable || fastestWarmUp >= batchTarget && warmUp > 0 ? 1 : callsPerSample(timeOne)
        var states: [State] = []
        states.reserveCapacity(calls)
        var samples: [Double] = []
        let deadline = clock.now.advanced(by: budget)
        while samples.count < maximumSamples && (samples.count < minimumSamples || clock.now < deadline) {
            states.removeAll(keepingCapacity: true)
            for _ in 0..<calls { states.append(setUp()) }
            let start = clock.now
            for index in 0..<calls { operation(&states[index]) }
            samples.append((clock.now - start).inSeconds * 1e9 / Double(calls))
        }
        return Samples(perCall: samples, callsPerSample: calls)
    }

    /// How many calls a sample needs to last `batchTarget`, from the fastest of up to five single
    /// calls timed by `timeOne`; one call as soon as a call lasts the target.
    func callsPerSample(_ timeOne: () -> Duration) -> Int {
        var fastest = Duration.seconds(3_600)
        for _ in 0..<5 {
            fastest = min(fastest, timeOne())
            if fastest >= batchTarget { return 1 }
        }
        let fastestNanoseconds = max(fastest.inSeconds * 1e9, 1)
        return max(1, Int((batchTarget.inSeconds * 1e9 / fastestNanoseconds).rounded(.up)))
    }

    /// Times each of `count` consecutive steps of a trace (a scroll, a sequence of updates): every
    /// step is one sample, whatever the budget, since a trace's frames are not interchangeable
    /// (each is judged against the frame budget on its own). Runs `prepare(step)` before each
    /// step, outside the timed region.
    /// In a counted run, every step is counted (`measureEachCounted`).
    func measureEach<Prepared>(_ count: Int, prepare: (Int) -> Prepared, _ step: (Prepared) -> Void) -> Samples {
        if let counting { return measureEachCounted(counting, count, prepare: prepare, step) }
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            let prepared = prepare(index)
            let start = clock.now
            step(prepared)
            samples.append((clock.now - start).inSeconds * 1e9)
        }
        return Samples(perCall: samples, callsPerSample: 1)
    }

    /// `measure` in a counted run: `counting.warmUp` calls, then `counting.calls` counted
    /// (`identicalCalls` when every call is the same); for an operation that cannot be batched,
    /// the warm-up uninstrumented and `unbatchableCalls` counted.
    ///
    /// Every call's state is made before the instrumentation goes on, in the order the calls run
    /// (so a seeded set-up draws what it drew before). A set-up run instrumented would be partly
    /// counted: `--toggle-collect` flips collection on entering a runtime cache lookup, so a lookup
    /// made while collection is off (between counted calls) switched it on for its own length, and
    /// its probe length follows the binary's layout (docs/perflab-counted.md). An operation that
    /// cannot be batched has its state made after its warm-up, from what the warm-up left.
    /// - Complexity: O(w + c) calls of each, under Valgrind.
    private func measureCounted<State>(_ counting: CountedSampling, isBatchable: Bool, sameEveryCall: Bool, setUp: () -> State,
                                       _ operation: (inout State) -> Void) -> Samples {
        // Instrumented warm-up for the operations counted over different inputs (short calls, whose
        // misses a cold simulated cache would swamp); for the others, uninstrumented: the counts
        // then start from the empty simulated cache that switching the instrumentation on leaves.
        let instrumentedWarmUp = isBatchable && !sameEveryCall
        if !instrumentedWarmUp {
            for _ in 0..<counting.warmUp {
                var state = setUp()
                operation(&state)
            }
        }
        // A batchable operation's states are independent of each other, so all are made first.
        var warmUpStates = instrumentedWarmUp ? (0..<counting.warmUp).map { _ in setUp() } : []
        let session = counting.session
        let calls = !isBatchable ? counting.unbatchableCalls : sameEveryCall ? counting.identicalCalls : counting.calls
        // An unbatchable call's state follows from the call before: it is counted once
        // (`unbatchableCalls`), so its one state can be made ahead.
        var states = (0..<calls).map { _ in setUp() }
        let cost = session.measure(operations: calls, warmUp: { for index in warmUpStates.indices { operation(&warmUpStates[index]) } }) {
            for index in states.indices {
                session.collecting { operation(&states[index]) }
            }
        }
        return Samples(perCall: [cost?.instructionsPerOperation ?? 0], callsPerSample: calls, counted: cost)
    }

    /// `measureEach` in a counted run: every step of the trace counted, its preparation not.
    /// - Complexity: O(s) steps, under Callgrind.
    private func measureEachCounted<Prepared>(_ counting: CountedSampling, _ count: Int, prepare: (Int) -> Prepared,
                                              _ step: (Prepared) -> Void) -> Samples {
        let session = counting.session
        let cost = session.measure(operations: count) {
            for index in 0..<count {
                let prepared = prepare(index)
                session.collecting { step(prepared) }
            }
        }
        return Samples(perCall: [cost?.instructionsPerOperation ?? 0], callsPerSample: 1, counted: cost)
    }
}
