/// The `ColumnFlowLayout` of seed 000: a vertical flow layout whose items are as wide as the
/// columns that fit: as many columns of at least `minColumnWidth` as fit the width inside the
/// layout margins, each cell `cellHeight` tall and rounded down to whole points.
///
/// Corrected where the sample is wrong (see `docs/flow-layout.md`):
/// - the sample computes `Int(availableWidth / minColumnWidth)` columns, which is 0 when the
///   width is below `minColumnWidth` and makes the cell width infinite; here there is always at
///   least one column, as wide as the available width;
/// - rounding cells down can leave room for an extra cell when `minColumnWidth` is fractional;
///   here slack beyond half a column goes into the trailing inset, so every row has `columns` cells;
/// - the sample ignores the inter-item spacing when counting columns and measures its insets
///   from the safe area, so its columns only fit because the margins happen to leave room; here
///   the spacing is counted and the insets are measured from the layout margins, so the columns
///   always fit inside the margins.
open class ColumnFlowLayout: FlowLayout {
    /// The narrowest a column may be, in points: `prepare()` fits as many columns of at least this
    /// width (plus the interitem spacing) as the width inside the layout margins holds, at least one.
    public var minColumnWidth: Double = 300
    /// The height of every cell, in points.
    public var cellHeight: Double = 70

    /// Sets `itemSize`, `sectionInset` and `sectionInsetReference` from the collection view's
    /// width and margins, then prepares as a flow layout.
    open override func prepare() {
        scrollDirection = .vertical
        if let collectionView {
            // The width less the left margin, less the right one: as the flow computes its lines'
            // room (a sum of the margins first can be an ulp more, and two columns that fit
            // exactly here then broke into two rows there).
            let margins = collectionView.layoutMargins.sanitized
            let available = (collectionView.bounds.width - margins.left - margins.right).sanitizedLength
            let spacing = minimumInteritemSpacing.sanitizedLength
            let column = minColumnWidth.sanitizedLength + spacing
            let fitting = column > 0 ? ((available + spacing) / column).rounded(.down) : 1
            let columns = Swift.max(1, Swift.min(fitting, Double(Int32.max)))
            let width = ((available - (columns - 1) * spacing) / columns).rounded(.down)
            let cell = width.sanitizedLength
            itemSize = Size(width: cell, height: cellHeight)
            // Rounding cells down leaves up to a point per column unused; with a fractional
            // minimum width that can be room for one more cell. Keep at most half a column of
            // slack inside the line, so exactly `columns` cells fit and rounding cannot drop one.
            let slack = available - columns * cell - (columns - 1) * spacing
            sectionInset = EdgeInsets(top: spacing, left: 0, bottom: 0, right: Swift.max(0, slack - (cell + spacing) / 2))
            sectionInsetReference = .fromLayoutMargins
        }
        super.prepare()
    }
}
