import LayoutEngine

/// One walk of a waterfall's sections in the specification's order, comparing each element with
/// where the rules put it. Along and across are the scroll direction and the other axis; column
/// lengths follow the items as they are laid out (their lengths are the delegate's), so a
/// violation is reported where it happens and does not cascade into later checks.
struct WaterfallSpecWalk {
    let subject: SpecSubject
    let configuration: WaterfallSpec.Configuration
    private var vertical: Bool { configuration.scrollDirection == .vertical }

    init(subject: SpecSubject, configuration: WaterfallSpec.Configuration) {
        self.subject = subject
        self.configuration = configuration
    }

    /// One section's metrics in along/across terms: the section's overrides, else the layout's.
    struct Metrics {
        var before = 0.0, after = 0.0, leading = 0.0, trailing = 0.0
        var alongSpacing = 0.0, acrossSpacing = 0.0
        var headerLength = 0.0, footerLength = 0.0
        var columnWidth = 0.0, columnCount = 1

        /// The across position of column `column`.
        func position(ofColumn column: Int) -> Double { leading + Double(column) * (columnWidth + acrossSpacing) }
    }

    func metrics(of section: SimulatedCollectionView.Section) -> Metrics {
        let inset = section.inset ?? configuration.sectionInset
        let rowSpacing = section.minimumLineSpacing ?? configuration.rowSpacing
        let columnSpacing = section.minimumInteritemSpacing ?? configuration.columnSpacing
        let header = section.headerSize ?? configuration.headerReferenceSize
        let footer = section.footerSize ?? configuration.footerReferenceSize
        var metrics = Metrics()
        metrics.columnCount = Swift.max(1, configuration.columnCount)
        if vertical {
            (metrics.before, metrics.after, metrics.leading, metrics.trailing) = (inset.top, inset.bottom, inset.left, inset.right)
            (metrics.alongSpacing, metrics.acrossSpacing) = (rowSpacing, columnSpacing)
            (metrics.headerLength, metrics.footerLength) = (header.height, footer.height)
        } else {
            (metrics.before, metrics.after, metrics.leading, metrics.trailing) = (inset.left, inset.right, inset.top, inset.bottom)
            (metrics.alongSpacing, metrics.acrossSpacing) = configuration.transposesSpacings
                ? (rowSpacing, columnSpacing) : (columnSpacing, rowSpacing)
            (metrics.headerLength, metrics.footerLength) = (header.width, footer.width)
        }
        let across = vertical ? subject.data.bounds.width : subject.data.bounds.height
        let columns = Double(metrics.columnCount)
        metrics.columnWidth = Swift.max(0, (across - metrics.leading - metrics.trailing - (columns - 1) * metrics.acrossSpacing) / columns)
        return metrics
    }

    private func minAlong(_ frame: Rect) -> Double { vertical ? frame.minY : frame.minX }
    private func maxAlong(_ frame: Rect) -> Double { vertical ? frame.maxY : frame.maxX }
    private func minAcross(_ frame: Rect) -> Double { vertical ? frame.minX : frame.minY }
    private func acrossLength(_ frame: Rect) -> Double { vertical ? frame.width : frame.height }

    private static func agree(_ first: Double, _ second: Double) -> Bool { SpecProperty.agree(first, second) }

    /// The subject's cells by section and item (nil where one is missing), its headers and
    /// footers: found once per subject for every rule (`SpecMemo`).
    struct Sections {
        var parts: (cells: [[LayoutAttributes?]], headers: [Int: LayoutAttributes], footers: [Int: LayoutAttributes])
    }

    /// Sorts the subject's elements into `Sections`.
    /// - Complexity: O(n) for n elements.
    private func sections() -> Sections {
        var cells: [[LayoutAttributes?]] = subject.data.sections.map { Array(repeating: nil, count: $0.itemCount) }
        var headers: [Int: LayoutAttributes] = [:], footers: [Int: LayoutAttributes] = [:]
        for element in subject.elements {
            let path = element.indexPath
            guard cells.indices.contains(path.section) else { continue }
            switch element.representedElementCategory {
            case .cell where cells[path.section].indices.contains(path.item): cells[path.section][path.item] = element
            case .supplementaryView where element.representedElementKind == .sectionHeader: headers[path.section] = element
            case .supplementaryView where element.representedElementKind == .sectionFooter: footers[path.section] = element
            default: break
            }
        }
        return Sections(parts: (cells, headers, footers))
    }

    /// The first element that breaks `rule`, walking the sections in order.
    /// - Complexity: O(n · c) for n elements and c columns.
    func firstViolation(of rule: WaterfallSpec.Rule) -> SpecViolation? {
        let (cells, headers, footers) = subject.memo.value(sections).parts
        var sectionStart = 0.0
        for (index, section) in subject.data.sections.enumerated() {
            let metrics = metrics(of: section)
            let headerStart = sectionStart + metrics.before
            let columnsTop = headerStart + metrics.headerLength
            if rule == .headersAndFooters, let header = headers[index] {
                if let violation = misplaced(header, along: headerStart, across: metrics.leading,
                                             what: "its section's start \(sectionStart) + inset \(metrics.before)") { return violation }
            }
            // Column ends as the items leave them (nil: no item yet).
            var ends: [Double?] = Array(repeating: nil, count: metrics.columnCount)
            for cell in cells[index] {
                guard let cell else { continue }   // one-cell-per-item reports a missing cell
                let frame = cell.frame
                let shortest = shortestColumn(ends, firstTop: cells[index].first??.frame).column
                // The column the item is in: the shortest when it is there (columns may coincide
                // when they have no width), else the first whose position it has, else none.
                let column = Self.agree(minAcross(frame), metrics.position(ofColumn: shortest)) ? shortest
                    : (0..<metrics.columnCount).first { Self.agree(minAcross(frame), metrics.position(ofColumn: $0)) }
                switch rule {
                case .shortestColumn:
                    if let column, column != shortest, !Self.agree(metrics.position(ofColumn: column), metrics.position(ofColumn: shortest)) {
                        return SpecViolation(element: cell.id, message: "\(cell.id) at \(frame) is in column \(column); column \(shortest) was the shortest when it was placed (ties to the leading column)")
                    }
                    if acrossLength(frame) > metrics.columnWidth && !Self.agree(acrossLength(frame), metrics.columnWidth) {
                        return SpecViolation(element: cell.id, message: "\(cell.id) at \(frame) is wider than its column (\(metrics.columnWidth))")
                    }
                case .insets:
                    if column == nil && (0..<metrics.columnCount).contains(where: { Self.agree(minAcross(frame), metrics.position(ofColumn: $0) - metrics.leading) }) {
                        return SpecViolation(element: cell.id, message: "\(cell.id) at \(frame) ignores its section's leading inset \(metrics.leading)")
                    }
                    let placedIn = column ?? shortest
                    if ends[placedIn] == nil && !Self.agree(minAlong(frame), columnsTop) {
                        return SpecViolation(element: cell.id, message: "\(cell.id) at \(frame), its column's first item, should start at \(columnsTop) (section start \(sectionStart) + inset \(metrics.before) + header \(metrics.headerLength))")
                    }
                case .spacing:
                    if column == nil && !(0..<metrics.columnCount).contains(where: { Self.agree(minAcross(frame), metrics.position(ofColumn: $0) - metrics.leading) }) {
                        return SpecViolation(element: cell.id, message: "\(cell.id) at \(frame) is at no column position: columns \(metrics.columnWidth) wide, \(metrics.acrossSpacing) apart, from \(metrics.leading)")
                    }
                    if let end = ends[column ?? shortest] ?? nil, !Self.agree(minAlong(frame), end + metrics.alongSpacing) {
                        return SpecViolation(element: cell.id, message: "\(cell.id) at \(frame) should start \(metrics.alongSpacing) after its column's previous item, at \(end + metrics.alongSpacing)")
                    }
                case .headersAndFooters:
                    break
                }
                ends[column ?? shortest] = maxAlong(frame)
            }
            let columnsEnd = ends.compactMap { $0 }.max() ?? columnsTop
            let footerStart = columnsEnd + metrics.after
            if rule == .headersAndFooters, let footer = footers[index] {
                if let violation = misplaced(footer, along: footerStart, across: metrics.leading, what: "its section's longest column + inset \(metrics.after)") { return violation }
            }
            sectionStart = footerStart + metrics.footerLength
        }
        return nil
    }

    /// The column an item goes to: the one whose last item ends first, an empty one counting as
    /// ending where the section's first item starts; ties to the leading column.
    private func shortestColumn(_ ends: [Double?], firstTop: Rect?) -> (column: Int, end: Double) {
        let empty = firstTop.map(minAlong) ?? 0
        var best = (column: 0, end: ends[0] ?? empty)
        for column in ends.indices.dropFirst() where (ends[column] ?? empty) < best.end {
            best = (column, ends[column] ?? empty)
        }
        return best
    }

    /// A violation when a header or footer does not start at `along`, `across`.
    private func misplaced(_ element: LayoutAttributes, along: Double, across: Double, what: String) -> SpecViolation? {
        guard !Self.agree(minAlong(element.frame), along) || !Self.agree(minAcross(element.frame), across) else { return nil }
        return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame) should start at \(along) along the scroll direction (\(what)) and at the leading inset \(across) across it")
    }
}
