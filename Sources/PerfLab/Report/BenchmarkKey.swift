import LabSupport

/// Which benchmark a result is, across reports and runs: what is measured, on which engine, with
/// which strategy, at how many items. `compare` matches runs by it, the targets look results up by
/// it. A benchmark of no engine (the floors of memory writes, the diffs) or of no strategy (a
/// prepare) has nil there; a file writes nil as `-` (`fileText`, `fromFile`).
struct BenchmarkKey: Hashable, Sendable, CustomStringConvertible {
    /// What is measured: `.prepare`, `.screenQuery`, `.scroll(.flingFast)`, `.batch10`; its raw
    /// value is the `name` a report writes.
    var family: BenchmarkFamily
    /// The engine's benchmark name, or nil for a benchmark of no engine (the floors, the diffs).
    var engine: String?
    /// The query or invalidation strategy, or nil for a benchmark of none (a prepare, a floor).
    var strategy: String?
    var items: Int

    /// The same benchmark at every size: one line of a chart, one row of a target's curve.
    struct Series: Hashable, Sendable {
        var family: BenchmarkFamily
        var engine: String?
        var strategy: String?
    }

    var series: Series { Series(family: family, engine: engine, strategy: strategy) }

    /// `query/screen|flow|binary|1000`, `prepare|flow|-|1000`: for messages, never read back.
    var description: String { "\(family)|\(Self.fileText(engine))|\(Self.fileText(strategy))|\(items)" }

    init(family: BenchmarkFamily, engine: String?, strategy: String?, items: Int) {
        (self.family, self.engine, self.strategy, self.items) = (family, engine, strategy, items)
    }

    init(_ series: Series, items: Int) {
        self.init(family: series.family, engine: series.engine, strategy: series.strategy, items: items)
    }
}

extension BenchmarkKey {
    /// How a report, a noise floor and a table write an engine or a strategy: itself, or `-` for none.
    static func fileText(_ part: String?) -> String { part ?? "-" }

    /// The engine or strategy a file's text names: nil for `-`.
    static func fromFile(_ text: String) -> String? { text == "-" ? nil : text }
}
