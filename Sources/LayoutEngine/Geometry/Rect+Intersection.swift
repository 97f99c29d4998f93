/// The one definition of "a frame intersects a query rect", used by every query strategy, every
/// engine and the fuzzer's reference model. See `docs/geometry.md` for the table of edge cases.
extension Rect {
    /// True when a query for `self` must return an element whose frame is `frame`.
    ///
    /// The rule, on each axis: the frame's closed extent `[min, max]` and the query's extent must
    /// overlap by a positive length, or, for a frame of zero extent on that axis, the frame must lie
    /// strictly inside the query's extent. Equivalently `frame.min < query.max && query.min < frame.max`
    /// on both axes, with one extra condition: **an empty query** (zero width or zero height, after
    /// standardising) **returns nothing**.
    ///
    /// Consequences:
    /// - frames that only touch the query's edge (`frame.maxY == query.minY`) are not returned;
    /// - a zero-height frame on the line `y` is returned when `query.minY < y < query.maxY`;
    /// - an inverted query (negative width or height) is standardised first, as `CGRect` does;
    /// - any NaN in either rect makes the answer `false`;
    /// - `Rect.infinite` returns every finite frame.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func intersects(_ frame: Rect) -> Bool {
        let query = self
        let qMinX = query.minX, qMaxX = query.maxX, qMinY = query.minY, qMaxY = query.maxY
        guard qMinX < qMaxX, qMinY < qMaxY else { return false }
        return frame.minX < qMaxX && qMinX < frame.maxX && frame.minY < qMaxY && qMinY < frame.maxY
    }

    /// `intersects(_:)` for a standardised frame, whose width and height are not negative (or are
    /// NaN), as every engine's sanitised lengths are: the same answer, bit for bit, without
    /// standardising the frame, whose least edge is then its origin and whose greatest the origin
    /// plus its length, as `minX` and `maxX` compute them. The per-item flow's answer tests every
    /// candidate with it: standardising the frame was a third of the test.
    /// - Precondition: `frame.size.width >= 0 || frame.size.width.isNaN`, and the same of its height.
    /// - Complexity: O(1).
    @inlinable
    public func intersects(standardized frame: Rect) -> Bool {
        let qMinX = minX, qMaxX = maxX, qMinY = minY, qMaxY = maxY
        guard qMinX < qMaxX, qMinY < qMaxY else { return false }
        return frame.origin.x < qMaxX && qMinX < frame.origin.x + frame.size.width
            && frame.origin.y < qMaxY && qMinY < frame.origin.y + frame.size.height
    }
}
