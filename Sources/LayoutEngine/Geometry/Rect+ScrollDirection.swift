extension Rect {
    /// The rect's lowest coordinate along the scroll direction (`minY` for vertical scrolling).
    @inlinable
    public func minAlong(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? minY : minX
    }

    /// The rect's highest coordinate along the scroll direction (`maxY` for vertical scrolling).
    @inlinable
    public func maxAlong(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? maxY : maxX
    }
}
