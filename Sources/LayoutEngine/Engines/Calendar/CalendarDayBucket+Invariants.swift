extension CalendarDayBucket {
    /// Checks the documented invariants, computing the summaries by their definition (not through
    /// `summarise(from:)`): the events are in the canonical order; each block's farthest bottom
    /// and running maximum are those of its events, rounded up; `farthestBottom` is the largest
    /// exact bottom. Runs after every `summarise(from:)` when internal checks are on
    /// (`InternalChecks`): a stale block summary — a query that skips a block holding a reaching
    /// event, or a bound that no longer bounds — is named here, whatever queries follow.
    /// - Complexity: O(b) for b events.
    func _checkInvariants() {
        let blocks = (events.count + Self.blockSize - 1) >> Self.blockShift
        precondition(blockBottoms.count == blocks && blockReach.count == blocks,
                     "calendar day: \(blockBottoms.count) block bottoms and \(blockReach.count) reaches for \(events.count) events")
        var reach = -Float.infinity, farthest = -Double.infinity
        for block in 0..<blocks {
            var bottom = -Float.infinity
            for index in (block << Self.blockShift)..<Swift.min((block + 1) << Self.blockShift, events.count) {
                precondition(index == 0 || events[index - 1].precedes(events[index]),
                             "calendar day: events \(index - 1) and \(index) are out of order")
                let exact = events[index].top + events[index].height
                farthest = Swift.max(farthest, exact)
                bottom = Swift.max(bottom, Self.roundedUp(exact))
            }
            reach = Swift.max(reach, bottom)
            precondition(blockBottoms[block] == bottom, "calendar day: block \(block)'s bottom is \(blockBottoms[block]), its events reach \(bottom)")
            precondition(blockReach[block] == reach, "calendar day: block \(block)'s running bottom is \(blockReach[block]), expected \(reach)")
        }
        precondition(farthestBottom == farthest, "calendar day: farthest bottom \(farthestBottom), its events reach \(farthest)")
    }
}
