/// The arithmetic `UICollectionViewLayoutAttributes` needs from its transforms: the affine part of a
/// 3D transform, the 3D form of an affine one, and the bounding box of a rect transformed about a
/// point. Row vectors, as Core Graphics and Quartz Core: `[x y z 1] · M`.
enum AttributesGeometry {
    /// `CATransform3DGetAffineTransform`: the entries that act on x and y.
    static func affinePart(of t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }

    /// `CATransform3DMakeAffineTransform`.
    static func transform3D(from t: CGAffineTransform) -> CATransform3D {
        CATransform3D(m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
                      m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    /// The smallest rect holding the corners of `rect`, each moved by `transform` about `anchor`
    /// (translated so `anchor` is the origin, transformed, translated back), as a view's frame under
    /// a transform. A corner the projection sends to infinity or behind the viewer (w ≤ 0) leaves
    /// the rect as it was: there is no finite box to give.
    /// - Complexity: O(1).
    static func boundingBox(of rect: CGRect, transformedBy t: CATransform3D, about anchor: CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in corners {
            let x = corner.x - anchor.x, y = corner.y - anchor.y
            let w = x * t.m14 + y * t.m24 + t.m44
            guard w > 0, w.isFinite else { return rect }
            let tx = (x * t.m11 + y * t.m21 + t.m41) / w + anchor.x
            let ty = (x * t.m12 + y * t.m22 + t.m42) / w + anchor.y
            minX = min(minX, tx)
            maxX = max(maxX, tx)
            minY = min(minY, ty)
            maxY = max(maxY, ty)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
