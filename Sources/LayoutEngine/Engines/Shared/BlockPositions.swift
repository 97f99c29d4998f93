/// The positions along the scroll direction of a row of blocks, kept as a Fenwick tree over the
/// differences between neighbours, so that moving every block from one on by Δ is a point update.
///
/// Why a Fenwick tree: the blocks' positions are prefix sums of their differences, and what a
/// relayout does to them is "add Δ from block k on" (a point update of the differences) and "put
/// block k at p, leaving the others" (two point updates); a query asks for one position or for
/// the first block at or past a position (a descent). A Fenwick tree does each in O(log n) with
/// one `Double` per block and no pointers, where a B-tree would hold child arrays and per-node
/// counts for the same operations; the block count changes only when blocks split or merge, and
/// then the tree is rebuilt in one linear pass.
///
/// Determinism: `position(of:)` adds the nodes covering its prefix from the widest to the
/// narrowest, which is the order in which `lastBlock(below:)` descends and `allPositions()`
/// accumulates, so the three read the same `Double` for a block, bit for bit.
///
/// Rounding (docs/flow-layout.md proves it): a read adds at most ⌈log₂ n⌉ + 1 nodes; a point
/// update adds one rounding to the one node of any read's cover that holds the updated slot (the
/// nodes of a cover are disjoint ranges); a rebuild computes every node as the difference of two
/// positions read before it (one rounding). No node's magnitude exceeds the largest position.
///
/// Invariants (`BlockPositions+Invariants.swift`): `topStep` is the largest power of two not above
/// the block count; the three reads agree bit for bit; `tree[i]` (1-based) is, up to those roundings, `position(i − 1) −
/// position(i − lowbit(i) − 1)` (with `position(−1) = 0`).
/// Memory: one `Double` per block.
struct BlockPositions: Sendable {
    /// The nodes, 1-based (`tree[0]` unused); read by the invariants check.
    private(set) var tree: ContiguousArray<Double>
    /// The largest power of two not above the block count (0 when there are none): the first
    /// step of a descent.
    private(set) var topStep: Int

    /// The number of blocks.
    var count: Int { tree.count - 1 }

    /// Blocks at `positions`, in order.
    /// - Complexity: O(n).
    init(_ positions: some Collection<Double>) {
        let positions = ContiguousArray(positions)
        tree = ContiguousArray(repeating: 0, count: positions.count + 1)
        topStep = 0
        unsafe positions.withUnsafeBufferPointer { positions in
            unsafe tree.withUnsafeMutableBufferPointer { tree in
                for index in 1..<tree.count {
                    let below = index - (index & -index)
                    unsafe tree[index] = unsafe positions[index - 1] - (below > 0 ? positions[below - 1] : 0)
                }
            }
        }
        topStep = Self.largestPowerOfTwo(notAbove: positions.count)
        #if LAYOUT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    static func largestPowerOfTwo(notAbove count: Int) -> Int {
        count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    }

    /// The position of block `block`.
    /// - Complexity: O(log n).
    @inline(__always)
    func position(of block: Int) -> Double {
        let prefix = block + 1
        var node = 0, sum = 0.0, step = topStep
        while step > 0 {
            if prefix & step != 0 {
                node += step
                sum += tree[node]
            }
            step >>= 1
        }
        return sum
    }

    /// Every block's position, as `position(of:)` reads it.
    /// - Complexity: O(n).
    func allPositions() -> ContiguousArray<Double> {
        var positions = ContiguousArray<Double>(repeating: 0, count: count)
        unsafe positions.withUnsafeMutableBufferPointer { positions in
            unsafe tree.withUnsafeBufferPointer { tree in
                for index in 1..<tree.count {
                    // The prefix without its lowest bit, then this node: the widest node first.
                    let below = index - (index & -index)
                    unsafe positions[index - 1] = unsafe (below > 0 ? positions[below - 1] : 0) + tree[index]
                }
            }
        }
        return positions
    }

    /// Adds `delta` to the positions of blocks `block...`.
    /// - Complexity: O(log n).
    mutating func shift(from block: Int, by delta: Double) {
        #if LAYOUT_INTERNAL_CHECKS
        defer { _checkInvariants() }
        #endif
        var index = block + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// Moves block `block` to about `position` (within one rounding), leaving every other
    /// block where it is.
    /// - Complexity: O(log n).
    mutating func setPosition(_ position: Double, of block: Int) {
        let delta = position - self.position(of: block)
        guard delta != 0 else { return }
        shift(from: block, by: delta)
        if block + 1 < count { shift(from: block + 1, by: -delta) }
    }

    /// The last block whose position, as read, is below `value`, and that position as
    /// `position(of:)` reads it, bit for bit (the descent adds the same nodes in the same order);
    /// block −1 and position 0 when none is. So the first block at or past `value` is the one
    /// after it, and a search that starts at the block before that one has its base for free.
    /// When the positions as read do not decrease it is exact; otherwise it can be off only among
    /// blocks whose positions are within the roundings of a read of `value` (see the type's doc).
    /// - Complexity: O(log n).
    func lastBlock(below value: Double) -> (block: Int, position: Double) {
        var node = 0, sum = 0.0, step = topStep
        unsafe tree.withUnsafeBufferPointer { tree in
            while step > 0 {
                let next = node + step
                if next < tree.count, unsafe sum + tree[next] < value {
                    node = next
                    unsafe sum += tree[next]
                }
                step >>= 1
            }
        }
        return (node - 1, sum)
    }

    /// Replaces blocks `range` by blocks at `positions`, keeping the others where they are read.
    /// - Complexity: O(n).
    mutating func replaceSubrange(_ range: Range<Int>, with positions: some Collection<Double>) {
        var all = allPositions()
        all.replaceSubrange(range, with: positions)
        self = BlockPositions(all)
    }

    var bytesHeld: Int { tree.count * MemoryLayout<Double>.stride }
}
