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
        let corners = [
            CGPoint(x: rect.origin.x, y: rect.origin.y).applying(t),
            CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y).applying(t),
            CGPoint(x: rect.origin.x, y: rect.origin.y + rect.size.height).applying(t),
            CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height).applying(t),
        ]
        if corners.contains(where: { $0.x.isNaN || $0.y.isNaN }) {
            return CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)
        }
        var minX = corners[0].x, maxX = corners[0].x, minY = corners[0].y, maxY = corners[0].y
        for corner in corners.dropFirst() {
            minX = Swift.min(minX, corner.x)
            maxX = Swift.max(maxX, corner.x)
            minY = Swift.min(minY, corner.y)
            maxY = Swift.max(maxY, corner.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
