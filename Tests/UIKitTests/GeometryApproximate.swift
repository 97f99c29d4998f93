import UIKit

/// Approximate comparison for test expectations that involve `sin` and `cos`: `cos(π/2)` is about
/// 6e-17, not 0, so rotation results are compared to hand-derived values within `tolerance`.
/// Exact `==` is kept for every value that is exact in binary.
func isClose(_ x: CGFloat, _ y: CGFloat, tolerance: CGFloat = 1e-12) -> Bool {
    abs(x - y) <= tolerance
}

func isClose(_ p: CGPoint, _ q: CGPoint) -> Bool {
    isClose(p.x, q.x) && isClose(p.y, q.y)
}

func isClose(_ r: CGRect, _ s: CGRect) -> Bool {
    isClose(r.origin.x, s.origin.x) && isClose(r.origin.y, s.origin.y)
        && isClose(r.size.width, s.size.width) && isClose(r.size.height, s.size.height)
}

func isClose(_ t: CGAffineTransform, _ u: CGAffineTransform) -> Bool {
    isClose(t.a, u.a) && isClose(t.b, u.b) && isClose(t.c, u.c) && isClose(t.d, u.d)
        && isClose(t.tx, u.tx) && isClose(t.ty, u.ty)
}

func isClose(_ t: CATransform3D, _ u: CATransform3D) -> Bool {
    let left = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    let right = [u.m11, u.m12, u.m13, u.m14, u.m21, u.m22, u.m23, u.m24,
                 u.m31, u.m32, u.m33, u.m34, u.m41, u.m42, u.m43, u.m44]
    return zip(left, right).allSatisfy { isClose($0, $1) }
}
