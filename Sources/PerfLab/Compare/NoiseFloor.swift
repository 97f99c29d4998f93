/// How far the time of each benchmark moves when nothing changed: measured by comparing a build
/// with itself (A/A), written by `perflab compare --measure-noise` and read by `compare --noise`.
///
/// A benchmark's floor is the 95th percentile of the A/A ratio of medians over the splits of its
/// runs (`SplitFloor`), at least `minimumFloor`. A change is flagged only when its ratio of
/// medians lies beyond the floor (above 1 + floor, or below 1 / (1 + floor)) and the U test finds
/// it. Schema 3 names each benchmark by its members (name, engine, strategy, items, metric), as a
/// report does; schemas 1 and 2 spelled them as one `|`-separated text and are not read (measure
/// again).
/// Stored as versioned JSON (`NoiseFloor+JSON.swift`, docs/perflab-compare.md).
struct NoiseFloor: Hashable, Sendable {
    static let schemaVersion = 3
    static let kind = "perflab-noise-floor"
    /// The floor of a benchmark the file does not list, or when there is no file: 5%.
    static let defaultFloor = 0.05
    /// The floor of a p99 the file does not list: 10% (a tail moves more than a median).
    static let defaultTailFloor = 0.10
    /// The least measured floor: 2%. Two builds of one source differ by a percent or two in code
    /// layout alone, which an A/A of one binary cannot see.
    static let minimumFloor = 0.02
    /// Which of a benchmark's run statistics an entry is the floor of; the raw value is the
    /// file's `metric`.
    enum Metric: String, Hashable, Sendable {
        /// The runs' medians.
        case p50
        /// The runs' 99th percentiles.
        case p99
    }
    /// Where `compare` looks when `--noise` is not given.
    static let defaultPath = "Results/noise-floor.json"

    /// One benchmark's floor and the A/A interval it comes from.
    struct Entry: Hashable, Sendable {
        var key: BenchmarkKey
        var metric: Metric
        /// The floor as a fraction (0.031 for 3.1%).
        var floor: Double
        /// The A/A bootstrap interval of median(B) / median(A): how the two sides compared, shown
        /// beside the floor.
        var ratioLower: Double
        var ratioUpper: Double
    }

    /// What was measured, where and how: the provenance of the A side's first report.
    var suite: String
    var seed: UInt64
    var commit: String
    var buildConfiguration: String
    var toolchain: String
    var operatingSystem: String
    var processors: Int
    /// When the floor was measured, UTC, `yyyyMMdd'T'HHmmss'Z'`.
    var timestamp: String
    var runsA: Int
    var runsB: Int
    var confidence: Double
    var resamples: Int
    /// The quantile of the split distribution the floors are.
    var splitQuantile: Double
    var entries: [Entry]

    /// The measured floor of benchmark `key`, if the file has it.
    /// - Complexity: O(n), where n is the number of entries.
    func floor(for key: BenchmarkKey, metric: Metric = .p50) -> Double? {
        entries.first { $0.key == key && $0.metric == metric }?.floor
    }

    /// The A/A floor (`SplitFloor`) of every benchmark with at least `TimeJudgement.minimumRuns` runs of
    /// positive time on both sides, in the A side's order.
    /// - Complexity: O(k · (r + s) · n log n) for k benchmarks, r resamples, s splits and n runs per side.
    static func measure(a: ReplicateSet, b: ReplicateSet, timestamp: String) -> NoiseFloor {
        var entries: [Entry] = []
        let bKeys = Set(b.keys)
        for key in a.keys where bKeys.contains(key) {
            let (aMedians, bMedians) = (a.runMedians(key), b.runMedians(key))
            guard aMedians.count >= TimeJudgement.minimumRuns, bMedians.count >= TimeJudgement.minimumRuns,
                  (aMedians + bMedians).allSatisfy({ $0 > 0 && $0.isFinite }) else { continue }
            entries.append(entry(key, .p50, aMedians, bMedians))
            let results = a.results(key) + b.results(key)
            if results.allSatisfy({ $0.summary.count >= Comparison.tailSampleMinimum && $0.summary.p99 > 0 }) {
                entries.append(entry(key, .p99, a.results(key).map(\.summary.p99), b.results(key).map(\.summary.p99)))
            }
        }
        let first = a.replicates[0].report
        return NoiseFloor(suite: first.suite, seed: first.seed, commit: first.provenance.commit,
                          buildConfiguration: first.provenance.buildConfiguration, toolchain: first.provenance.toolchain,
                          operatingSystem: first.provenance.operatingSystem, processors: first.provenance.processors,
                          timestamp: timestamp, runsA: a.replicates.count, runsB: b.replicates.count,
                          confidence: BootstrapInterval.defaultConfidence, resamples: BootstrapInterval.defaultResamples,
                          splitQuantile: SplitFloor.quantile, entries: entries)
    }

    /// One metric's entry: its split floor (at least `minimumFloor`) and its A/A interval.
    private static func entry(_ key: BenchmarkKey, _ metric: Metric, _ a: [Double], _ b: [Double]) -> Entry {
        let interval = BootstrapInterval.ratioOfMedians(old: a, new: b)
        return Entry(key: key, metric: metric, floor: max(minimumFloor, SplitFloor.floor(a, b)), ratioLower: interval.lower, ratioUpper: interval.upper)
    }
}
