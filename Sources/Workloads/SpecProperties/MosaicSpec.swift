import LayoutEngine

/// The mosaic's specification (seed 000, docs/mosaic-layout.md) as spec properties. Segments are
/// the bounds' width `w` and `segmentHeight` `h` tall, each one point below the last, the first of
/// a section one point below the previous section's bottom (0 before the first). The first segment
/// of a section is full width; after each, with r items left, r = 1 ends with a full-width segment,
/// r = 2 with a fifty-fifty one, otherwise the styles cycle full → fifty-fifty → two-thirds/one-third
/// → one-third/two-thirds → fifty-fifty → …. Each style divides its segment as the table of the
/// docs says: a leading part `⌈w/2⌉`, `⌈2w/3⌉` or `⌈w/3⌉` wide, the rest one point to its right;
/// stacked cells `⌈h/2⌉` tall, the lower one point below; a remainder that would start outside the
/// segment starts at its edge with no length.
public enum MosaicSpec {
    /// `mosaic-segment-styles` (each cell in the segment, and the place in it, that the style
    /// sequence gives its item) and `mosaic-division` (its frame as its style divides the segment).
    /// - Complexity: each O(n) for n elements.
    public static func properties(segmentHeight: @escaping @Sendable (SpecSubject) -> Double) -> [SpecProperty] {
        [
            SpecProperty(name: "mosaic-segment-styles") { subject in
                violation(subject, segmentHeight: segmentHeight(subject), checkingDivision: false)
            },
            SpecProperty(name: "mosaic-division") { subject in
                violation(subject, segmentHeight: segmentHeight(subject), checkingDivision: true)
            },
        ]
    }

    /// A segment's style: how many cells it holds.
    enum Style: CaseIterable {
        case fullWidth, fiftyFifty, twoThirdsOneThird, oneThirdTwoThirds

        var cellCount: Int { self == .fullWidth ? 1 : self == .fiftyFifty ? 2 : 3 }
    }

    /// The styles of a section of `count` items, in order.
    /// - Complexity: O(count).
    static func styles(count: Int) -> [Style] {
        var styles: [Style] = []
        var left = count
        var previous: Style?
        while left > 0 {
            let style: Style
            switch (previous, left) {
            case (nil, _): style = .fullWidth
            case (_, 1): style = .fullWidth
            case (_, 2): style = .fiftyFifty
            case (.fullWidth, _), (.oneThirdTwoThirds, _): style = .fiftyFifty
            case (.fiftyFifty, _): style = .twoThirdsOneThird
            case (.twoThirdsOneThird, _): style = .oneThirdTwoThirds
            }
            styles.append(style)
            left -= style.cellCount
            previous = style
        }
        return styles
    }

    /// The cells of a segment of `style` at `top`: the docs' integral division.
    static func cells(of style: Style, top: Double, width w: Double, height h: Double) -> [Rect] {
        /// A leading part of `length` (⌈fraction⌉, at most the whole), and the rest one point after it.
        func split(_ whole: Double, _ lead: Double) -> (lead: Double, restStart: Double, rest: Double) {
            let first = Swift.min(lead.rounded(.up), whole)
            let start = Swift.min(first + 1, whole)
            return (first, start, Swift.max(0, whole - start))
        }
        let halfHeight = split(h, h / 2)
        switch style {
        case .fullWidth:
            return [Rect(x: 0, y: top, width: w, height: h)]
        case .fiftyFifty:
            let half = split(w, w / 2)
            return [Rect(x: 0, y: top, width: half.lead, height: h), Rect(x: half.restStart, y: top, width: half.rest, height: h)]
        case .twoThirdsOneThird:
            let big = split(w, 2 * w / 3)
            return [Rect(x: 0, y: top, width: big.lead, height: h),
                    Rect(x: big.restStart, y: top, width: big.rest, height: halfHeight.lead),
                    Rect(x: big.restStart, y: top + halfHeight.restStart, width: big.rest, height: halfHeight.rest)]
        case .oneThirdTwoThirds:
            let small = split(w, w / 3)
            return [Rect(x: 0, y: top, width: small.lead, height: halfHeight.lead),
                    Rect(x: 0, y: top + halfHeight.restStart, width: small.lead, height: halfHeight.rest),
                    Rect(x: small.restStart, y: top, width: small.rest, height: h)]
        }
    }

    static func violation(_ subject: SpecSubject, segmentHeight h: Double, checkingDivision: Bool) -> SpecViolation? {
        let w = subject.data.bounds.width
        var expected: [IndexPath: (frame: Rect, segment: Int, top: Double, style: Style)] = [:]
        var sectionTop = 0.0
        for (section, data) in subject.data.sections.enumerated() {
            var item = 0
            var bottom = sectionTop
            for (segment, style) in styles(count: data.itemCount).enumerated() {
                let top = (sectionTop + 1) + Double(segment) * (h + 1)
                for frame in cells(of: style, top: top, width: w, height: h) {
                    expected[IndexPath(item: item, section: section)] = (frame, segment, top, style)
                    item += 1
                }
                bottom = top + h
            }
            sectionTop = bottom
        }
        for element in subject.elements where element.representedElementCategory == .cell {
            guard let wanted = expected[element.indexPath] else { continue }
            // Accumulated and closed-form tops differ in the last bits (docs/mosaic-layout.md).
            let inSegment = SpecProperty.agree(element.frame.minY, wanted.frame.minY, within: 1e-7)
                && SpecProperty.agree(element.frame.minX, wanted.frame.minX, within: 1e-7)
            if !checkingDivision && !inSegment {
                return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame): the style sequence puts it in segment \(wanted.segment) (\(wanted.style), top \(wanted.top)) at \(wanted.frame)")
            }
            if checkingDivision && inSegment && !SpecProperty.agree(element.frame, wanted.frame, within: 1e-7) {
                return SpecViolation(element: element.id, message: "\(element.id) at \(element.frame): its segment's \(wanted.style) division gives \(wanted.frame)")
            }
        }
        return nil
    }
}
