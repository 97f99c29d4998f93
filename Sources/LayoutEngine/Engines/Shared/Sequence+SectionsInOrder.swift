extension Sequence {
    /// The walk every engine's `_checkInvariants()` starts with, over its sections in order: each
    /// section's first ordinal follows the elements of the sections before it (from 0), and the
    /// last ends at `totalElementCount` when it is given; `check` gets each section with its index
    /// and where the one before it ended along the scroll direction (0 for the first).
    /// - Complexity: O(s) plus the checks, where s is the number of sections.
    func _checkSectionsInOrder(firstOrdinal: (Element) -> Int, elementCount: (Element) -> Int, end: (Element) -> Double,
                               totalElementCount: Int?, _ check: (_ index: Int, _ section: Element, _ previousEnd: Double) -> Void) {
        var ordinal = 0
        var previousEnd = 0.0
        for (index, section) in enumerated() {
            precondition(firstOrdinal(section) == ordinal, "section \(index) starts at ordinal \(firstOrdinal(section)), expected \(ordinal)")
            check(index, section, previousEnd)
            ordinal += elementCount(section)
            previousEnd = end(section)
        }
        if let totalElementCount {
            precondition(totalElementCount == ordinal, "\(totalElementCount) elements, expected \(ordinal)")
        }
    }
}
