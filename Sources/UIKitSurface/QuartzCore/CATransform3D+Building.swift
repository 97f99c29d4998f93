// Quartz Core's functions that build and compose transforms, with Apple's conventions
// (CATransform3D.h and the function documentation): matrices act on row vectors `[x y z 1]`,
// `CATransform3DConcat(a, b)` is the product `a · b` (apply `a`, then `b`), and
// `CATransform3DTranslate/Scale/Rotate(t, …)` prepend their operation: `operation · t`.
// Floating-point arithmetic only: no input traps; NaN and infinities propagate.

/// The product `a · b`: the transform that applies `a`, then `b`.
///
/// - Complexity: O(1): 64 multiplications, no allocation.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    /// The row `[x1 x2 x3 x4]` times `b`.
    func timesB(_ x1: CGFloat, _ x2: CGFloat, _ x3: CGFloat, _ x4: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        (x1 * b.m11 + x2 * b.m21 + x3 * b.m31 + x4 * b.m41,
         x1 * b.m12 + x2 * b.m22 + x3 * b.m32 + x4 * b.m42,
         x1 * b.m13 + x2 * b.m23 + x3 * b.m33 + x4 * b.m43,
         x1 * b.m14 + x2 * b.m24 + x3 * b.m34 + x4 * b.m44)
    }
    let r1 = timesB(a.m11, a.m12, a.m13, a.m14)
    let r2 = timesB(a.m21, a.m22, a.m23, a.m24)
    let r3 = timesB(a.m31, a.m32, a.m33, a.m34)
    let r4 = timesB(a.m41, a.m42, a.m43, a.m44)
    return CATransform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
                         m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                         m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
                         m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
}

/// `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`, as Apple documents `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`, as Apple documents `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; the identity when the axis has length
/// zero, as Apple documents `CATransform3DMakeRotation`.
///
/// The axis is normalised, and the matrix is the transpose (for row vectors) of the right-handed
/// rotation about the unit axis `u`: `cos·I + (1 − cos)·u·uᵀ + sin·[u]ₓ`. About the z axis it is
/// `[cos sin 0 0; −sin cos 0 0; 0 0 1 0; 0 0 0 1]`, the same matrix as
/// `CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))`.
/// An axis with a NaN or infinite component gives a NaN matrix (no trap).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    if length == 0 { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    let k = 1 - cosine
    return CATransform3D(
        m11: cosine + k * ux * ux, m12: k * ux * uy + sine * uz, m13: k * ux * uz - sine * uy, m14: 0,
        m21: k * ux * uy - sine * uz, m22: cosine + k * uy * uy, m23: k * uy * uz + sine * ux, m24: 0,
        m31: k * ux * uz + sine * uy, m32: k * uy * uz - sine * ux, m33: cosine + k * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `translate(tx, ty, tz) · t`, as Apple documents `CATransform3DTranslate`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `scale(sx, sy, sz) · t`, as Apple documents `CATransform3DScale`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `rotation(angle, x, y, z) · t`, as Apple documents `CATransform3DRotate`. Apple leaves a
/// zero-length axis undefined; here it is the identity rotation, so `t` comes back unchanged.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Whether `t` is the identity transform, as `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` have equal entries (`==` on each; `0 == -0`, NaN equals nothing), as
/// `CATransform3DEqualToTransform`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}
