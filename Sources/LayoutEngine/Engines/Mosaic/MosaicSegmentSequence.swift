/// The segments of a mosaic section of `itemCount` items, in closed form: which segment holds an
/// item, and each segment's first item and style, with nothing stored per segment.
///
/// The sample's rule (`MosaicSegmentStyle.next(remaining:)`) only departs from its cycle at the
/// end: while three or more items remain at a segment's start, the styles run segment 0 full
/// width, then fifty-fifty, two-thirds/one-third, one-third/two-thirds repeating (the *regular*
/// segments: 1 item, then 2, 3, 3 per period of three segments and eight items). Once fewer than
/// three remain after a regular segment, the rule ends the section with one *tail* segment: full
/// width for one item, fifty-fifty for two. So a section is its regular segments and at most one
/// tail, and both follow from the item count.
///
/// Invariants: `0 ≤ regularItemCount ≤ itemCount ≤ regularItemCount + 2`; `regularItemCount` is 0
/// or the first item of a regular segment's successor in the cycle.
struct MosaicSegmentSequence: Hashable, Sendable {
    /// A segment: its index in the section, its first item and its style.
    struct Segment: Hashable, Sendable {
        var index: Int
        var firstItem: Int
        var style: MosaicSegmentStyle
    }

    let itemCount: Int
    /// The items the regular segments hold; the rest (0, 1 or 2) are the tail's.
    let regularItemCount: Int
    /// The number of regular segments.
    let regularSegmentCount: Int

    /// The items of a period of three regular segments after segment 0 (2 + 3 + 3).
    private static let periodItems = 8

    /// - Complexity: O(1).
    init(itemCount: Int) {
        self.itemCount = Swift.max(0, itemCount)
        guard self.itemCount > 0 else {
            regularItemCount = 0
            regularSegmentCount = 0
            return
        }
        // Regular segment k ≥ 1 starts at item 1 + s(k − 1), s = 0, 2, 5, 8, 10, 13, …, and is
        // laid out when at least three items remain there: 1 + s ≤ itemCount − 3.
        let afterFirst = self.itemCount - 1
        var later = 0
        if afterFirst >= 3 {
            let last = afterFirst - 3, within = last % Self.periodItems
            later = 3 * (last / Self.periodItems) + 1 + (within >= 2 ? 1 : 0) + (within >= 5 ? 1 : 0)
        }
        regularSegmentCount = 1 + later
        regularItemCount = Self.firstItem(ofRegularSegment: regularSegmentCount)
    }

    /// The first item of regular segment `index` (≥ 0), as if the cycle went on.
    /// - Complexity: O(1).
    private static func firstItem(ofRegularSegment index: Int) -> Int {
        guard index > 0 else { return 0 }
        let period = (index - 1) / 3
        return 1 + period * periodItems + offset(inPeriod: (index - 1) % 3)
    }

    /// The first item of a period's segment `position` (0, 1, 2) within the period.
    private static func offset(inPeriod position: Int) -> Int {
        switch position {
        case 0: 0
        case 1: 2
        default: 5
        }
    }

    private static func style(inPeriod position: Int) -> MosaicSegmentStyle {
        switch position {
        case 0: .fiftyFifty
        case 1: .twoThirdsOneThird
        default: .oneThirdTwoThirds
        }
    }

    /// The tail's item count: 0, 1 or 2.
    var tailItemCount: Int { itemCount - regularItemCount }

    var segmentCount: Int { regularSegmentCount + (tailItemCount > 0 ? 1 : 0) }

    /// Segment `index`, `0 ≤ index < segmentCount`.
    /// - Complexity: O(1).
    func segment(at index: Int) -> Segment {
        if index >= regularSegmentCount {
            // The rule's answer for the last one or two items, whatever the style before.
            return Segment(index: index, firstItem: regularItemCount,
                           style: MosaicSegmentStyle.fullWidth.next(remaining: tailItemCount))
        }
        guard index > 0 else { return Segment(index: 0, firstItem: 0, style: .fullWidth) }
        return Segment(index: index, firstItem: Self.firstItem(ofRegularSegment: index), style: Self.style(inPeriod: (index - 1) % 3))
    }

    /// The segment holding `item`, `0 ≤ item < itemCount`.
    /// - Complexity: O(1).
    func segment(holding item: Int) -> Segment {
        guard item > 0, item < regularItemCount else {
            return item == 0 ? segment(at: 0) : segment(at: regularSegmentCount)
        }
        let period = (item - 1) / Self.periodItems, within = (item - 1) % Self.periodItems
        let position = within < 2 ? 0 : within < 5 ? 1 : 2
        return Segment(index: 1 + 3 * period + position, firstItem: item - within + Self.offset(inPeriod: position),
                       style: Self.style(inPeriod: position))
    }
}
