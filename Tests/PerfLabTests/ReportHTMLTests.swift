import Foundation
import LabSupport
import Testing
@testable import PerfLab

/// `Report.html(chartFiles:)`: one page that opens from disk, with every chart inline.
@Suite struct ReportHTMLTests {
    @Test func everyChartIsInline() throws {
        let report = ChartFixtures.report()
        let charts = report.charts()
        let html = report.html(chartFiles: charts)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(ChartFixtures.count("<svg", in: html) == charts.count)
        for chart in charts {
            // The whole drawing, less the namespace attribute HTML does without.
            let body = chart.svg.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: "")
            #expect(html.contains(body), "\(chart.fileName) is not inline")
            #expect(html.contains("<title>\(LogLogChart.escaped(chart.title))</title>"))
            #expect(html.contains("<figcaption>\(chart.fileName)</figcaption>"))
        }
        try ChartFixtures.expectBalancedTags(html)
    }

    @Test func provenanceAndTableAreComplete() {
        let report = ChartFixtures.report()
        let html = report.html(chartFiles: [])
        for fact in ["<dd>quick</dd>", "<dd>7</dd>", "<dd>0123abcd+dirty</dd>", "<dd>Swift version 6.3</dd>", "<dd>release</dd>",
                     "<dd>Linux 6.1</dd>", "<dd>8</dd>", "<dd>42.50 s</dd>", "<dd>250.0 MiB</dd>", "<dd>16.00 GiB</dd>"] {
            #expect(html.contains(fact), "missing \(fact)")
        }
        #expect(html.contains("No chart"))
        #expect(!html.contains("class=\"warning\""))
        // One row per benchmark (and the header) in the results table; the targets and side-by-side
        // tables before it hold one row per target and per comparison (and a header each).
        let results = String(html[html.range(of: "<h2 id=\"results\">Every result</h2>")!.lowerBound...])
        #expect(ChartFixtures.count("<tr>", in: results) == report.benchmarks.count + 1)
        let comparisons = report.comparisons()
        let kinds = Set(comparisons.map(\.kind)).count
        let targets = report.performanceTargets()
        let judged = targets.filter { $0.status != .notMeasured }.count
        let targetRows = judged > 0 ? judged + 1 : 0
        #expect(targetRows > 0)
        #expect(ChartFixtures.count("<tr>", in: html) == report.benchmarks.count + 1 + comparisons.count + kinds + targetRows)
        #expect(html.contains("<h2 id=\"side-by-side\">Side by side</h2>") == !comparisons.isEmpty)
        #expect(html.contains("<tr><td>query/screen</td><td>flow</td><td>binary</td><td class=\"n\">1000</td>"
            + "<td class=\"n\">50</td><td class=\"n\">1.00 µs</td><td class=\"n\">2.00 µs</td><td class=\"n\">3.00 µs</td>"
            + "<td class=\"n\">4.00 µs</td><td>examinedPerQuery 40, returnedPerQuery 30</td></tr>"))
        #expect(html.contains("<tr><td>batch10</td><td>flow</td><td>incremental</td>"))
    }

    /// The verdict, then the first two comparisons (binary vs linear first), then the contents and
    /// the targets, worst first; the build details last.
    @Test func theVerdictComesFirst() throws {
        let report = ChartFixtures.report()
        let html = report.html(chartFiles: report.charts())
        let verdict = try #require(html.range(of: "<div id=\"verdict\""))
        let figure = try #require(html.range(of: "<figure>"))
        let targets = try #require(html.range(of: "<h2 id=\"targets\">"))
        let build = try #require(html.range(of: "<h2 id=\"build\">"))
        #expect(verdict.lowerBound < figure.lowerBound && figure.lowerBound < targets.lowerBound && targets.lowerBound < build.lowerBound)
        #expect(html[figure.lowerBound...].hasPrefix("<figure>\n<svg width="))
        #expect(html.contains("<figcaption>query-screen-flow.svg</figcaption>"))
        let counts = report.targets
        #expect(html.contains("<span class=\"chip miss\"><strong>\(counts.count { $0.status == .miss })</strong> miss</span>"))
        // The first target row is the worst: a miss, if any.
        if counts.contains(where: { $0.status == .miss }) {
            #expect(html[targets.lowerBound...].contains("<tbody>\n<tr><td class=\"miss\">miss</td>"))
        }
    }

    @Test func aDebugBuildIsFlagged() {
        let html = ChartFixtures.report(buildConfiguration: "debug").html(chartFiles: [])
        #expect(html.contains("<p class=\"warning\">This is a debug build"))
    }

    @Test func textIsEscaped() throws {
        var report = ChartFixtures.report(suite: "<b>&'x'", benchmarks: [
            ChartFixtures.result(.diff, "<script>alert(1)</script>", "\"q\"&b", 1_000, p50: 10),
            ChartFixtures.result(.diff, "<script>alert(1)</script>", "\"q\"&b", 10_000, p50: 20),
        ])
        report.provenance.commit = "<i>commit</i>"
        let html = report.html(chartFiles: report.charts())
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>") && !html.contains("<i>"))
        #expect(html.contains("<dd>&lt;b&gt;&amp;&#39;x&#39;</dd>"))
        #expect(html.contains("<td>diff</td><td>&lt;script&gt;alert(1)&lt;/script&gt;</td><td>&quot;q&quot;&amp;b</td>"))
        #expect(html.contains("<dd>&lt;i&gt;commit&lt;/i&gt;</dd>"))
        try ChartFixtures.expectBalancedTags(html)
    }

    @Test func nothingIsFetched() {
        let report = ChartFixtures.report()
        let html = report.html(chartFiles: report.charts())
        for reference in ["http://", "https://", "src=", "<script", "<link", "@import", "url("] {
            #expect(!html.contains(reference), "the page refers to \(reference)")
        }
        // Links stay inside the page: the table of contents' anchors.
        #expect(ChartFixtures.count("href=", in: html) == ChartFixtures.count("href=\"#", in: html))
        #expect(ChartFixtures.count("href=", in: html) > 0)
    }

    @Test func outputIsDeterministic() {
        let report = ChartFixtures.report()
        #expect(report.html(chartFiles: report.charts()) == report.html(chartFiles: report.charts()))
    }
}
