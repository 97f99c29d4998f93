import Testing
@testable import LayoutEngine

/// `sanitizedLength` as docs/geometry.md states it: a finite positive length is kept, clamped to
/// 1e12; anything else (negative, zero, NaN, ±∞) reads as +0.
@Suite struct SanitizedLengthTests {
    static let maximum = 1e12

    @Test(arguments: [
        (0.5, 0.5), (1, 1), (Double.leastNonzeroMagnitude, Double.leastNonzeroMagnitude),
        (maximum, maximum), (maximum.nextUp, maximum), (1e13, maximum),
        (Double.greatestFiniteMagnitude, maximum),
    ])
    func finitePositiveLengthsAreKeptUpToTheMaximum(length: Double, expected: Double) {
        #expect(length.sanitizedLength == expected)
    }

    @Test(arguments: [0.0, -0.0, -1, -Double.leastNonzeroMagnitude, -Double.greatestFiniteMagnitude,
                      Double.infinity, -Double.infinity, Double.nan, -Double.nan, Double.signalingNaN])
    func everyOtherLengthReadsAsPositiveZero(length: Double) {
        let sanitized = length.sanitizedLength
        #expect(sanitized == 0 && sanitized.sign == .plus, "\(length) read as \(sanitized)")
    }

    /// Seeded random bit patterns, every class of double among them, against the rule written out.
    @Test func randomBitPatternsFollowTheRule() {
        var rng = SplitMix64(seed: 0x5A17)
        for _ in 0..<20_000 {
            let length = Double(bitPattern: rng.next())
            let expected = length.isFinite && length > 0 ? Swift.min(length, Self.maximum) : 0
            #expect(length.sanitizedLength.bitPattern == expected.bitPattern, "\(length)")
        }
    }
}
