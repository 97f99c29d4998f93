import Foundation
import LabSupport
import Workloads

/// Every report of one suite in a folder, ordered by commit, and each target row drawn across them
/// (`perflab history`). The ratios the lab exists to show are target rows (binary ÷ linear,
/// incremental ÷ full, prepare ÷ floor), so the rows are the series.
///
/// A timed row whose figure is a time (a query's median, a trace's p99) moves with the machine, so
/// it is drawn divided by the memory-write floor measured in the same run at the same size; every
/// other figure (a ratio measured side by side, a counter, anything counted) is drawn as it is.
/// Timed and counted reports make separate series.
///
/// Invariants: `points` are in commit order, one per (commit, measurement); every series has one
/// value or nil per point.
struct History: Sendable {
    /// One report: where it came from, and what the chart says of it.
    struct Point: Sendable {
        var path: String
        var report: Report
        /// The commit's committer time (seconds since 1970), nil when git does not know the commit here.
        var commitTime: Int?

        var commit: String { report.provenance.commit }
        var measurement: Measurement { report.provenance.measurement }
        /// The machine as the report records it: system, processors, memory.
        var machine: String {
            let provenance = report.provenance
            return "\(provenance.operatingSystem), \(provenance.processors) processors, "
                + String(format: "%.0f GiB", provenance.memoryBytes / Double(1 << 30))
        }
    }

    /// One target row across the points.
    struct Series: Sendable {
        var target: String
        /// The row's engine: nil for a row of no engine (`PerformanceTarget.engine`).
        var engine: String?
        var measurement: Measurement
        /// Whether the values are times divided by the write floor of their run.
        var isNormalised: Bool
        /// One value per point (nil where the point's report has no figure, or is of the other measurement).
        var values: [Double?]
        /// The relative change between consecutive values beyond which a point is marked.
        var band: Double

        var title: String {
            "\(target) — \(BenchmarkKey.fileText(engine))" + (measurement == .instructions ? " (counted)" : "") + (isNormalised ? " (÷ write floor)" : "")
        }

        /// The indices of the points whose value moved beyond `band` from the previous value of the series.
        var changedPoints: [Int] {
            var changed: [Int] = [], previous: Double?
            for (index, value) in values.enumerated() {
                guard let value else { continue }
                if let previous, previous > 0, abs(value / previous - 1) > band { changed.append(index) }
                previous = value
            }
            return changed
        }
    }

    /// The band of a timed row: twice the 5% default noise floor of a median, since a ratio of two
    /// medians carries the noise of both (docs/perflab-history.md).
    static let timedBand = 0.10
    /// The band of a counted row: the default instruction threshold of a counted comparison.
    static let countedBand = CountedCost.Metric.instructions.defaultThreshold

    var suite: String
    var points: [Point]
    var series: [Series]
    /// What the reader should know: reports left out and why, points of one commit, commits git
    /// does not know. One line each.
    var notes: [String]

    /// Reads every report in `folder` (of `suite`, when given), orders them and builds the series.
    /// - Throws: `LabError` (status 2) when the folder has no report, reports of several suites
    ///   and no `suite`, a file that is not a readable report, or nothing left to draw.
    static func load(folder: String, suite: String?, registry: EngineRegistry) throws(LabError) -> History {
        guard FileType(path: folder) == .folder else { throw LabError("history: \(folder): no such folder") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        } catch {
            throw LabError("history: \(folder): cannot list the folder")
        }
        var notes: [String] = [], points: [Point] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for name in names {
            let path = prefix + name
            let header = reportHeader(path)
            guard let kind = header.kind, kind == Report.kind else {
                notes.append("\(path): not a perflab report (\(header.kind.map { "kind \"\($0)\"" } ?? "no kind")), left out")
                continue
            }
            // A schema this perflab does not read (version 1 predates the history) is left out, said
            // once; the reports it does read are drawn.
            if let version = header.schemaVersion, !Report.readableSchemaVersions.contains(version) {
                notes.append("\(path): schema version \(version), which this perflab does not read (versions "
                             + "\(Report.readableSchemaVersions.map(String.init).joined(separator: ", ")) only), left out")
                continue
            }
            points.append(Point(path: path, report: try Report.load(path: path, registry: registry)))
        }
        guard !points.isEmpty else {
            throw LabError("history: \(folder): no perflab report this perflab reads (*.json)"
                           + (notes.isEmpty ? " in the folder" : ": \(notes.count) left out, the first: \(notes[0])"))
        }
        let suites = Dictionary(grouping: points, by: \.report.suite)
        if let suite {
            guard suites[suite] != nil else {
                throw LabError("history: \(folder) has no report of the \(suite) suite (suites: \(suites.keys.sorted().joined(separator: ", ")))")
            }
        } else if suites.count > 1 {
            let counts = suites.keys.sorted().map { "\($0): \(suites[$0]!.count)" }.joined(separator: ", ")
            throw LabError("history: \(folder) holds reports of several suites (\(counts)); choose one with --suite NAME")
        }
        let chosen = suite ?? points[0].report.suite
        points = points.filter { $0.report.suite == chosen }
        points = points.filter { point in
            guard point.commit.hasSuffix("+dirty") || point.commit == "unknown" else { return true }
            notes.append("\(point.path): commit \(Comparability.short(point.commit)), "
                         + (point.commit == "unknown" ? "made outside a git checkout" : "a build with local changes")
                         + ": its figures belong to no commit, left out")
            return false
        }
        guard !points.isEmpty else {
            throw LabError("history: \(folder): every report of the \(chosen) suite was left out (\(notes.last ?? "")); nothing to draw")
        }
        for index in points.indices { points[index].commitTime = commitTime(points[index].commit) }
        for point in points where point.commitTime == nil {
            notes.append("\(point.path): commit \(Comparability.short(point.commit)) is unknown to git here; placed by the report's time")
        }
        points.sort { a, b in
            switch (a.commitTime, b.commitTime) {
            case let (x?, y?) where x != y: x < y
            default: a.report.provenance.timestamp < b.report.provenance.timestamp
            }
        }
        // One point per commit and measurement: the later report.
        var kept: [Point] = []
        for point in points {
            if let index = kept.firstIndex(where: { $0.commit == point.commit && $0.measurement == point.measurement }) {
                notes.append("\(kept[index].path) and \(point.path) are both commit \(Comparability.short(point.commit)) "
                             + "(\(point.measurement.rawValue)); drew the later, \(point.path)")
                kept[index] = point
            } else {
                kept.append(point)
            }
        }
        return History(suite: chosen, points: kept, series: makeSeries(kept), notes: notes)
    }

    /// The series of every target row with a figure in some point, in the order the points first list them.
    private static func makeSeries(_ points: [Point]) -> [Series] {
        var series: [Series] = []
        var index: [String: Int] = [:]
        for (position, point) in points.enumerated() {
            for row in point.report.targets {
                guard let value = row.value, row.status != .notMeasured, row.status != .notApplicable else { continue }
                let normalised = point.measurement == .time && row.measuresTime
                var figure = value
                if normalised {
                    guard let floor = point.report.benchmark(BenchmarkKey(family: .memoryWriteFloor, engine: nil, strategy: nil,
                                                                        items: row.items)), floor.summary.p50 > 0 else { continue }
                    figure = value / floor.summary.p50
                }
                let key = "\(row.target)|\(BenchmarkKey.fileText(row.engine))|\(point.measurement.rawValue)|\(normalised)"
                if index[key] == nil {
                    index[key] = series.count
                    series.append(Series(target: row.target, engine: row.engine, measurement: point.measurement, isNormalised: normalised,
                                         values: Array(repeating: nil, count: points.count),
                                         band: point.measurement == .time ? timedBand : countedBand))
                }
                series[index[key]!].values[position] = figure
            }
        }
        return series
    }

    /// The `kind` and `schemaVersion` of a JSON file, each nil when it has none or is not JSON.
    private static func reportHeader(_ path: String) -> (kind: String?, schemaVersion: Int?) {
        guard let text = try? TextFiles.read(path, as: .report), let root = try? JSONParser.parse(text),
              let object = try? root.objectReader(path: "") else { return (nil, nil) }
        return ((try? object.optional("kind")?.string(path: "kind")) ?? nil,
                (try? object.optional("schemaVersion")?.int(path: "schemaVersion")) ?? nil)
    }

    /// The committer time of `commit` (`git show -s --format=%ct`), nil when git does not know it.
    private static func commitTime(_ commit: String) -> Int? {
        CommandOutput.firstLine(of: ["git", "show", "-s", "--format=%ct", commit]).flatMap { Int($0) }
    }
}

extension PerformanceTarget {
    /// Whether the row's figure is a time. Reports of schema 2 and 3 record a row's unit only in
    /// its formatted figure (`Report.duration`: ns, µs, ms, s), so that is what is read.
    var measuresTime: Bool {
        [" ns", " µs", " ms", " s"].contains { measured.hasSuffix($0) }
    }
}
