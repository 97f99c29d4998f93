// Core Graphics' `applying(_:)` on Foundation's point, size and rect, which Foundation on Linux
// leaves out (CGPointApplyAffineTransform, CGSizeApplyAffineTransform, CGRectApplyAffineTransform).

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t` as a vector, without the translation:
    /// `(a·width + c·height, b·width + d·height)`. The formula is applied as is, so the result may be
    /// negative (under a rotation by π or a negative scale, for instance).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rect that contains the four transformed corners of this rect, as Apple documents
    /// `CGRectApplyAffineTransform` ("Because affine transforms do not preserve rectangles in
    /// general, this function returns the smallest rectangle that contains the transformed corner
    /// points"). The result is standardised (non-negative width and height).
    ///
    /// A null rect has no corners and stays null (Apple does not document this case). A NaN
    /// coordinate of any corner makes the whole result NaN rather than being skipped by a
    /// comparison, so a layout's bad value stays visible. Never traps.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let rect = standardized
        let (minX, minY) = (rect.origin.x, rect.origin.y)
        let (maxX, maxY) = (minX + rect.size.width, minY + rect.size.height)
        let corners = (CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
                       CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t))
        guard let xs = Self.extent(corners.0.x, corners.1.x, corners.2.x, corners.3.x),
              let ys = Self.extent(corners.0.y, corners.1.y, corners.2.y, corners.3.y) else {
            return CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)
        }
        return CGRect(x: xs.lowest, y: ys.lowest, width: xs.highest - xs.lowest, height: ys.highest - ys.lowest)
    }

    /// The least and greatest of four coordinates, or `nil` when one is NaN (a comparison would
    /// silently skip it).
    private static func extent(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> (lowest: CGFloat, highest: CGFloat)? {
        if a.isNaN || b.isNaN || c.isNaN || d.isNaN { return nil }
        return (Swift.min(Swift.min(a, b), Swift.min(c, d)), Swift.max(Swift.max(a, b), Swift.max(c, d)))
    }
}
