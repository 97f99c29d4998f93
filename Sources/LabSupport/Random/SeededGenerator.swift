/// A seeded random number generator that gives the same numbers on every platform and every
/// Swift version: SplitMix64 (Steele, Lea and Flood, 2014), whose whole state is one `UInt64`.
///
/// Everything random in LayoutLab draws from one of these, created from a recorded seed. The
/// standard library's `Int.random(in:using:)` may change its algorithm between Swift versions, so
/// this type offers its own bounded draws, specified here once and for all.
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`, by Lemire's multiply-shift with rejection (no modulo bias).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }
        var product = next().multipliedFullWidth(by: span)
        if product.low < span {
            let threshold = (0 &- span) % span
            while product.low < threshold { product = next().multipliedFullWidth(by: span) }
        }
        return range.lowerBound &+ Int(truncatingIfNeeded: product.high)
    }

    /// A uniform integer in `range`.
    /// - Precondition: `range` is not empty.
    public mutating func int(in range: Range<Int>) -> Int {
        precondition(!range.isEmpty, "empty range")
        return int(in: range.lowerBound...(range.upperBound - 1))
    }

    /// A uniform `Double` in `[0, 1)` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform `Double` in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }
}
