extension Comparison {
    /// The comparison as the terminal shows it: where the runs come from, each table with its
    /// columns aligned, the warnings and the one-line verdict.
    func text() -> String {
        var text = headerLines.joined(separator: "\n") + "\n"
        for table in tables {
            text += "\n\(table.title):\n" + Self.aligned(table)
            for note in table.notes { text += "  (\(note))\n" }
        }
        if !warnings.isEmpty {
            text += "\nwarnings:\n" + warnings.map { "  - \($0)\n" }.joined()
        }
        return text + "\nverdict: \(verdict)\n"
    }

    /// The table's rows under its column names, each column as wide as its widest cell.
    static func aligned(_ table: ComparisonTable) -> String {
        let lines = [table.columns] + table.rows
        let widths = table.columns.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { cells in
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return table.rightAligned.contains(column) ? padding + cell : cell + padding
            }
            var line = "  " + padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}
