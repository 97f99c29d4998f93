/// The clamped rect arithmetic the compositional resolver uses: insets and clipping that never
/// produce a negative length or leave the rect they start from.
extension Rect {
    /// The rect inset by `insets` (sanitised), never past its own far edges: an inset larger than
    /// the rect leaves a zero length at the far edge.
    func insetClamped(by insets: EdgeInsets) -> Rect {
        let left = Swift.min(insets.left, width), top = Swift.min(insets.top, height)
        return Rect(x: minX + left, y: minY + top,
                    width: Swift.max(0, width - left - insets.right), height: Swift.max(0, height - top - insets.bottom))
    }

    /// The rect's part inside `Rect(origin: .zero, size: size)` (an empty rect on its nearest edge
    /// when it lies outside; NaN reads as 0).
    func clipped(toSize size: Size) -> Rect {
        func clamp(_ value: Double, _ high: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), high) }
        let x0 = clamp(minX, size.width), y0 = clamp(minY, size.height)
        let x1 = clamp(maxX, size.width), y1 = clamp(maxY, size.height)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
