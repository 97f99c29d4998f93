import LabSupport

/// The ratios the lab exists to show, each measured side by side in one run: binary search against
/// linear scan, incremental against full invalidation, each seed-faithful sample against its
/// correct engine, the snapshot diff against `CollectionDifference`, and each engine's prepare as a
/// multiple of the memory-write floor. All from medians (p50) of the same report.
extension Report {
    struct Comparison: Hashable, Sendable {
        /// Which comparison: `binary vs linear`, `incremental vs full`, … (a section of the summary).
        var kind: String
        var family: BenchmarkFamily
        /// The engine, or nil for a benchmark of none (the diffs).
        var engine: String?
        var items: Int
        /// How many times slower the baseline side is (`linear / binary`, `full / incremental`,
        /// `sample / engine`, `CollectionDifference / snapshot`), or, for the floor, how many times
        /// the floor a prepare takes.
        var ratio: Double
        var baseline: Double
        var measured: Double
    }

    static let comparisonKinds = ["binary vs linear", "incremental vs full", "sample vs engine",
                                  "snapshot diff vs CollectionDifference", "snapshot from arrays vs CollectionDifference",
                                  "prepare vs memory-write floor"]

    /// Every comparison the report's benchmarks allow, in the order of `comparisonKinds`, then by
    /// benchmark, engine and size.
    /// - Complexity: O(b) with a dictionary of the b benchmarks.
    func comparisons() -> [Comparison] {
        var byKey: [BenchmarkKey: BenchmarkResult] = [:]
        for result in benchmarks { byKey[result.key] = result }
        func p50(_ family: BenchmarkFamily, _ engine: String?, _ strategy: String?, _ items: Int) -> Double? {
            byKey[BenchmarkKey(family: family, engine: engine, strategy: strategy, items: items)]?.summary.p50
        }
        var found: [Comparison] = []
        func add(_ kind: String, _ result: BenchmarkResult, baseline: Double?, measured: Double?) {
            guard let baseline, let measured, baseline > 0, measured > 0 else { return }
            found.append(Comparison(kind: kind, family: result.family, engine: result.engine, items: result.items,
                                    ratio: baseline / measured, baseline: baseline, measured: measured))
        }
        for result in benchmarks {
            switch (result.family, result.strategy) {
            case (.screenQuery, "binary"):
                add("binary vs linear", result, baseline: p50(result.family, result.engine, "linear", result.items),
                    measured: result.summary.p50)
            case (_, "incremental"):
                add("incremental vs full", result, baseline: p50(result.family, result.engine, "full", result.items),
                    measured: result.summary.p50)
            case (.diff, "snapshot"):
                add("snapshot diff vs CollectionDifference", result,
                    baseline: p50(.diff, nil, "collection-difference", result.items), measured: result.summary.p50)
            case (.diff, "snapshot-from-arrays"):
                add("snapshot from arrays vs CollectionDifference", result,
                    baseline: p50(.diff, nil, "collection-difference", result.items), measured: result.summary.p50)
            case (.prepare, _):
                if let floor = p50(.memoryWriteFloor, nil, nil, result.items), floor > 0 {
                    found.append(Comparison(kind: "prepare vs memory-write floor", family: .prepare, engine: result.engine,
                                            items: result.items, ratio: result.summary.p50 / floor,
                                            baseline: floor, measured: result.summary.p50))
                }
                if let engine = result.engine.flatMap(engine)?.sampleOf {
                    add("sample vs engine", result, baseline: result.summary.p50, measured: p50(.prepare, engine, nil, result.items))
                }
            case (.screenQuery, "sample"):
                if let engine = result.engine.flatMap(engine)?.sampleOf {
                    add("sample vs engine", result, baseline: result.summary.p50, measured: p50(result.family, engine, "binary", result.items))
                }
            default:
                break
            }
        }
        return Self.comparisonKinds.flatMap { kind in found.filter { $0.kind == kind } }
    }

    /// The comparisons of one kind, with the names of its columns (`columnNames`).
    struct ComparisonsOfKind {
        var kind: String
        var columns: (baseline: String, measured: String, ratio: String)
        var rows: [Comparison]
    }

    /// The comparisons, one table per kind that has rows, in the order of `comparisonKinds`: what
    /// the Markdown and the HTML page both lay out.
    func comparisonsByKind() -> [ComparisonsOfKind] {
        let all = comparisons()
        var tables: [ComparisonsOfKind] = []
        for kind in Self.comparisonKinds {
            let rows = all.filter { $0.kind == kind }
            if !rows.isEmpty { tables.append(ComparisonsOfKind(kind: kind, columns: Self.columnNames(kind), rows: rows)) }
        }
        return tables
    }

    /// The comparisons as Markdown: one table per kind.
    func comparisonsMarkdown() -> String {
        var text = ""
        for table in comparisonsByKind() {
            let (baselineName, measuredName, ratioName) = table.columns
            text += "\n## \(table.kind)\n\n| benchmark | engine | items | \(baselineName) | \(measuredName) | \(ratioName) |\n|---|---|---:|---:|---:|---:|\n"
            for row in table.rows {
                text += "| \(row.family) | \(BenchmarkKey.fileText(row.engine)) | \(row.items) | \(Self.duration(row.baseline)) | "
                    + "\(Self.duration(row.measured)) | \(Self.ratio(row.ratio)) |\n"
            }
        }
        return text
    }

    static func columnNames(_ kind: String) -> (String, String, String) {
        switch kind {
        case "binary vs linear": ("linear p50", "binary p50", "linear / binary")
        case "incremental vs full": ("full p50", "incremental p50", "full / incremental")
        case "sample vs engine": ("sample p50", "engine p50", "sample / engine")
        case "snapshot diff vs CollectionDifference": ("CollectionDifference p50", "snapshot p50", "CollectionDifference / snapshot")
        case "snapshot from arrays vs CollectionDifference":
            ("CollectionDifference p50", "build + diff p50", "CollectionDifference / (build + diff)")
        default: ("floor p50", "prepare p50", "prepare / floor")
        }
    }

    /// A ratio with three significant digits, `×` appended.
    static func ratio(_ value: Double) -> String {
        switch value {
        case ..<10: String(format: "%.2f×", value)
        case ..<100: String(format: "%.1f×", value)
        default: String(format: "%.0f×", value)
        }
    }
}
