import Foundation

/// One series of a history drawn as an SVG line chart: the points evenly spaced across in commit
/// order, labelled with their short commits; the values up, on a linear axis from zero, or on a log
/// axis when they span more than 20×. A point that moved beyond the series' band from the one
/// before is drawn red and named. Each point's tooltip gives its commit, time and machine.
/// The output depends only on the inputs (fixed formatting), every text escaped, no `id`s, so
/// several charts inline in one page.
struct HistoryChart: Sendable {
    var series: History.Series
    var points: [History.Point]

    static let width = 640.0, height = 300.0
    static let left = 70.0, right = 20.0, top = 40.0, bottom = 70.0

    /// The value as the chart and the table write it.
    static func format(_ value: Double, series: History.Series) -> String {
        // Three significant digits whatever the row's unit (a ratio, bytes, a count, a time ÷ floor).
        if abs(value) >= 1e6 || (abs(value) < 0.01 && value != 0) { return String(format: "%.3g", value) }
        return abs(value) >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }

    func svg() -> String {
        let values = series.values.compactMap { $0 }.filter { $0.isFinite && $0 > 0 }
        let low = values.min() ?? 1, high = values.max() ?? 1
        let logarithmic = high / max(low, .leastNonzeroMagnitude) > 20
        let plotWidth = Self.width - Self.left - Self.right, plotHeight = Self.height - Self.top - Self.bottom
        let (bottomValue, topValue) = logarithmic ? (log10(low), log10(high)) : (0.0, high * 1.1)
        func y(_ value: Double) -> Double {
            let v = logarithmic ? log10(value) : value
            let span = topValue - bottomValue
            return Self.top + plotHeight * (1 - (span > 0 ? (v - bottomValue) / span : 0.5))
        }
        func x(_ index: Int) -> Double {
            points.count > 1 ? Self.left + plotWidth * Double(index) / Double(points.count - 1) : Self.left + plotWidth / 2
        }
        func n(_ value: Double) -> String { String(format: "%.2f", value) }
        let e = LogLogChart.escaped
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(Self.width))\" height=\"\(Int(Self.height))\" "
            + "viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        svg += "<text x=\"\(n(Self.left))\" y=\"16\" font-size=\"13\" font-weight=\"bold\">\(e(series.title))</text>\n"
        let what = series.isNormalised ? "time ÷ the memory-write floor of the same run (timed runs move with the machine)"
            : series.measurement == .instructions ? "counted under Callgrind: instructions, as they are" : "as measured (a ratio within one run, or a counter)"
        svg += "<text x=\"\(n(Self.left))\" y=\"31\" fill=\"#555\">\(e(what + (logarithmic ? "; log scale" : "")))</text>\n"
        // Axis, with the lowest and highest values labelled.
        svg += "<line x1=\"\(n(Self.left))\" y1=\"\(n(Self.top))\" x2=\"\(n(Self.left))\" y2=\"\(n(Self.top + plotHeight))\" stroke=\"#888\"/>\n"
        svg += "<line x1=\"\(n(Self.left))\" y1=\"\(n(Self.top + plotHeight))\" x2=\"\(n(Self.left + plotWidth))\" y2=\"\(n(Self.top + plotHeight))\" stroke=\"#888\"/>\n"
        for value in Set([low, high]).sorted() where !values.isEmpty {
            svg += "<line x1=\"\(n(Self.left))\" y1=\"\(n(y(value)))\" x2=\"\(n(Self.left + plotWidth))\" y2=\"\(n(y(value)))\" stroke=\"#eee\"/>\n"
            svg += "<text x=\"\(n(Self.left - 4))\" y=\"\(n(y(value) + 4))\" text-anchor=\"end\">\(e(Self.format(value, series: series)))</text>\n"
        }
        let drawn = series.values.enumerated().compactMap { index, value in value.flatMap { $0.isFinite && $0 > 0 ? (index, $0) : nil } }
        if drawn.count > 1 {
            svg += "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\" points=\""
                + drawn.map { "\(n(x($0.0))),\(n(y($0.1)))" }.joined(separator: " ") + "\"/>\n"
        }
        let changed = Set(series.changedPoints)
        for (index, value) in drawn {
            let point = points[index], isChanged = changed.contains(index)
            let tip = "\(Comparability.short(point.commit)) \(point.report.provenance.timestamp), \(point.machine): "
                + Self.format(value, series: series) + (isChanged ? " — changed beyond \(Int(series.band * 100))%" : "")
            svg += "<circle cx=\"\(n(x(index)))\" cy=\"\(n(y(value)))\" r=\"\(isChanged ? 5 : 3.5)\" fill=\"\(isChanged ? "#d62728" : "#1f77b4")\">"
                + "<title>\(e(tip))</title></circle>\n"
            if isChanged {
                svg += "<text x=\"\(n(x(index)))\" y=\"\(n(y(value) - 9))\" text-anchor=\"middle\" fill=\"#d62728\">"
                    + "\(e(String(point.commit.prefix(7))))</text>\n"
            }
        }
        for (index, point) in points.enumerated() {
            svg += "<text transform=\"translate(\(n(x(index))),\(n(Self.top + plotHeight + 12))) rotate(40)\" fill=\"#333\">"
                + "\(e(String(point.commit.prefix(7))))</text>\n"
        }
        return svg + "</svg>\n"
    }
}
