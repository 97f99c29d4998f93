/// A small, fast, seeded pseudo-random generator (Steele, Lea & Flood's SplitMix64), so that every
/// randomised test is reproducible from the seed it prints.
///
/// The helpers below are written out rather than using `Int.random(in:using:)`, whose algorithm
/// the standard library does not promise to keep, so a seed means the same thing on every toolchain.
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (multiply-high; the bias is below 2⁻⁴⁰ for our bounds).
    mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "empty range")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A uniform integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
    }

    /// A uniform double in `[0, 1)`.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform double in `[low, high)`.
    mutating func double(in low: Double, _ high: Double) -> Double {
        low + (high - low) * unit()
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    mutating func element<T>(of choices: [T]) -> T {
        choices[int(below: choices.count)]
    }

    /// A length in `0...max` drawn so that ties and exact fits are common: zero, whole points,
    /// half points, and arbitrary doubles (which exercise rounding).
    mutating func length(upTo max: Double) -> Double {
        switch int(below: 10) {
        case 0: return 0
        case 1...4: return Double(int(in: 0...Int(max)))
        case 5...7: return Double(int(in: 0...Int(max * 2))) / 2
        default: return double(in: 0, max)
        }
    }
}
