extension Rect {
    /// The seed-000 sample's `dividedIntegral(fraction:from:)`: the first slice is
    /// `⌈length × fraction⌉` long, the remainder starts one point after it and is one point
    /// shorter, leaving a one-point gap.
    ///
    /// Where the rect is too short for the gap (lengths of 0 or 1 point), the remainder is
    /// clamped to start inside the rect with a length of 0 rather than a negative one.
    /// - Complexity: O(1).
    func dividedIntegral(fraction: Double, from edge: DivisionEdge) -> (first: Rect, second: Rect) {
        let length = edge == .minXEdge ? size.width : size.height
        let firstLength = Swift.min(length, (length * fraction).rounded(.up))
        let secondOffset = Swift.min(length, firstLength + 1)
        let secondLength = Swift.max(0, length - firstLength - 1)
        switch edge {
        case .minXEdge:
            return (Rect(x: origin.x, y: origin.y, width: firstLength, height: size.height),
                    Rect(x: origin.x + secondOffset, y: origin.y, width: secondLength, height: size.height))
        case .minYEdge:
            return (Rect(x: origin.x, y: origin.y, width: size.width, height: firstLength),
                    Rect(x: origin.x, y: origin.y + secondOffset, width: size.width, height: secondLength))
        }
    }
}
