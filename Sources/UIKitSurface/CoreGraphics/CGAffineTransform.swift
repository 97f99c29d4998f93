/// An affine transform, as Core Graphics' `CGAffineTransform`: the matrix
/// `[a b 0; c d 0; tx ty 1]`, applied to a row vector `[x y 1]`, so a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Conventions, from Apple's `CGAffineTransform.h` and documentation:
/// - `concatenating(t2)` is the product `self · t2`: `self` applies first, then `t2`.
/// - `translatedBy`, `scaledBy` and `rotated` *prepend* their operation: `t.translatedBy(x:y:)`
///   is `[1 0 0 1 x y] · t`, so the translation applies first, in `t`'s coordinate system.
/// - A rotation by a positive angle maps the x axis towards the y axis (`[cos sin -sin cos 0 0]`);
///   in UIKit's flipped coordinates (y down) that appears clockwise on screen.
///
/// No member traps: NaN and infinities propagate through the arithmetic, and `inverted()`
/// returns the transform unchanged when it has no inverse, as Apple documents.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// The transform with the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform, as `CGAffineTransformIdentity`.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// A translation by `(tx, ty)`: `[1 0 0 1 tx ty]`, as `CGAffineTransformMakeTranslation`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `(sx, sy)`: `[sx 0 0 sy 0 0]`, as `CGAffineTransformMakeScale`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians: `[cos sin -sin cos 0 0]`, as `CGAffineTransformMakeRotation`.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `self · t2`: the transform that applies `self`, then `t2` (`CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c,
                          b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c,
                          d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx,
                          ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `[1 0 0 1 tx ty] · self`, as `CGAffineTransformTranslate(self, tx, ty)`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `[sx 0 0 sy 0 0] · self`, as `CGAffineTransformScale(self, sx, sy)`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `[cos sin -sin cos 0 0] · self`, as `CGAffineTransformRotate(self, angle)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, as `CGAffineTransformInvert`: a transform that maps every transformed point back.
    ///
    /// Apple: "If the affine transform … cannot be inverted, the affine transform is returned
    /// unchanged." Here a transform cannot be inverted when its determinant `a·d − b·c` is zero or
    /// not finite (Apple does not say what it does with NaN or infinite entries; returning the
    /// transform unchanged is this surface's choice).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(a: d / determinant,
                                 b: -b / determinant,
                                 c: -c / determinant,
                                 d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant,
                                 ty: (b * tx - a * ty) / determinant)
    }
}
