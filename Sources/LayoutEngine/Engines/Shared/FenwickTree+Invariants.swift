extension FenwickTree {
    /// Checks the documented invariants: every node is what a tree built afresh over the counts
    /// it reads holds, and no count is negative. Runs after every update when internal checks are
    /// on (`InternalChecks`).
    /// - Complexity: O(n log n).
    func _checkInvariants() {
        precondition(!tree.isEmpty && tree[0] == 0, "Fenwick tree: node 0 is not 0")
        var counts = ContiguousArray<Int>()
        counts.reserveCapacity(count)
        for slot in 0..<count {
            let value = count(at: slot)
            precondition(value >= 0, "Fenwick tree: slot \(slot) counts \(value)")
            counts.append(value)
        }
        // Built here by the definition, not by `init(_:)` (which checks itself).
        for index in 1..<tree.count {
            let first = index - (index & -index)
            let sum = counts[first..<index].reduce(0, +)
            precondition(tree[index] == sum, "Fenwick tree: node \(index) holds \(tree[index]), its slots sum to \(sum)")
        }
    }
}
