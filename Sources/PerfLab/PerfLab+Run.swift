import Foundation
import LabSupport
import LayoutEngine
import Workloads

/// `perflab run [--suite quick|ab|standard|full|smoke] [--filter TEXT] [--results DIR] [--seed N] [--measure time|instructions] [--jobs N] [--timing-only] [--allow-debug] [--time-box S]`
enum RunCommand {
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--suite", "--filter", "--results", "--seed", "--measure", "--jobs", "--time-box"]
    static let flagOptions: Set<String> = ["--allow-debug", "--timing-only"]

    static let help = """
        usage: perflab run [--suite quick|ab|standard|full|smoke] [--filter TEXT] [--results DIR] [--seed N]
                           [--measure time|instructions] [--jobs N] [--timing-only] [--allow-debug] [--time-box S]

        Runs a perf suite on a release build and writes its report to the results folder (default:
        Results): JSON (for keeping and comparing), a Markdown summary that fits a pull-request
        comment (also printed) and the full Markdown tables, one SVG chart per benchmark and one
        HTML page that shows them together.
          quick     every engine at 1,000 to 100,000 items, briefly sampled (CI; under 2 minutes)
          ab        the quick suite's benchmarks at a third of its sampling: a replicate of scripts/perf-ab
          standard  every engine at 1,000 to 1,000,000 items (the README's main job; a few minutes)
          full      more sizes and samples, every family up to 1,000,000 items
          smoke     every family at 1,000 items, one sample each: checks that a port runs, and its counters
        --filter TEXT runs only the benchmarks whose "name engine" contains TEXT (e.g. 'query/screen',
        'mosaic', 'append100 flow'), to iterate on one engine or one family; several texts separated
        by commas select the benchmarks containing any of them ('my-layout,flow').
        --time-box S stops an engine once its benchmarks at one size have taken more than S seconds
        together: the rest of that size and the larger sizes are not run for it, and the output says
        so (scripts/try-layout uses it for a layout that scans every element per frame).
        --timing-only skips the counting passes (counters, allocations, instructions: about half of a
        quick run's time); the report says so and has no counters. For the repeated runs of an A/B:
        counters are deterministic, so scripts/perf-ab counts in one run per side and times in all.
        --measure instructions counts instead of timing: the command runs itself under Valgrind's
        Callgrind (installed separately), each operation warmed up, then counted a fixed number of
        times with collection on around the operation only; the report holds instructions and
        estimated cycles per operation, identical run to run for one build (docs/perflab-counted.md).
        One run per side is an exact A/B: scripts/perf-ab --measure instructions.
        --jobs N (counted runs only, 1 to 9, default 2) splits the suite into N interleaved parts
        counted side by side, one Valgrind process each (Valgrind runs a program on one core), and
        merges their results in the suite's order. A benchmark's figures depend a little on what
        ran before it in its process (its heap's addresses): with another N its instructions move
        by up to a few tenths of a percent and its estimated cycles by more, so compare counted
        reports made with the same N (the report says which; compare notes a difference).
        A debug build is refused unless --allow-debug is given: its numbers mean nothing.

        example: swift run -c release perflab run --suite standard
        """

    /// - Parameter writer: writes the bytes of every file the command writes (`TextFiles.writeAtomically`):
    ///   the real one unless a test passes one that fails as a full disk does.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) {
        // Under Valgrind (a counted run's child, `CountedRun`) the arguments are the parent's, from a file.
        let list = try ArgumentList(CallgrindSession.current?.arguments ?? arguments, command: "run",
                                    valueOptions: valueOptions, flagOptions: flagOptions)
        if list.wantsHelp { return output.write(help + "\n") }
        guard list.positionals.isEmpty else { throw LabError("run: unexpected argument '\(list.positionals[0])'") }
        let suiteName = list.options["--suite"] ?? "standard"
        guard let suite = Suite.named(suiteName) else {
            throw LabError("run: unknown suite '\(suiteName)' (known: \(Suite.all.map(\.name).joined(separator: ", ")))")
        }
        var seed: UInt64 = 1
        if let text = list.options["--seed"] {
            guard let value = UInt64(text) else { throw LabError("--seed: expected a non-negative integer, got '\(text)'") }
            seed = value
        }
        if BuildConfiguration.current == "debug" && !list.flags.contains("--allow-debug") {
            throw LabError("run: this is a debug build, whose timings mean nothing; run 'swift run -c release perflab run', or pass --allow-debug")
        }
        let folder = try list.path("--results", expected: "a folder path") ?? "Results"
        // A counted run's child writes its report into its own folder (`CallgrindSession.reportPath`).
        if CallgrindSession.current == nil { try TextFiles.checkFolder(folder, for: folder) }
        let measurementName = list.options["--measure"] ?? "time"
        guard let measurement = Measurement(rawValue: measurementName) else {
            throw LabError("--measure: expected time or instructions, got '\(measurementName)'")
        }
        var counting: Sampler.CountedSampling?
        if measurement == .instructions {
            if list.flags.contains("--timing-only") { throw LabError("run: --timing-only does not go with --measure instructions") }
            if list.options["--time-box"] != nil {
                throw LabError("run: --time-box does not go with --measure instructions: a counted run's benchmarks must not depend on the clock")
            }
            guard let session = CallgrindSession.current else {
                // Not yet under Callgrind: run this command there, then write the report it leaves.
                let jobs = try jobs(list)
                return try writeCountedReport(list, jobs: jobs, folder: folder, suite: suite, registry: registry, output: &output,
                                              writer: writer)
            }
            if let failure = session.failure { throw failure }
            counting = Sampler.CountedSampling(session: session)
        } else if list.options["--jobs"] != nil {
            throw LabError("run: --jobs splits counted runs only (--measure instructions); a timed run's ratios need one process")
        }
        let terminal = ProgressLine()
        let started = ContinuousClock.now
        let filter = list.options["--filter"]
        let timingOnly = list.flags.contains("--timing-only")
        let timeBox = try list.options["--time-box"].map { text throws(LabError) -> Duration in
            guard let seconds = UInt64(text), (1...86_400).contains(seconds) else {
                throw LabError("--time-box: expected 1 to 86400 seconds, got '\(text)'")
            }
            return .seconds(Int64(seconds))
        }
        var stopped: [TimeBoxStop] = [], units: [Int] = []
        let results = suite.run(seed: seed, registry: registry, filter: filter, countsOperations: !timingOnly, counting: counting,
                                timeBox: timeBox, shard: counting?.session.shard ?? .whole, stopped: &stopped, units: &units,
                                progress: terminal.show)
        if let failure = counting?.session.failure { throw failure }
        // A counted run's part may hold none of the benchmarks filtered: its parent judges the whole.
        guard !results.isEmpty || counting != nil else { throw noBenchmark(filter: filter, suite: suite) }
        terminal.clear()
        if let session = counting?.session {
            // The parent writes the report's files, with what only it can read (`writeCountedReport`).
            var provenance = ProvenanceProbe.current(durationSeconds: 0, readingSource: false)
            provenance.measurement = .instructions
            let report = Report(suite: suite.name, seed: seed, benchmarks: results, provenance: provenance,
                                engines: BenchmarkEngine.traits(in: registry))
            try TextFiles.writeAtomically(report.json(), to: session.reportPath, syncing: false, writer: writer)
            try TextFiles.writeAtomically(CountedShards.unitsFileText(units), to: session.unitsPath, syncing: false, writer: writer)
        } else {
            var provenance = ProvenanceProbe.current(durationSeconds: (ContinuousClock.now - started).inSeconds)
            if timingOnly { (provenance.counting, provenance.isTimingOnly) = ("nothing: a timing-only run (--timing-only)", true) }
            let report = Report(suite: suite.name, seed: seed, benchmarks: results, provenance: provenance,
                                engines: BenchmarkEngine.traits(in: registry))
            try write(report, to: folder, output: &output, writer: writer)
        }
        for stop in stopped {
            output.write("\ntime box: \(stop.engine) stopped at \(stop.items) items: its benchmarks there took "
                         + "\(Int(stop.seconds.rounded())) s, past the \(Int(timeBox?.inSeconds ?? 0)) s time box; nothing after them was run for it")
        }
    }

    /// The error of a filter that selects nothing.
    static func noBenchmark(filter: String?, suite: Suite) -> LabError {
        LabError("run: --filter '\(filter ?? "")' matches no benchmark of the \(suite.name) suite (names: prepare, query/screen, scroll/…, append100, batch10, rotation, self-size/one-near-top, insert/middle, diff, floor/write-attributes)")
    }

    /// The parts a counted run is split into: `--jobs`, or `CountedShards.defaultJobs`.
    /// - Throws: `LabError` when the value is not an integer from 1 to `CountedRun.maximumJobs`.
    private static func jobs(_ list: ArgumentList) throws(LabError) -> Int {
        guard let text = list.options["--jobs"] else { return CountedShards.defaultJobs }
        guard let jobs = Int(text), (1...CountedRun.maximumJobs).contains(jobs) else {
            throw LabError("--jobs: expected 1 to \(CountedRun.maximumJobs) parts, got '\(text)'")
        }
        return jobs
    }

    /// A counted run's parent: runs the command under Callgrind in `jobs` parts side by side
    /// (`CountedShards`), with the arguments of `list` but the results folder and the parts,
    /// merges the reports they leave, adds what a run under Valgrind cannot read (the toolchain
    /// and commit, which need `swift` and `git`; the whole duration), and writes the report's
    /// files into `folder`. Ends the process with status 2 when a part did (it printed its one line).
    private static func writeCountedReport(_ list: ArgumentList, jobs: Int, folder: String, suite: Suite, registry: EngineRegistry,
                                           output: inout some OutputSink, writer: TextFiles.ByteWriter) throws(LabError) {
        let valgrind = try CountedRun.check()
        let started = ContinuousClock.now
        let arguments = list.options.filter { $0.key != "--results" && $0.key != "--jobs" }.sorted { $0.key < $1.key }
            .flatMap { [$0.key, $0.value] } + list.flags.sorted()
        guard var report = try CountedShards.run(valgrind: valgrind, arguments: arguments, jobs: jobs, registry: registry) else { exit(2) }
        guard !report.benchmarks.isEmpty else { throw noBenchmark(filter: list.options["--filter"], suite: suite) }
        report.provenance.toolchain = ProvenanceProbe.toolchain()
        report.provenance.commit = ProvenanceProbe.commit()
        report.provenance.durationSeconds = (ContinuousClock.now - started).inSeconds
        try write(report, to: folder, output: &output, writer: writer)
    }

    /// Writes `report`'s files into `folder` and prints its summary and what was written.
    private static func write(_ report: Report, to folder: String, output: inout some OutputSink,
                              writer: TextFiles.ByteWriter) throws(LabError) {
        let stem = "\(folder)/\(report.suite)-\(report.provenance.timestamp)"
        let written = try ReportFiles.write(report, stem: stem, writer: writer)
        output.write(written.summary)
        output.write("\nwrote \(stem).json, .md (summary), -full.md, .html and \(written.chartCount) charts in \(stem)-charts/\n")
    }
}
