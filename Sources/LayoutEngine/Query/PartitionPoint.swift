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

/// The same partition point, found from `estimate`, where the caller's arithmetic puts it: the
/// estimate's index is tested, then its neighbours towards the answer (enough to settle an
/// answer up to `walk` away), then what is left is searched by halves. Exact whatever the estimate (rounded, off by many, infinite or NaN),
/// since only `isAfter` decides.
/// - Complexity: at most `walk + 2` calls of `isAfter` when the estimate is within `walk` of the
///   answer, O(walk + log count) otherwise.
@inlinable
func partitionPoint(_ count: Int, near estimate: Double, walk: Int = 4, _ isAfter: (Int) -> Bool) -> Int {
    // The answer lies in `low...high`; `isAfter(high)` is true, or `high == count`.
    var low = 0, high = count
    if estimate >= 0 && estimate < Double(count) {
        let guess = Int(estimate)
        if isAfter(guess) {
            high = guess
            // One test more than upwards: `guess − walk` is the answer only if the index before is not.
            for _ in 0...walk where low < high {
                if !isAfter(high - 1) { return high }
                high -= 1
            }
        } else {
            low = guess + 1
            for _ in 0..<walk where low < high {
                if isAfter(low) { return low }
                low += 1
            }
        }
    }
    while low < high {
        let middle = low + (high - low) / 2
        if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
