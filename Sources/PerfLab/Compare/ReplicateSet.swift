import Foundation
import LabSupport
import Workloads

/// One side of a comparison: the reports of several process runs (replicates) of one build, read
/// from one report file or from every `*.json` in a folder.
///
/// Replication is at the process level because samples inside one process are not independent:
/// the process's memory layout, its place on the CPUs and the machine's other load shift every
/// sample of a run together. One run contributes one median per benchmark.
struct ReplicateSet: Sendable {
    struct Replicate: Sendable {
        /// Where the report was read from (a made-up name for reports built in memory).
        var path: String
        var report: Report
    }

    /// `OLD` or `NEW` (or `A` and `B` when measuring noise): how messages name the side.
    var label: String
    /// The file or folder given on the command line.
    var path: String
    var replicates: [Replicate]

    init(label: String, path: String, replicates: [Replicate]) {
        self.label = label
        self.path = path
        self.replicates = replicates
    }

    /// A side built from reports in memory, named `<label> report 1`, `2`, ….
    init(label: String, reports: [Report]) {
        self.init(label: label, path: label,
                  replicates: reports.enumerated().map { Replicate(path: "\(label) report \($0.offset + 1)", report: $0.element) })
    }

    /// Reads `path`: one report, or every `*.json` in the folder (sorted by name; hidden files
    /// skipped), judged by the traits of `registry`'s engines.
    /// - Throws: `LabError` naming the path when it does not exist, cannot be listed or read,
    ///   holds no report, or holds a file that is not a valid report.
    static func load(_ path: String, registry: EngineRegistry, label: String) throws(LabError) -> ReplicateSet {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw LabError("\(path): no such file or folder")
        }
        guard isFolder.boolValue else {
            return ReplicateSet(label: label, path: path, replicates: [Replicate(path: path, report: try loadReport(path, registry: registry))])
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
                .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        } catch {
            throw LabError("\(path): cannot list the folder")
        }
        guard !names.isEmpty else { throw LabError("\(path): no reports (*.json) in the folder") }
        let folder = path.hasSuffix("/") ? path : path + "/"
        var replicates: [Replicate] = []
        for name in names {
            replicates.append(Replicate(path: folder + name, report: try loadReport(folder + name, registry: registry)))
        }
        return ReplicateSet(label: label, path: path, replicates: replicates)
    }

    /// `Report.load`, after checking the file is a report at all: a noise-floor file left in a
    /// results folder should be named as what it is, not as a report of the wrong version.
    private static func loadReport(_ path: String, registry: EngineRegistry) throws(LabError) -> Report {
        let text = try TextFiles.read(path, as: .report)
        if let root = try? JSONParser.parse(text), let object = try? root.objectReader(path: ""),
           let kind = try? object.optional("kind")?.string(path: "kind"), kind != Report.kind {
            throw LabError("\(path): not a perflab report (its kind is \"\(kind)\")")
        }
        return try Report.load(path: path, registry: registry)
    }

    var reports: [Report] { replicates.map(\.report) }

    /// Every benchmark key, in the order the first report that has it lists it.
    var keys: [BenchmarkKey] {
        var seen: Set<BenchmarkKey> = []
        var keys: [BenchmarkKey] = []
        for replicate in replicates {
            for result in replicate.report.benchmarks where seen.insert(result.key).inserted {
                keys.append(result.key)
            }
        }
        return keys
    }

    /// The benchmark `key` in each replicate that has it.
    func results(_ key: BenchmarkKey) -> [BenchmarkResult] {
        replicates.compactMap { $0.report.benchmark(key) }
    }

    /// The benchmark `key` in each replicate that counted besides timing (not `--timing-only`):
    /// the runs its counters are compared from.
    func countedResults(_ key: BenchmarkKey) -> [BenchmarkResult] {
        replicates.filter { !$0.report.provenance.isTimingOnly }.compactMap { $0.report.benchmark(key) }
    }

    /// One median (p50, nanoseconds) per run of benchmark `key`.
    func runMedians(_ key: BenchmarkKey) -> [Double] {
        results(key).map(\.summary.p50)
    }

    /// How many runs the side has: "5 runs".
    var runsDescription: String {
        replicates.count == 1 ? "1 run" : "\(replicates.count) runs"
    }
}
