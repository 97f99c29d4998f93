import Testing
import UIKit

/// `CGVector` and the constants layout files write (`MAXFLOAT`, `CGFLOAT_MAX`, `CGFLOAT_MIN`):
/// Darwin's and Core Graphics' values, which the surface supplies on Linux.
struct GeometryValuesTests {
    @Test func maxFloatIsTheLargestFiniteFloat() {
        // <math.h>: MAXFLOAT is 0x1.fffffep+127f = (2 − 2⁻²³)·2¹²⁷ = 3.40282346638528859811704183484516925440e+38.
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(MAXFLOAT == (2 - 0x1p-23) * 0x1p127)
        #expect(CGFloat(MAXFLOAT) == 3.4028234663852886e+38)
    }

    @Test func cgFloatLimitsAreDoubles() {
        // Apple: CGFLOAT_MAX is 1.7976931348623157e+308 and CGFLOAT_MIN 2.2250738585072014e-308 for
        // 64-bit code.
        #expect(CGFLOAT_MAX == 1.7976931348623157e+308)
        #expect(CGFLOAT_MIN == 2.2250738585072014e-308)
        #expect(CGFloat(CGFLOAT_MAX) == .greatestFiniteMagnitude)
    }

    @Test func vectorsAreTheirComponents() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 1.5, dy: -2).dx == 1.5)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: CGFloat(3), dy: CGFloat(4)))
    }
}
