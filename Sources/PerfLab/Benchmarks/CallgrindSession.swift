import Foundation
import LabSupport
import ProcessCounters

/// The counted run's side inside Valgrind (`perflab run --measure instructions`, started by
/// `CountedRun`): switches Callgrind's instrumentation on for one benchmark at a time, its
/// collection on around each measured call only, and reads each benchmark's counts back from the
/// dump Callgrind writes when asked (`dump()`).
///
/// Callgrind writes the counts since the last dump or zeroing to `<base>.<part>`, parts numbered
/// from 1 in the order asked; the session keeps that number. Used from the benchmarks' one thread.
final class CallgrindSession: @unchecked Sendable {
    /// The environment variable `CountedRun` sets to the counted run's folder: Callgrind's dumps
    /// (`callgrind.out.N`), the run's arguments (`arguments`), the report the run leaves for its
    /// parent (`report.json`) and, when asked, the dumps kept (`kept/`) are in it.
    static let folderVariable = "LAYOUTLAB_COUNTED_RUN"

    /// The environment variable naming a folder where each benchmark's dump is kept (moved there
    /// as `dump-NNN`, numbered in the order measured; a run in parts, `--jobs`, keeps each part's in
    /// `part-K`) instead of removed: for reading a change
    /// function by function with `callgrind_annotate`. Unset: the dumps are removed once read.
    /// Read by the parent (`CountedRun`), which moves the dumps there after the run: the run under
    /// Valgrind always moves each dump it has read into its folder's `kept/` (the parent removes
    /// them with the folder otherwise), so keeping changes nothing the run does. Removing instead
    /// of moving changed the heap's history, and with it the instructions of later benchmarks by
    /// up to 0.7% (a smoke A/A, `CollectionDifference` of 1,000 items).
    static let keepVariable = "LAYOUTLAB_CALLGRIND_KEEP"

    /// The counted run's folder's files, by name.
    enum File {
        static let dumps = "callgrind.out", arguments = "arguments", report = "report.json", kept = "kept"
        /// The suite's part this run runs (`SuiteShard.text`), and the unit number of each result
        /// of its report, one per line, in the report's order (`Suite.run`).
        static let shard = "shard", units = "units"
    }

    /// The dump files' common path (`--callgrind-out-file`).
    let base: String
    /// Where read dumps are moved (the folder's `kept/`, made by the parent).
    let kept: String
    /// The `perflab run` arguments the parent was given, `--results` left out (`CountedRun`).
    let arguments: [String]
    /// Where the run writes its report as JSON for the parent, which writes the report's files.
    let reportPath: String
    /// Where the run writes its results' unit numbers, which the parent merges the parts by.
    let unitsPath: String
    /// The suite's part this run runs; the whole suite when the folder has no part file (a run
    /// started by hand). A part file that does not read as a part is the run's `failure`.
    let shard: SuiteShard
    private var part = 0

    private init(folder: String) {
        base = folder + "/" + File.dumps
        kept = folder + "/" + File.kept
        reportPath = folder + "/" + File.report
        unitsPath = folder + "/" + File.units
        do throws(LabError) {
            shard = try (try? String(contentsOfFile: folder + "/" + File.shard, encoding: .utf8))
                .map { text throws(LabError) in try SuiteShard(parsing: text, option: folder + "/" + File.shard) } ?? .whole
        } catch {
            (shard, failure) = (.whole, error)
        }
        arguments = Self.arguments(fromFileText: (try? String(contentsOfFile: folder + "/" + File.arguments, encoding: .utf8)) ?? "")
    }

    /// The text of the arguments file: each argument followed by a NUL, which no argument can hold.
    static func argumentsFileText(_ arguments: [String]) -> String {
        arguments.map { $0 + "\0" }.joined()
    }

    /// The arguments `argumentsFileText` wrote.
    static func arguments(fromFileText text: String) -> [String] {
        text.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The session of this process: non-nil when it runs under Valgrind with the variable set,
    /// which only `CountedRun` does.
    static let current: CallgrindSession? = {
        guard lab_running_on_valgrind(), let folder = ProcessInfo.processInfo.environment[folderVariable], !folder.isEmpty else {
            return nil
        }
        return CallgrindSession(folder: folder)
    }()

    /// Switches the instrumentation on, runs `warmUp` (instrumented, not collected: the simulated
    /// caches then hold what this operation left, not what the benchmark before it did), zeroes the
    /// counts, runs `measured`, in which `collecting` brackets the calls to count, and returns what
    /// they counted over `operations` calls; the instrumentation is off again after. Nil when
    /// Callgrind wrote no readable dump: then `failure` says why (the first failure is kept; the run reports it when the suite is done).
    func measure(operations: Int, warmUp: () -> Void = {}, _ measured: () -> Void) -> CountedCost? {
        if isRehearsing {
            warmUp()
            measured()
            return nil
        }
        lab_callgrind_start_instrumentation()
        warmUp()
        lab_callgrind_zero_stats()
        measured()
        lab_callgrind_dump_stats("perflab")
        // Off before the dump is read: instrumented, reading it would cost some fifty times more.
        lab_callgrind_stop_instrumentation()
        do {
            return try readDump(operations: operations)
        } catch {
            if failure == nil { failure = error }
            return nil
        }
    }

    /// True inside `rehearsing`: `measure` and `collecting` run their calls and ask Callgrind
    /// nothing, and the counting passes are skipped (`BenchmarkContext.counted`).
    private(set) var isRehearsing = false

    /// Runs `body`, a unit of the suite, once without counting anything, so that the counted run
    /// of the same unit that follows finds every one-time cost of its calls already paid.
    ///
    /// The Swift runtime does some work once per process: it resolves a type from its mangled
    /// name the first time a call site needs it (the demangler, then a cache), instantiates
    /// generic metadata, fills witness tables. A counted call that is the process's first to need
    /// such a type pays for it; one after another benchmark that needed it does not. Counted with
    /// one warm-up call only, a batch update of the flow engine at 1,000 items (`batch10`) was
    /// 9,531 instructions (2.8%) dearer alone than after the whole smoke suite, all of it the
    /// runtime's demangling and metadata work, and a suite split into parts
    /// (`CountedShards`) moved 58 rows by up to that much. A unit rehearsed in full (the same
    /// seeds, so the same calls) leaves nothing for the counted pass to do for the first time,
    /// whatever ran before it.
    /// - Complexity: the unit's calls once more, uninstrumented (no counting passes).
    func rehearsing<T>(_ body: () -> T) -> T {
        isRehearsing = true
        defer { isRehearsing = false }
        return body()
    }

    /// The first dump that could not be read, if any.
    private(set) var failure: LabError?

    /// Counts `body` (collection on around it, off after): inside `measure`'s `measured`. glibc's
    /// allocator is left out (`lab_allocations_hide_from_callgrind`): its cost depends on the heap's
    /// history, so counting it would make the figure depend on what ran before; the allocation
    /// calls themselves are counted exactly by the `allocationsPerOperation` counter.
    @inline(never)
    func collecting(_ body: () -> Void) {
        if isRehearsing { return body() }
        lab_callgrind_toggle_collect()
        lab_allocations_hide_from_callgrind(true)
        body()
        lab_allocations_hide_from_callgrind(false)
        lab_callgrind_toggle_collect()
    }

    /// Reads the totals of the dump Callgrind has just written and moves the file into `kept`.
    private func readDump(operations: Int) throws(LabError) -> CountedCost {
        part += 1
        let path = "\(base).\(part)"
        // The header (with the totals) is the first kilobyte or so of a file that can run to megabytes.
        let handle = FileHandle(forReadingAtPath: path)
        let data = try? handle?.read(upToCount: 16_384)
        try? handle?.close()
        guard let data, case let text = String(decoding: data, as: UTF8.self), !text.isEmpty else {
            throw LabError("run: Callgrind wrote no readable dump \(path); is this process running under "
                           + "'valgrind --tool=callgrind'? Start counted runs with 'perflab run --measure instructions'")
        }
        try? FileManager.default.moveItem(atPath: path, toPath: kept + String(format: "/dump-%03d", part))
        return try Self.parse(text, path: path, operations: operations)
    }

    /// The totals of a dump: its `events:` line names the columns, its `summary:` line holds them
    /// (trailing zeros may be left out). Needs the cache simulation's nine events.
    /// - Throws: `LabError` naming the file when either line is missing or malformed.
    static func parse(_ text: String, path: String, operations: Int) throws(LabError) -> CountedCost {
        // The two lines come before the per-function costs, which can run to megabytes: read up to them.
        var names: [Substring] = [], values: [Int]?
        for line in text.split(separator: "\n", maxSplits: 64, omittingEmptySubsequences: true) {
            if line.hasPrefix("events:") {
                names = line.dropFirst("events:".count).split(separator: " ")
            } else if line.hasPrefix("summary:") {
                let fields = line.dropFirst("summary:".count).split(separator: " ")
                values = fields.compactMap { Int($0) }
                if values?.count != fields.count { values = nil }
                break
            }
        }
        guard let values, !names.isEmpty else {
            throw LabError("\(path): not a Callgrind dump with an 'events:' and a 'summary:' line")
        }
        func total(_ name: Substring) throws(LabError) -> Int {
            guard let index = names.firstIndex(of: name) else {
                throw LabError("\(path): Callgrind counted no '\(name)' (events: \(names.joined(separator: " "))); "
                               + "the cache simulation must be on (--cache-sim=yes)")
            }
            return index < values.count ? values[index] : 0
        }
        return CountedCost(instructions: try total("Ir"), dataReads: try total("Dr"), dataWrites: try total("Dw"),
                           firstLevelMisses: try total("I1mr") + total("D1mr") + total("D1mw"),
                           lastLevelMisses: try total("ILmr") + total("DLmr") + total("DLmw"), operations: max(operations, 1))
    }
}
