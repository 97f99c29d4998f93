import LabSupport

/// One of `count` interleaved parts of a suite (`perflab run --measure instructions --jobs N`
/// starts one counted run per part, side by side): the suite's units — one family of one engine
/// at one size, as `Suite.run` makes them, in its order — are numbered from 0 and part `index`
/// runs those whose number is `index` modulo `count`. Every part walks the same units in the same
/// order, so the parts together run each unit exactly once, and merging their results by unit
/// number gives the order of the whole suite run in one process.
///
/// Interleaving, not contiguous ranges, spreads the costly sizes: a suite's largest size holds
/// most of its time, and its units alternate between the parts.
struct SuiteShard: Equatable, Sendable {
    /// This part's number, `0..<count`.
    let index: Int
    /// How many parts the suite is split into, at least 1.
    let count: Int

    /// The whole suite as one part.
    static let whole = SuiteShard(checked: 0, of: 1)

    /// The part `index` of `count`; nil unless `0 <= index < count`.
    init?(index: Int, count: Int) {
        guard count >= 1, (0..<count).contains(index) else { return nil }
        self.init(checked: index, of: count)
    }

    private init(checked index: Int, of count: Int) {
        (self.index, self.count) = (index, count)
    }

    /// Whether unit number `unit` belongs to this part. O(1).
    func owns(_ unit: Int) -> Bool {
        unit % count == index
    }

    /// The part's text, `INDEX/COUNT` (`--shard`).
    var text: String { "\(index)/\(count)" }

    /// Reads `INDEX/COUNT`.
    /// - Throws: `LabError` naming the option and the text when it is not two integers with
    ///   `0 <= INDEX < COUNT`.
    init(parsing text: String, option: String) throws(LabError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), let shard = SuiteShard(index: index, count: count) else {
            throw LabError("\(option): expected INDEX/COUNT with 0 <= INDEX < COUNT (e.g. 0/2), got '\(text)'")
        }
        self = shard
    }
}
