import Foundation

/// A line chart with both axes on log scales: item counts across, latencies in nanoseconds up, one
/// line per series. Drawn as a standalone SVG document by `svg()`.
///
/// Both axes run between powers of ten (padded to at least one decade), with a labelled tick and
/// gridline at every power of ten (`1k`, `10k`, … across; `100 ns`, `1 µs`, … up), faint gridlines
/// at 2…9 times each power when four decades or fewer are shown, and labels at 2 and 5 times the
/// powers too on an axis of a single decade. Each series has a colour, a dash pattern and a marker
/// shape of its own (ten colours and dash patterns, eight shapes, then they repeat), so the lines
/// stay apart when printed in grey. A series' `companion` (the p99 beside the p50) is drawn in the
/// same colour and dash pattern, thin and faint, with small dots; the legend says which is which.
///
/// Points with a zero, negative or non-finite coordinate are left out, so no NaN reaches the SVG; a
/// series with one point left is drawn as a marker only, one with none is listed in the legend as
/// "no data". The output depends only on the chart's value: coordinates are written with at most
/// two decimals by a fixed formatter, and every text is escaped. The SVG uses no `id`, so several
/// charts can be inlined in one HTML page.
struct LogLogChart: Hashable, Sendable {
    struct Point: Hashable, Sendable {
        /// Items.
        var x: Double
        /// Nanoseconds.
        var y: Double
    }

    struct Series: Hashable, Sendable {
        var name: String
        var points: [Point]
        /// A second, fainter line in the series' style (the p99 beside the p50), or empty.
        var companion: [Point] = []
    }

    var title: String
    var series: [Series]
    var xTitle = "items (log scale)"
    var yTitle = "time per operation (log scale)"
    /// What the thick lines show, for the legend.
    var lineName = "p50"
    /// What the thin companion lines show, for the legend.
    var companionName = "p99"
    /// The lines of the targets the chart is judged by, labelled: a level (`screen query p50 <
    /// 1 µs`) or a curve over the item counts (`2× the memory-write floor`).
    var references: [Reference] = []
    /// Values the y axis must include besides the chart's own: small multiples share one axis.
    var sharedYValues: [Double] = []

    /// Whether the chart is one of a set of small multiples (it shares its y axis with them).
    var isSmallMultiple: Bool { !sharedYValues.isEmpty }

    struct Reference: Hashable, Sendable {
        enum Shape: Hashable, Sendable {
            /// The same value at every item count.
            case level(Double)
            /// A value per item count.
            case curve([Point])
        }

        var label: String
        var shape: Shape

        init(label: String, value: Double) {
            (self.label, shape) = (label, .level(value))
        }

        init(label: String, curve: [Point]) {
            (self.label, shape) = (label, .curve(curve))
        }

        /// The values the y axis must hold for the line to show.
        var values: [Double] {
            switch shape {
            case .level(let value): [value]
            case .curve(let points): points.map(\.y)
            }
        }
    }

    /// One series whose line moves less than 1.5× from end to end: a flat line says nothing a
    /// table row does not, so the HTML page lists such charts as rows.
    var isFlatSingleSeries: Bool {
        guard series.count == 1, references.isEmpty else { return false }
        let values = Self.usable(series[0].points).map(\.y)
        guard let low = values.min(), let high = values.max(), low > 0 else { return false }
        return high / low < 1.5
    }

    // Layout, in pixels.
    private static let left = 84.0, top = 44.0, bottom = 58.0, plotWidth = 480.0, plotHeight = 300.0
    private static let legendGap = 24.0, legendRow = 20.0
    /// How far inside the frame the ends of each axis lie, so that points at the ends are not cut by it.
    private static let inset = 10.0

    /// Okabe and Ito's colour-blind-safe palette (its yellow, too pale on white, swapped for brown),
    /// then two of Paul Tol's: ten, so that a chart of many strategies keeps them apart.
    static let colours = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#8c564b",
                          "#332288", "#999933"]
    static let dashes = ["", "8 4", "2 3", "10 3 2 3", "5 5", "12 3 2 3 2 3", "1.5 5", "16 4", "3 1.5", "20 3 3 3 3 3"]

    /// The chart as an SVG document.
    /// - Complexity: O(n log n), where n is the number of points.
    func svg() -> String {
        let lines = series.map { Self.usable($0.points) }
        let companions = series.map { Self.usable($0.companion) }
        let all = (lines + companions).flatMap { $0 }
        let xAxis = LogAxis(all.map(\.x), fallback: (3, 6))
        let yAxis = LogAxis(all.map(\.y) + (references.flatMap(\.values) + sharedYValues).filter { $0 > 0 && $0.isFinite },
                            fallback: (2, 9))
        let (left, top, plotWidth, plotHeight) = (Self.left, Self.top, Self.plotWidth, Self.plotHeight)
        let right = left + plotWidth, bottom = top + plotHeight, inset = Self.inset
        func px(_ x: Double) -> Double { left + inset + xAxis.fraction(x) * (plotWidth - 2 * inset) }
        func py(_ y: Double) -> Double { bottom - inset - yAxis.fraction(y) * (plotHeight - 2 * inset) }

        let hasCompanion = companions.contains { !$0.isEmpty }
        let legendNames = series.indices.map { index in
            lines[index].isEmpty && companions[index].isEmpty ? series[index].name + " (no data)" : series[index].name
        }
        let legendWidth = Swift.max(110, 46 + 7 * Double(legendNames.map(\.count).max() ?? 0))
        let titleWidth = 8.5 * Double(title.count) + 24
        let width = Swift.max(right + Self.legendGap + legendWidth, titleWidth).rounded(.up)
        let legendRows = Double(series.count) + (hasCompanion ? 3 : 2)
        let height = Swift.max(bottom + Self.bottom, top + legendRows * Self.legendRow + 8)

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
            + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        svg += "<title>\(Self.escaped(title))</title>\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>\n"
        svg += "<text x=\"\(f(width / 2))\" y=\"26\" text-anchor=\"middle\" font-size=\"15\" font-weight=\"bold\" fill=\"#222222\">"
            + "\(Self.escaped(title))</text>\n"

        // Gridlines: faint at 2…9 × 10^k, darker at the powers of ten.
        svg += "<g stroke=\"#ececec\" stroke-width=\"1\">\n"
        for x in xAxis.minorValues.map(\.value) { svg += "<line x1=\"\(f(px(x)))\" y1=\"\(f(top))\" x2=\"\(f(px(x)))\" y2=\"\(f(bottom))\"/>\n" }
        for y in yAxis.minorValues.map(\.value) { svg += "<line x1=\"\(f(left))\" y1=\"\(f(py(y)))\" x2=\"\(f(right))\" y2=\"\(f(py(y)))\"/>\n" }
        svg += "</g>\n<g stroke=\"#c4c4c4\" stroke-width=\"1\">\n"
        for k in xAxis.exponents {
            let x = f(px(pow(10, Double(k))))
            svg += "<line x1=\"\(x)\" y1=\"\(f(top))\" x2=\"\(x)\" y2=\"\(f(bottom + 5))\"/>\n"
        }
        for k in yAxis.exponents {
            let y = f(py(pow(10, Double(k))))
            svg += "<line x1=\"\(f(left - 5))\" y1=\"\(y)\" x2=\"\(f(right))\" y2=\"\(y)\"/>\n"
        }
        svg += "</g>\n<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotWidth))\" height=\"\(f(plotHeight))\" "
            + "fill=\"none\" stroke=\"#777777\" stroke-width=\"1\"/>\n"

        // Tick labels and axis titles.
        svg += "<g font-size=\"11\" fill=\"#333333\">\n"
        for tick in xAxis.labelledTicks {
            svg += "<text x=\"\(f(px(tick.value)))\" y=\"\(f(bottom + 18))\" text-anchor=\"middle\">"
                + "\(Self.itemsLabel(tick.exponent, mantissa: tick.mantissa))</text>\n"
        }
        for tick in yAxis.labelledTicks {
            svg += "<text x=\"\(f(left - 8))\" y=\"\(f(py(tick.value) + 4))\" text-anchor=\"end\">"
                + "\(Self.durationLabel(tick.exponent, mantissa: tick.mantissa))</text>\n"
        }
        svg += "</g>\n"
        svg += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(bottom + 44))\" text-anchor=\"middle\" fill=\"#222222\">"
            + "\(Self.escaped(xTitle))</text>\n"
        let yTitleX = 18.0, yTitleY = top + plotHeight / 2
        svg += "<text x=\"\(f(yTitleX))\" y=\"\(f(yTitleY))\" transform=\"rotate(-90 \(f(yTitleX)) \(f(yTitleY)))\" "
            + "text-anchor=\"middle\" fill=\"#222222\">\(Self.escaped(yTitle))</text>\n"
        if all.isEmpty {
            svg += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(top + plotHeight / 2 + 4))\" text-anchor=\"middle\" "
                + "fill=\"#777777\" stroke=\"#ffffff\" stroke-width=\"4\" paint-order=\"stroke\">no data</text>\n"
        }

        // The targets: a dashed red line each, labelled at its right end.
        let targetStyle = "stroke=\"#d62728\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\""
        func label(_ text: String, atY y: Double) -> String {
            "<text x=\"\(f(right - 4))\" y=\"\(f(y - 4))\" text-anchor=\"end\" font-size=\"11\" fill=\"#d62728\">\(Self.escaped(text))</text>\n"
        }
        for reference in references {
            switch reference.shape {
            case .level(let value) where value > 0 && value.isFinite:
                let y = f(py(value))
                svg += "<line x1=\"\(f(left))\" y1=\"\(y)\" x2=\"\(f(right))\" y2=\"\(y)\" \(targetStyle)/>\n" + label(reference.label, atY: py(value))
            case .curve(let points):
                let usable = Self.usable(points)
                guard let last = usable.last else { continue }
                svg += "<polyline points=\"\(usable.map { "\(f(px($0.x))),\(f(py($0.y)))" }.joined(separator: " "))\" fill=\"none\" "
                    + "\(targetStyle)/>\n" + label(reference.label, atY: py(last.y))
            default:
                continue
            }
        }

        // The series: companion (faint), line, markers.
        for (index, entry) in series.enumerated() {
            let style = Self.style(index)
            svg += "<g>\n"
            let companion = companions[index]
            if companion.count > 1 {
                svg += "<polyline points=\"\(companion.map { "\(f(px($0.x))),\(f(py($0.y)))" }.joined(separator: " "))\" "
                    + "fill=\"none\" stroke=\"\(style.colour)\" stroke-width=\"1\" stroke-opacity=\"0.5\"\(style.dashAttribute)/>\n"
            }
            for point in companion {
                svg += "<circle cx=\"\(f(px(point.x)))\" cy=\"\(f(py(point.y)))\" r=\"2\" fill=\"\(style.colour)\" fill-opacity=\"0.5\">"
                    + "<title>\(Self.escaped(Self.tooltip(entry.name, companionName, point)))</title></circle>\n"
            }
            let line = lines[index]
            if line.count > 1 {
                svg += "<polyline points=\"\(line.map { "\(f(px($0.x))),\(f(py($0.y)))" }.joined(separator: " "))\" "
                    + "fill=\"none\" stroke=\"\(style.colour)\" stroke-width=\"2\" stroke-linejoin=\"round\"\(style.dashAttribute)/>\n"
            }
            for point in line {
                svg += Self.marker(index, x: px(point.x), y: py(point.y), colour: style.colour,
                                   tooltip: Self.tooltip(entry.name, lineName, point))
            }
            svg += "</g>\n"
        }

        // The legend: one row per series, then which line is which.
        let legendX = right + Self.legendGap
        svg += "<g fill=\"#222222\">\n"
        for (index, name) in legendNames.enumerated() {
            let style = Self.style(index), y = top + 10 + Double(index) * Self.legendRow
            svg += "<line x1=\"\(f(legendX))\" y1=\"\(f(y))\" x2=\"\(f(legendX + 32))\" y2=\"\(f(y))\" stroke=\"\(style.colour)\" "
                + "stroke-width=\"2\"\(style.dashAttribute)/>\n"
            svg += Self.marker(index, x: legendX + 16, y: y, colour: style.colour, tooltip: nil)
            svg += "<text x=\"\(f(legendX + 40))\" y=\"\(f(y + 4))\">\(Self.escaped(name))</text>\n"
        }
        var keyY = top + 10 + (Double(series.count) + 0.5) * Self.legendRow
        if !series.isEmpty {
            svg += "<line x1=\"\(f(legendX))\" y1=\"\(f(keyY))\" x2=\"\(f(legendX + 32))\" y2=\"\(f(keyY))\" stroke=\"#555555\" stroke-width=\"2\"/>\n"
                + "<text x=\"\(f(legendX + 40))\" y=\"\(f(keyY + 4))\" fill=\"#555555\">\(Self.escaped(lineName))</text>\n"
        }
        if hasCompanion {
            keyY += Self.legendRow
            svg += "<line x1=\"\(f(legendX))\" y1=\"\(f(keyY))\" x2=\"\(f(legendX + 32))\" y2=\"\(f(keyY))\" stroke=\"#555555\" "
                + "stroke-width=\"1\" stroke-opacity=\"0.5\"/>\n"
                + "<text x=\"\(f(legendX + 40))\" y=\"\(f(keyY + 4))\" fill=\"#555555\">\(Self.escaped(companionName))</text>\n"
        }
        return svg + "</g>\n</svg>\n"
    }

    /// The points that can be drawn on log axes, by increasing x.
    private static func usable(_ points: [Point]) -> [Point] {
        points.filter { $0.x.isFinite && $0.y.isFinite && $0.x > 0 && $0.y > 0 }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    }

    private static func style(_ index: Int) -> (colour: String, dashAttribute: String) {
        let dash = dashes[index % dashes.count]
        return (colours[index % colours.count], dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")
    }

    /// Circle, square, triangle, diamond; filled for the first four series, hollow for the next four.
    private static func marker(_ index: Int, x: Double, y: Double, colour: String, tooltip: String?) -> String {
        let r = 4.0
        let paint = (index / 4) % 2 == 0 ? "fill=\"\(colour)\"" : "fill=\"#ffffff\" stroke=\"\(colour)\" stroke-width=\"1.5\""
        let (tag, geometry): (String, String)
        switch index % 4 {
        case 0: (tag, geometry) = ("circle", "cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(r))\"")
        case 1: (tag, geometry) = ("rect", "x=\"\(f(x - 0.9 * r))\" y=\"\(f(y - 0.9 * r))\" width=\"\(f(1.8 * r))\" height=\"\(f(1.8 * r))\"")
        case 2: (tag, geometry) = ("polygon", "points=\"\(f(x)),\(f(y - 1.2 * r)) \(f(x + 1.1 * r)),\(f(y + 0.8 * r)) \(f(x - 1.1 * r)),\(f(y + 0.8 * r))\"")
        default: (tag, geometry) = ("polygon", "points=\"\(f(x)),\(f(y - 1.3 * r)) \(f(x + 1.3 * r)),\(f(y)) \(f(x)),\(f(y + 1.3 * r)) \(f(x - 1.3 * r)),\(f(y))\"")
        }
        guard let tooltip else { return "<\(tag) \(geometry) \(paint)/>\n" }
        return "<\(tag) \(geometry) \(paint)><title>\(escaped(tooltip))</title></\(tag)>\n"
    }

    private static func tooltip(_ series: String, _ measure: String, _ point: Point) -> String {
        "\(series): \(Report.number(point.x)) items, \(measure) \(Report.duration(point.y))"
    }

    /// `mantissa` × 10^`exponent` items: `1`, `10`, `100`, `1k`, `20k` … `500M`, then `1e9`, `2e9`, ….
    static func itemsLabel(_ exponent: Int, mantissa: Int = 1) -> String {
        guard exponent >= 0 && exponent < 9 else { return "\(mantissa)e\(exponent)" }
        return "\(mantissa * [1, 10, 100][exponent % 3])" + ["", "k", "M"][exponent / 3]
    }

    /// `mantissa` × 10^`exponent` nanoseconds: `1 ns`, `10 ns`, `100 ns`, `1 µs`, `20 µs` … `500 s`,
    /// then `1e3 s`, …; below a nanosecond `1e-1 ns`, ….
    static func durationLabel(_ exponent: Int, mantissa: Int = 1) -> String {
        if exponent < 0 { return "\(mantissa)e\(exponent) ns" }
        if exponent >= 12 { return "\(mantissa)e\(exponent - 9) s" }
        return "\(mantissa * [1, 10, 100][exponent % 3]) " + ["ns", "µs", "ms", "s"][exponent / 3]
    }

    /// Text for XML or HTML, in an element or a quoted attribute: `&<>"'` escaped, and the control
    /// characters XML 1.0 forbids dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

/// A log10 axis between two exponents: powers of ten, padded to at least one decade.
private struct LogAxis {
    var lower: Double
    var upper: Double

    init(_ values: [Double], fallback: (Double, Double)) {
        guard let least = values.min(), let most = values.max() else {
            (lower, upper) = fallback
            return
        }
        // The tolerance keeps exact powers of ten (whose log10 may be off by an ulp) on their decade.
        lower = (log10(least) + 1e-9).rounded(.down)
        upper = (log10(most) - 1e-9).rounded(.up)
        if upper - lower < 1 {
            lower -= 0.5
            upper = lower + 1
        }
    }

    /// Where `value` falls, from 0 at the lower end to 1 at the upper end.
    func fraction(_ value: Double) -> Double {
        (log10(value) - lower) / (upper - lower)
    }

    /// The powers of ten on the axis.
    var exponents: [Int] {
        Array(Int(lower.rounded(.up))...Int(upper.rounded(.down)))
    }

    /// The ticks that get a label: every power of ten, or every n-th when more than ten would
    /// crowd; and 2 and 5 × 10^k too when the axis spans a single decade.
    var labelledTicks: [Tick] {
        let all = exponents
        let step = (all.count + 9) / 10
        let powers = all.enumerated().filter { $0.offset % step == 0 }
            .map { Tick(mantissa: 1, exponent: $0.element, value: pow(10, Double($0.element))) }
        guard upper - lower <= 1 else { return powers }
        return (powers + minorValues.filter { $0.mantissa == 2 || $0.mantissa == 5 }).sorted { $0.value < $1.value }
    }

    /// 2…9 × 10^k inside the axis, when it spans at most four decades (beyond, they crowd).
    var minorValues: [Tick] {
        guard upper - lower <= 4 else { return [] }
        var ticks: [Tick] = []
        for k in Int(lower.rounded(.down))...Int(upper.rounded(.up)) {
            for m in 2...9 {
                let value = Double(m) * pow(10, Double(k))
                let position = log10(value)
                if position > lower && position < upper { ticks.append(Tick(mantissa: m, exponent: k, value: value)) }
            }
        }
        return ticks
    }

    /// `mantissa` × 10^`exponent`, which is `value`.
    struct Tick {
        var mantissa: Int
        var exponent: Int
        var value: Double
    }
}

/// A coordinate with at most two decimals and no trailing zeros, written the same way everywhere.
private func f(_ value: Double) -> String {
    guard value.isFinite && Swift.abs(value) < 1e12 else { return "0" }
    let hundredths = Int64((value * 100).rounded())
    let magnitude = hundredths.magnitude
    let (whole, fraction) = (magnitude / 100, magnitude % 100)
    let sign = hundredths < 0 ? "-" : ""
    switch fraction {
    case 0: return "\(sign)\(whole)"
    case let n where n % 10 == 0: return "\(sign)\(whole).\(n / 10)"
    case let n where n < 10: return "\(sign)\(whole).0\(n)"
    default: return "\(sign)\(whole).\(fraction)"
    }
}
