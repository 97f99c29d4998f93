extension Comparison {
    /// The comparison as Markdown fit for a pull-request comment: the verdict first, then the
    /// same tables and warnings as `text()`, with the unchanged benchmarks folded away.
    func markdown() -> String {
        var text = "### perflab compare: \(verdict)\n\n"
        text += headerLines.map { "- \(Self.escaped($0))\n" }.joined()
        for table in tables {
            let body = Self.markdownTable(table) + table.notes.map { "\n_\(Self.escaped($0))_\n" }.joined()
            if table.isFolded {
                text += "\n<details><summary>\(Self.escaped(table.title)) (\(table.rows.count))</summary>\n\n\(body)\n</details>\n"
            } else {
                text += "\n#### \(Self.escaped(table.title))\n\n\(body)"
            }
        }
        if !warnings.isEmpty {
            text += "\n#### warnings\n\n" + warnings.map { "- \(Self.escaped($0))\n" }.joined()
        }
        return text
    }

    private static func markdownTable(_ table: ComparisonTable) -> String {
        var text = "| " + table.columns.map(escaped).joined(separator: " | ") + " |\n"
        text += "|" + table.columns.indices.map { table.rightAligned.contains($0) ? "---:|" : "---|" }.joined() + "\n"
        for row in table.rows {
            text += "| " + row.map(escaped).joined(separator: " | ") + " |\n"
        }
        return text
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
