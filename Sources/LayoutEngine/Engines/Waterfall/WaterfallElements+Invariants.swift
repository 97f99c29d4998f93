extension WaterfallElements {
    /// Checks the invariants of a sealed store: one column per element, every item's column one of
    /// its section's, every header and footer in column 0, and block summaries equal to a
    /// recomputation from the spans; runs after every prepare with internal checks on (`InternalChecks`).
    /// - Complexity: O(n + s).
    func _checkInvariants() {
        precondition(spans.count == lanes.count, "\(spans.count) spans and \(lanes.count) columns")
        for (index, section) in sections.enumerated() {
            let placement = section.placement(section: index)
            for ordinal in placement.firstOrdinal..<placement.end {
                let lane = Int(lanes[ordinal])
                precondition(placement.isItem(ordinal) ? lane < section.columnEnds.count : lane == 0,
                             "element \(ordinal) of section \(index) is in column \(lane)")
            }
        }
        blocks._checkInvariants(spans: spans)
    }
}

extension WaterfallElements.BlockSummaries {
    /// Every summary equals its recomputation from `spans` (a sealed store's).
    /// - Complexity: O(n).
    func _checkInvariants(spans: ContiguousArray<WaterfallElements.Span>) {
        let blockCount = (spans.count + Self.size - 1) >> Self.shift
        precondition(reach.count == blockCount && far.count == blockCount && near.count == blockCount
                     && nearFromHere.count == blockCount, "\(reach.count) block summaries for \(spans.count) elements")
        var running = -Double.infinity
        for block in 0..<blockCount {
            let elements = spans[(block << Self.shift)..<Swift.min((block + 1) << Self.shift, spans.count)]
            let ownFar = elements.reduce(-Double.infinity) { Swift.max($0, $1.farEdge) }
            let ownNear = elements.reduce(Double.infinity) { Swift.min($0, $1.along) }
            running = Swift.max(running, ownFar)
            precondition(far[block] == ownFar && near[block] == ownNear && reach[block] == running,
                         "block \(block)'s summary is stale")
        }
        var suffix = Double.infinity
        for block in (0..<blockCount).reversed() {
            suffix = Swift.min(suffix, near[block])
            precondition(nearFromHere[block] == suffix, "block \(block)'s suffix minimum is stale")
        }
    }
}
