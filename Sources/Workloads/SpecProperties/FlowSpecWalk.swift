import LayoutEngine

/// One walk of a flow layout's sections in the specification's order (`FlowSpec`), in vertical
/// terms: a horizontal layout's frames and insets are transposed first. Lines are found from the
/// frames (items of a line share their centre across the line and follow one another left to
/// right), and each rule is checked against the lines as laid out, so one defect is reported once,
/// where it happens.
struct FlowSpecWalk {
    enum Rule: String, CaseIterable {
        case lineBreaking = "flow-line-breaking"
        case spacing = "flow-spacing"
        case insets = "flow-insets"
        case lineAlignment = "flow-line-alignment"
        case headersAndFooters = "flow-headers-and-footers"
    }

    let subject: SpecSubject
    let layout: FlowLayout
    private let vertical: Bool

    init(subject: SpecSubject, layout: FlowLayout) {
        self.subject = subject
        self.layout = layout
        vertical = layout.scrollDirection == .vertical
    }

    /// A frame in vertical terms.
    private func upright(_ frame: Rect) -> Rect {
        vertical ? frame : Rect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width)
    }

    private func upright(_ insets: EdgeInsets) -> EdgeInsets {
        vertical ? insets : EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }

    private static func agree(_ first: Double, _ second: Double) -> Bool { SpecProperty.agree(first, second) }
    /// `first > second` beyond rounding.
    private static func exceeds(_ first: Double, _ second: Double) -> Bool { first > second && !agree(first, second) }

    /// One section's metrics in vertical terms.
    struct Metrics {
        var inset: EdgeInsets
        var lineSpacing: Double
        var interitemSpacing: Double
        var headerLength: Double
        var footerLength: Double
        var leading: Double
        var trailing: Double
        /// The room a line has: none when the insets take the whole width.
        var available: Double { Swift.max(0, trailing - leading) }
        /// The trailing edge, never before the leading one.
        var end: Double { Swift.max(leading, trailing) }
    }

    func metrics(of section: SimulatedCollectionView.Section) -> Metrics {
        let inset = upright((section.inset ?? layout.sectionInset).sanitized)
        let header = section.headerSize ?? layout.headerReferenceSize
        let footer = section.footerSize ?? layout.footerReferenceSize
        let reference: EdgeInsets = switch layout.sectionInsetReference {
        case .fromContentInset: .zero
        case .fromSafeArea: upright(subject.data.safeAreaInsets.sanitized)
        case .fromLayoutMargins: upright(subject.data.layoutMargins.sanitized)
        }
        let width = upright(subject.data.bounds).width
        return Metrics(inset: inset, lineSpacing: (section.minimumLineSpacing ?? layout.minimumLineSpacing).sanitizedLength,
                       interitemSpacing: (section.minimumInteritemSpacing ?? layout.minimumInteritemSpacing).sanitizedLength,
                       headerLength: (vertical ? header.height : header.width).sanitizedLength,
                       footerLength: (vertical ? footer.height : footer.width).sanitizedLength,
                       leading: reference.left + inset.left, trailing: width - reference.right - inset.right)
    }

    /// A line as laid out: its items' frames (vertical terms) and elements, in item order.
    struct Line {
        var frames: [Rect] = []
        var elements: [LayoutAttributes] = []
        var top: Double { frames.lazy.map(\.minY).min() ?? 0 }
        var bottom: Double { frames.lazy.map(\.maxY).max() ?? 0 }
        func used(spacing: Double) -> Double { frames.reduce(0) { $0 + $1.width } + Double(frames.count - 1) * spacing }
    }

    /// The sections as laid out, found once per subject for every rule (`SpecMemo`): each
    /// section's cells, in item order, grouped into lines; its header and footer.
    struct Sections {
        var lines: [[Line]]
        var headers: [Int: LayoutAttributes] = [:]
        var footers: [Int: LayoutAttributes] = [:]
    }

    /// Groups the subject's elements by section.
    /// - Complexity: O(n log n) for n elements.
    private func sections() -> Sections {
        var cells: [[LayoutAttributes]] = Array(repeating: [], count: subject.data.sections.count)
        var headers: [Int: LayoutAttributes] = [:], footers: [Int: LayoutAttributes] = [:]
        for element in subject.elements where subject.data.sections.indices.contains(element.indexPath.section) {
            switch (element.representedElementCategory, element.representedElementKind) {
            case (.cell, _): cells[element.indexPath.section].append(element)
            case (.supplementaryView, ElementKind.sectionHeader?): headers[element.indexPath.section] = element
            case (.supplementaryView, ElementKind.sectionFooter?): footers[element.indexPath.section] = element
            default: break
            }
        }
        let lines = cells.map { Self.lines(of: $0.sorted { $0.indexPath.item < $1.indexPath.item }, upright: upright) }
        return Sections(lines: lines, headers: headers, footers: footers)
    }

    /// The first element that breaks `rule`.
    /// - Complexity: O(n log n) for n elements, the first rule checked on a subject; O(n) the others.
    func firstViolation(of rule: Rule) -> SpecViolation? {
        let sections = subject.memo.value(self.sections)
        let (headers, footers) = (sections.headers, sections.footers)
        let across = upright(subject.data.bounds).width
        var sectionStart = 0.0
        for (index, section) in subject.data.sections.enumerated() {
            let metrics = metrics(of: section)
            if rule == .headersAndFooters,
               let violation = supplementaryViolation(headers[index], kind: "header", at: sectionStart, length: metrics.headerLength, across: across) {
                return violation
            }
            let linesTop = sectionStart + metrics.headerLength + metrics.inset.top
            let lines = sections.lines[index]
            // Lines are told apart by their centres, which two lines share when they have no
            // thickness and no spacing between them; nor do the docs say how items of no length
            // share a line with no room. Such sections are checked for their insets, headers and
            // footers only.
            let linesAreDistinct = metrics.lineSpacing > 0 || lines.allSatisfy { $0.bottom > $0.top }
            let roomOrLength = metrics.available > 0 || lines.allSatisfy { $0.frames.allSatisfy { $0.width > 0 } }
            if rule == .insets || (linesAreDistinct && roomOrLength),
               let violation = lineViolation(rule, lines, metrics, linesTop: linesTop) {
                return violation
            }
            let footerStart = (lines.last?.bottom ?? linesTop) + metrics.inset.bottom
            if rule == .headersAndFooters,
               let violation = supplementaryViolation(footers[index], kind: "footer", at: footerStart, length: metrics.footerLength, across: across) {
                return violation
            }
            sectionStart = footerStart + metrics.footerLength
        }
        return nil
    }

    /// Groups a section's cells into lines: an item joins the line of the one before it when it
    /// shares its centre across the line and starts after it ends.
    static func lines(of cells: [LayoutAttributes], upright: (Rect) -> Rect) -> [Line] {
        var lines: [Line] = []
        for cell in cells {
            let frame = upright(cell.frame)
            if let last = lines.last?.frames.last, agree(frame.midY, last.midY), !exceeds(last.maxX, frame.minX) {
                lines[lines.count - 1].frames.append(frame)
                lines[lines.count - 1].elements.append(cell)
            } else {
                lines.append(Line(frames: [frame], elements: [cell]))
            }
        }
        return lines
    }

    private func lineViolation(_ rule: Rule, _ lines: [Line], _ metrics: Metrics, linesTop: Double) -> SpecViolation? {
        for (number, line) in lines.enumerated() {
            let first = line.elements[0]
            switch rule {
            case .lineBreaking:
                if number > 0 {
                    let previous = lines[number - 1]
                    let wouldUse = previous.used(spacing: metrics.interitemSpacing) + metrics.interitemSpacing + line.frames[0].width
                    // Only a clear fit is a defect: at the edge, within rounding, either is right.
                    if Self.exceeds(metrics.available, wouldUse) {
                        return SpecViolation(element: first.id, message: "\(first.id) at \(first.frame) starts a new line, but it fit on the previous one (\(wouldUse) of \(metrics.available) points)")
                    }
                }
                if line.frames.count > 1 && Self.exceeds(line.used(spacing: metrics.interitemSpacing), metrics.available) {
                    let last = line.elements[line.elements.count - 1]
                    return SpecViolation(element: last.id, message: "\(last.id) at \(last.frame) joins a line it does not fit: \(line.used(spacing: metrics.interitemSpacing)) of \(metrics.available) points at the minimum spacing")
                }
            case .spacing:
                for position in line.frames.indices.dropFirst() {
                    let gap = line.frames[position].minX - line.frames[position - 1].maxX
                    if Self.exceeds(metrics.interitemSpacing, gap) {
                        return SpecViolation(element: line.elements[position].id, message: "\(line.elements[position].id) at \(line.elements[position].frame) is \(gap) after the item before it, less than the minimum inter-item spacing \(metrics.interitemSpacing)")
                    }
                }
                if number > 0, !Self.agree(line.top, lines[number - 1].bottom + metrics.lineSpacing) {
                    return SpecViolation(element: first.id, message: "the line of \(first.id) starts at \(line.top), not \(metrics.lineSpacing) (the line spacing) after the previous line's end \(lines[number - 1].bottom)")
                }
            case .insets:
                if number == 0, !Self.agree(line.top, linesTop) {
                    return SpecViolation(element: first.id, message: "the first line, of \(first.id) at \(first.frame), starts at \(line.top), not at \(linesTop) (the header's end + the inset \(metrics.inset.top))")
                }
                for (frame, element) in zip(line.frames, line.elements) {
                    let longerThanLine = Self.exceeds(frame.width, metrics.available)
                    let inside = longerThanLine ? Self.agree(frame.minX, metrics.leading)
                        : !Self.exceeds(metrics.leading, frame.minX) && !Self.exceeds(frame.maxX, metrics.end)
                    if !inside {
                        return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame) is not inside the section's insets, from \(metrics.leading) to \(metrics.end) across")
                    }
                }
            case .lineAlignment:
                if let violation = alignmentViolation(line, isLast: number == lines.count - 1, metrics) { return violation }
            case .headersAndFooters:
                return nil
            }
        }
        return nil
    }

    /// Items are centred across their line; a line of two or more spreads from the leading to the
    /// trailing edge (the last line as `lastLineAlignment` says), a line of one as
    /// `singleItemLineAlignment` says (justified: centred, having no gap to widen); an item longer
    /// than the line is flush with the leading edge.
    private func alignmentViolation(_ line: Line, isLast: Bool, _ metrics: Metrics) -> SpecViolation? {
        let height = line.bottom - line.top
        for (frame, element) in zip(line.frames, line.elements) where !Self.agree(frame.minY, line.top + (height - frame.height) / 2) {
            return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame) is not centred across its line (\(line.top) to \(line.bottom))")
        }
        let first = line.frames[0], last = line.frames[line.frames.count - 1]
        let element = line.elements[0]
        let packed = line.used(spacing: metrics.interitemSpacing)
        let alignment: FlowLineAlignment = Self.exceeds(first.width, metrics.available) ? .leading
            : line.frames.count == 1 ? (layout.singleItemLineAlignment == .justified ? .centered : layout.singleItemLineAlignment)
            : isLast ? layout.lastLineAlignment : .justified
        let expectedStart: Double, expectedEnd: Double
        switch alignment {
        case .leading:
            (expectedStart, expectedEnd) = (metrics.leading, metrics.leading + packed)
        case .centered:
            expectedStart = metrics.leading + (metrics.available - packed) / 2
            expectedEnd = expectedStart + packed
        case .justified:
            (expectedStart, expectedEnd) = (metrics.leading, metrics.end)
        }
        guard Self.agree(first.minX, expectedStart) && Self.agree(last.maxX, expectedEnd) else {
            return SpecViolation(element: element.id, message: "the line of \(element.id) at \(element.frame) spans \(first.minX) to \(last.maxX) across; aligned \(alignment) it spans \(expectedStart) to \(expectedEnd)")
        }
        return nil
    }

    /// A header or footer: present exactly when its length is not 0, at `along`, the bounds' full
    /// width across.
    private func supplementaryViolation(_ element: LayoutAttributes?, kind: String, at along: Double, length: Double,
                                        across: Double) -> SpecViolation? {
        guard let element else {
            return length > 0 ? SpecViolation(element: nil, message: "a section with a \(kind) \(length) long has no \(kind)") : nil
        }
        let frame = upright(element.frame)
        guard length > 0, Self.agree(frame.minY, along), Self.agree(frame.height, length), Self.agree(frame.minX, 0),
              Self.agree(frame.width, across) else {
            return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame) should be \(length) long from \(along), across the whole width \(across)")
        }
        return nil
    }
}
