import LabSupport
import Workloads

/// The files a report is written as, from one stem (`Results/quick-20261124T212830Z`):
/// `STEM.md` (the summary, PR-sized), `STEM-full.md` (every table), `STEM.html` (one page),
/// `STEM-charts/*.svg`, and `STEM.json` last, so that a report `compare` can read means every other
/// file is in place. Each file is written atomically.
enum ReportFiles {
    /// What was written: the summary's text and the number of charts.
    struct Written {
        var summary: String
        var chartCount: Int
    }

    /// Writes every file of `report` under `stem`; with `includingJSON` false (re-rendering a
    /// report read from its JSON), leaves the JSON as it is. `writer` writes each file's bytes
    /// (`TextFiles.writeAtomically`): the command's.
    /// - Throws: `LabError` naming the file that could not be written.
    static func write(_ report: Report, stem: String, includingJSON: Bool = true,
                      writer: TextFiles.ByteWriter) throws(LabError) -> Written {
        let charts = report.charts()
        for chart in charts {
            try TextFiles.writeAtomically(chart.svg, to: "\(stem)-charts/\(chart.fileName)", writer: writer)
        }
        try TextFiles.writeAtomically(report.html(chartFiles: charts), to: stem + ".html", writer: writer)
        let fullName = lastComponent(stem) + "-full.md"
        try TextFiles.writeAtomically(report.markdown(), to: stem + "-full.md", writer: writer)
        let summary = report.summaryMarkdown(fullFileName: fullName)
        try TextFiles.writeAtomically(summary, to: stem + ".md", writer: writer)
        if includingJSON { try TextFiles.writeAtomically(report.json(), to: stem + ".json", writer: writer) }
        return Written(summary: summary, chartCount: charts.count)
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
