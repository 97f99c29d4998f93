import LabSupport

/// The perf report read back for the summary: at the largest size the layout was measured at, its
/// prepare, screen query, fast fling and batch of 10 (medians; the fling's p99 per frame and its
/// layout passes), each beside the built-in engine of its kind at the same size (its best strategy:
/// the fastest median among its rows), so that a person sees in one line what the layout costs and
/// what an incremental, indexed layout of the same kind costs.
struct PerfHeadline {
    /// One benchmark row of the report.
    struct Row {
        var family: BenchmarkFamily
        var engine: String
        var items: Int
        var p50: Double
        var p99: Double
        var layoutPasses: Double?
    }

    var rows: [Row]

    /// The rows of the report `text` (perflab's JSON).
    /// - Throws: `JSONError` when it is not a report, or names a family this build does not know.
    init(report text: String) throws(JSONError) {
        let root = try JSONParser.parse(text).objectReader(path: "")
        rows = []
        for (index, node) in try root.require("benchmarks").array(path: "benchmarks").enumerated() {
            let path = "benchmarks[\(index)]"
            let benchmark = try node.objectReader(path: path)
            let samples = try benchmark.require("samples").objectReader(path: path + ".samples")
            let counters = benchmark.optional("counters").flatMap { try? $0.objectReader(path: path + ".counters") }
            rows.append(Row(family: try benchmark.requireFamily("name"), engine: try benchmark.requireString("engine"),
                            items: try benchmark.requireInt("items"), p50: try samples.requireDouble("p50Nanoseconds"),
                            p99: try samples.requireDouble("p99Nanoseconds"),
                            layoutPasses: counters.flatMap { try? $0.requireDouble("layoutPasses") }))
        }
    }

    /// The fastest row of `family` for `engine` at `items` (an engine's strategies are rows of their own).
    func best(_ family: BenchmarkFamily, _ engine: String, _ items: Int) -> Row? {
        rows.filter { $0.family == family && $0.engine == engine && $0.items == items }.min { $0.p50 < $1.p50 }
    }

    /// The headline for `engine`, beside `kin` when given; nil when the report has no prepare of it.
    func line(for engine: String, beside kin: String?) -> String? {
        guard let items = rows.filter({ $0.engine == engine && $0.family == .prepare }).map(\.items).max() else { return nil }
        var parts: [String] = []
        func add(_ label: String, _ family: BenchmarkFamily, p99: Bool = false) {
            guard let row = best(family, engine, items) else { return }
            let value = p99 ? row.p99 : row.p50
            var part = "\(label) \(Self.duration(value))"
            if let kin, let other = best(family, kin, items) {
                let otherValue = p99 ? other.p99 : other.p50
                part += " (\(kin) \(Self.duration(otherValue)), \(Self.ratio(value / otherValue)))"
            }
            if p99, let passes = row.layoutPasses { part += ", \(Int(passes)) layout passes in 10,000 frames" }
            parts.append(part)
        }
        add("prepare", .prepare)
        add("screen query", .screenQuery)
        add("fast fling p99 per frame", .scroll(.flingFast), p99: true)
        add("batch of 10", .batch10)
        return "\(engine) at \(items) items: " + parts.joined(separator: "; ")
    }

    /// `1.2 ms`, `840 ns`: three significant figures at most.
    static func duration(_ nanoseconds: Double) -> String {
        let (value, unit): (Double, String) = nanoseconds >= 1e6 ? (nanoseconds / 1e6, "ms")
            : nanoseconds >= 1e3 ? (nanoseconds / 1e3, "µs") : (nanoseconds, "ns")
        let rounded = value >= 100 ? value.rounded() : value >= 10 ? (value * 10).rounded() / 10 : (value * 100).rounded() / 100
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) \(unit)"
    }

    /// `12×` slower, or `0.5×` when faster.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        return value >= 10 ? "\(Int(value.rounded()))×" : "\((value * 10).rounded() / 10)×"
    }
}
