/// Which benchmark a result is, across reports and runs: what is measured, on which engine, with
/// which strategy, at how many items. `compare` matches runs by it, the targets look results up by
/// it, and a noise-floor file spells it `name|engine|strategy|items` (`description`), read back
/// by `init(parsing:)`, the one place that text is taken apart.
struct BenchmarkKey: Hashable, Sendable, CustomStringConvertible {
    /// What is measured, e.g. `prepare`, `query/screen`, `scroll/fling-fast`, `batch10`.
    var name: String
    /// The engine's benchmark name, or `-` for a benchmark of no engine (the floors, the diffs).
    var engine: String
    /// The query or invalidation strategy, or `-`.
    var strategy: String
    var items: Int

    /// The same benchmark at every size: one line of a chart, one row of a target's curve.
    struct Series: Hashable, Sendable {
        var name: String
        var engine: String
        var strategy: String
    }

    var series: Series { Series(name: name, engine: engine, strategy: strategy) }

    /// `query/screen|flow|binary|1000`.
    var description: String { "\(name)|\(engine)|\(strategy)|\(items)" }

    init(name: String, engine: String, strategy: String, items: Int) {
        (self.name, self.engine, self.strategy, self.items) = (name, engine, strategy, items)
    }

    init(_ series: Series, items: Int) {
        self.init(name: series.name, engine: series.engine, strategy: series.strategy, items: items)
    }
}
