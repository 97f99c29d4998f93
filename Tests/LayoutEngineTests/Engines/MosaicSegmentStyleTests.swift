import Testing
@testable import LayoutEngine

@Suite struct MosaicSegmentStyleTests {
    /// The sample's integral division: ⌈length × fraction⌉, then a one-point gap.
    @Test func dividedIntegralLeavesAOnePointGap() {
        let halves = Rect(x: 10, y: 5, width: 391, height: 200).dividedIntegral(fraction: 0.5, from: .minXEdge)
        #expect(halves.first == Rect(x: 10, y: 5, width: 196, height: 200))
        #expect(halves.second == Rect(x: 207, y: 5, width: 194, height: 200))
        let stacked = Rect(x: 0, y: 0, width: 130, height: 201).dividedIntegral(fraction: 0.5, from: .minYEdge)
        #expect(stacked.first == Rect(x: 0, y: 0, width: 130, height: 101))
        #expect(stacked.second == Rect(x: 0, y: 102, width: 130, height: 99))
        // Too short for the gap: the remainder is clamped inside, zero long.
        let tiny = Rect(x: 0, y: 0, width: 1, height: 10).dividedIntegral(fraction: 0.5, from: .minXEdge)
        #expect(tiny.first == Rect(x: 0, y: 0, width: 1, height: 10) && tiny.second == Rect(x: 1, y: 0, width: 0, height: 10))
    }

    /// One item left ends full width, two fifty-fifty; otherwise the styles cycle.
    @Test func theSequenceFollowsTheSample() {
        #expect(MosaicSegmentStyle.twoThirdsOneThird.next(remaining: 1) == .fullWidth)
        #expect(MosaicSegmentStyle.fullWidth.next(remaining: 2) == .fiftyFifty)
        #expect(MosaicSegmentStyle.fullWidth.next(remaining: 3) == .fiftyFifty)
        #expect(MosaicSegmentStyle.fiftyFifty.next(remaining: 3) == .twoThirdsOneThird)
        #expect(MosaicSegmentStyle.twoThirdsOneThird.next(remaining: 9) == .oneThirdTwoThirds)
        #expect(MosaicSegmentStyle.oneThirdTwoThirds.next(remaining: 9) == .fiftyFifty)
        // Never more cells than items left.
        for style in MosaicSegmentStyle.allCases {
            for remaining in 1...5 { #expect(style.next(remaining: remaining).cellCount <= remaining) }
        }
    }
}
