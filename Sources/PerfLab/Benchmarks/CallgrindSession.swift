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
    /// The environment variable `CountedRun` sets to Callgrind's `--callgrind-out-file`.
    static let outputVariable = "LAYOUTLAB_CALLGRIND_OUT"

    /// The environment variable naming a folder where each benchmark's dump is kept (moved there
    /// as `dump-NNN`, numbered in the order measured) instead of removed: for reading a change
    /// function by function with `callgrind_annotate`. Unset: the dumps are removed once read.
    static let keepVariable = "LAYOUTLAB_CALLGRIND_KEEP"

    /// The dump files' common path (`--callgrind-out-file`).
    let base: String
    /// Where read dumps are kept (`keepVariable`), or nil.
    let keep: String?
    private var part = 0

    private init(base: String, keep: String?) {
        self.base = base
        self.keep = keep
    }

    /// The session of this process: non-nil when it runs under Valgrind with the variable set,
    /// which only `CountedRun` does.
    static let current: CallgrindSession? = {
        guard lab_running_on_valgrind(), let base = ProcessInfo.processInfo.environment[outputVariable], !base.isEmpty else {
            return nil
        }
        let keep = ProcessInfo.processInfo.environment[keepVariable].flatMap { $0.isEmpty ? nil : $0 }
        return CallgrindSession(base: base, keep: keep)
    }()

    /// Switches the instrumentation on, runs `warmUp` (instrumented, not collected: the simulated
    /// caches then hold what this operation left, not what the benchmark before it did), zeroes the
    /// counts, runs `measured`, in which `collecting` brackets the calls to count, and returns what
    /// they counted over `operations` calls; the instrumentation is off again after. Nil when
    /// Callgrind wrote no readable dump: then `failure` says why (the first failure is kept; the run reports it when the suite is done).
    func measure(operations: Int, warmUp: () -> Void = {}, _ measured: () -> Void) -> CountedCost? {
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

    /// The first dump that could not be read, if any.
    private(set) var failure: LabError?

    /// Counts `body` (collection on around it, off after): inside `measure`'s `measured`. glibc's
    /// allocator is left out (`lab_allocations_hide_from_callgrind`): its cost depends on the heap's
    /// history, so counting it would make the figure depend on what ran before; the allocation
    /// calls themselves are counted exactly by the `allocationsPerOperation` counter.
    @inline(never)
    func collecting(_ body: () -> Void) {
        lab_callgrind_toggle_collect()
        lab_allocations_hide_from_callgrind(true)
        body()
        lab_allocations_hide_from_callgrind(false)
        lab_callgrind_toggle_collect()
    }

    /// Reads the totals of the dump Callgrind has just written and removes the file.
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
        if let keep {
            let kept = keep + String(format: "/dump-%03d", part)
            try? FileManager.default.removeItem(atPath: kept)
            try? FileManager.default.moveItem(atPath: path, toPath: kept)
        } else {
            try? FileManager.default.removeItem(atPath: path)
        }
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
