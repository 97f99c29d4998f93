extension Rect {
    /// `CGRect.intersects(_:)`, as the published samples use it: true when the closed rects share
    /// any point, so touching rects intersect (unlike `intersects(_:)`, LayoutLab's rule).
    /// - Complexity: O(1).
    package func intersectsAsCoreGraphics(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}
