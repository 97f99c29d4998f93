/// Layouts that scroll one way compute along the scroll direction ("along") and across it ("across"),
/// then mapped to x and y: vertical scrolling has lines across x, advancing along y.
struct ScrollAxes: Hashable, Sendable {
    var direction: ScrollDirection

    @inline(__always)
    func rect(along: Double, across: Double, alongLength: Double, acrossLength: Double) -> Rect {
        direction == .vertical
            ? Rect(x: across, y: along, width: acrossLength, height: alongLength)
            : Rect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    /// The size's length along the scroll direction (height when scrolling vertically).
    @inline(__always)
    func along(_ size: Size) -> Double { direction == .vertical ? size.height : size.width }

    /// The size's length across the scroll direction (width when scrolling vertically).
    @inline(__always)
    func across(_ size: Size) -> Double { direction == .vertical ? size.width : size.height }

    /// The rect's far edge across the scroll direction (`maxX` when scrolling vertically).
    @inline(__always)
    func maxAcross(_ rect: Rect) -> Double { direction == .vertical ? rect.maxX : rect.maxY }
}
