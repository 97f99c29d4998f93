extension BlockPositions {
    /// Checks the documented invariants: `topStep` fits the block count, and the three ways a
    /// position is read agree bit for bit: `position(of:)`, `allPositions()` and the descent of
    /// `lastBlock(below:)`, which also finds, where the positions as read do not decrease, the
    /// block before the first at or past each position. (How far the nodes are from a fresh
    /// layout's is the rounding bound docs/flow-layout.md proves; the fuzzer checks the frames.)
    /// Runs after every update when internal checks are on (`InternalChecks`).
    /// - Complexity: O(n log n).
    func _checkInvariants() {
        precondition(topStep == Self.largestPowerOfTwo(notAbove: count), "block positions: first step \(topStep) for \(count) blocks")
        let all = allPositions()
        var ascending = true
        for block in 0..<count {
            let read = position(of: block)
            precondition(read.bitPattern == all[block].bitPattern,
                         "block positions: block \(block) reads \(read) alone and \(all[block]) with all")
            if block > 0 && all[block] < all[block - 1] { ascending = false }
        }
        for block in 0..<count {
            let (below, position) = lastBlock(below: all[block])
            precondition(position.bitPattern == (below >= 0 ? all[below] : 0).bitPattern,
                         "block positions: the descent reads \(position) for block \(below)")
            if ascending {
                precondition(below < block, "block positions: block \(below) is below block \(block)'s position")
                precondition(below < 0 || all[below] < all[block], "block positions: block \(below) is not below block \(block)")
                precondition(all[below + 1] >= all[block], "block positions: the descent stops short at block \(below) for block \(block)")
            }
        }
    }
}
