/// The kinds of item change a random batch draws, by weight: each change is an insert, delete,
/// move or reload with probability proportional to its weight.
public struct BatchMix: Hashable, Sendable, CustomStringConvertible {
    public var insert: Double
    public var delete: Double
    public var move: Double
    public var reload: Double

    /// - Precondition: every weight is finite and not negative, and one is positive.
    public init(insert: Double, delete: Double, move: Double, reload: Double) {
        let weights = [insert, delete, move, reload]
        precondition(weights.allSatisfy { $0.isFinite && $0 >= 0 } && weights.contains { $0 > 0 },
                     "batch mix weights must be finite, not negative and not all zero: \(weights)")
        self.insert = insert
        self.delete = delete
        self.move = move
        self.reload = reload
    }

    /// A quarter of each: the item count stays about the same.
    public static let balanced = BatchMix(insert: 1, delete: 1, move: 1, reload: 1)
    /// A feed receiving new items: mostly inserts.
    public static let growing = BatchMix(insert: 0.7, delete: 0.1, move: 0.1, reload: 0.1)
    /// Content refreshes: mostly reloads, which change data but no positions.
    public static let refreshing = BatchMix(insert: 0.1, delete: 0.1, move: 0.1, reload: 0.7)

    var total: Double { insert + delete + move + reload }

    public var description: String { "insert \(insert), delete \(delete), move \(move), reload \(reload)" }
}
