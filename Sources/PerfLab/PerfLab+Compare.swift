import Foundation
import LabSupport
import Workloads

/// `perflab compare OLD NEW [--noise FILE] [--threshold PCT] [--alpha A] [--markdown FILE] [--json FILE] [--force]`
/// and `perflab compare A B --measure-noise --output FILE [--force]`.
enum CompareCommand {
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--noise", "--threshold", "--alpha", "--markdown", "--json", "--output",
                                            "--instructions-threshold", "--cycles-threshold"]
    static let flagOptions: Set<String> = ["--force", "--measure-noise"]

    static let help = """
        usage: perflab compare OLD NEW [--noise FILE] [--threshold PCT] [--alpha A] [--markdown FILE] [--json FILE] [--force]
               perflab compare OLD NEW [--instructions-threshold PCT] [--cycles-threshold PCT] [...]   (counted reports)
               perflab compare A B --measure-noise --output FILE [--force]

        Compares the perf reports of two builds. OLD and NEW are each a report (one process run) or a
        folder of reports (every *.json in it: several runs of one build, made by 'perflab run --results').
        Time is judged on run medians (one p50 per run and benchmark): a benchmark is flagged only when
        the two-sided Mann-Whitney U test of OLD's against NEW's gives p <= alpha AND the ratio
        median(NEW) / median(OLD) lies beyond the benchmark's noise floor (its 95% bootstrap interval is
        shown beside it). With fewer than 3 runs per side time is shown, not judged (8 per side are
        recommended), and compare says so
        loudly and exits 3. The p99 (runs of 100 samples or more) is judged by the same rule against its
        own floor, and the frames over budget of scroll traces by the U test. Counters are compared
        exactly; a rise of a cost counter (examinedPerQuery, recomputedPer..., layoutPasses,
        bytesPerElement, allocations...) is a regression. Prints what changed and a one-line verdict.

          --noise FILE      the measured noise floors (default: Results/noise-floor.json when present);
                            5% for a benchmark the file lacks, or when there is none
          --threshold PCT   raise every floor to at least PCT percent (e.g. 10)
          --alpha A         the significance level of the U test, between 0 and 1 (default 0.05)
          --markdown FILE   also write the outcome as Markdown sized for a pull-request comment, and
                            every table in full beside it (FILE without .md, then -full.md)
          --json FILE       also write the outcome as JSON, for tools
          --instructions-threshold PCT, --cycles-threshold PCT
                            for counted reports (perflab run --measure instructions): flag a benchmark
                            whose instructions (default 1%) or estimated cycles (default 15%) per
                            operation change by more; counted figures are exact, so one run a side
                            suffices. Counted and timed reports are never compared with each other.
          --force           compare even reports of different build configurations, suites or seeds,
                            or sides whose runs mix commits
          --measure-noise   measure the noise floor instead: A and B are runs of one build (at least 3
                            each); a floor is the 95th percentile of the ratio of medians over the
                            splits of the pooled runs (at least 2%); writes them to --output FILE

        Exit status: 0 no regression, 1 a regression (time, frames or cost counter), 2 bad input,
        3 no regression found but time not judged (fewer than 3 runs on a side).
        scripts/perf-ab BASE_REV NEW_REV builds two revisions, runs them interleaved and compares them.

        example: perflab compare Results/baseline ci-results --markdown comment.md
        """

    /// Validated options, before anything is read.
    private struct Options {
        var oldPath: String
        var newPath: String
        var settings = Comparison.Settings()
        var markdownPath: String?
        var jsonPath: String?
        var noisePath: String?
        var measureNoiseOutput: String?
        var isForced = false
    }

    /// Runs the command. A regression is reported by throwing a `LabError` of exit status 1 after
    /// the outcome is printed; `defaultNoisePath` is where the noise floor is looked for without
    /// `--noise` (tests point it elsewhere).
    /// `writer` writes the bytes of every file the command writes (`TextFiles.writeAtomically`):
    /// the real one unless a test passes one that fails as a full disk does.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        defaultNoisePath: String = NoiseFloor.defaultPath,
                        writer: TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) {
        let list = try ArgumentList(arguments, command: "compare", valueOptions: valueOptions, flagOptions: flagOptions)
        if list.wantsHelp { return output.write(help + "\n") }
        let options = try validate(list)

        let noisePath = options.noisePath ?? (FileManager.default.fileExists(atPath: defaultNoisePath) ? defaultNoisePath : nil)
        var settings = options.settings
        if options.measureNoiseOutput == nil, let noisePath {
            settings.noise = try NoiseFloor.load(path: noisePath)
            settings.noisePath = noisePath
        }
        let measuring = options.measureNoiseOutput != nil
        let old = try ReplicateSet.load(options.oldPath, registry: registry, label: measuring ? "A" : "OLD")
        let new = try ReplicateSet.load(options.newPath, registry: registry, label: measuring ? "B" : "NEW")
        try checkMeasurements(old, new)
        let comparability = Comparability(old: old, new: new, sameBuildExpected: measuring)
        if let refusal = comparability.refusals.first, !options.isForced {
            throw LabError("compare: \(refusal) (pass --force to compare anyway)")
        }
        let notes = comparability.refusals.map { "compared with --force although " + $0 } + comparability.notes

        if let destination = options.measureNoiseOutput {
            if old.reports.contains(where: { $0.provenance.measurement == .instructions }) {
                throw LabError("compare: --measure-noise measures the noise of timed runs; counted runs (--measure instructions) "
                               + "have none: one run a side is exact")
            }
            return try measureNoise(a: old, b: new, notes: notes, destination: destination, output: &output, writer: writer)
        }
        let comparison = Comparison(old: old, new: new, settings: settings, notes: notes)
        // The files first: if one cannot be written, nothing has been printed yet.
        if let markdownPath = options.markdownPath {
            let fullPath = fullMarkdownPath(markdownPath)
            try TextFiles.writeAtomically(comparison.markdownFull(), to: fullPath, writer: writer)
            try TextFiles.writeAtomically(comparison.markdown(fullFileName: ReportFiles.lastComponent(fullPath)), to: markdownPath, writer: writer)
        }
        if let jsonPath = options.jsonPath {
            try TextFiles.writeAtomically(comparison.json(), to: jsonPath, writer: writer)
        }
        output.write(comparison.text())
        if let markdownPath = options.markdownPath { output.write("wrote \(markdownPath) and \(fullMarkdownPath(markdownPath))\n") }
        if let jsonPath = options.jsonPath { output.write("wrote \(jsonPath)\n") }
        switch comparison.exitStatus {
        case 0: return
        case 3: throw LabError("compare: \(comparison.verdict); time was NOT JUDGED: this is not \"no regression\"", exitStatus: 3)
        default: throw LabError("compare: \(comparison.verdict)", exitStatus: comparison.exitStatus)
        }
    }

    /// Refuses (even with `--force`) sides that mix timed and counted reports: a time and an
    /// instruction count have no ratio; and a noise floor of counted reports, which have none.
    private static func checkMeasurements(_ old: ReplicateSet, _ new: ReplicateSet) throws(LabError) {
        var seen: [(path: String, measurement: Measurement)] = []
        for side in [old, new] {
            for replicate in side.replicates where !seen.contains(where: { $0.measurement == replicate.report.provenance.measurement }) {
                seen.append((replicate.path, replicate.report.provenance.measurement))
            }
        }
        guard seen.count > 1 else { return }
        throw LabError("compare: \(seen[0].path) is \(describe(seen[0].measurement)) and \(seen[1].path) \(describe(seen[1].measurement)); "
                       + "timed and counted reports are never compared (run both sides with the same --measure)")
    }

    private static func describe(_ measurement: Measurement) -> String {
        measurement == .time ? "a timed report" : "a counted report (--measure instructions)"
    }

    /// Where the full tables go beside the comment `path`: `comment.md` → `comment-full.md`.
    static func fullMarkdownPath(_ path: String) -> String {
        (path.hasSuffix(".md") ? String(path.dropLast(3)) : path) + "-full.md"
    }

    /// Checks every option's value and how they combine, before any file is read.
    private static func validate(_ list: ArgumentList) throws(LabError) -> Options {
        switch list.positionals.count {
        case 0: throw LabError("compare: missing OLD and NEW (two reports, or folders of reports)")
        case 1: throw LabError("compare: missing NEW (a report, or a folder of reports)")
        case 2: break
        default: throw LabError("compare: unexpected argument '\(list.positionals[2])'")
        }
        var options = Options(oldPath: list.positionals[0], newPath: list.positionals[1])
        for option in ["--noise", "--markdown", "--json", "--output"] where list.options[option]?.isEmpty == true {
            throw LabError("\(option): expected a file path, got ''")
        }
        if let text = list.options["--alpha"] {
            guard let alpha = Double(text), alpha > 0, alpha < 1 else {
                throw LabError("--alpha: expected a significance level between 0 and 1 (exclusive), got '\(text)'")
            }
            options.settings.alpha = alpha
        }
        if let text = list.options["--threshold"] {
            let number = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let percent = Double(number), percent >= 0, percent <= 1_000 else {
                throw LabError("--threshold: expected a percentage between 0 and 1000, got '\(text)'")
            }
            options.settings.threshold = percent / 100
        }
        for (option, metric) in [("--instructions-threshold", CountedCost.Metric.instructions), ("--cycles-threshold", .estimatedCycles)] {
            guard let text = list.options[option] else { continue }
            let number = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let percent = Double(number), percent >= 0, percent <= 1_000 else {
                throw LabError("\(option): expected a percentage between 0 and 1000, got '\(text)'")
            }
            options.settings.countedThresholds[metric] = percent / 100
        }
        options.markdownPath = list.options["--markdown"]
        options.jsonPath = list.options["--json"]
        for option in ["--markdown", "--json", "--output"] {
            if let path = list.options[option] { try TextFiles.checkDestination(path) }
        }
        options.noisePath = list.options["--noise"]
        options.isForced = list.flags.contains("--force")
        if list.flags.contains("--measure-noise") {
            for option in ["--noise", "--threshold", "--alpha", "--markdown", "--json"] where list.options[option] != nil {
                throw LabError("compare: \(option) does not apply to --measure-noise")
            }
            guard let destination = list.options["--output"] else {
                throw LabError("compare: --measure-noise needs --output FILE (e.g. Results/noise-floor.json)")
            }
            options.measureNoiseOutput = destination
        } else if list.options["--output"] != nil {
            throw LabError("compare: --output goes with --measure-noise (for a Markdown summary, use --markdown FILE)")
        }
        return options
    }

    /// Measures the A/A noise floor of every benchmark, writes it and prints it.
    private static func measureNoise(a: ReplicateSet, b: ReplicateSet, notes: [String], destination: String,
                                     output: inout some OutputSink, writer: TextFiles.ByteWriter) throws(LabError) {
        let minimum = TimeJudgement.minimumRuns
        guard a.replicates.count >= minimum && b.replicates.count >= minimum else {
            throw LabError("compare: --measure-noise needs at least \(minimum) runs per side (A has \(a.replicates.count), "
                           + "B has \(b.replicates.count))")
        }
        let floor = NoiseFloor.measure(a: a, b: b, timestamp: Report.utcTimestamp())
        guard !floor.entries.isEmpty else {
            throw LabError("compare: no benchmark has \(minimum) runs of positive time on both sides; nothing to measure")
        }
        try TextFiles.writeAtomically(floor.json(), to: destination, writer: writer)
        let table = ComparisonTable(
            title: "noise floor (A/A, \(a.runsDescription) and \(b.runsDescription))",
            columns: ["benchmark", "engine", "strategy", "items", "metric", "interval", "floor"], rightAligned: [3, 5, 6],
            rows: floor.entries.map { entry in
                Comparison.cells(entry.key) + [entry.metric == .p99 ? "p99" : "p50",
                                               "\(Comparison.percent(entry.ratioLower - 1)) to \(Comparison.percent(entry.ratioUpper - 1))",
                                               Comparison.percent(entry.floor, signed: false)]
            })
        output.write("\(table.title):\n" + Comparison.aligned(table))
        if !notes.isEmpty { output.write("\nwarnings:\n" + notes.map { "  - \($0)\n" }.joined()) }
        let medians = floor.entries.filter { $0.metric == .p50 }
        let floors = medians.map(\.floor)
        let largest = medians.max { $0.floor < $1.floor }!
        let tails = floor.entries.count - medians.count
        output.write("\nwrote \(destination): the floors of \(Comparison.count(floors.count, "benchmark"))"
                     + (tails > 0 ? " and of \(tails) p99s" : "") + " (median of the p50 floors "
                     + "\(Comparison.percent(Median.of(floors), signed: false)), largest "
                     + "\(Comparison.percent(largest.floor, signed: false)) for \(largest.key))\n")
    }
}
