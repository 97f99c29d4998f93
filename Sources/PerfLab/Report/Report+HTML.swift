extension Report {
    /// The report as one self-contained HTML page: the provenance, the charts in a grid, and the
    /// results table with the Markdown's columns.
    ///
    /// The page opens from disk with nothing else: the SVGs are inlined (without their `xmlns`,
    /// which HTML does not need, so the page names no URL), the CSS is inline and uses the
    /// system's fonts, and there is no script. A debug build is flagged at the top. Every text
    /// from the report is escaped; `chartFiles` are trusted to be SVG documents such as `charts()`
    /// returns.
    /// - Complexity: O(n + s), where n is the number of benchmarks and s the size of the SVGs.
    func html(chartFiles: [(fileName: String, title: String, svg: String)]) -> String {
        func e(_ text: String) -> String { LogLogChart.escaped(text) }
        let p = provenance
        let heading = "perflab \(suite) suite"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(heading)) (\(e(p.timestamp)))</title>
            <style>
            \(Self.styleSheet)
            </style>
            </head>
            <body>
            <h1>\(e(heading))</h1>

            """
        if p.buildConfiguration != "release" {
            page += "<p class=\"warning\">This is a \(e(p.buildConfiguration)) build: its timings mean nothing. "
                + "Measure with <code>swift run -c release perflab run</code>.</p>\n"
        }
        let facts: [(String, String)] = [
            ("suite", suite), ("seed", String(seed)), ("timestamp (UTC)", p.timestamp), ("commit", p.commit),
            ("toolchain", p.toolchain), ("build configuration", p.buildConfiguration), ("operating system", p.operatingSystem),
            ("processors", String(p.processors)), ("memory", Self.bytes(p.memoryBytes)),
            ("duration", "\(Self.number(p.durationSeconds)) s"), ("peak resident memory", Self.bytes(p.peakResidentBytes)),
        ]
        page += "<dl class=\"provenance\">\n"
        for (name, value) in facts {
            page += "<dt>\(e(name))</dt><dd>\(e(value))</dd>\n"
        }
        page += "</dl>\n"
        let targets = self.targets
        if targets.contains(where: { $0.status != .notMeasured }) {
            page += "\n<h2>Targets</h2>\n<p>Medians unless stated; margin 1 or more passes (docs/performance-targets.md).</p>\n<table>\n"
                + "<thead><tr><th>target</th><th>engine</th><th class=\"n\">items</th><th class=\"n\">measured</th>"
                + "<th class=\"n\">target</th><th class=\"n\">margin</th><th>result</th><th>note</th></tr></thead>\n<tbody>\n"
            for row in targets {
                page += "<tr><td>\(e(row.target))</td><td>\(e(row.engine))</td><td class=\"n\">\(row.items)</td>"
                    + "<td class=\"n\">\(e(row.measured))</td><td class=\"n\">\(e(row.required))</td>"
                    + "<td class=\"n\">\(e(row.margin.map(Self.margin) ?? "—"))</td><td>\(e(row.status.rawValue))</td><td>\(e(row.note))</td></tr>\n"
            }
            page += "</tbody>\n</table>\n"
        }
        let comparisons = comparisons()
        if !comparisons.isEmpty {
            page += "\n<h2>Side by side</h2>\n"
            for kind in Self.comparisonKinds {
                let rows = comparisons.filter { $0.kind == kind }
                guard !rows.isEmpty else { continue }
                let (baselineName, measuredName, ratioName) = Self.columnNames(kind)
                page += "<h3>\(e(kind))</h3>\n<table>\n<thead><tr><th>benchmark</th><th>engine</th><th class=\"n\">items</th>"
                    + "<th class=\"n\">\(e(baselineName))</th><th class=\"n\">\(e(measuredName))</th><th class=\"n\">\(e(ratioName))</th></tr></thead>\n<tbody>\n"
                for row in rows {
                    page += "<tr><td>\(e(row.benchmark))</td><td>\(e(row.engine))</td><td class=\"n\">\(row.items)</td>"
                        + "<td class=\"n\">\(e(Self.duration(row.baseline)))</td><td class=\"n\">\(e(Self.duration(row.measured)))</td>"
                        + "<td class=\"n\">\(e(Self.ratio(row.ratio)))</td></tr>\n"
                }
                page += "</tbody>\n</table>\n"
            }
        }
        page += "\n<h2>Charts</h2>\n"
        if chartFiles.isEmpty {
            page += "<p>No chart: no benchmark was measured at two sizes or more.</p>\n"
        } else {
            page += "<div class=\"charts\">\n"
            for chart in chartFiles {
                // The drawing carries its title; the caption names the file written beside the page.
                page += "<figure>\n\(Self.inlined(chart.svg))<figcaption>\(e(chart.fileName))</figcaption>\n</figure>\n"
            }
            page += "</div>\n"
        }

        page += "\n<h2>Results</h2>\n<table>\n<thead><tr><th>benchmark</th><th>engine</th><th>strategy</th>"
            + "<th class=\"n\">items</th><th class=\"n\">samples</th><th class=\"n\">p50</th><th class=\"n\">p90</th>"
            + "<th class=\"n\">p99</th><th class=\"n\">max</th><th>counters</th></tr></thead>\n<tbody>\n"
        for result in benchmarks {
            let s = result.summary
            var notes = result.counters.map { "\($0.name) \(Self.number($0.value))" }
            notes += result.budgetMisses.map { "frames over \($0.budget) \($0.frames)" }
            let numbers = [String(result.items), String(s.count), Self.duration(s.p50), Self.duration(s.p90),
                           Self.duration(s.p99), Self.duration(s.max)]
            page += "<tr><td>\(e(result.name))</td><td>\(e(result.engine))</td><td>\(e(result.strategy))</td>"
                + numbers.map { "<td class=\"n\">\(e($0))</td>" }.joined()
                + "<td>\(e(notes.joined(separator: ", ")))</td></tr>\n"
        }
        return page + "</tbody>\n</table>\n</body>\n</html>\n"
    }

    private static let styleSheet = """
        body { font: 14px/1.4 -apple-system, system-ui, "Segoe UI", Helvetica, Arial, sans-serif; color: #222; margin: 24px; }
        h1 { font-size: 22px; margin: 0 0 12px; } h2 { font-size: 18px; margin: 28px 0 10px; } h3 { font-size: 15px; margin: 18px 0 6px; }
        .warning { background: #fdecea; border: 1px solid #d62728; padding: 8px 12px; font-weight: bold; }
        dl.provenance { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; }
        dt { color: #666; } dd { margin: 0; font-family: ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(600px, 1fr)); gap: 16px; }
        figure { margin: 0; padding: 8px; border: 1px solid #ddd; border-radius: 4px; }
        figure svg { display: block; width: 100%; height: auto; }
        figcaption { font-size: 12px; color: #999; margin-top: 4px; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { padding: 3px 10px; border-bottom: 1px solid #e4e4e4; text-align: left; vertical-align: top; }
        th { position: sticky; top: 0; background: #f6f6f6; } tbody tr:hover { background: #f3f8fc; }
        .n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        """

    /// An SVG document as an element of the page: without an XML declaration, and without the
    /// namespace attribute, which the HTML parser supplies.
    private static func inlined(_ svg: String) -> String {
        var text = Substring(svg)
        if text.hasPrefix("<?xml"), let end = text.firstRange(of: "?>") {
            text = text[end.upperBound...].drop { $0.isWhitespace }
        }
        var result = String(text).replacingAll(" xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        if !result.hasSuffix("\n") { result += "\n" }
        return result
    }
}
