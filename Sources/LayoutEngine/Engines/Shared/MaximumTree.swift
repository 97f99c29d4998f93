/// The maximum of a row of values under point updates, for the calendar's farthest event bottom:
/// a deletion can lower it, so a single running maximum would not do.
///
/// Invariant (`MaximumTree+Invariants.swift`): with `leaves` the smallest power of two at least the slot count, `nodes[leaves + i]`
/// is slot `i`'s value (−∞ past the slots) and every inner node the maximum of its two children.
/// Memory: two `Double`s per slot at most.
struct MaximumTree: Sendable {
    /// The nodes, 1-based (`nodes[0]` unused); read by the invariants check.
    private(set) var nodes: ContiguousArray<Double>
    /// The number of leaves: a power of two.
    let leaves: Int

    /// A tree over `values`.
    /// - Complexity: O(n).
    init(_ values: some Collection<Double>) {
        var leaves = 1
        while leaves < values.count { leaves *= 2 }
        self.leaves = leaves
        nodes = ContiguousArray(repeating: -.infinity, count: leaves)
        nodes.append(contentsOf: values)
        nodes.append(contentsOf: repeatElement(-.infinity, count: leaves - values.count))
        for node in stride(from: leaves - 1, to: 0, by: -1) { nodes[node] = Swift.max(nodes[2 * node], nodes[2 * node + 1]) }
        #if LAYOUT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// The maximum of every value; −∞ when there are none.
    var maximum: Double { nodes.count > 1 ? nodes[1] : -.infinity }

    /// Sets slot `slot` to `value`.
    /// - Complexity: O(log n).
    mutating func set(_ value: Double, at slot: Int) {
        var node = leaves + slot
        nodes[node] = value
        while node > 1 {
            node /= 2
            nodes[node] = Swift.max(nodes[2 * node], nodes[2 * node + 1])
        }
        #if LAYOUT_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// The value of slot `slot`.
    func value(at slot: Int) -> Double { nodes[leaves + slot] }

    var bytesHeld: Int { nodes.count * MemoryLayout<Double>.stride }
}
