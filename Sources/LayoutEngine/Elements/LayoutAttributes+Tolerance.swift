/// Approximate comparison for layouts that state a `frameTolerance`: a separate, named function,
/// never `Equatable` (which stays exact).
extension LayoutAttributes {
    /// True when `other` is the same element with the same zIndex, alpha and visibility, and
    /// each of its frame's origin and size components is within `tolerance` of this one's (all
    /// equal when `tolerance` is 0).
    /// - Complexity: O(1).
    package func matches(_ other: LayoutAttributes, framesWithin tolerance: Double) -> Bool {
        guard id == other.id, zIndex == other.zIndex, alpha == other.alpha, isHidden == other.isHidden else { return false }
        return frame.isWithin(tolerance, of: other.frame)
    }
}

extension Rect {
    /// True when each of the origin's and the size's components is within `tolerance` of
    /// `other`'s (exactly equal when `tolerance` is 0).
    /// - Complexity: O(1).
    package func isWithin(_ tolerance: Double, of other: Rect) -> Bool {
        guard tolerance > 0 else { return self == other }
        return Swift.abs(origin.x - other.origin.x) <= tolerance && Swift.abs(origin.y - other.origin.y) <= tolerance
            && Swift.abs(size.width - other.size.width) <= tolerance && Swift.abs(size.height - other.size.height) <= tolerance
    }
}

extension Size {
    /// True when both dimensions are within `tolerance` of `other`'s.
    package func isWithin(_ tolerance: Double, of other: Size) -> Bool {
        guard tolerance > 0 else { return self == other }
        return Swift.abs(width - other.width) <= tolerance && Swift.abs(height - other.height) <= tolerance
    }
}

extension Array where Element == LayoutAttributes {
    /// The first position where `other` differs from this list beyond `tolerance`
    /// (`LayoutAttributes.matches(_:framesWithin:)`), or where one list ends; nil when they match.
    /// - Complexity: O(n).
    package func firstMismatch(with other: [LayoutAttributes], framesWithin tolerance: Double) -> Int? {
        let shared = Swift.min(count, other.count)
        if let index = (0..<shared).first(where: { !self[$0].matches(other[$0], framesWithin: tolerance) }) { return index }
        return count == other.count ? nil : shared
    }
}
