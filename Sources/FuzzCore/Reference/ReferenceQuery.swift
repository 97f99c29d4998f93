import LayoutEngine

/// The reference answer to `layoutAttributesForElements(in:)`: every element of a fully recomputed
/// layout, filtered one by one. It has its own copy of the intersection rule of docs/geometry.md,
/// written from the document rather than by calling `Rect.intersects`, so that a mistake in one is
/// not silently shared by the other.
enum ReferenceQuery {
    /// The elements of `all` that a query for `rect` returns, in the order of `all`.
    /// - Complexity: O(n), where n is the number of elements.
    static func elements(in rect: Rect, of all: [LayoutAttributes]) -> [LayoutAttributes] {
        all.filter { returns(frame: $0.frame, forQuery: rect) }
    }

    /// The rule of docs/geometry.md: NaN anywhere gives false; both rects are standardised (a
    /// negative length extends towards lower coordinates); an empty query (zero width or height)
    /// returns nothing; otherwise, on each axis, `frame.min < query.max && query.min < frame.max`,
    /// so frames that only touch the query do not count.
    /// - Complexity: O(1).
    static func returns(frame: Rect, forQuery query: Rect) -> Bool {
        // Written out rather than as arrays of numbers: this runs for every element of every query.
        if query.origin.x.isNaN || query.origin.y.isNaN || query.size.width.isNaN || query.size.height.isNaN
            || frame.origin.x.isNaN || frame.origin.y.isNaN || frame.size.width.isNaN || frame.size.height.isNaN { return false }
        let queryX = extent(start: query.origin.x, length: query.size.width)
        let queryY = extent(start: query.origin.y, length: query.size.height)
        let frameX = extent(start: frame.origin.x, length: frame.size.width)
        let frameY = extent(start: frame.origin.y, length: frame.size.height)
        // An infinite start plus an infinite length of the other sign is NaN: nothing then.
        if queryX.low.isNaN || queryX.high.isNaN || queryY.low.isNaN || queryY.high.isNaN
            || frameX.low.isNaN || frameX.high.isNaN || frameY.low.isNaN || frameY.high.isNaN { return false }
        let queryIsEmpty = !(queryX.low < queryX.high) || !(queryY.low < queryY.high)
        if queryIsEmpty { return false }
        return overlaps(frameX, queryX) && overlaps(frameY, queryY)
    }

    /// One axis of a standardised rect.
    private static func extent(start: Double, length: Double) -> (low: Double, high: Double) {
        length < 0 ? (start + length, start) : (start, start + length)
    }

    /// Strict on both ends: a shared edge is an overlap of length zero, which does not count.
    private static func overlaps(_ frame: (low: Double, high: Double), _ query: (low: Double, high: Double)) -> Bool {
        frame.low < query.high && query.low < frame.high
    }
}
