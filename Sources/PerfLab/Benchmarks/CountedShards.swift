import Foundation
import LabSupport
import Workloads

/// A counted run split into parts counted side by side (`perflab run --measure instructions
/// --jobs N`): Valgrind runs a program on one core, so one run of the quick suite leaves the
/// other core of a 2-core machine idle for its five or so minutes. Each part is its own run under
/// Callgrind (`CountedRun.run`) of the suite's interleaved units (`SuiteShard`), and their
/// reports merge into the one a single run would have written, in the same order.
///
/// Every part starts the same way (the same arguments file, environment and folder path length;
/// only its part file differs, by the part's digit), and rehearses each unit before counting it
/// (`CallgrindSession.rehearsing`), so the runtime's one-time work is never counted. What is left
/// depends on what ran before a benchmark in its process, through its heap's addresses: the quick
/// suite in one part and in two differed on 134 of 361 rows' instructions, by at most 0.23%, and
/// on estimated cycles by up to 11% (docs/perflab-counted.md, "What ran before does not count").
/// So a report's figures are those of its number of parts: the same build, command and number
/// count the same, to the instruction.
enum CountedShards {
    /// The parts a counted run is split into when `--jobs` is not given: the 2 cores of the
    /// machines CI gets. Fixed, not the processor count, so that a report's figures do not follow
    /// the machine that made it.
    static let defaultJobs = 2

    /// The units file's text (`CallgrindSession.File.units`): one unit number per line.
    static func unitsFileText(_ units: [Int]) -> String {
        units.map { "\($0)\n" }.joined()
    }

    /// The unit numbers of a units file's text.
    /// - Throws: `LabError` naming `path` when a line is not a non-negative integer.
    static func units(fromFileText text: String, path: String) throws(LabError) -> [Int] {
        var units: [Int] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            guard let unit = Int(line), unit >= 0 else {
                throw LabError("\(path):\(number + 1): expected a unit number, got '\(line)'")
            }
            units.append(unit)
        }
        return units
    }

    /// Runs the command with `arguments` under Callgrind in `jobs` parts, side by side, and
    /// merges their reports (`merge`). Nil when a part ended with status 2 after printing its one
    /// error line. The parts' folders are removed.
    /// - Throws: `LabError` when a part's run could not start or failed under Valgrind, or its
    ///   report or units cannot be read (the first part's error, in part order).
    /// - Complexity: the parts' runs, at most `jobs` at a time; the merge is O(b log b) for b benchmarks.
    ///
    /// SIGINT or SIGTERM sent to this process alone reaches the parts (`RunningParts`); once they
    /// have ended, their folders are removed and this process ends by the same signal, having
    /// written nothing. A second signal ends it at once.
    static func run(valgrind: String, arguments: [String], jobs: Int, registry: EngineRegistry) throws(LabError) -> Report? {
        let shards = (0..<jobs).compactMap { SuiteShard(index: $0, count: jobs) }
        let folders = try shards.map { shard throws(LabError) in try CountedRun.folder(part: shard.index) }
        defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
        let outcomes = PartOutcomes(count: jobs)
        try Interruption.handle { () throws(LabError) in
            let running = RunningParts()
            DispatchQueue.concurrentPerform(iterations: jobs) { index in
                outcomes.set(index, Result { () throws(LabError) in
                    try CountedRun.run(valgrind: valgrind, arguments: arguments, shard: shards[index], folder: folders[index],
                                       started: running.add)
                })
            }
            running.stopWatching()
            if let number = Interruption.signalNumber {
                for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
                Interruption.end(by: number)
            }
        }
        var parts: [(report: Report, units: [Int])] = []
        for (index, outcome) in outcomes.all.enumerated() {
            guard let reportPath = try outcome.get() else { return nil }
            let report = try Report.load(path: reportPath, registry: registry)
            let unitsPath = folders[index] + "/" + CallgrindSession.File.units
            guard let text = try? String(contentsOfFile: unitsPath, encoding: .utf8) else {
                throw LabError("run: the counted run's part \(shards[index].text) left no readable \(unitsPath)")
            }
            let units = try units(fromFileText: text, path: unitsPath)
            guard units.count == report.benchmarks.count else {
                throw LabError("\(unitsPath): \(units.count) unit numbers for the \(report.benchmarks.count) benchmarks of its report")
            }
            parts.append((report, units))
        }
        return merge(parts, registry: registry)
    }

    /// The report of the whole suite from its parts' reports, each with its results' unit
    /// numbers: the benchmarks ordered by unit number (within a unit, as its part ran them, since
    /// one part runs a whole unit), the provenance of the first part with the peak memory of the
    /// largest and the counting note saying how many parts, the targets judged anew from all the
    /// benchmarks (each part's were of its own only). Nil for no parts.
    /// - Complexity: O(b log b) for b benchmarks.
    static func merge(_ parts: [(report: Report, units: [Int])], registry: EngineRegistry) -> Report? {
        guard let first = parts.first?.report else { return nil }
        let numbered = parts.flatMap { part in part.units.indices.map { (unit: part.units[$0], position: $0, benchmark: part.report.benchmarks[$0]) } }
        let benchmarks = numbered.sorted { ($0.unit, $0.position) < ($1.unit, $1.position) }.map(\.benchmark)
        var provenance = first.provenance
        provenance.peakResidentBytes = parts.map(\.report.provenance.peakResidentBytes).max() ?? provenance.peakResidentBytes
        provenance.counting += "; counted in \(parts.count) part\(parts.count == 1 ? "" : "s") side by side (--jobs \(parts.count))"
        return Report(suite: first.suite, seed: first.seed, benchmarks: benchmarks, provenance: provenance,
                      engines: BenchmarkEngine.traits(in: registry))
    }

    /// The parts' outcomes, each set once from its own thread. A part whose outcome was never set
    /// reads as an error naming it, never as a run that ended with status 2.
    private final class PartOutcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [Result<String?, LabError>?]

        init(count: Int) {
            outcomes = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ outcome: Result<String?, LabError>) {
            lock.withLock { outcomes[index] = outcome }
        }

        /// Read once every part has ended.
        var all: [Result<String?, LabError>] {
            let set = lock.withLock { outcomes }
            return set.enumerated().map { index, outcome in
                outcome ?? .failure(LabError("run: the counted run's part \(index) of \(set.count) never ended"))
            }
        }
    }
}
