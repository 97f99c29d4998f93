extension Comparison {
    /// The comparison as Markdown fit for a pull-request comment, under `Report.summaryLimit`
    /// characters whatever the suite: the verdict as the heading, the sides by commit and suite,
    /// a loud line when time was not judged, the roll-up per family and engine, then the changes
    /// largest first, frames and counters, the warnings, and as much of the changes within the
    /// noise floor as fits; every table in full is in `fullFileName` (`markdownFull()`).
    /// - Complexity: O(k log k) for k benchmarks.
    func markdown(fullFileName: String? = nil, limit: Int = Report.summaryLimit) -> String {
        var text = "### perflab compare: \(verdict)\n\n"
        text += "- \(sideLabel(old)) → \(sideLabel(new))\n"
        text += headerLines.dropFirst(2).map { "- \(Self.escaped($0))\n" }.joined()
        if let fullFileName { text += "- every table in full: `\(fullFileName)`\n" }
        if hasUnjudgedTime {
            let unjudged = times.filter(\.judgement.hadTooFewRuns)
            let reasons = Set(unjudged.map { TimeJudgement.tooFewRuns(old: $0.judgement.oldMedians.count, new: $0.judgement.newMedians.count) })
                .sorted()
            text += "\n> **NOT JUDGED**: the time of \(Self.count(unjudged.count, "benchmark")) "
                + "was shown, not judged (\(reasons.joined(separator: "; "))): this is not \"no regression\". "
                + "Run at least \(TimeJudgement.minimumRuns) runs per side (5 recommended).\n"
        }
        text += rollUp()
        var tablesByTitle = tables
        // What matters most first, each cut to the budget left: changes, frames, counters, one side.
        let folded = tablesByTitle.filter(\.isFolded)
        tablesByTitle.removeAll(where: \.isFolded)
        for table in tablesByTitle {
            let heading = "\n#### \(Self.escaped(table.title))\n\n" + Self.markdownHeader(table)
            guard text.count + heading.count + Report.cutLine(table.rows.count).count < limit else { break }
            text += heading + Report.rowsWithin(limit - text.count - heading.count, table.rows.map(Self.markdownRow))
            text += table.notes.map { "\n_\(Self.escaped($0))_\n" }.joined()
        }
        if !warnings.isEmpty {
            let block = "\n#### warnings\n\n" + warnings.map { "- \(Self.escaped($0))\n" }.joined()
            if text.count + block.count < limit { text += block }
        }
        for table in folded {
            let block = "\n<details><summary>\(Self.escaped(table.title)) (\(table.rows.count))</summary>\n\n"
                + Self.markdownTable(table) + table.notes.map { "\n_\(Self.escaped($0))_\n" }.joined() + "\n</details>\n"
            if text.count + block.count < limit { text += block }
        }
        return text
    }

    /// Every table in full, for the file beside the comment.
    func markdownFull() -> String {
        var text = "### perflab compare: \(verdict)\n\n" + headerLines.map { "- \(Self.escaped($0))\n" }.joined()
        for table in tables {
            text += "\n#### \(Self.escaped(table.title))\n\n" + Self.markdownTable(table)
                + table.notes.map { "\n_\(Self.escaped($0))_\n" }.joined()
        }
        if !warnings.isEmpty { text += "\n#### warnings\n\n" + warnings.map { "- \(Self.escaped($0))\n" }.joined() }
        return text
    }

    /// "OLD: commit 08bf291bc989, quick suite, seed 1, 5 runs".
    private func sideLabel(_ side: ReplicateSet) -> String {
        guard let first = side.replicates.first?.report else { return "\(side.label): no runs" }
        let commits = Set(side.reports.map(\.provenance.commit))
        return "**\(side.label)**: commit \(Comparability.short(first.provenance.commit))\(commits.count > 1 ? " and others" : ""), "
            + "\(Self.escaped(first.suite)) suite, seed \(first.seed), \(side.runsDescription)"
    }

    /// Per family group (`BenchmarkFamily.group`: `query`, `scroll`, `batch10`) and engine, how
    /// many benchmarks each verdict has; only the families and engines where something is not
    /// unchanged.
    private func rollUp() -> String {
        var order: [[String]] = []
        var counts: [[String]: [Int]] = [:]
        for change in times {
            let group = [change.benchmark.family.group, BenchmarkKey.fileText(change.benchmark.engine)]
            if counts[group] == nil {
                order.append(group)
                counts[group] = [0, 0, 0, 0, 0]
            }
            counts[group]![change.overall.severity] += 1
        }
        // Index 3 counts the unchanged (`TimeJudgement.severity`).
        let moved = order.filter { counts[$0]![3] != counts[$0]!.reduce(0, +) }
        guard !moved.isEmpty else { return "" }
        var text = "\n#### by family and engine\n\n| family | engine | regressed | improved | within noise | unchanged | not judged |\n"
            + "|---|---|---:|---:|---:|---:|---:|\n"
        for group in moved {
            text += Self.markdownRow(group + counts[group]!.map(String.init))
        }
        return text
    }

    private static func markdownHeader(_ table: ComparisonTable) -> String {
        "| " + table.columns.map(escaped).joined(separator: " | ") + " |\n"
            + "|" + table.columns.indices.map { table.rightAligned.contains($0) ? "---:|" : "---|" }.joined() + "\n"
    }

    private static func markdownRow(_ row: [String]) -> String {
        "| " + row.map(escaped).joined(separator: " | ") + " |\n"
    }

    private static func markdownTable(_ table: ComparisonTable) -> String {
        markdownHeader(table) + table.rows.map(markdownRow).joined()
    }

    /// Text with the characters that would break a table cell or start markup escaped.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "|*_`<>[]\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
