/// The bounding box `UICollectionViewLayoutAttributes.frame` gives under a 3D transform. Row
/// vectors, as Core Graphics and Quartz Core: `[x y z 1] · M`.
enum AttributesGeometry {
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
