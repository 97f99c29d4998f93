import Testing
@testable import LayoutEngine

@Suite struct MosaicSegmentSequenceTests {
    /// Seed 000's loop, written out here: the first segment full width; after each segment, one
    /// item left → full width, two → fifty-fifty, otherwise full → fifty → two-thirds/one-third →
    /// one-third/two-thirds → fifty → … Returns each segment's first item and style.
    static func seedSegments(itemCount: Int) -> [(firstItem: Int, style: MosaicSegmentStyle)] {
        var segments: [(firstItem: Int, style: MosaicSegmentStyle)] = []
        var item = 0, style = MosaicSegmentStyle.fullWidth
        while item < itemCount {
            segments.append((item, style))
            item += [MosaicSegmentStyle.fullWidth: 1, .fiftyFifty: 2, .twoThirdsOneThird: 3, .oneThirdTwoThirds: 3][style]!
            switch itemCount - item {
            case 1: style = .fullWidth
            case 2: style = .fiftyFifty
            default:
                style = [MosaicSegmentStyle.fullWidth: .fiftyFifty, .fiftyFifty: .twoThirdsOneThird,
                         .twoThirdsOneThird: .oneThirdTwoThirds, .oneThirdTwoThirds: .fiftyFifty][style]!
            }
        }
        return segments
    }

    /// Every item count up to 400: the closed form has the seed loop's segments, and every item
    /// is in the segment the loop put it in.
    @Test func theClosedFormHasTheSeedLoopsSegments() {
        for itemCount in 0...400 {
            let sequence = MosaicSegmentSequence(itemCount: itemCount)
            let expected = Self.seedSegments(itemCount: itemCount)
            #expect(sequence.segmentCount == expected.count, "\(itemCount) items")
            for (index, segment) in expected.enumerated() {
                let actual = sequence.segment(at: index)
                #expect(actual == .init(index: index, firstItem: segment.firstItem, style: segment.style), "\(itemCount) items, segment \(index)")
                let end = index + 1 < expected.count ? expected[index + 1].firstItem : itemCount
                for item in segment.firstItem..<end {
                    #expect(sequence.segment(holding: item) == actual, "\(itemCount) items, item \(item)")
                }
            }
        }
    }

    /// By hand: 11 items are full (0), fifty (1, 2), 2/3 (3–5), 1/3 (6–8) regular, and a
    /// fifty-fifty tail (9, 10) since only two remain after item 8; 12 items add a fifty-fifty
    /// (9, 10) to the regular segments and end with a full-width tail (11).
    @Test func elevenAndTwelveItems() {
        let eleven = MosaicSegmentSequence(itemCount: 11)
        #expect(eleven.regularItemCount == 9 && eleven.regularSegmentCount == 4 && eleven.tailItemCount == 2)
        #expect(eleven.segment(holding: 10) == .init(index: 4, firstItem: 9, style: .fiftyFifty))
        let twelve = MosaicSegmentSequence(itemCount: 12)
        #expect(twelve.regularItemCount == 11 && twelve.regularSegmentCount == 5 && twelve.tailItemCount == 1)
        #expect(twelve.segment(holding: 11) == .init(index: 5, firstItem: 11, style: .fullWidth))
        #expect(MosaicSegmentSequence(itemCount: 0).segmentCount == 0)
        #expect(MosaicSegmentSequence(itemCount: -3).segmentCount == 0)
    }
}
