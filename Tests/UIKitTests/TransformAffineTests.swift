import Testing
import UIKit

/// `CGAffineTransform` and `applying(_:)` against Apple's documented conventions (CGAffineTransform.h
/// and the CGAffineTransform* function pages): the matrix `[a b 0; c d 0; tx ty 1]` acts on row vectors,
/// `concatenating(t2)` is `self · t2` (self first), `translatedBy`/`scaledBy`/`rotated` prepend their
/// operation, a rotation is `[cos sin −sin cos 0 0]`. Expected values are derived by hand.
struct TransformAffineTests {
    /// A transform with no special structure and an exact inverse (determinant −2).
    let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test func makersHaveTheDocumentedMatrices() {
        #expect(CGAffineTransform(translationX: 5, y: -3) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -3))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(quarter, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(CGAffineTransform() == .identity)
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    }

    @Test func isIdentityOnlyForTheIdentityMatrix() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
    }

    @Test func aPositiveRotationTurnsTheXAxisTowardsTheYAxis() {
        // [cos sin −sin cos]: (1, 0) maps to (cos, sin), so π/2 takes (1, 0) to (0, 1); with UIKit's
        // y axis pointing down, that is clockwise on screen.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: -1, y: 0)))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // Translate then scale: (1, 1) → (11, 1) → (22, 2); the matrix T·S is [2 0 0 2 20 0].
        #expect(translate.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // Scale then translate: (1, 1) → (2, 2) → (12, 2); S·T is [2 0 0 2 10 0].
        #expect(scale.concatenating(translate) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(general.concatenating(.identity) == general)
        #expect(CGAffineTransform.identity.concatenating(general) == general)
    }

    @Test func translatedByPrependsTheTranslation() {
        // CGAffineTransformTranslate: t' = [1 0 0 1 tx ty] · t. On a scale by 2 the translation of 10
        // happens before the scale, so it moves points by 20.
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let moved = scale.translatedBy(x: 10, y: 0)
        #expect(moved == CGAffineTransform(translationX: 10, y: 0).concatenating(scale))
        #expect(moved == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(CGAffineTransform.identity.translatedBy(x: 3, y: 4) == CGAffineTransform(translationX: 3, y: 4))
    }

    @Test func scaledByPrependsTheScale() {
        // CGAffineTransformScale: t' = [sx 0 0 sy 0 0] · t. On a translation by 10 the scale happens
        // first, so the translation is not scaled: [2 0 0 2 10 0].
        let translate = CGAffineTransform(translationX: 10, y: 0)
        #expect(translate.scaledBy(x: 2, y: 2) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(CGAffineTransform.identity.scaledBy(x: 2, y: 3) == CGAffineTransform(scaleX: 2, y: 3))
    }

    @Test func rotatedPrependsTheRotation() {
        // CGAffineTransformRotate: t' = [cos sin −sin cos 0 0] · t. A translation by 10 rotated by π/2:
        // (1, 0) → rotate → (0, 1) → translate → (10, 1).
        let turned = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 10, y: 1)))
        #expect(isClose(turned, CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))))
    }

    @Test func invertedUndoesTheTransform() {
        // [2 0 0 4 6 8]: inverse scale (1/2, 1/4), translation −(6/2, 8/4) = (−3, −2).
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        // [1 2 3 4 5 6], determinant 1·4 − 2·3 = −2: [d −b −c a]/det = [−2 1 1.5 −0.5],
        // translation ((c·ty − d·tx)/det, (b·tx − a·ty)/det) = ((18 − 20)/−2, (10 − 6)/−2) = (1, −2).
        let inverse = general.inverted()
        #expect(inverse == CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
        #expect(general.concatenating(inverse) == .identity)
        #expect(CGPoint(x: 3, y: 4).applying(general).applying(inverse) == CGPoint(x: 3, y: 4))
    }

    @Test func invertedReturnsASingularTransformUnchanged() {
        // CGAffineTransformInvert: "If the affine transform … cannot be inverted, the affine transform
        // is returned unchanged."
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        let dependent = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)   // 1·4 − 2·2 = 0
        #expect(dependent.inverted() == dependent)
    }

    @Test func invertedOfANonFiniteTransformIsUnchangedAndNeverTraps() {
        // Apple does not say; the surface's rule: a NaN or infinite determinant counts as "cannot be
        // inverted". `==` on NaN is false, so the entries are compared by their bits.
        let nan = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(nan.inverted().a.isNaN)
        #expect(nan.inverted().d == 1)
        let huge = CGAffineTransform(scaleX: .infinity, y: 2)
        #expect(huge.inverted() == huge)
        let overflow = CGAffineTransform(scaleX: .greatestFiniteMagnitude, y: 4)   // determinant overflows to ∞
        #expect(overflow.inverted() == overflow)
    }

    // MARK: - applying(_:)

    @Test func pointApplyingUsesTheRowVectorConvention() {
        // (3, 4) under [1 2 3 4 5 6]: (1·3 + 3·4 + 5, 2·3 + 4·4 + 6) = (20, 28).
        #expect(CGPoint(x: 3, y: 4).applying(general) == CGPoint(x: 20, y: 28))
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func sizeApplyingIgnoresTheTranslationAndMayBeNegative() {
        // CGSizeApplyAffineTransform maps the size as a vector: (1·3 + 3·4, 2·3 + 4·4) = (15, 22).
        #expect(CGSize(width: 3, height: 4).applying(general) == CGSize(width: 15, height: 22))
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: -1)) == CGSize(width: -3, height: -4))
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 100, y: 100)) == CGSize(width: 3, height: 4))
    }

    @Test func rectApplyingIsTheBoundingBoxOfTheTransformedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: 5)) == CGRect(x: 5, y: 5, width: 10, height: 20))
        // Scale (2, −1): corners (0,0) (20,0) (0,−20) (20,−20) → x 0…20, y −20…0, standardised.
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGRect(x: 0, y: -20, width: 20, height: 20))
        // π/2 maps (x, y) to (−y, x): corners (0,0) (0,10) (−20,0) (−20,10) → (−20, 0, 20, 10).
        #expect(isClose(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -20, y: 0, width: 20, height: 10)))
        // π/4 of the unit square: corners (0,0) (h,h) (−h,h) (0,2h) with h = √2/2, so the box is
        // (−h, 0, 2h, 2h): larger than the square, the documented "smallest rectangle that contains
        // the transformed corner points".
        let h = CGFloat(2).squareRoot() / 2
        let diamond = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(isClose(diamond, CGRect(x: -h, y: 0, width: 2 * h, height: 2 * h)))
    }

    @Test func rectApplyingStandardizesANegativeSize() {
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).applying(.identity) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func rectApplyingKeepsTheNullRectAndPropagatesNaN() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        let nanRect = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(nanRect.origin.x.isNaN && nanRect.origin.y.isNaN)
        #expect(nanRect.size.width.isNaN && nanRect.size.height.isNaN)
        let nanSize = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10).applying(.identity)
        #expect(nanSize.origin.x.isNaN)
    }

    @Test func rectApplyingOverflowsToInfinityWithoutTrapping() {
        // The infinite rect spans −max/2…max/2; doubled, its corners reach ±max exactly, and the width
        // max − (−max) overflows to +∞.
        let doubled = CGRect.infinite.applying(CGAffineTransform(scaleX: 2, y: 2))
        #expect(doubled.origin.x == -.greatestFiniteMagnitude)
        #expect(doubled.size.width == .infinity)
    }
}
