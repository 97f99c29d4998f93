extension CompositionalSectionGeometry {
    /// Where group `group` starts along the scroll direction (`groupPlacement`): an orthogonal
    /// section's groups all start at its groups' start, side by side across. Never decreases with
    /// `group`: the stride and the self-sized groups' starts never do.
    /// - Complexity: O(1).
    @inline(__always)
    func groupBase(_ group: Int) -> Double { groupPlacement(group).along }

    /// Sets `groupReach` and `reach` from the section's frames as they are now: the first group's
    /// items and their supplementary items measure every repeated group (each is the same
    /// template moved; only rounding differs, which the slack covers), every group is measured
    /// when the groups have their own lengths; boundary items (by their reach) and decorations
    /// are measured one by one. Frames with a NaN edge are left out: they meet no rect.
    /// - Complexity: O(l·k + b + d), for l leaves with k supplementary items each, b boundary
    ///   items and d decorations; O(n·k + b + d) for a self-sizing section of n items.
    mutating func updateReach() {
        let direction = resolved.direction, leafCount = resolved.leafCount
        let supplementaries = resolved.template.leafSupplementaries
        var low = Double.infinity, high = -Double.infinity
        let measuredItems = groupStarts == nil ? Swift.min(itemCount, leafCount) : itemCount
        for item in 0..<measuredItems {
            let base = groupBase(item / leafCount), frame = itemFrame(item)
            Self.widen(&low, &high, frame.minAlong(direction) - base, frame.maxAlong(direction) - base)
            guard !supplementaries.isEmpty else { continue }
            for supplementary in supplementaries[item % leafCount] {
                let badge = supplementary.frame(onItem: frame)
                Self.widen(&low, &high, badge.minAlong(direction) - base, badge.maxAlong(direction) - base)
            }
        }
        let groups = groupCount
        let firstBase = groups == 0 ? origin : groupBase(0), lastBase = groups == 0 ? origin : groupBase(groups - 1)
        var magnitude = Swift.max(1, Swift.abs(origin))
        func include(_ value: Double) { if value.isFinite { magnitude = Swift.max(magnitude, Swift.abs(value)) } }
        include(firstBase)
        include(lastBase)
        include(low)
        include(high)
        include(lastBase + high)
        let slack = Self.relativeSlack * magnitude
        groupReach = (low - slack, high + slack)
        var sectionLow = groups == 0 ? Double.infinity : firstBase + groupReach.low
        var sectionHigh = groups == 0 ? -Double.infinity : lastBase + groupReach.high
        let startCount = resolved.starts.count
        // The boundary items before the items, then those after the badges and the decorations.
        for range in [0..<startCount, startCount + itemCount + badgeCount..<elementCount] {
            for local in range {
                let frame = frame(ofLocal: local, visible: nil)
                Self.widen(&sectionLow, &sectionHigh, frame.minAlong(direction), frame.maxAlong(direction))
            }
        }
        reach = (sectionLow, sectionHigh)
    }

    /// How far, relative to the largest position in a section, `groupReach` is widened beyond
    /// what the measured groups show: the other groups' frames are the same sums rounded at other
    /// magnitudes, a few units of 2⁻⁵² apart.
    static let relativeSlack = 1e-9

    private static func widen(_ low: inout Double, _ high: inout Double, _ near: Double, _ far: Double) {
        if near < low { low = near }
        if far > high { high = far }
    }

    /// The groups whose elements may lie in `(low, high)` along the scroll direction: those with
    /// `groupBase(g) + groupReach.high > low` and `groupBase(g) + groupReach.low < high`, both
    /// conditions monotone in g. Repeated groups are found by division (`partitionPoint(_:near:)`
    /// confirms on the bases themselves), self-sized ones by binary search over their starts.
    /// - Complexity: O(1), or O(log g) for g self-sized groups.
    func candidateGroups(low: Double, high: Double) -> Range<Int> {
        let groups = groupCount
        guard groups > 0 else { return 0..<0 }
        let reachHigh = groupReach.high, reachLow = groupReach.low
        let stride = groupStarts == nil && !resolved.isOrthogonal
            ? resolved.groupAlong + resolved.interGroupSpacing : Double.nan
        let first = partitionPoint(groups, near: (low - reachHigh - origin - groupsStart) / stride + 1) {
            groupBase($0) + reachHigh > low
        }
        let end = partitionPoint(groups, near: (high - reachLow - origin - groupsStart) / stride) {
            groupBase($0) + reachLow >= high
        }
        return first..<Swift.max(first, end)
    }

    /// Appends the ordinals of the section's elements `rect` intersects, ascending; `low` and `high`
    /// are the rect's edges along the scroll direction. Boundary items and decorations are each
    /// tested; items and their supplementary items only in `candidateGroups`. Returns how many
    /// frames it tested.
    /// - Complexity: O(b + d + c) for c candidates (every item of an orthogonal section whose
    ///   groups' band the rect crosses), plus `candidateGroups`.
    func appendOrdinals(in rect: Rect, low: Double, high: Double, to result: inout [Int]) -> Int {
        var examined = 0
        let startCount = resolved.starts.count, first = firstOrdinal
        for local in 0..<startCount {
            examined += 1
            if rect.intersects(frame(ofLocal: local, visible: nil)) { result.append(first + local) }
        }
        let groups = candidateGroups(low: low, high: high)
        if !groups.isEmpty {
            let leafCount = resolved.leafCount, leaves = resolved.template.leaves
            // Group by group, each placed once: the same frames as `itemFrame(_:)`.
            for group in groups {
                let placement = groupPlacement(group), firstItem = group * leafCount
                for leaf in 0..<Swift.min(leafCount, itemCount - firstItem) {
                    examined += 1
                    let item = firstItem + leaf
                    if rect.intersects(itemFrame(item, leaf: leaves[leaf], in: placement)) {
                        result.append(first + startCount + item)
                    }
                }
            }
            let perGroup = resolved.template.supplementariesPerGroup
            for index in groups.lowerBound * perGroup..<Swift.min(groups.upperBound * perGroup, badgeCount) {
                let (item, supplementary) = badge(index)
                examined += 1
                if rect.intersects(supplementary.frame(onItem: itemFrame(item))) {
                    result.append(first + startCount + itemCount + index)
                }
            }
        }
        for local in startCount + itemCount + badgeCount..<elementCount {
            examined += 1
            if rect.intersects(frame(ofLocal: local, visible: nil)) { result.append(first + local) }
        }
        return examined
    }
}
