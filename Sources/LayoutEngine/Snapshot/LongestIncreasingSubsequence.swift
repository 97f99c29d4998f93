/// The indices of one longest strictly increasing subsequence of `values`, ascending: the
/// elements of `values` to keep in place so that as few as possible move.
///
/// Patience sorting: `tails[l]` is the index of the smallest value that ends an increasing
/// subsequence of length `l + 1` so far, so the values at `tails` increase and each value finds
/// its length by binary search; `predecessors` links each index to the one before it in its
/// subsequence, from which the longest is read back. A value above the last tail extends the
/// longest subsequence without a search: for values already nearly in order (a diff where most
/// items stay) the pass is close to linear.
/// - Complexity: O(n log n), where n is the number of values; O(n) when they increase.
@inlinable
func longestIncreasingSubsequence<Value: Comparable>(_ values: [Value]) -> [Int] {
    var tails: [Int] = []
    var predecessors = [Int](repeating: -1, count: values.count)
    for index in values.indices {
        let length = tails.last.map { values[$0] < values[index] } ?? true
            ? tails.count
            : partitionPoint(tails.count) { values[tails[$0]] >= values[index] }
        if length > 0 { predecessors[index] = tails[length - 1] }
        if length == tails.count { tails.append(index) } else { tails[length] = index }
    }
    var subsequence = [Int](repeating: 0, count: tails.count)
    var index = tails.last ?? -1
    for position in subsequence.indices.reversed() {
        subsequence[position] = index
        index = predecessors[index]
    }
    return subsequence
}
