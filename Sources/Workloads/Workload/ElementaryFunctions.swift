/// The natural logarithm and exponential in plain Swift, for the scroll physics.
///
/// The standard library has neither, and the C library's differ between platforms in the last
/// bit; these use only IEEE-754 additions, multiplications and divisions (which Swift never fuses),
/// so a generated trace is the same on every machine, as `SeededGenerator`'s numbers are. Both
/// are accurate to a few units in the last place over the range the physics uses.
enum ElementaryFunctions {
    /// ln 2 split in a high part with trailing zero bits and a low correction (fdlibm's constants),
    /// so that `k * ln2High` is exact for the exponents `exp` meets.
    private static let ln2High = 6.93147180369123816490e-01
    private static let ln2Low = 1.90821492927058770002e-10
    private static let ln2 = 0.693147180559945309417232121458176568

    /// ln x: 0 and negative numbers give NaN (−∞ for 0), as the C function does.
    /// x = m · 2^e with √½ ≤ m < √2, and ln m = 2·atanh(s) with s = (m − 1)/(m + 1), |s| ≤ 0.172,
    /// summed until the terms vanish.
    static func log(_ x: Double) -> Double {
        guard x > 0 else { return x == 0 ? -.infinity : .nan }
        guard x.isFinite else { return x }
        var m = x.significand
        var e = Double(x.exponent)
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        let s = (m - 1) / (m + 1), s2 = s * s
        // Σ s^(2k+1)/(2k+1) for k = 0…13: s² ≤ 0.0295, so the first term left out is below 2^-70 of the sum.
        var sum = 0.0
        for k in stride(from: 13, through: 0, by: -1) {
            sum = sum * s2 + 1 / Double(2 * k + 1)
        }
        return e * ln2High + (2 * s * sum + e * ln2Low)
    }

    /// e^x. x = k·ln 2 + r with |r| ≤ ½ ln 2, e^r by its Taylor series to the 20th power, then
    /// scaled by 2^k.
    static func exp(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        // Round x / ln 2 to the nearest integer by truncation (no libm `rounded`).
        let k = Int(x / ln2 + (x < 0 ? -0.5 : 0.5))
        let r = (x - Double(k) * ln2High) - Double(k) * ln2Low
        var sum = 1.0
        for n in stride(from: 20, through: 1, by: -1) {
            sum = 1 + sum * r / Double(n)
        }
        // Two steps keep each power of two a normal number down to the subnormal results.
        let half = k / 2
        return sum * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: k - half, significand: 1)
    }
}
