import LabSupport

extension History {
    /// One line per point: commit, report, time, machine, measurement.
    private var pointLines: [String] {
        points.map { point in
            "\(Comparability.short(point.commit)) — \(ReportFiles.lastComponent(point.path)), \(point.report.provenance.timestamp), "
                + "\(point.machine), \(point.measurement == .instructions ? "counted" : "timed")"
        }
    }

    /// The Markdown view: the points, then one table row per series with a value per point; a
    /// value that moved beyond its band from the previous one is bold with ▲ or ▼.
    func markdown() -> String {
        var text = "# perflab history: the \(suite) suite, \(points.count) runs\n\n"
        text += "Ordered by commit. Timed rows whose figure is a time are divided by the memory-write floor of the same run "
            + "(marked ÷ floor); ratios, counters and counted figures are as measured. **Bold ▲/▼**: moved beyond "
            + "\(Int(Self.timedBand * 100))% (timed) or \(Int(Self.countedBand * 100))% (counted) from the run before.\n\n"
        text += pointLines.enumerated().map { "\($0.offset + 1). \($0.element)\n" }.joined()
        text += "\n| target | engine | " + points.map { String($0.commit.prefix(7)) }.joined(separator: " | ") + " |\n"
        text += "|---|---|" + String(repeating: "---:|", count: points.count) + "\n"
        for line in series {
            let changed = Set(line.changedPoints)
            var previous: Double?
            let cells = line.values.enumerated().map { index, value -> String in
                guard let value else { return "—" }
                defer { previous = value }
                let figure = HistoryChart.format(value, series: line)
                guard changed.contains(index), let previous else { return figure }
                return "**\(figure) \(value > previous ? "▲" : "▼")**"
            }
            let suffix = (line.measurement == .instructions ? " (counted)" : "") + (line.isNormalised ? " (÷ floor)" : "")
            text += "| \(line.target)\(suffix) | \(BenchmarkKey.fileText(line.engine)) | " + cells.joined(separator: " | ") + " |\n"
        }
        if !notes.isEmpty { text += "\n" + notes.map { "- \($0)\n" }.joined() }
        return text
    }

    /// The charts, one per series, in series order, with file names `NNN.svg`.
    func charts() -> [(fileName: String, title: String, svg: String)] {
        series.enumerated().map { index, line in
            (String(format: "%03d.svg", index + 1), line.title, HistoryChart(series: line, points: points).svg())
        }
    }

    /// One HTML page: the points, the notes, every chart inline.
    func html(charts: [(fileName: String, title: String, svg: String)]) -> String {
        let e = LogLogChart.escaped
        var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>perflab history: \(e(suite))</title>\n"
            + "<style>body{font-family:sans-serif;margin:2em;max-width:1400px}figure{display:inline-block;margin:0.5em}</style></head><body>\n"
        html += "<h1>perflab history: the \(e(suite)) suite, \(points.count) runs</h1>\n<p>Ordered by commit. Timed rows whose figure is a "
            + "time are divided by the memory-write floor measured in the same run (timed figures move with the machine); ratios, "
            + "counters and counted figures are drawn as they are. A red point moved beyond \(Int(Self.timedBand * 100))% (timed) or "
            + "\(Int(Self.countedBand * 100))% (counted) from the run before; its commit is named. Hover a point for its commit and machine.</p>\n<ol>\n"
        html += pointLines.map { "<li>\(e($0))</li>\n" }.joined() + "</ol>\n"
        if !notes.isEmpty { html += "<ul>\n" + notes.map { "<li>\(e($0))</li>\n" }.joined() + "</ul>\n" }
        for chart in charts {
            html += "<figure>\(chart.svg.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" ", with: "<svg "))</figure>\n"
        }
        return html + "</body></html>\n"
    }
}
