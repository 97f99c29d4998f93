// Quartz Core's bridge between 3D and affine transforms. An affine transform `[a b c d tx ty]`
// is the 3D transform `[a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1]`: it maps `(x, y, z)` to
// `(a·x + c·y + tx, b·x + d·y + ty, z)`.

/// The 3D transform with the same effect as `m`, as `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0,
                  m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` can be represented exactly by an affine transform, as `CATransform3DIsAffine`:
/// whether it has the form `CATransform3DMakeAffineTransform` produces (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine transform `t` represents: `[m11 m12 m21 m22 m41 m42]`. Apple leaves the result
/// undefined when `t` is not affine; here it is those same six entries (never a trap).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
