extension Report {
    /// The report as one self-contained HTML page, verdict first: the counts of targets passed,
    /// missed and not judged, coloured; the two comparisons the lab exists for (binary search
    /// against the linear scan, incremental against full invalidation) as the first charts; a table
    /// of contents; the targets sorted by margin, worst first; the side-by-side ratios; every chart,
    /// comparisons first, the flat single-line ones folded into a table; every result; and the
    /// build details last.
    ///
    /// The page opens from disk with nothing else: the SVGs are inlined (without their `xmlns`,
    /// which HTML does not need, so the page names no URL), the CSS is inline and uses the
    /// system's fonts, and there is no script. A debug build is flagged at the top. Every text
    /// from the report is escaped; `chartFiles` are trusted to be SVG documents such as `charts()`
    /// returns.
    /// - Complexity: O(n log n + s), where n is the number of benchmarks and s the size of the SVGs.
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
            <h1>\(e(heading)) <span class="sub">\(e(p.buildConfiguration)) build of \(e(Comparability.short(p.commit))), \(e(p.timestamp))</span></h1>

            """
        if p.buildConfiguration != "release" {
            page += "<p class=\"warning\">This is a \(e(p.buildConfiguration)) build: its timings mean nothing. "
                + "Measure with <code>swift run -c release perflab run</code>.</p>\n"
        }
        page += verdictHTML()
        let (allComparisonCharts, prepareCharts, otherCharts, flat) = arrangedCharts(chartFiles)
        // One of each comparison opens the page (binary vs linear, full vs incremental); the rest
        // follow in their section.
        let firstQuery = allComparisonCharts.firstIndex { $0.fileName.hasPrefix("query-") }
        let firstUpdate = allComparisonCharts.firstIndex { !$0.fileName.hasPrefix("query-") }
        let headlineIndices = [firstQuery, firstUpdate].compactMap { $0 }
        let headline = headlineIndices.map { allComparisonCharts[$0] }
        let comparisonCharts = allComparisonCharts.indices.filter { !headlineIndices.contains($0) }.map { allComparisonCharts[$0] }
        if !headline.isEmpty {
            page += "<div class=\"headline\">\n" + headline.map { Self.figure($0) }.joined() + "</div>\n"
        }
        var contents: [(anchor: String, title: String)] = []
        let targets = self.targets
        if targets.contains(where: { $0.status != .notMeasured }) { contents.append(("targets", "Targets, worst first")) }
        if !comparisons().isEmpty { contents.append(("side-by-side", "Side by side")) }
        if !comparisonCharts.isEmpty { contents.append(("comparison-charts", "More charts: linear vs binary, full vs incremental")) }
        if !prepareCharts.isEmpty { contents.append(("prepare-by-engine", "Prepare by engine")) }
        if !otherCharts.isEmpty { contents.append(("charts", "Other charts")) }
        if !flat.isEmpty { contents.append(("flat", "Flat results (no chart)")) }
        contents += [("results", "Every result"), ("build", "Build details")]
        page += "<nav class=\"toc\"><strong>Contents</strong>" + contents.map { "<a href=\"#\($0.anchor)\">\(e($0.title))</a>" }.joined() + "</nav>\n"
        page += targetsHTML() + sideBySideHTML()
        if !comparisonCharts.isEmpty {
            page += "\n<h2 id=\"comparison-charts\">More charts: linear vs binary, full vs incremental</h2>\n<div class=\"charts\">\n"
                + comparisonCharts.map { Self.figure($0) }.joined() + "</div>\n"
        }
        if !prepareCharts.isEmpty {
            page += "\n<h2 id=\"prepare-by-engine\">Prepare by engine</h2>\n<p>One chart per engine on one time axis; the dashed "
                + "red curve is the target, 2× the memory-write floor, on the engines it judges.</p>\n<div class=\"multiples\">\n"
                + prepareCharts.map { Self.figure($0) }.joined() + "</div>\n"
        }
        if !otherCharts.isEmpty {
            page += "\n<h2 id=\"charts\">Other charts</h2>\n<div class=\"charts\">\n" + otherCharts.map { Self.figure($0) }.joined() + "</div>\n"
        }
        if chartFiles.isEmpty {
            page += "<p>No chart: no benchmark was measured at two sizes or more.</p>\n"
        }
        page += flatHTML(flat) + resultsHTML() + buildDetailsHTML()
        return page + "</body>\n</html>\n"
    }

    /// The verdict block: one coloured count per target status.
    private func verdictHTML() -> String {
        let rows = targets
        let count = { (status: PerformanceTarget.Status) in rows.count { $0.status == status } }
        let chips: [(String, String, Int)] = [("pass", "pass", count(.pass)), ("miss", "miss", count(.miss)),
                                              ("na", "n/a", count(.notApplicable)),
                                              ("size", "not measured at this size", count(.notMeasuredAtSize)),
                                              ("none", "not measured", count(.notMeasured))]
        return "<div id=\"verdict\" class=\"verdict\">"
            + chips.filter { $0.2 > 0 || $0.0 == "pass" || $0.0 == "miss" }
                .map { "<span class=\"chip \($0.0)\"><strong>\($0.2)</strong> \($0.1)</span>" }.joined()
            + "<span class=\"note\">targets of docs/performance-targets.md, read at their stated size</span></div>\n"
    }

    /// Charts in reading order: the comparisons (`query/screen`'s strategies; the families run
    /// under full and incremental invalidation), the prepares (small multiples, one per engine),
    /// the others, and the flat single-series charts (as rows of a table rather than drawings).
    private func arrangedCharts(_ files: [(fileName: String, title: String, svg: String)])
        -> (comparisons: [(fileName: String, title: String, svg: String)], prepares: [(fileName: String, title: String, svg: String)],
            others: [(fileName: String, title: String, svg: String)], flat: [LogLogChart]) {
        let drawn = Dictionary(logLogCharts().map { ($0.fileName, $0.chart) }, uniquingKeysWith: { first, _ in first })
        var comparisons: [(fileName: String, title: String, svg: String)] = [], prepares = comparisons, others = comparisons
        var flat: [LogLogChart] = []
        for file in files {
            let chart = drawn[file.fileName]
            let names = Set(chart?.series.map(\.name) ?? [])
            if let chart, chart.isSmallMultiple {
                prepares.append(file)
            } else if let chart, chart.isFlatSingleSeries {
                flat.append(chart)
            } else if names.isSuperset(of: ["binary", "linear"]) || names.isSuperset(of: ["full", "incremental"]) {
                comparisons.append(file)
            } else {
                others.append(file)
            }
        }
        // Binary vs linear first, then full vs incremental: the order the lab's promises are stated in.
        let queries = comparisons.filter { $0.fileName.hasPrefix("query-") }
        return (queries + comparisons.filter { !$0.fileName.hasPrefix("query-") }, prepares, others, flat)
    }

    static func figure(_ chart: (fileName: String, title: String, svg: String)) -> String {
        // The drawing carries its title; the caption names the file written beside the page.
        "<figure>\n\(inlined(chart.svg))<figcaption>\(LogLogChart.escaped(chart.fileName))</figcaption>\n</figure>\n"
    }

    private static let styleSheet = """
        body { font: 14px/1.4 -apple-system, system-ui, "Segoe UI", Helvetica, Arial, sans-serif; color: #222; margin: 16px 24px; }
        h1 { font-size: 22px; margin: 0 0 8px; } h1 .sub { font-size: 13px; font-weight: normal; color: #666; }
        h2 { font-size: 18px; margin: 28px 0 10px; } h3 { font-size: 15px; margin: 18px 0 6px; }
        .warning { background: #fdecea; border: 1px solid #d62728; padding: 8px 12px; font-weight: bold; }
        .verdict { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 4px 0 10px; }
        .chip { padding: 4px 12px; border-radius: 14px; font-size: 15px; background: #eee; }
        .chip.pass { background: #dff3e4; color: #17612c; } .chip.miss { background: #fbe0de; color: #a31b12; }
        .chip.na, .chip.size, .chip.none { background: #eeeeee; color: #555; } .verdict .note { color: #777; font-size: 12px; }
        .headline { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; max-width: 1400px; }
        nav.toc { margin: 12px 0; display: flex; flex-wrap: wrap; gap: 6px 16px; font-size: 13px; }
        dl.provenance { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; }
        dt { color: #666; } dd { margin: 0; font-family: ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(560px, 1fr)); gap: 16px; }
        .multiples { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 8px; }
        figure { margin: 0; padding: 6px; border: 1px solid #ddd; border-radius: 4px; }
        figure svg { display: block; width: 100%; height: auto; }
        figcaption { font-size: 12px; color: #999; margin-top: 4px; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { padding: 3px 10px; border-bottom: 1px solid #e4e4e4; text-align: left; vertical-align: top; }
        th { position: sticky; top: 0; background: #f6f6f6; } tbody tr:hover { background: #f3f8fc; }
        td.pass { color: #17612c; font-weight: bold; } td.miss { color: #a31b12; font-weight: bold; background: #fdf1f0; }
        td.na { color: #777; }
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
