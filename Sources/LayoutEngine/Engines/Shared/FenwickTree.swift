/// Counts in a row of slots with O(log n) prefix sums, point updates and the inverse search:
/// which slot holds the k-th unit. The calendar keeps one per layout over its days' event counts,
/// so that an ordinal and a (day, index in the day) convert both ways without a pass over the
/// days.
///
/// Invariants: `tree[0]` is 0 and `tree[i]` (1-based) holds the sum of the counts of slots
/// `i − lowbit(i) + 1 … i`; no count is negative (`FenwickTree+Invariants.swift`).
/// Memory: one `Int` per slot.
struct FenwickTree: Sendable {
    /// The nodes, 1-based (`tree[0]` unused); read by the invariants check.
    private(set) var tree: ContiguousArray<Int>

    /// A tree over `counts`.
    /// - Complexity: O(n).
    init(_ counts: some Collection<Int>) {
        tree = [0]
        tree.append(contentsOf: counts)
        var index = 1
        while index < tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
            index += 1
        }
        #if LAYOUT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Adds `delta` to slot `slot`.
    /// - Complexity: O(log n).
    mutating func add(_ delta: Int, at slot: Int) {
        var index = slot + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
        #if LAYOUT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// The sum of the counts of the slots before `slot`.
    /// - Complexity: O(log n).
    func prefixSum(before slot: Int) -> Int {
        var index = slot, sum = 0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// The slot holding unit `rank` (from 0) and the units before that slot: the slot `s` with
    /// `prefixSum(before: s) ≤ rank < prefixSum(before: s + 1)`.
    /// - Precondition: `0 ≤ rank <` the sum of every count, and no count is negative.
    /// - Complexity: O(log n).
    func slot(holding rank: Int) -> (slot: Int, before: Int) {
        unsafe tree.withUnsafeBufferPointer { tree in
            // The descent's first step: the largest power of two not above the slot count.
            let slots = tree.count - 1
            var step = slots > 0 ? 1 << (Int.bitWidth - 1 - slots.leadingZeroBitCount) : 0
            var position = 0, remaining = rank
            while step > 0 {
                // `next` stays within the tree's count and `remaining` within `rank`: neither overflows.
                let next = position &+ step
                if unsafe next < tree.count && tree[next] <= remaining {
                    position = next
                    unsafe remaining &-= tree[next]
                }
                step >>= 1
            }
            return (position, rank &- remaining)
        }
    }

    /// The number of slots.
    var count: Int { tree.count - 1 }

    /// The count of slot `slot`.
    /// - Complexity: O(log n).
    func count(at slot: Int) -> Int { prefixSum(before: slot + 1) - prefixSum(before: slot) }

    var bytesHeld: Int { tree.count * MemoryLayout<Int>.stride }
}
