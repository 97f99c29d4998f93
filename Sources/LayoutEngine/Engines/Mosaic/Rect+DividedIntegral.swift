extension Rect {
    /// The seed-000 sample's `dividedIntegral(fraction:from:)`: the first slice is
    /// `⌈length × fraction⌉` long, the remainder starts one point after it and is one point
    /// shorter, leaving a one-point gap.
    ///
    /// The remainder's length is computed as the rect's far edge (`origin + length`) minus the
    /// remainder's start, rather than `length − first − 1`: the two are equal in exact arithmetic,
    /// and the difference of the edges makes the remainder end exactly at the rect's far edge
    /// whenever that subtraction is exact, as it is for every division the mosaic makes
    /// (docs/mosaic-layout.md: a horizontal one from x = 0, a vertical half from a non-negative
    /// top). Where the lengths are integers the result is the sample's, bit for bit.
    ///
    /// Where the rect is too short for the gap (lengths of 0 or 1 point), the remainder is
    /// clamped to start inside the rect with a length of 0 rather than a negative one (rounding
    /// is monotone, so its start is never past the far edge).
    /// - Complexity: O(1).
    func dividedIntegral(fraction: Double, from edge: DivisionEdge) -> (first: Rect, second: Rect) {
        let length = edge == .minXEdge ? size.width : size.height
        let firstLength = Swift.min(length, (length * fraction).rounded(.up))
        let secondOffset = Swift.min(length, firstLength + 1)
        switch edge {
        case .minXEdge:
            let secondX = origin.x + secondOffset
            return (Rect(x: origin.x, y: origin.y, width: firstLength, height: size.height),
                    Rect(x: secondX, y: origin.y, width: (origin.x + length) - secondX, height: size.height))
        case .minYEdge:
            let secondY = origin.y + secondOffset
            return (Rect(x: origin.x, y: origin.y, width: size.width, height: firstLength),
                    Rect(x: origin.x, y: secondY, width: size.width, height: (origin.y + length) - secondY))
        }
    }
}
