import LabSupport
import Workloads

/// `K/N`: the K-th of N shards (1-based on the command line, 0-based `index` here).
struct Shard: Equatable {
    var index: Int
    var count: Int

    init(_ text: String) throws(LabError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1_000_000, k >= 1, k <= n else {
            throw LabError("--shard: expected K/N with 1 ≤ K ≤ N, got '\(text)'")
        }
        index = k - 1
        count = n
    }
}
