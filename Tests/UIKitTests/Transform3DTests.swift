import Testing
import UIKit

/// Quartz Core's `CATransform3D` functions against Apple's documentation: row vectors, the matrices
/// of `CATransform3DMakeTranslation`/`MakeScale` as documented, `CATransform3DConcat(a, b) = a · b`,
/// `CATransform3DTranslate/Scale/Rotate(t, …) = operation · t`, `CATransform3DInvert` returning its
/// argument when there is no inverse. Expected values are derived by hand.
struct Transform3DTests {
    @Test func makeTranslationAndScaleHaveTheDocumentedMatrices() {
        // "t = [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]"
        var translation = CATransform3DIdentity
        (translation.m41, translation.m42, translation.m43) = (1, 2, 3)
        #expect(CATransform3DMakeTranslation(1, 2, 3) == translation)
        // "t = [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]"
        var scale = CATransform3DIdentity
        (scale.m11, scale.m22, scale.m33) = (2, 3, 4)
        #expect(CATransform3DMakeScale(2, 3, 4) == scale)
    }

    @Test func concatAppliesTheFirstTransformFirst() {
        // Translate (10, 0, 0), then scale by 2 in x and y: the translation row (10, 0, 0, 1)·S is
        // (20, 0, 0, 1).
        let product = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        var expected = CATransform3DMakeScale(2, 2, 1)
        expected.m41 = 20
        #expect(product == expected)
        #expect(CATransform3DConcat(CATransform3DIdentity, expected) == expected)
        #expect(CATransform3DConcat(expected, CATransform3DIdentity) == expected)
    }

    @Test func translateScaleAndRotatePrependTheirOperation() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let translation = CATransform3DMakeTranslation(10, 0, 0)
        // "t' = translate(tx, ty, tz) * t": translating a scale moves by the scaled amount, 20.
        #expect(CATransform3DTranslate(scale, 10, 0, 0) == CATransform3DConcat(translation, scale))
        #expect(CATransform3DTranslate(scale, 10, 0, 0).m41 == 20)
        // "t' = scale(sx, sy, sz) * t": scaling a translation leaves the translation at 10.
        #expect(CATransform3DScale(translation, 2, 2, 1).m41 == 10)
        #expect(CATransform3DScale(translation, 2, 2, 1).m11 == 2)
        // "t' = rotation(angle, x, y, z) * t"
        let rotated = CATransform3DRotate(translation, .pi / 3, 0, 0, 1)
        #expect(rotated == CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 0, 1), translation))
    }

    @Test func rotationAboutZIsTheAffineRotation() {
        // About z the rotation is the 2D one: [cos sin 0 0; −sin cos 0 0; 0 0 1 0; 0 0 0 1].
        for angle: CGFloat in [.pi / 2, .pi / 4, -CGFloat.pi / 3, 2] {
            #expect(isClose(CATransform3DMakeRotation(angle, 0, 0, 1),
                            CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))))
        }
        // The axis is normalised: (0, 0, 5) is the z axis.
        #expect(isClose(CATransform3DMakeRotation(1, 0, 0, 5), CATransform3DMakeRotation(1, 0, 0, 1)))
    }

    @Test func rotationsFollowTheRightHandRuleOnEveryAxis() {
        // The row of a unit vector is its image. About +z by π/2, x goes to y (as the affine rotation);
        // by the same rule, about +x y goes to z, and about +y z goes to x.
        let aboutZ = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(aboutZ.m11, 0) && isClose(aboutZ.m12, 1) && isClose(aboutZ.m13, 0))
        let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(isClose(aboutX.m21, 0) && isClose(aboutX.m22, 0) && isClose(aboutX.m23, 1))
        #expect(aboutX.m11 == 1)
        let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(isClose(aboutY.m31, 1) && isClose(aboutY.m32, 0) && isClose(aboutY.m33, 0))
        // A rotation about (1, 1, 1) by 2π/3 permutes the axes: x → y → z → x.
        let third = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        #expect(isClose(third.m11, 0) && isClose(third.m12, 1) && isClose(third.m13, 0))
        #expect(isClose(third.m21, 0) && isClose(third.m22, 0) && isClose(third.m23, 1))
        #expect(isClose(third.m31, 1) && isClose(third.m32, 0) && isClose(third.m33, 0))
    }

    @Test func aZeroAxisIsTheIdentity() {
        // MakeRotation: "If the vector has length zero, this function returns the identity transform."
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        // Rotate: Apple leaves a zero axis undefined; here the rotation is the identity, so t is kept.
        let translation = CATransform3DMakeTranslation(1, 2, 3)
        #expect(CATransform3DRotate(translation, 1, 0, 0, 0) == translation)
    }

    @Test func aNonFiniteAxisGivesNaNAndNeverTraps() {
        let nan = CATransform3DMakeRotation(1, .nan, 0, 1)
        #expect(nan.m11.isNaN)
        let infinite = CATransform3DMakeRotation(1, .infinity, 0, 0)
        #expect(infinite.m11.isNaN)
    }

    @Test func invertUndoesTheTransform() {
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)) == CATransform3DMakeTranslation(-1, -2, -3))
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 5)) == CATransform3DMakeScale(0.5, 0.25, 0.2))
        #expect(CATransform3DInvert(CATransform3DIdentity) == CATransform3DIdentity)
        // A rotation, a translation and a perspective entry (m34 = −1/500) together.
        var t = CATransform3DTranslate(CATransform3DMakeRotation(0.7, 1, 2, 3), 5, -6, 7)
        t.m34 = -1.0 / 500
        #expect(isClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        #expect(isClose(CATransform3DConcat(CATransform3DInvert(t), t), CATransform3DIdentity))
    }

    @Test func invertReturnsASingularOrNonFiniteTransformUnchanged() {
        // "Returns the original matrix if t has no inverse."
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        var dependent = CATransform3DIdentity
        (dependent.m21, dependent.m22) = (1, 0)   // the second row equals the first
        #expect(CATransform3DInvert(dependent) == dependent)
        // NaN and infinite entries: the surface's choice is "no inverse" (Apple does not say).
        var nan = CATransform3DIdentity
        nan.m12 = .nan
        #expect(CATransform3DInvert(nan).m12.isNaN)
        #expect(CATransform3DInvert(nan).m11 == 1)
        let infinite = CATransform3DMakeScale(.infinity, 1, 1)
        #expect(CATransform3DInvert(infinite) == infinite)
    }

    @Test func affineTransformsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let lifted = CATransform3DMakeAffineTransform(affine)
        #expect(lifted == CATransform3D(m11: 1, m12: 2, m13: 0, m14: 0, m21: 3, m22: 4, m23: 0, m24: 0,
                                        m31: 0, m32: 0, m33: 1, m34: 0, m41: 5, m42: 6, m43: 0, m44: 1))
        #expect(CATransform3DIsAffine(lifted))
        #expect(CATransform3DGetAffineTransform(lifted) == affine)
        #expect(CATransform3DMakeAffineTransform(.identity) == CATransform3DIdentity)
    }

    @Test func isAffineIsFalseForDepthAndPerspective() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 5)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
        // Apple: undefined for a non-affine transform; here the six affine entries, no trap.
        #expect(CATransform3DGetAffineTransform(perspective) == .identity)
    }

    @Test func identityAndEquality() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeScale(2, 2, 2)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 2), CATransform3DIdentity))
    }
}
