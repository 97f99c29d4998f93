/// Which spacing a horizontally scrolling `WaterfallLayout` puts where.
public enum WaterfallHorizontalSpacing: Hashable, Sendable {
    /// Seed 001, the default: `rowSpacing` between the rows (across the scroll) and
    /// `columnSpacing` between consecutive items of a row (along the scroll), as the article's
    /// `getCellLayoutAttribute` does (`origin.y = inset.top + k · (rowHeight + rowSpacing)`,
    /// `origin.x = rowEnd + columnSpacing`). Both names keep their screen meaning in both
    /// directions: rows are stacked vertically, columns side by side.
    case article
    /// The project's earlier departure, kept as an option: the vertical layout transposed, so
    /// `columnSpacing` separates the rows and `rowSpacing` the items along the scroll.
    case transposed
}
