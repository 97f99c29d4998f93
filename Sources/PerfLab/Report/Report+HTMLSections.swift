/// The tables of the HTML page (`Report+HTML.swift`).
extension Report {
    private static func e(_ text: String) -> String { LogLogChart.escaped(text) }

    /// The targets, worst first (`targetsByMargin`), each result coloured.
    func targetsHTML() -> String {
        let rows = targetsByMargin.filter { $0.status != .notMeasured }
        guard !rows.isEmpty else { return "" }
        var page = "\n<h2 id=\"targets\">Targets, worst first</h2>\n<p>\(Self.e(verdictsLine)) Margin 1 or more passes "
            + "(0.25 is four times short); a figure measured below the target's size is shown, not judged "
            + "(docs/performance-targets.md).</p>\n<table>\n"
            + "<thead><tr><th>result</th><th>target</th><th>engine</th><th class=\"n\">items</th><th class=\"n\">measured</th>"
            + "<th class=\"n\">target</th><th class=\"n\">margin</th><th>judged by</th><th>note</th></tr></thead>\n<tbody>\n"
        for row in rows {
            let style = row.status == .pass ? "pass" : row.status == .miss ? "miss" : "na"
            page += "<tr><td class=\"\(style)\">\(Self.e(row.status.rawValue))</td><td>\(Self.e(row.target))</td><td>\(Self.e(BenchmarkKey.fileText(row.engine)))</td>"
                + "<td class=\"n\">\(row.items)</td><td class=\"n\">\(Self.e(row.measured))</td><td class=\"n\">\(Self.e(row.required))</td>"
                + "<td class=\"n\">\(Self.e(row.margin.map(Self.margin) ?? "—"))</td><td>\(Self.e(row.basis?.rawValue ?? "—"))</td>"
                + "<td>\(Self.e(row.note))</td></tr>\n"
        }
        return page + "</tbody>\n</table>\n"
    }

    /// The side-by-side ratios, one table per kind; an engine that computes nothing at prepare is
    /// labelled so, lest its prepare read as a win.
    func sideBySideHTML() -> String {
        let tables = comparisonsByKind()
        guard !tables.isEmpty else { return "" }
        var page = "\n<h2 id=\"side-by-side\">Side by side</h2>\n"
        for table in tables {
            let (kind, rows) = (table.kind, table.rows)
            let (baselineName, measuredName, ratioName) = table.columns
            page += "<h3>\(Self.e(kind))</h3>\n<table>\n<thead><tr><th>benchmark</th><th>engine</th><th class=\"n\">items</th>"
                + "<th class=\"n\">\(Self.e(baselineName))</th><th class=\"n\">\(Self.e(measuredName))</th>"
                + "<th class=\"n\">\(Self.e(ratioName))</th></tr></thead>\n<tbody>\n"
            for row in rows {
                let lazy = row.family == .prepare && row.engine.map(preparesNothing) == true ? " (prepares nothing)" : ""
                page += "<tr><td>\(Self.e(row.family.rawValue))</td><td>\(Self.e(BenchmarkKey.fileText(row.engine) + lazy))</td><td class=\"n\">\(row.items)</td>"
                    + "<td class=\"n\">\(Self.e(Self.duration(row.baseline)))</td><td class=\"n\">\(Self.e(Self.duration(row.measured)))</td>"
                    + "<td class=\"n\">\(Self.e(Self.ratio(row.ratio)))</td></tr>\n"
            }
            page += "</tbody>\n</table>\n"
        }
        return page
    }

    /// Whether `engine`'s prepare computed no element at any size: a closed form, or an engine
    /// that defers its work to the queries (the calendar sample).
    func preparesNothing(_ engine: String) -> Bool {
        let prepares = benchmarks.filter { $0.family == .prepare && $0.engine == engine && $0.items > 0 }
        return !prepares.isEmpty && prepares.allSatisfy { $0.counter(.recomputedPerInvalidation) == 0 }
    }

    /// The flat single-series charts as rows: what each measured, smallest to largest size.
    func flatHTML(_ charts: [LogLogChart]) -> String {
        guard !charts.isEmpty else { return "" }
        var page = "\n<h2 id=\"flat\">Flat results (no chart)</h2>\n<p>One line that moves less than 1.5× over every size: "
            + "a chart would show a flat line.</p>\n<table>\n<thead><tr><th>chart</th><th>p50 by items</th></tr></thead>\n<tbody>\n"
        for chart in charts {
            let points = chart.series.first?.points.sorted { $0.x < $1.x } ?? []
            let values = points.map { "\(Self.number($0.x)): \(Self.duration($0.y))" }.joined(separator: ", ")
            page += "<tr><td>\(Self.e(chart.title))</td><td>\(Self.e(values))</td></tr>\n"
        }
        return page + "</tbody>\n</table>\n"
    }

    /// Every benchmark, in run order.
    func resultsHTML() -> String {
        var page = "\n<h2 id=\"results\">Every result</h2>\n<table>\n<thead><tr><th>benchmark</th><th>engine</th><th>strategy</th>"
            + "<th class=\"n\">items</th><th class=\"n\">samples</th><th class=\"n\">p50</th><th class=\"n\">p90</th>"
            + "<th class=\"n\">p99</th><th class=\"n\">max</th><th>counters</th></tr></thead>\n<tbody>\n"
        for result in benchmarks {
            let s = result.summary
            var notes = result.counters.map { "\($0.name.rawValue) \(Self.number($0.value))" }
            notes += result.budgetMisses.map { "frames over \($0.budget) \($0.frames)" }
            if let instructions = result.instructionsPerOperation { notes.append("instructions \(Self.number(instructions.rounded()))") }
            let samples = result.callsPerSample > 1 ? "\(s.count) × \(result.callsPerSample)" : String(s.count)
            let numbers = [String(result.items), samples, Self.duration(s.p50), Self.duration(s.p90), Self.duration(s.p99), Self.duration(s.max)]
            page += "<tr><td>\(Self.e(result.family.rawValue))</td><td>\(Self.e(BenchmarkKey.fileText(result.engine)))</td>"
                + "<td>\(Self.e(BenchmarkKey.fileText(result.strategy)))</td>"
                + numbers.map { "<td class=\"n\">\(Self.e($0))</td>" }.joined()
                + "<td>\(Self.e(notes.joined(separator: ", ")))</td></tr>\n"
        }
        return page + "</tbody>\n</table>\n"
    }

    /// Where and how the report was made.
    func buildDetailsHTML() -> String {
        let p = provenance
        let facts: [(String, String)] = [
            ("suite", suite), ("seed", String(seed)), ("timestamp (UTC)", p.timestamp), ("commit", p.commit),
            ("toolchain", p.toolchain), ("build configuration", p.buildConfiguration), ("operating system", p.operatingSystem),
            ("processors", String(p.processors)), ("memory", Self.bytes(p.memoryBytes)),
            ("duration", "\(Self.number(p.durationSeconds)) s"), ("peak resident memory", Self.bytes(p.peakResidentBytes)),
            ("counted besides time", p.counting),
        ]
        return "\n<h2 id=\"build\">Build details</h2>\n<dl class=\"provenance\">\n"
            + facts.map { "<dt>\(Self.e($0.0))</dt><dd>\(Self.e($0.1))</dd>\n" }.joined() + "</dl>\n"
    }
}
