import LabSupport
import Testing
@testable import PerfLab
import Workloads

/// Comparisons of synthetic runs built in memory (`SyntheticRuns`), whose outcome is known.
@Suite struct ComparisonTests {
    @Test func aThirtyPercentSlowdownIsFlagged() {
        let old = SyntheticRuns.side("OLD", runs: 5, seed: 1)
        let new = SyntheticRuns.side("NEW", runs: 5, seed: 2, factors: [SyntheticRuns.binaryQuery: 1.3])
        let comparison = Comparison(old: old, new: new)
        #expect(comparison.times(judged: .regressed).map(\.key) == [SyntheticRuns.binaryQuery])
        #expect(comparison.times(judged: .unchanged).count == 3)
        #expect(comparison.hasRegression)
        let judgement = comparison.times(judged: .regressed)[0].judgement
        #expect(abs(judgement.test!.pValue - 2.0 / 252) < 1e-12)
        #expect(judgement.interval!.lower > 1.2 && judgement.interval!.contains(1.3))
        #expect(comparison.verdict.hasPrefix("REGRESSION: 1 benchmark slower beyond the noise floor (0 faster, 3 unchanged"))
        #expect(comparison.counters.isEmpty)
    }

    @Test func aThirtyPercentSpeedUpIsAnImprovementNotARegression() {
        let old = SyntheticRuns.side("OLD", runs: 5, seed: 1)
        let new = SyntheticRuns.side("NEW", runs: 5, seed: 2, factors: [SyntheticRuns.linearQuery: 0.7])
        let comparison = Comparison(old: old, new: new)
        #expect(comparison.times(judged: .improved).map(\.key) == [SyntheticRuns.linearQuery])
        #expect(!comparison.hasRegression)
        #expect(comparison.verdict == "no regression (1 faster, 3 unchanged)")
    }

    /// Identical builds with ±2% jitter: whatever the U test says, no interval clears a 5% floor.
    @Test func identicalRunsWithJitterPass() {
        for seed: UInt64 in stride(from: 10, to: 30, by: 2) {
            let comparison = Comparison(old: SyntheticRuns.side("OLD", runs: 5, seed: seed),
                                        new: SyntheticRuns.side("NEW", runs: 5, seed: seed + 1))
            #expect(comparison.times(judged: .unchanged).count + comparison.times(judged: .withinNoise).count == 4, "seed \(seed)")
            #expect(!comparison.hasRegression, "seed \(seed)")
        }
    }

    /// A significant change smaller than the floor is not flagged: 15% passes a 5% floor, not a
    /// 20% threshold nor a measured floor of 20% for that benchmark.
    @Test func theNoiseFloorDecides() {
        let old = SyntheticRuns.side("OLD", runs: 5, seed: 3)
        let new = SyntheticRuns.side("NEW", runs: 5, seed: 4, factors: [SyntheticRuns.binaryQuery: 1.15])
        #expect(Comparison(old: old, new: new).times(judged: .regressed).count == 1)
        #expect(Comparison(old: old, new: new, settings: .init(threshold: 0.2)).times(judged: .regressed).isEmpty)
        let noise = NoiseFloor(suite: "quick", seed: 1, commit: "1111", buildConfiguration: "release", toolchain: "Swift",
                               operatingSystem: "Linux", processors: 2, timestamp: "20261123T120000Z", runsA: 5, runsB: 5,
                               confidence: 0.95, resamples: 4_000, splitQuantile: 0.95,
                               entries: [.init(key: SyntheticRuns.binaryQuery, metric: .p50, floor: 0.2, ratioLower: 0.8, ratioUpper: 1.2),
                                         .init(key: SyntheticRuns.binaryQuery, metric: .p99, floor: 0.2, ratioLower: 0.8, ratioUpper: 1.2)])
        // The p99 moves with the median in these runs; without its own floor it is judged against 10%.
        #expect(Comparison(old: old, new: new, settings: .init(noise: NoiseFloor(
            suite: "quick", seed: 1, commit: "1111", buildConfiguration: "release", toolchain: "Swift", operatingSystem: "Linux",
            processors: 2, timestamp: "20261123T120000Z", runsA: 5, runsB: 5, confidence: 0.95, resamples: 4_000, splitQuantile: 0.95,
            entries: [noise.entries[0]]))).times(judged: .regressed).count == 1)
        let measured = Comparison(old: old, new: new, settings: .init(noise: noise))
        #expect(measured.times(judged: .regressed).isEmpty)
        #expect(measured.times.first { $0.key == SyntheticRuns.binaryQuery }!.judgement.floor == 0.2)
        #expect(measured.times.first { $0.key == SyntheticRuns.linearQuery }!.judgement.floor == NoiseFloor.defaultFloor)
    }

    @Test func aCostCounterIncreaseIsARegression() {
        let old = SyntheticRuns.side("OLD", runs: 5, seed: 1)
        let new = SyntheticRuns.side("NEW", runs: 5, seed: 2, counterChanges: [SyntheticRuns.binaryQuery: [.examinedPerQuery: 25]])
        let comparison = Comparison(old: old, new: new)
        #expect(comparison.costRegressions.map(\.name) == [.examinedPerQuery])
        #expect(comparison.costRegressions[0].old == 24 && comparison.costRegressions[0].new == 25)
        #expect(comparison.times(judged: .regressed).isEmpty)
        #expect(comparison.hasRegression)
        #expect(comparison.verdict.hasPrefix("REGRESSION: 1 cost counter up"))
    }

    @Test func aCostCounterDecreaseAndOtherCountersAreNotRegressions() {
        let old = SyntheticRuns.side("OLD", runs: 5, seed: 1)
        let new = SyntheticRuns.side("NEW", runs: 5, seed: 2, counterChanges: [
            SyntheticRuns.binaryQuery: [.examinedPerQuery: 23, .returnedPerQuery: 30],
            SyntheticRuns.linearQuery: [.allocationsPerOperation: 3],
        ])
        let comparison = Comparison(old: old, new: new)
        #expect(comparison.counters.map(\.name) == [.examinedPerQuery, .returnedPerQuery, .allocationsPerOperation])
        #expect(comparison.costRegressions.isEmpty)
        #expect(!comparison.hasRegression)
        let text = comparison.text()
        #expect(text.contains("cost down") && text.contains("changed") && text.contains("added"))
    }

    @Test func costCounters() {
        #expect(Counter.allCases.filter(\.isCost) == [.examinedPerQuery, .recomputedPerInvalidation, .recomputedPerAppend,
                                                       .recomputedPerBatch, .layoutPasses, .bytesPerElement, .allocationsPerOperation])
        #expect(Counter.allCases.filter { !$0.isCost } == [.returnedPerQuery, .moves])
    }

    /// Counters are deterministic: runs of one side that disagree are compared by their mean,
    /// with a warning.
    @Test func runsThatDisagreeOnACounterAreReported() {
        var generator = SeededGenerator(seed: 5)
        var reports = (0..<3).map { _ in SyntheticRuns.report(&generator) }
        reports[2] = SyntheticRuns.report(&generator, counterChanges: [SyntheticRuns.binaryQuery: [.examinedPerQuery: 27]])
        let comparison = Comparison(old: SyntheticRuns.side("OLD", runs: 3, seed: 6), new: ReplicateSet(label: "NEW", reports: reports))
        #expect(comparison.warnings.contains { $0.contains("the NEW runs disagree on counter examinedPerQuery of \(SyntheticRuns.binaryQuery) (24 to 27)") })
        #expect(comparison.costRegressions.first?.new == 25)
    }

    @Test func singleRunsAreShownButNotJudged() {
        let old = SyntheticRuns.side("OLD", runs: 1, seed: 1)
        let new = SyntheticRuns.side("NEW", runs: 1, seed: 2, factors: [SyntheticRuns.binaryQuery: 1.3])
        let comparison = Comparison(old: old, new: new)
        #expect(comparison.times(judged: .notJudged(reason: "")).count == 4)
        #expect(comparison.times.allSatisfy { $0.judgement.verdict == .notJudged(reason: "1 run per side, need 3") })
        #expect(abs(comparison.times.first { $0.key == SyntheticRuns.binaryQuery }!.judgement.ratio! - 1.3) < 0.1)
        #expect(!comparison.hasRegression)
        #expect(comparison.verdict == "NOT JUDGED: time shown, not judged (0 faster, 0 unchanged, 4 not judged (1 run per side, need 3))")
        #expect(comparison.exitStatus == 3)
        #expect(comparison.markdown().contains("> **NOT JUDGED**: the time of 4 benchmarks was shown, not judged (1 run per side, need 3)"))
        #expect(comparison.text().contains("(not judged: 1 run per side, need 3)"))
        #expect(TimeJudgement.tooFewRuns(old: 2, new: 5) == "2 runs in OLD and 5 in NEW, need 3 per side")
    }

    /// With 3 runs a side the exact test cannot reach 0.05, and the comparison says so.
    @Test func tooFewRunsForAlphaAreWarnedAbout() {
        let comparison = Comparison(old: SyntheticRuns.side("OLD", runs: 3, seed: 1),
                                    new: SyntheticRuns.side("NEW", runs: 3, seed: 2, factors: [SyntheticRuns.binaryQuery: 1.5]))
        #expect(comparison.times(judged: .regressed).isEmpty)
        #expect(comparison.warnings == ["with 3 runs in OLD and 3 in NEW the smallest possible p-value is 0.100, above alpha 0.050: "
                                        + "no time change can be flagged; use at least 4 runs per side"])
        let strict = Comparison(old: SyntheticRuns.side("OLD", runs: 4, seed: 1), new: SyntheticRuns.side("NEW", runs: 4, seed: 2),
                                settings: .init(alpha: 0.01))
        #expect(strict.warnings.first?.hasSuffix("smallest possible p-value is 0.029, above alpha 0.010: "
                                                 + "no time change can be flagged; use at least 5 runs per side") == true)
        #expect(Comparison(old: SyntheticRuns.side("OLD", runs: 5, seed: 1), new: SyntheticRuns.side("NEW", runs: 3, seed: 2))
            .warnings.isEmpty)
    }

    @Test func benchmarksOfOneSideAreListed() {
        var generator = SeededGenerator(seed: 1)
        var extra = SyntheticRuns.report(&generator)
        extra.benchmarks.removeFirst()
        extra.benchmarks.append(BenchmarkResult(family: .batch10, engine: "flow", strategy: "full", items: 1_000,
                                                summary: SampleSummary([5_000])))
        let comparison = Comparison(old: SyntheticRuns.side("OLD", runs: 1, seed: 2), new: ReplicateSet(label: "NEW", reports: [extra]))
        #expect(comparison.onlyOld.map(\.key.description) == ["prepare|flow|-|1000"])
        #expect(comparison.onlyNew.map(\.key.description) == ["batch10|flow|full|1000"])
        #expect(comparison.times.count == 3)
        let text = comparison.text()
        #expect(text.contains("only in OLD  prepare") && text.contains("only in NEW  batch10"))
    }

    /// The Markdown says what the text says: the verdict first, the changes in a table, the
    /// unchanged benchmarks folded away.
    @Test func markdownForAPullRequest() {
        let comparison = Comparison(old: SyntheticRuns.side("OLD", runs: 5, seed: 1),
                                    new: SyntheticRuns.side("NEW", runs: 5, seed: 2, factors: [SyntheticRuns.binaryQuery: 1.3]))
        let markdown = comparison.markdown()
        #expect(markdown.hasPrefix("### perflab compare: REGRESSION: 1 benchmark slower"))
        #expect(markdown.contains("| status | benchmark | engine | strategy | items | metric | OLD | NEW | change | interval | p | floor |"))
        #expect(markdown.contains("| REGRESSED | query/screen | flow | binary | 1000 | p50 |"))
        #expect(markdown.contains("| REGRESSED | query/screen | flow | binary | 1000 | p99 |"), "the tail moved too")
        #expect(markdown.contains("| query | flow | 1 | 0 | "), "rolled up per family and engine")
        #expect(markdown.contains("<details><summary>time, unchanged or not judged (6)</summary>"), "3 benchmarks, p50 and p99")
        #expect(markdown.contains("- **OLD**: commit 111111111111, quick suite, seed 1, 5 runs → **NEW**: commit 111111111111"))
        #expect(comparison.text().contains("verdict: REGRESSION: 1 benchmark slower"))
    }
}
