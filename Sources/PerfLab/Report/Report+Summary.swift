/// The report as a Markdown summary that fits a pull-request comment (GitHub refuses one over
/// 65,536 characters): the verdict, the targets sorted worst first, and the side-by-side ratios at
/// each engine's largest size. Every table of the report, every size and every benchmark, is in
/// the full Markdown file beside it (`markdown()`), named in the summary's second line.
///
/// Whatever the suite or the registry, the summary stays under `summaryLimit` characters: a
/// section that would cross it is cut at a row, and says how many rows the full file has more.
extension Report {
    /// The most characters a summary holds (GitHub's limit is 65,536; the rest is headroom for a
    /// comment's own header).
    static let summaryLimit = 60_000

    /// The counts of targets by status, as the verdict line says them.
    var targetCounts: String {
        let rows = targets
        let count = { (status: PerformanceTarget.Status) in rows.count { $0.status == status } }
        return "\(count(.pass)) pass, \(count(.miss)) miss, \(count(.notApplicable)) n/a, "
            + "\(count(.notMeasuredAtSize)) not measured at this size, \(count(.notMeasured)) not measured"
    }

    /// The targets worst first: misses by margin (smallest first), then passes by margin, then rows
    /// without a verdict.
    var targetsByMargin: [PerformanceTarget] {
        func rank(_ status: PerformanceTarget.Status) -> Int {
            switch status {
            case .miss: 0
            case .pass: 1
            case .notMeasuredAtSize: 2
            case .notApplicable: 3
            case .notMeasured: 4
            }
        }
        return targets.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if rank(x.status) != rank(y.status) { return rank(x.status) < rank(y.status) }
            let (mx, my) = (x.margin ?? .infinity, y.margin ?? .infinity)
            return mx != my ? mx < my : a.offset < b.offset
        }.map(\.element)
    }

    /// The summary; `fullFileName` is the full Markdown's file name, given in its second line.
    /// - Complexity: O(b log b) for b benchmarks.
    func summaryMarkdown(fullFileName: String, limit: Int = Report.summaryLimit) -> String {
        var text = "# perflab \(suite) suite: \(targetCounts)\n\n"
        text += "\(provenance.buildConfiguration) build of commit \(Comparability.short(provenance.commit)), seed \(seed), "
            + "\(provenance.timestamp); \(provenance.toolchain); \(provenance.operatingSystem), \(provenance.processors) processors; "
            + "\(Self.number(provenance.durationSeconds)) s. Every table, size and benchmark: `\(fullFileName)`.\n"
            + "Counted besides time: \(provenance.counting).\n"
        if provenance.buildConfiguration != "release" {
            text += "\n**This is a \(provenance.buildConfiguration) build: its timings mean nothing.**\n"
        }
        let rows = targetsByMargin.filter { $0.status != .notMeasured }
        if !rows.isEmpty {
            var table = "\n## Targets, worst first\n\n\(verdictsLine) Margin 1 or more passes (0.25 is four times short); "
                + "why each miss happens: docs/performance-targets.md.\n\n"
                + "| result | target | engine | items | measured | target | margin | judged by |\n|---|---|---|---:|---:|---:|---:|---|\n"
            table += Self.rowsWithin(limit - text.count - table.count, rows.map { row in
                "| \(Self.statusCell(row.status)) | \(row.target) | \(BenchmarkKey.fileText(row.engine)) | \(row.items) | \(row.measured) | \(row.required) | "
                    + "\(row.margin.map(Self.margin) ?? "—") | \(row.basis?.rawValue ?? "—") |\n"
            })
            text += table
        }
        let largest = comparisonsAtLargestSize()
        let sideBySideHeading = "\n## Side by side, at each engine's largest size\n\nMedians of this run; every size in the full file.\n\n"
            + "| comparison | benchmark | engine | items | ratio |\n|---|---|---|---:|---:|\n"
        if !largest.isEmpty && text.count + sideBySideHeading.count + Self.cutLine(largest.count).count < limit {
            var table = sideBySideHeading
            table += Self.rowsWithin(limit - text.count - table.count, largest.map { row in
                "| \(row.kind) | \(row.family) | \(BenchmarkKey.fileText(row.engine)) | \(row.items) | \(Self.ratio(row.ratio)) |\n"
            })
            text += table
        }
        return text
    }

    /// The comparisons of `comparisons()` at the largest size each (kind, benchmark, engine) has.
    /// - Complexity: O(c) for c comparisons.
    func comparisonsAtLargestSize() -> [Comparison] {
        func group(_ row: Comparison) -> String { "\(row.kind)|\(row.family)|\(BenchmarkKey.fileText(row.engine))" }
        let all = comparisons()
        var largest: [String: Int] = [:]
        for row in all { largest[group(row)] = max(largest[group(row)] ?? 0, row.items) }
        return all.filter { largest[group($0)] == $0.items }
    }

    /// As many of `rows` as fit in `budget` characters together with the line counting the rest,
    /// then that line; all of them when they fit.
    /// - Complexity: O(c) for the c characters of the rows.
    static func rowsWithin(_ budget: Int, _ rows: [String]) -> String {
        var text = "", used = 0
        for (index, row) in rows.enumerated() {
            let isLast = index == rows.count - 1
            guard used + row.count + (isLast ? 0 : cutLine(rows.count).count) <= budget else {
                return text + cutLine(rows.count - index)
            }
            text += row
            used += row.count
        }
        return text
    }

    /// The line that says how many rows a cut table left out.
    static func cutLine(_ count: Int) -> String {
        "\n\(count) more rows in the full file (cut to fit a pull-request comment).\n"
    }

    /// A status as a table cell: a miss in bold.
    static func statusCell(_ status: PerformanceTarget.Status) -> String {
        status == .miss ? "**miss**" : status.rawValue
    }
}
