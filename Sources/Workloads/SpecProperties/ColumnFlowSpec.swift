import LayoutEngine

/// The column flow's specification (seed 000, corrected as docs/flow-layout.md says): inside the
/// layout margins, `columns = max(1, ⌊(available + spacing) / (minColumnWidth + spacing)⌋)` columns
/// (one when the divisor is zero), each cell `⌊(available − (columns − 1) · spacing) / columns⌋`
/// wide and `cellHeight` tall, and every row of a section but its last holding exactly `columns`
/// cells. Lengths are read as the engine reads them: negative and non-finite ones as zero.
/// Sections whose delegate answers change the flow (per-item sizes, their own insets or inter-item
/// spacing) and self-sizing layouts are outside the formula and not checked; nor is the row count
/// when the cells have no width (a container less than a point wider than its margins), where the
/// flow's line breaking fits any number of them on a line.
public enum ColumnFlowSpec {
    /// `column-flow-columns`: the column count and the cell size formula.
    /// - Complexity: O(n) for n elements.
    public static let properties: [SpecProperty] = [
        SpecProperty(name: "column-flow-columns") { subject in
            guard let layout = subject.layout as? ColumnFlowLayout, !layout.isEstimatingItemSizes else { return nil }
            let margins = subject.data.layoutMargins.sanitized
            let available = (subject.data.bounds.width - margins.left - margins.right).sanitizedLength
            let spacing = layout.minimumInteritemSpacing.sanitizedLength
            let divisor = layout.minColumnWidth.sanitizedLength + spacing
            let columns = divisor > 0 ? Swift.max(1, Swift.min(((available + spacing) / divisor).rounded(.down), Double(Int32.max))) : 1
            let width = ((available - (columns - 1) * spacing) / columns).rounded(.down).sanitizedLength
            let height = layout.cellHeight.sanitizedLength
            var previous: LayoutAttributes?
            for element in subject.elements where element.representedElementCategory == .cell {
                defer { previous = element }
                let section = subject.data.sections[element.indexPath.section]
                guard section.itemSizes == nil, section.inset == nil, section.minimumInteritemSpacing == nil else { continue }
                guard SpecProperty.agree(element.frame.width, width) && SpecProperty.agree(element.frame.height, height) else {
                    return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame): \(Int(columns)) columns in \(available) points give cells \(width)×\(height)")
                }
                guard let previous, previous.indexPath.section == element.indexPath.section else { continue }
                // A row is told from the next by its top, or, when rows have no height and no spacing
                // between them, by its first cell's going back to the leading edge. Cells of no width
                // are outside the row rule: the flow's line breaking (docs/flow-layout.md, rule 1) fits
                // any number of them on a line, which the column count cannot then bound.
                guard width > 0 else { continue }
                let startsRow = element.indexPath.item % Int(Swift.min(columns, Double(Int.max / 2))) == 0
                let lower = element.frame.minY > previous.frame.minY && !SpecProperty.agree(element.frame.minY, previous.frame.minY)
                let back = element.frame.minX <= previous.frame.minX
                let newRow = lower || back
                guard startsRow == newRow else {
                    return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame) \(newRow ? "starts" : "does not start") a row after \(previous.id) at \(previous.frame); rows hold \(Int(columns)) cells")
                }
            }
            return nil
        },
    ]
}
