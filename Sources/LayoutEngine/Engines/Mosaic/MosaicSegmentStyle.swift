/// The four segment styles of seed 000's `MosaicLayout`, and the sample's rule for which comes
/// next.
enum MosaicSegmentStyle: String, Hashable, Sendable, CaseIterable {
    /// One cell across the segment.
    case fullWidth
    /// Two cells side by side.
    case fiftyFifty
    /// A cell two thirds wide, then two stacked cells in the last third.
    case twoThirdsOneThird
    /// Two stacked cells in the first third, then a cell two thirds wide.
    case oneThirdTwoThirds

    /// How many cells a segment of this style holds.
    var cellCount: Int {
        switch self {
        case .fullWidth: 1
        case .fiftyFifty: 2
        case .twoThirdsOneThird, .oneThirdTwoThirds: 3
        }
    }

    /// The style after this one, when `remaining` items are still to be laid out: one item ends
    /// the layout full width, two end it fifty-fifty, otherwise the styles cycle
    /// full → fifty → two-thirds/one-third → one-third/two-thirds → fifty → …
    /// A segment never holds more cells than there are items left.
    func next(remaining: Int) -> MosaicSegmentStyle {
        switch remaining {
        case 1: return .fullWidth
        case 2: return .fiftyFifty
        default:
            switch self {
            case .fullWidth: return .fiftyFifty
            case .fiftyFifty: return .twoThirdsOneThird
            case .twoThirdsOneThird: return .oneThirdTwoThirds
            case .oneThirdTwoThirds: return .fiftyFifty
            }
        }
    }

    /// The cells' frames in `segment`, in item order, as the sample divides it.
    /// - Complexity: O(1).
    func frames(in segment: Rect) -> MosaicSegmentFrames {
        switch self {
        case .fullWidth:
            return MosaicSegmentFrames(segment)
        case .fiftyFifty:
            let halves = segment.dividedIntegral(fraction: 0.5, from: .minXEdge)
            return MosaicSegmentFrames(halves.first, halves.second)
        case .twoThirdsOneThird:
            let columns = segment.dividedIntegral(fraction: 2.0 / 3.0, from: .minXEdge)
            let stacked = columns.second.dividedIntegral(fraction: 0.5, from: .minYEdge)
            return MosaicSegmentFrames(columns.first, stacked.first, stacked.second)
        case .oneThirdTwoThirds:
            let columns = segment.dividedIntegral(fraction: 1.0 / 3.0, from: .minXEdge)
            let stacked = columns.first.dividedIntegral(fraction: 0.5, from: .minYEdge)
            return MosaicSegmentFrames(stacked.first, stacked.second, columns.second)
        }
    }
}
