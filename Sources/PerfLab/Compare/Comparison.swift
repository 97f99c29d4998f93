/// Two sides (OLD and NEW builds, each a set of process runs) compared benchmark by benchmark:
/// time judged by `TimeJudgement`, counters compared exactly (`Comparison+Counters.swift`), and
/// the benchmarks only one side has.
///
/// Any time regression or rise of a cost counter makes `hasRegression` true, which `compare`
/// turns into exit status 1.
struct Comparison: Sendable {
    /// How strict the judgement is.
    struct Settings: Sendable {
        /// The significance level of the U test.
        var alpha = 0.05
        /// `--threshold` as a fraction: every floor is raised to at least this.
        var threshold: Double?
        /// The measured A/A floors, and where they were read from.
        var noise: NoiseFloor?
        var noisePath: String?
        /// The relative change beyond which a counted metric is flagged (`--instructions-threshold`,
        /// `--cycles-threshold`); a metric not set: its default (`CountedCost.Metric.defaultThreshold`).
        var countedThresholds: [CountedCost.Metric: Double] = [:]

        init(alpha: Double = 0.05, threshold: Double? = nil, noise: NoiseFloor? = nil, noisePath: String? = nil) {
            (self.alpha, self.threshold, self.noise, self.noisePath) = (alpha, threshold, noise, noisePath)
        }

        /// The benchmark's measured floor (5% when not measured), raised to `threshold`; for the p99
        /// (`tail`), the floor measured for `key|p99` (10% when not measured).
        func floor(for key: BenchmarkKey, tail: Bool = false) -> Double {
            let measured = noise?.floor(for: key, metric: tail ? .p99 : .p50)
            return max(measured ?? (tail ? NoiseFloor.defaultTailFloor : NoiseFloor.defaultFloor), threshold ?? 0)
        }
    }

    /// One benchmark present on both sides, and how its time was judged.
    struct TimeChange: Sendable {
        var key: BenchmarkKey
        /// The benchmark as the first NEW run reports it (name, engine, strategy, items).
        var benchmark: BenchmarkResult
        /// The run medians (p50) judged.
        var judgement: TimeJudgement
        /// The runs' p99 judged against the p99 floor; nil when a run has fewer than
        /// `Comparison.tailSampleMinimum` samples (its p99 is then its maximum, one sample).
        var tail: TimeJudgement? = nil

        /// The worse of the median's and the tail's verdicts: the benchmark's verdict.
        var overall: TimeJudgement {
            guard let tail, tail.severity < judgement.severity else { return judgement }
            return tail
        }
    }

    /// The fewest samples in every run for its p99 to be judged: below 100, the nearest-rank p99 is
    /// the maximum.
    static let tailSampleMinimum = 100

    var old: ReplicateSet
    var new: ReplicateSet
    var settings: Settings
    /// Every benchmark both sides have, in OLD's order.
    var times: [TimeChange] = []
    /// Every counter whose value differs, or that only one side of a benchmark has.
    var counters: [CounterChange] = []
    /// Whether both sides are counted runs (`Measurement.instructions`): then `counted` holds every
    /// benchmark both sides have, judged exactly, and `times` and `frames` are empty.
    var isCounted = false
    var counted: [CountedChange] = []
    /// The frames over each budget of every trace both sides have, judged run by run.
    var frames: [FrameBudgetJudgement] = []
    /// The Benjamini–Hochberg cutoff of the U tests' p-values at alpha (0: nothing significant).
    var significanceCutoff = 0.0
    /// Benchmarks of one side only, as they report themselves.
    var onlyOld: [BenchmarkResult] = []
    var onlyNew: [BenchmarkResult] = []
    /// Things the reader should know that do not change the verdict: runs that disagree on a
    /// deterministic counter, too few runs for the test to ever reach alpha, forced refusals.
    var warnings: [String] = []

    /// Compares `old` with `new`; `notes` (from `Comparability`, or forced refusals) lead the
    /// warnings.
    /// - Complexity: O(k · r · n log n) for k benchmarks, r bootstrap resamples and n runs a side.
    init(old: ReplicateSet, new: ReplicateSet, settings: Settings = Settings(), notes: [String] = []) {
        self.old = old
        self.new = new
        self.settings = settings
        warnings = notes
        let newKeys = Set(new.keys), oldKeys = Set(old.keys)
        var unreachable: Set<[Int]> = []
        isCounted = !old.replicates.isEmpty && (old.reports + new.reports).allSatisfy { $0.provenance.measurement == .instructions }
        for key in old.keys {
            guard newKeys.contains(key) else {
                onlyOld.append(old.results(key)[0])
                continue
            }
            let (oldResults, newResults) = (old.results(key), new.results(key))
            if isCounted {
                compareCounted(key: key, old: oldResults, new: newResults)
                compareCounters(key: key, old: oldResults, new: newResults)
                continue
            }
            let judgement = TimeJudgement(oldMedians: oldResults.map(\.summary.p50), newMedians: newResults.map(\.summary.p50),
                                          floor: settings.floor(for: key), alpha: settings.alpha)
            if let test = judgement.test,
               MannWhitneyU.smallestPValue(firstCount: test.firstCount, secondCount: test.secondCount) > settings.alpha {
                unreachable.insert([test.firstCount, test.secondCount])
            }
            var change = TimeChange(key: key, benchmark: newResults[0], judgement: judgement)
            if (oldResults + newResults).allSatisfy({ $0.summary.count >= Self.tailSampleMinimum }) {
                change.tail = TimeJudgement(oldMedians: oldResults.map(\.summary.p99), newMedians: newResults.map(\.summary.p99),
                                            floor: settings.floor(for: key, tail: true), alpha: settings.alpha)
            }
            times.append(change)
            frames += FrameBudgetJudgement.judgements(key: key, old: oldResults, new: newResults, alpha: settings.alpha)
            let (oldCounted, newCounted) = (old.countedResults(key), new.countedResults(key))
            if !oldCounted.isEmpty && !newCounted.isEmpty { compareCounters(key: key, old: oldCounted, new: newCounted) }
        }
        for side in [old, new] where !side.replicates.isEmpty && side.replicates.allSatisfy(\.report.provenance.isTimingOnly) {
            warnings.append("every \(side.label) run is timing-only (--timing-only): counters were not compared")
        }
        // Many metrics are judged at once: the Benjamini–Hochberg cutoff over their p-values
        // replaces alpha, so that an A/A comparison flags anything only at the rate alpha. Two
        // families: the times (p50s and p99s), and the frame counts over budget (mostly load spikes
        // on a shared machine, which would otherwise lower the times' cutoff).
        let pValues = times.flatMap { [$0.judgement.test?.pValue, $0.tail?.test?.pValue].compactMap { $0 } }
        let cutoff = TimeJudgement.benjaminiHochbergCutoff(pValues, alpha: settings.alpha)
        for index in times.indices {
            times[index].judgement.judge(atLevel: cutoff)
            times[index].tail?.judge(atLevel: cutoff)
        }
        let frameCutoff = TimeJudgement.benjaminiHochbergCutoff(frames.compactMap(\.pValue), alpha: settings.alpha)
        for index in frames.indices { frames[index].judge(atLevel: frameCutoff) }
        significanceCutoff = cutoff
        onlyNew = new.keys.filter { !oldKeys.contains($0) }.map { new.results($0)[0] }
        // The fewest runs per side whose fully separated medians reach alpha.
        var enough = TimeJudgement.minimumRuns
        while enough < 50 && MannWhitneyU.smallestPValue(firstCount: enough, secondCount: enough) > settings.alpha { enough += 1 }
        for sizes in unreachable.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let smallest = MannWhitneyU.smallestPValue(firstCount: sizes[0], secondCount: sizes[1])
            warnings.append("with \(sizes[0]) runs in \(old.label) and \(sizes[1]) in \(new.label) the smallest possible p-value is "
                            + "\(Self.decimal(smallest, digits: 3)), above alpha \(Self.decimal(settings.alpha, digits: 3)): "
                            + "no time change can be flagged; use at least \(enough) runs per side")
        }
    }

    /// The benchmarks whose time (the worse of p50 and p99) is judged `verdict` (`notJudged`
    /// matches every reason).
    func times(judged verdict: TimeJudgement.Verdict) -> [TimeChange] {
        times.filter { change in
            switch (change.overall.verdict, verdict) {
            case (.notJudged, .notJudged): true
            default: change.overall.verdict == verdict
            }
        }
    }

    var costRegressions: [CounterChange] { counters.filter(\.isRegression) }

    /// The traces that drop more frames over a budget.
    var frameRegressions: [FrameBudgetJudgement] { frames.filter { $0.verdict == .regressed } }

    /// Whether any benchmark got slower beyond its noise floor (p50 or p99), any trace dropped more
    /// frames, any counted metric rose beyond its threshold, or any cost counter rose.
    var hasRegression: Bool {
        !times(judged: .regressed).isEmpty || !costRegressions.isEmpty || !frameRegressions.isEmpty
            || !counted(judged: .regressed).isEmpty
    }

    /// Whether some time was shown but not judged for want of runs: `compare` says so loudly and
    /// exits with its own status when nothing else is a regression.
    var hasUnjudgedTime: Bool {
        times.contains { $0.judgement.hadTooFewRuns }
    }

    /// One line: "regression: …" or "no regression …", with the counts behind it.
    var verdict: String {
        if isCounted { return countedVerdict }
        let slower = times(judged: .regressed).count, faster = times(judged: .improved).count
        let unchanged = times(judged: .unchanged).count, withinNoise = times(judged: .withinNoise).count
        let notJudged = times(judged: .notJudged(reason: ""))
        var others = ["\(faster) faster", "\(unchanged) unchanged"]
        if withinNoise > 0 { others.append("\(withinNoise) within the noise floor") }
        let reasons = Set(notJudged.compactMap { change -> String? in
            if case .notJudged(let reason) = change.judgement.verdict { return reason }
            return nil
        })
        if !notJudged.isEmpty {
            others.append("\(notJudged.count) not judged" + (reasons.count == 1 ? " (\(reasons.first!))" : ""))
        }
        let otherCounters = counters.count - costRegressions.count
        if otherCounters > 0 { others.append("\(Self.count(otherCounters, "other counter")) changed") }
        guard hasRegression else {
            if hasUnjudgedTime { return "NOT JUDGED: time shown, not judged (\(others.joined(separator: ", ")))" }
            return "no regression (\(others.joined(separator: ", ")))"
        }
        var found: [String] = []
        if slower > 0 { found.append("\(Self.count(slower, "benchmark")) slower beyond the noise floor") }
        if !frameRegressions.isEmpty { found.append("\(Self.count(frameRegressions.count, "trace budget")) with more frames over") }
        if !costRegressions.isEmpty { found.append("\(Self.count(costRegressions.count, "cost counter")) up") }
        return "REGRESSION: \(found.joined(separator: ", ")) (\(others.joined(separator: ", ")))"
    }

    /// The verdict of two counted sides: what rose beyond its threshold, what fell, what held.
    private var countedVerdict: String {
        let slower = counted(judged: .regressed).count, faster = counted(judged: .improved).count
        let within = counted(judged: .withinNoise).count, identical = counted(judged: .unchanged).count
        var others = ["\(faster) cheaper", "\(identical) identical"]
        if within > 0 { others.append("\(within) within the threshold") }
        let otherCounters = counters.count - costRegressions.count
        if otherCounters > 0 { others.append("\(Self.count(otherCounters, "other counter")) changed") }
        guard hasRegression else { return "no regression, counted (\(others.joined(separator: ", ")))" }
        var found: [String] = []
        if slower > 0 { found.append("\(Self.count(slower, "benchmark")) counted dearer beyond the threshold") }
        if !costRegressions.isEmpty { found.append("\(Self.count(costRegressions.count, "cost counter")) up") }
        return "REGRESSION: \(found.joined(separator: ", ")) (\(others.joined(separator: ", ")))"
    }

    /// "1 benchmark", "3 benchmarks".
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
