import UIKit

/// The answers a generated delegate gives a layout (`scripts/try-layout`, docs/porting.md): each a
/// function of a seed, the question (the method's selector) and its keys (an index path's section
/// and item, an `Int` argument), so that the same case asks the same questions and gets the same
/// answers in any order, and a reproducer, which records the seed, replays exactly.
///
/// The ranges are those of a phone's screen: lengths from 0 to 300 points in halves (one in
/// sixteen is 0, the edge case layouts forget), integers from 1 to 6 (column and line counts:
/// never 0, which no real delegate answers for a count), insets from 0 to 24, and an optional
/// answer nil one time in eight.
public struct DrawnAnswers: Sendable {
    public var seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
    }

    /// 64 well-mixed bits for the question, keys and a salt.
    /// - Complexity: O(q + k) in the question's length and the keys.
    private func bits(_ question: String, _ keys: [Int], _ salt: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in question.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        for key in keys { hash = (hash ^ UInt64(bitPattern: Int64(key))) &* 0x0000_0100_0000_01b3 }
        // SplitMix64's finalizer over the salted hash.
        var mixed = hash &+ salt &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A length from 0 to 300 in steps of 0.5; 0 one time in sixteen.
    public func number(_ question: String, _ keys: [Int], salt: UInt64 = 0) -> CGFloat {
        let drawn = bits(question, keys, salt)
        if drawn % 16 == 0 { return 0 }
        return CGFloat((drawn >> 8) % 601) / 2
    }

    /// An integer from 1 to 6.
    public func integer(_ question: String, _ keys: [Int]) -> Int {
        1 + Int(bits(question, keys, 1) % 6)
    }

    public func bool(_ question: String, _ keys: [Int]) -> Bool {
        bits(question, keys, 2) % 2 == 0
    }

    /// Whether an optional answer is nil: one time in eight.
    public func isNil(_ question: String, _ keys: [Int]) -> Bool {
        bits(question, keys, 3) % 8 == 0
    }

    public func size(_ question: String, _ keys: [Int]) -> CGSize {
        CGSize(width: number(question, keys, salt: 4), height: number(question, keys, salt: 5))
    }

    public func point(_ question: String, _ keys: [Int]) -> CGPoint {
        CGPoint(x: number(question, keys, salt: 6), y: number(question, keys, salt: 7))
    }

    /// Each side from 0 to 24 points.
    public func insets(_ question: String, _ keys: [Int]) -> UIEdgeInsets {
        func side(_ salt: UInt64) -> CGFloat { CGFloat(bits(question, keys, salt) % 25) }
        return UIEdgeInsets(top: side(8), left: side(9), bottom: side(10), right: side(11))
    }
}
