import Foundation
import LabSupport
import Testing
@testable import PerfLab

/// `LogLogChart` and `Report.charts()`, on reports built in memory.
@Suite struct ReportChartsTests {
    typealias Point = LogLogChart.Point

    static func line(_ name: String, _ pairs: [(Double, Double)], p99Factor: Double? = nil) -> LogLogChart.Series {
        LogLogChart.Series(name: name, points: pairs.map { Point(x: $0.0, y: $0.1) },
                           companion: p99Factor.map { factor in pairs.map { Point(x: $0.0, y: $0.1 * factor) } } ?? [])
    }

    // MARK: LogLogChart

    @Test func svgIsAWellFormedDocument() throws {
        let chart = LogLogChart(title: "query/screen on flow", series: [
            Self.line("binary", [(1_000, 800), (10_000, 1_100), (100_000, 1_500)], p99Factor: 3),
            Self.line("linear", [(1_000, 2_000), (10_000, 20_000), (100_000, 200_000)], p99Factor: 1.5),
        ])
        let svg = chart.svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("viewBox=\"0 0 "))
        #expect(svg.hasSuffix("</svg>\n"))
        try ChartFixtures.expectBalancedTags(svg)
        #expect(!svg.contains(" id="), "ids would collide when several charts share one HTML page")
    }

    @Test func onePolylinePerSeriesWithTwoPointsOrMore() {
        let single = Self.line("single", [(10_000, 5_000)])
        let chart = LogLogChart(title: "t", series: [
            Self.line("a", [(1_000, 100), (10_000, 1_000), (100_000, 10_000)]),
            Self.line("b", [(1_000, 300), (1_000_000, 90_000)]),
            single,
        ])
        #expect(ChartFixtures.count("<polyline", in: chart.svg()) == 2)
        // A lone point is a marker: a circle, square or triangle with its tooltip.
        #expect(chart.svg().contains("<title>single: 10000 items, p50 5.00 µs</title>"))

        let withCompanions = LogLogChart(title: "t", series: [
            Self.line("a", [(1_000, 100), (10_000, 1_000)], p99Factor: 2),
            Self.line("b", [(1_000, 300)], p99Factor: 2),
        ])
        #expect(ChartFixtures.count("<polyline", in: withCompanions.svg()) == 2)
        #expect(withCompanions.svg().contains(">p99</text>"))
    }

    @Test func ticksAreLabelledAtEveryDecadeSpanned() {
        let chart = LogLogChart(title: "t", series: [Self.line("a", [(1_000, 500), (1_000_000, 20_000_000)])])
        let svg = chart.svg()
        for label in ["1k", "10k", "100k", "1M", "100 ns", "1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms"] {
            #expect(svg.contains(">\(label)</text>"), "missing tick label \(label)")
        }
        #expect(!svg.contains(">10M</text>"))
        #expect(!svg.contains(">10 ns</text>"))
        #expect(!svg.contains(">1 s</text>"))
    }

    @Test func tickLabelsReadLikeUnits() {
        #expect((0...9).map { LogLogChart.itemsLabel($0) } == ["1", "10", "100", "1k", "10k", "100k", "1M", "10M", "100M", "1e9"])
        #expect((0...12).map { LogLogChart.durationLabel($0) } == ["1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs", "1 ms",
                                                             "10 ms", "100 ms", "1 s", "10 s", "100 s", "1e3 s"])
        #expect(LogLogChart.durationLabel(-1) == "1e-1 ns")
        #expect(LogLogChart.itemsLabel(4, mantissa: 2) == "20k")
        #expect(LogLogChart.durationLabel(6, mantissa: 5) == "5 ms")
    }

    @Test func badValuesAreSkippedAndNeverWritten() {
        let chart = LogLogChart(title: "t", series: [
            Self.line("mixed", [(1_000, 0), (2_000, -5), (3_000, .nan), (4_000, .infinity), (.infinity, 10),
                                (0, 10), (-1_000, 10), (.nan, 10), (10_000, 2_000)]),
            Self.line("hopeless", [(1_000, .nan), (10_000, -.infinity)], p99Factor: 2),
        ])
        let svg = chart.svg().lowercased()
        #expect(!svg.contains("nan"))
        #expect(!svg.contains("inf"))
        #expect(ChartFixtures.count("<polyline", in: svg) == 0, "one usable point is a marker, not a line")
        #expect(svg.contains(">hopeless (no data)</text>"))
    }

    @Test func noDataAtAllStillDrawsAxes() throws {
        let svg = LogLogChart(title: "empty", series: []).svg()
        #expect(svg.contains(">no data</text>"))
        #expect(svg.contains(">1k</text>") && svg.contains(">1 µs</text>"))
        try ChartFixtures.expectBalancedTags(svg)
    }

    @Test func aSinglePointIsPaddedToADecade() throws {
        let svg = LogLogChart(title: "t", series: [Self.line("a", [(1_000, 1_000), (1_000, 1_000)])]).svg()
        // With one power of ten on an axis, 2 and 5 times the powers are labelled too.
        for label in ["500", "1k", "2k", "500 ns", "1 µs", "2 µs"] {
            #expect(svg.contains(">\(label)</text>"), "missing tick label \(label)")
        }
        #expect(!svg.lowercased().contains("nan"))
        // Half a decade either side: the point sits in the middle of the plot (84 + 480 / 2, 44 + 300 / 2).
        #expect(svg.contains("cx=\"324\" cy=\"194\""))
        try ChartFixtures.expectBalancedTags(svg)
    }

    @Test func textIsEscaped() {
        let chart = LogLogChart(title: "a<b & c>\"d\"", series: [Self.line("<&>", [(1_000, 1), (2_000, 2)])],
                                xTitle: "x<", yTitle: "y&")
        let svg = chart.svg()
        #expect(svg.contains("a&lt;b &amp; c&gt;&quot;d&quot;"))
        #expect(svg.contains(">&lt;&amp;&gt;</text>"))
        #expect(svg.contains(">x&lt;</text>") && svg.contains(">y&amp;</text>"))
        #expect(!svg.contains("a<b") && !svg.contains("<&>"))
        #expect(LogLogChart.escaped("tab\there\u{1}\u{FFFE}'") == "tab\there&#39;")
    }

    @Test func outputIsDeterministic() throws {
        let chart = LogLogChart(title: "t", series: (0..<8).map { index in
            Self.line("s\(index)", [(1_000, 100 * Double(index + 1)), (30_000, 777.777 * Double(index + 1)),
                                    (1_000_000, 123_456.789)], p99Factor: 1.7)
        })
        #expect(chart.svg() == chart.svg())
        #expect(chart.svg() == LogLogChart(title: chart.title, series: chart.series).svg())
        let numbers = LogLogChart.colours.reduce(chart.svg()) { $0.replacingOccurrences(of: $1, with: "") }
        #expect(numbers.firstMatch(of: try Regex("[0-9][eE][-+]?[0-9]")) == nil, "no exponent notation in coordinates")
    }

    /// Ten series that all look different: a family with many strategies, or a user's overlay.
    @Test func tenSeriesLookDifferentInColourAndInGrey() {
        #expect(Set(LogLogChart.colours).count == 10)
        #expect(Set(LogLogChart.dashes).count == 10)
        let chart = LogLogChart(title: "t", series: (0..<10).map { Self.line("s\($0)", [(1_000, 10), (10_000, 100)]) })
        let polylines = chart.svg().split(separator: "\n").filter { $0.hasPrefix("<polyline") }
        #expect(polylines.count == 10)
        #expect(Set(polylines.map { $0.split(separator: " ").filter { $0.hasPrefix("stroke=") } }).count == 10)
        #expect(Set(polylines.map { $0.components(separatedBy: "stroke-dasharray").dropFirst().first ?? "solid" }).count == 10)
    }

    // MARK: Report.charts()

    @Test func oneChartPerBenchmarkAndEngineMeasuredAtTwoSizes() {
        let charts = ChartFixtures.report().logLogCharts()
        #expect(charts.map(\.fileName) == ["prepare-flow.svg", "prepare-mosaic.svg", "query-screen-flow.svg", "diff.svg"])
        let byName = Dictionary(uniqueKeysWithValues: charts.map { ($0.fileName, $0.chart) })
        let query = byName["query-screen-flow.svg"]
        #expect(query?.title == "query/screen on flow: latency by strategy")
        #expect(query?.series.map(\.name) == ["binary", "linear"])
        #expect(query?.series[0].points.map(\.x) == [1_000, 10_000, 100_000])
        #expect(query?.series[0].points.map(\.y) == [1_000, 1_100, 1_200], "the line is the p50")
        #expect(query?.series[0].companion.map(\.y) == [3_000, 3_300, 3_600], "the companion is the p99")
        #expect(byName["diff.svg"]?.series.map(\.name) == ["snapshot", "collection-difference"])
        #expect(byName["prepare-mosaic.svg"]?.series.map(\.name) == ["mosaic"])
        #expect(byName["prepare-mosaic.svg"]?.title == "prepare on mosaic: latency", "no strategy, so not \"by strategy\"")
        #expect(byName["diff.svg"]?.title == "diff: latency by strategy")

        let drawn = ChartFixtures.report().charts()
        #expect(drawn.map(\.fileName) == charts.map(\.fileName))
        #expect(drawn.allSatisfy { $0.svg.hasPrefix("<svg") })
        #expect(ChartFixtures.count("<polyline", in: drawn[2].svg) == 4, "p50 and p99 for each of two strategies")
    }

    /// The prepares are small multiples: one chart per engine, all on the y axis that holds every
    /// prepare's p50 and p99; the floor target's curve (2× the memory-write floor at each size) on
    /// the engines it judges; the scroll charts carry the frame budgets.
    @Test func preparesAreSmallMultiplesWithTheFloorTarget() {
        let report = ChartFixtures.report(benchmarks: [
            ChartFixtures.result(.memoryWriteFloor, nil, nil, 1_000, p50: 5),
            ChartFixtures.result(.memoryWriteFloor, nil, nil, 10_000, p50: 50),
            ChartFixtures.result(.prepare, "flow", nil, 1_000, p50: 10), ChartFixtures.result(.prepare, "flow", nil, 10_000, p50: 100),
            ChartFixtures.result(.prepare, "column-flow", nil, 1_000, p50: 1_000),
            ChartFixtures.result(.prepare, "column-flow", nil, 10_000, p50: 9_000),
            ChartFixtures.result(.scroll(.jumps), "flow", "binary", 1_000, p50: 1_000),
            ChartFixtures.result(.scroll(.jumps), "flow", "binary", 10_000, p50: 1_100),
        ])
        let charts = Dictionary(uniqueKeysWithValues: report.logLogCharts().map { ($0.fileName, $0.chart) })
        let flow = charts["prepare-flow.svg"], columns = charts["prepare-column-flow.svg"]
        #expect(flow?.isSmallMultiple == true && columns?.isSmallMultiple == true)
        #expect(flow?.sharedYValues == [10, 27_000] && columns?.sharedYValues == [10, 27_000], "fastest p50 to slowest p99")
        #expect(flow?.references == [.init(label: "target: 2× memory-write floor", curve: [.init(x: 1_000, y: 10), .init(x: 10_000, y: 100)])])
        #expect(columns?.references.isEmpty == true, "the floor target does not judge a closed form")
        #expect(charts["scroll-jumps-flow.svg"]?.references.map(\.label)
                == ["target p99 5 µs per frame", "frame budget 8.33ms", "frame budget 16.67ms"])
        #expect(charts["floor-write-attributes.svg"]?.isSmallMultiple == false)
        let svg = report.charts().first { $0.fileName == "prepare-flow.svg" }?.svg ?? ""
        #expect(ChartFixtures.count("stroke-dasharray=\"6 3\"", in: svg) == 1, "the target's curve")
    }

    @Test func fileNamesAreSlugsAndNeverCollide() {
        #expect(Report.slug("query/screen-flow") == "query-screen-flow")
        #expect(Report.slug("  Scroll / 60fps!! ") == "scroll-60fps")
        #expect(Report.slug("µ<>") == "")
        let report = ChartFixtures.report(benchmarks: [
            ChartFixtures.result(.screenQuery, "flow", "binary", 1_000, p50: 1),
            ChartFixtures.result(.screenQuery, "flow", "binary", 10_000, p50: 2),
            ChartFixtures.result(.screenQuery, "Flow", "binary", 1_000, p50: 1),
            ChartFixtures.result(.screenQuery, "Flow", "binary", 10_000, p50: 2),
        ])
        #expect(report.charts().map(\.fileName) == ["query-screen-flow.svg", "query-screen-flow-2.svg"])
        // Every family's name has a letter: no stem is empty.
        #expect(BenchmarkFamily.allCases.allSatisfy { !Report.slug($0.rawValue).isEmpty })
    }

    @Test func aReportMeasuredAtOneSizeHasNoChart() {
        let report = ChartFixtures.report(benchmarks: [
            ChartFixtures.result(.prepare, "flow", nil, 1_000, p50: 10), ChartFixtures.result(.screenQuery, "flow", "binary", 1_000, p50: 1),
        ])
        #expect(report.charts().isEmpty)
    }
}

/// Reports and checks that the chart and HTML tests share.
enum ChartFixtures {
    static func result(_ family: BenchmarkFamily, _ engine: String?, _ strategy: String?, _ items: Int, p50: Double,
                       counters: [(name: Counter, value: Double)] = []) -> BenchmarkResult {
        BenchmarkResult(family: family, engine: engine, strategy: strategy, items: items,
                        summary: SampleSummary(count: 50, min: p50 / 2, p50: p50, p90: p50 * 2, p99: p50 * 3, max: p50 * 4, mean: p50),
                        counters: counters)
    }

    static func report(suite: String = "quick", buildConfiguration: String = "release", benchmarks: [BenchmarkResult]? = nil) -> Report {
        var all = benchmarks ?? []
        if benchmarks == nil {
            for (index, items) in [1_000, 10_000, 100_000].enumerated() {
                let scale = Double(items) / 1_000
                all.append(result(.prepare, "flow", nil, items, p50: 90_000 * scale, counters: [(name: .bytesPerElement, value: 48)]))
                all.append(result(.prepare, "mosaic", nil, items, p50: 150_000 * scale))
                all.append(result(.screenQuery, "flow", "binary", items, p50: 1_000 + 100 * Double(index),
                                  counters: [(name: .examinedPerQuery, value: 40), (name: .returnedPerQuery, value: 30)]))
                all.append(result(.screenQuery, "flow", "linear", items, p50: 2_000 * scale))
                all.append(result(.diff, nil, "snapshot", items, p50: 5_000 * scale))
                all.append(result(.diff, nil, "collection-difference", items, p50: 9_000 * scale))
            }
            all.append(result(.batch10, "flow", "incremental", 1_000, p50: 4_000))
        }
        return Report(suite: suite, seed: 7, benchmarks: all, provenance: Report.Provenance(
            timestamp: "20250101T120000Z", buildConfiguration: buildConfiguration, toolchain: "Swift version 6.3",
            commit: "0123abcd+dirty", operatingSystem: "Linux 6.1", processors: 8, memoryBytes: 16 * 1_073_741_824,
            peakResidentBytes: 250 * 1_048_576, durationSeconds: 42.5), engines: BenchmarkEngine.traits(in: .builtIn))
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// Checks that every element opened is closed, in order; `<!…>` and HTML's void elements
    /// stand alone.
    static func expectBalancedTags(_ markup: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let voids: Set<String> = ["meta", "br", "hr", "img", "input", "link"]
        var open: [String] = []
        var index = markup.startIndex
        while let start = markup[index...].firstIndex(of: "<") {
            var end = markup.index(after: start)
            var quote: Character?
            while end < markup.endIndex {
                let character = markup[end]
                if let q = quote {
                    if character == q { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == ">" {
                    break
                }
                end = markup.index(after: end)
            }
            try #require(end < markup.endIndex, "unterminated tag", sourceLocation: sourceLocation)
            let tag = markup[markup.index(after: start)..<end]
            index = markup.index(after: end)
            if tag.hasPrefix("!") { continue }
            let name = String(tag.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" })
            if tag.hasPrefix("/") {
                try #require(open.popLast() == name, "</\(name)> closes nothing open", sourceLocation: sourceLocation)
            } else if !tag.hasSuffix("/") && !voids.contains(name) {
                open.append(name)
            }
        }
        #expect(open.isEmpty, "left open: \(open)", sourceLocation: sourceLocation)
    }
}
