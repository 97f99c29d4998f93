import LabSupport
import Workloads

/// The tests draw from the lab's own seeded generator (SplitMix64, `LabSupport.SeededGenerator`),
/// so every randomised test is reproducible from the seed it prints; these are the test-only
/// draws on top of it.
typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
    /// A uniform integer in `0..<bound`.
    mutating func int(below bound: Int) -> Int {
        int(in: 0..<bound)
    }

    /// A uniform double in `[low, high]`.
    mutating func double(in low: Double, _ high: Double) -> Double {
        double(in: low...high)
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
