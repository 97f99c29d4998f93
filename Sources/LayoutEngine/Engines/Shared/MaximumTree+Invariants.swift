extension MaximumTree {
    /// Checks the documented invariant: `leaves` is a power of two, there are `2 · leaves` nodes,
    /// and every inner node is the larger of its two children, bit for bit. Runs after every
    /// update when internal checks are on (`InternalChecks`).
    /// - Complexity: O(n).
    func _checkInvariants() {
        precondition(leaves > 0 && leaves & (leaves - 1) == 0, "maximum tree: \(leaves) leaves is not a power of two")
        precondition(nodes.count == 2 * leaves, "maximum tree: \(nodes.count) nodes for \(leaves) leaves")
        for node in 1..<leaves {
            let expected = Swift.max(nodes[2 * node], nodes[2 * node + 1])
            precondition(nodes[node].bitPattern == expected.bitPattern,
                         "maximum tree: node \(node) holds \(nodes[node]), its children's maximum is \(expected)")
        }
    }
}
