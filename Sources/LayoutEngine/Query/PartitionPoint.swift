/// The first index in `0..<count` for which `isAfter` is true, given that `isAfter` is false and
/// then true over the range. Returns `count` when it is never true.
/// - Complexity: O(log count) calls of `isAfter`.
@inlinable
func partitionPoint(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let middle = low + (high - low) / 2
        if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
