/// One prepared section of a compositional layout: its resolution, item count and where it sits.
/// No item frame is stored: item `i` is a leaf of the template moved to its group, in O(1).
///
/// Elements of a section, in canonical order: its start boundary items, its items, the
/// supplementary items attached to its items (badges: item by item, each item's in its leaf's
/// order), its end boundary items, its decorations; they are ordinals `firstOrdinal ..<
/// firstOrdinal + elementCount` of the layout.
///
/// Invariants: `length` is the section's extent along the scroll direction and every element's
/// frame (a pinned item's reach) lies within `origin ..< origin + length` along it, except where
/// an offset or a badge moves it (a boundary item's offset, an overlay longer than its section, a
/// badge reaching past its item): such a frame may end after the section, which `farEdges()`
/// covers, and a badge may start before it;
/// `groupStarts`, when set, holds one start per group, increasing, relative to `groupsStart`, and
/// `reportedAlong` one entry per item (negative: not reported); both are set only for a self-sizing
/// section whose cells reported something.
struct CompositionalSectionGeometry: Sendable {
    var resolved: ResolvedSection
    var itemCount: Int
    var firstOrdinal: Int
    /// The section's start along the scroll direction: the only thing that changes when an
    /// earlier section changes.
    var origin: Double
    var length: Double
    /// Where the first group starts, relative to the section's start.
    var groupsStart: Double
    /// The groups' total length along the scroll direction (across it, for an orthogonal section).
    var groupsExtent: Double
    var groupStarts: ContiguousArray<Double>?
    var reportedAlong: ContiguousArray<Double>?
    /// The orthogonal scroll offset the section's items are shifted by, clamped to the section.
    var orthogonalOffset: Double = 0
    /// `farEdges()` as of the last prepare.
    var farthest: (along: Double, across: Double) = (0, 0)
    /// Along the scroll direction, relative to its group's start (`groupBase`), the nearest and
    /// farthest edges of any group's items and their supplementary items, widened by a relative
    /// `relativeSlack`; and the nearest and farthest edges of every element of the section
    /// (pinned items by their reach). Both as of the last prepare (`updateReach()`), and what
    /// `CompositionalSectionGeometry+Search.swift` searches by.
    var groupReach: (low: Double, high: Double) = (0, 0)
    var reach: (low: Double, high: Double) = (.infinity, -.infinity)

    var groupCount: Int { itemCount == 0 ? 0 : (itemCount - 1) / resolved.leafCount + 1 }
    var elementCount: Int { resolved.starts.count + itemCount + badgeCount + resolved.ends.count + resolved.decorations.count }

    /// The supplementary items attached to the section's items: every full group's, then those
    /// of the leaves of the last, partial group.
    /// - Complexity: O(1).
    var badgeCount: Int {
        let perGroup = resolved.template.supplementariesPerGroup
        guard perGroup > 0 else { return 0 }
        let leafCount = resolved.leafCount
        return (itemCount / leafCount) * perGroup + resolved.template.supplementaryOffsets[itemCount % leafCount]
    }

    /// The item the `index`-th attached supplementary item belongs to, and the item itself.
    /// - Complexity: O(log l) for l leaves.
    func badge(_ index: Int) -> (item: Int, supplementary: LayoutSupplementaryItem) {
        let template = resolved.template, offsets = template.supplementaryOffsets
        let perGroup = template.supplementariesPerGroup, leafCount = resolved.leafCount
        let group = index / perGroup, rest = index - group * perGroup
        let leaf = partitionPoint(leafCount) { offsets[$0 + 1] > rest }
        return (group * leafCount + leaf, template.leafSupplementaries[leaf][rest - offsets[leaf]])
    }

    /// The position, among the section's attached supplementary items, of `item`'s of `kind`;
    /// nil when its leaf has none of that kind or there is no such item.
    /// - Complexity: O(k) for the k supplementary items of the item's leaf.
    func badgeIndex(ofItem item: Int, kind: ElementKind) -> Int? {
        let template = resolved.template
        guard item >= 0, item < itemCount, template.supplementariesPerGroup > 0 else { return nil }
        let leafCount = resolved.leafCount, leaf = item % leafCount
        guard let index = template.leafSupplementaries[leaf].firstIndex(where: { $0.elementKind == kind }) else { return nil }
        return (item / leafCount) * template.supplementariesPerGroup + template.supplementaryOffsets[leaf] + index
    }
    /// The frames laying the section out computes and stores: its template's leaves, boundary
    /// items and decorations (its items are the leaves repeated, never stored).
    var computedFrameCount: Int { resolved.leafCount + resolved.starts.count + resolved.ends.count + resolved.decorations.count }

    /// Lays out a section of `itemCount` items at `origin`; `reportedAlong`, for a self-sizing
    /// section, is the length along the scroll direction each cell reported (negative: none).
    /// - Complexity: O(b) for b boundary items; O(k) for k items with reported sizes.
    init(resolved: ResolvedSection, itemCount: Int, firstOrdinal: Int, origin: Double,
         reportedAlong: ContiguousArray<Double>?) {
        self.resolved = resolved
        self.itemCount = itemCount
        self.firstOrdinal = firstOrdinal
        self.origin = origin
        let startsLength = Self.stackLength(resolved.starts[...])
        let endsLength = Self.stackLength(resolved.ends[...])
        groupsStart = startsLength + resolved.alongInsetStart
        length = 0
        groupsExtent = 0
        let groups = groupCount
        if resolved.isOrthogonal {
            groupsExtent = groups == 0 ? 0 : Double(groups) * resolved.groupAcross + Double(groups - 1) * resolved.interGroupSpacing
            length = groupsStart + (groups == 0 ? 0 : resolved.groupAlong) + resolved.alongInsetEnd + endsLength
        } else {
            if let reportedAlong, resolved.template.isSelfSizing, reportedAlong.contains(where: { $0 >= 0 }) {
                self.reportedAlong = reportedAlong
                groupStarts = Self.groupStarts(resolved: resolved, itemCount: itemCount, reported: reportedAlong,
                                               extent: &groupsExtent)
            } else {
                groupsExtent = groups == 0 ? 0 : Double(groups) * resolved.groupAlong + Double(groups - 1) * resolved.interGroupSpacing
            }
            length = groupsStart + groupsExtent + resolved.alongInsetEnd + endsLength
        }
    }

    /// Each group's start relative to the first's, each group as long as its longest leaf with
    /// its trailing insets (a reported length replacing the estimate); sets `extent` to the end of
    /// the last group.
    private static func groupStarts(resolved: ResolvedSection, itemCount: Int, reported: ContiguousArray<Double>,
                                    extent: inout Double) -> ContiguousArray<Double> {
        let leaves = resolved.template.leaves, trail = resolved.template.selfSizingTrail!
        let direction = resolved.direction
        var starts = ContiguousArray<Double>()
        var start = 0.0
        var item = 0
        while item < itemCount {
            starts.append(start)
            var groupLength = 0.0
            for (leaf, frame) in leaves.enumerated() {
                let index = item + leaf
                let along = index < itemCount && reported[index] >= 0
                    ? reported[index] : direction == .vertical ? frame.height : frame.width
                groupLength = Swift.max(groupLength, frame.minAlong(direction) + along + trail[leaf])
            }
            extent = start + groupLength
            start = extent + resolved.interGroupSpacing
            item += leaves.count
        }
        return starts
    }

    /// The largest orthogonal offset: the groups' extent beyond the section's content length.
    var maximumOrthogonalOffset: Double {
        resolved.isOrthogonal ? Swift.max(0, groupsExtent - resolved.contentAcrossLength) : 0
    }

    /// The frame of item `item`.
    /// - Complexity: O(1).
    @inline(__always)
    func itemFrame(_ item: Int) -> Rect {
        let group = item / resolved.leafCount
        return itemFrame(item, leaf: resolved.template.leaves[item - group * resolved.leafCount], in: groupPlacement(group))
    }

    /// Where group `group`'s leaves are moved to: along and across the scroll direction.
    /// - Complexity: O(1).
    @inline(__always)
    func groupPlacement(_ group: Int) -> (along: Double, across: Double) {
        if resolved.isOrthogonal {
            return (origin + groupsStart,
                    resolved.contentAcrossStart + Double(group) * (resolved.groupAcross + resolved.interGroupSpacing) - orthogonalOffset)
        }
        if let groupStarts { return (origin + groupsStart + groupStarts[group], resolved.contentAcrossStart) }
        return (origin + groupsStart + Double(group) * (resolved.groupAlong + resolved.interGroupSpacing), resolved.contentAcrossStart)
    }

    /// The frame of item `item`, whose template leaf is `leaf`, in a group placed at `placement`
    /// (`groupPlacement`): the leaf moved there, at its cell's reported length if it reported one.
    /// - Complexity: O(1).
    @inline(__always)
    func itemFrame(_ item: Int, leaf: Rect, in placement: (along: Double, across: Double)) -> Rect {
        var width = leaf.width, height = leaf.height
        if let reportedAlong, reportedAlong[item] >= 0 {
            if resolved.direction == .vertical { height = reportedAlong[item] } else { width = reportedAlong[item] }
        }
        return resolved.direction == .vertical
            ? Rect(x: leaf.minX + placement.across, y: leaf.minY + placement.along, width: width, height: height)
            : Rect(x: leaf.minX + placement.along, y: leaf.minY + placement.across, width: width, height: height)
    }

    /// The frame of the element at `local` (0 is the section's first element). A pinned boundary
    /// item is at its place for `visible` (the visible rect) or, when nil, covers its reach: every
    /// place it can take, as the query index sees it.
    /// - Complexity: O(b), for b boundary items (O(1) for an item).
    func frame(ofLocal local: Int, visible: Rect?) -> Rect {
        let startCount = resolved.starts.count
        if local >= startCount && local < startCount + itemCount { return itemFrame(local - startCount) }
        let badges = badgeCount
        if local >= startCount + itemCount && local < startCount + itemCount + badges {
            let (item, supplementary) = badge(local - startCount - itemCount)
            return supplementary.frame(onItem: itemFrame(item))
        }
        let direction = resolved.direction
        func rect(along: Double, alongLength: Double, across: Double, acrossLength: Double) -> Rect {
            direction == .vertical ? Rect(x: across, y: origin + along, width: acrossLength, height: alongLength)
                                   : Rect(x: origin + along, y: across, width: alongLength, height: acrossLength)
        }
        if local < startCount {
            let boundary = resolved.starts[local]
            // An extending item stacks with the others; one that does not lies alone at the start.
            let stack = boundary.extends ? Self.stackLength(resolved.starts[...]) : boundary.alongLength
            var along = boundary.extends ? Self.stackLength(resolved.starts[..<local]) : 0
            let alongLength = boundary.alongLength
            if boundary.pins {
                let travel = Swift.max(0, length - stack)
                if let visible {
                    along += Swift.min(Swift.max(0, visible.minAlong(direction) - origin), travel)
                } else {
                    return reach(along: along + boundary.offsetAlong, alongLength: alongLength + travel, boundary: boundary)
                }
            }
            return rect(along: along + boundary.offsetAlong, alongLength: alongLength,
                        across: boundary.acrossStart + boundary.offsetAcross, acrossLength: boundary.acrossLength)
        }
        let endIndex = local - startCount - itemCount - badges
        if endIndex < resolved.ends.count {
            let boundary = resolved.ends[endIndex]
            let stack = boundary.extends ? Self.stackLength(resolved.ends[...]) : boundary.alongLength
            // One that does not extend the boundary lies over the section's end, but never starts
            // before the section (a section shorter than it: at its start).
            var along = boundary.extends ? length - stack + Self.stackLength(resolved.ends[..<endIndex])
                                         : Swift.max(0, length - stack)
            let alongLength = boundary.alongLength
            if boundary.pins {
                let travel = Swift.max(0, length - stack)
                if let visible {
                    along -= Swift.min(Swift.max(0, origin + length - visible.maxAlong(direction)), travel)
                } else {
                    return reach(along: along - travel + boundary.offsetAlong, alongLength: alongLength + travel, boundary: boundary)
                }
            }
            return rect(along: along + boundary.offsetAlong, alongLength: alongLength,
                        across: boundary.acrossStart + boundary.offsetAcross, acrossLength: boundary.acrossLength)
        }
        let decoration = resolved.decorations[endIndex - resolved.ends.count]
        let start = Swift.min(decoration.alongInsetStart, length)
        return rect(along: start, alongLength: Swift.max(0, length - start - decoration.alongInsetEnd),
                    across: decoration.acrossStart, acrossLength: decoration.acrossLength)
    }

    /// A pinned item's reach: every place it can take, widened by a relative 1e-9 on both ends so
    /// that the rounding of its actual frame for some visible rect never takes it outside.
    private func reach(along: Double, alongLength: Double, boundary: ResolvedSection.Boundary) -> Rect {
        let start = origin + along, end = start + alongLength
        let pad = 1e-9 * Swift.max(1, Swift.abs(end))
        let low = start - pad, high = end + pad
        let across = boundary.acrossStart + boundary.offsetAcross
        return resolved.direction == .vertical
            ? Rect(x: across, y: low, width: boundary.acrossLength, height: high - low)
            : Rect(x: low, y: across, width: high - low, height: boundary.acrossLength)
    }

    /// The room the extending items among `boundaries` take along the scroll direction.
    /// - Complexity: O(b) for b boundary items.
    static func stackLength(_ boundaries: ArraySlice<ResolvedSection.Boundary>) -> Double {
        boundaries.reduce(0) { $0 + ($1.extends ? $1.alongLength : 0) }
    }

    /// The farthest edges of the section's frames, along and across the scroll direction, with
    /// every pinned item at its farthest place and (across) without the cells of an orthogonal
    /// section, which scroll. What the content size must cover, rounding included. Frames grow
    /// monotonically with their group's index, so the last item of each leaf suffices, unless the
    /// section's groups have their own lengths (self-sizing), which takes every item.
    /// - Complexity: O(l + b + d), or O(n) for a self-sizing section of n items.
    func farEdges() -> (along: Double, across: Double) {
        let direction = resolved.direction
        var along = origin + length, across = 0.0
        func cover(_ frame: Rect, acrossToo: Bool = true) {
            along = Swift.max(along, frame.maxAlong(direction))
            if acrossToo { across = Swift.max(across, direction == .vertical ? frame.maxX : frame.maxY) }
        }
        let firstItem = groupStarts == nil ? Swift.max(0, itemCount - 2 * resolved.leafCount) : 0
        let leafSupplementaries = resolved.template.leafSupplementaries
        for item in firstItem..<itemCount {
            let frame = itemFrame(item)
            cover(frame, acrossToo: !resolved.isOrthogonal)
            if !leafSupplementaries.isEmpty {
                for supplementary in leafSupplementaries[item % resolved.leafCount] {
                    cover(supplementary.frame(onItem: frame), acrossToo: !resolved.isOrthogonal)
                }
            }
        }
        let farthest = Rect(x: 1e300, y: 1e300, width: 0, height: 0)
        let startCount = resolved.starts.count
        for local in 0..<startCount { cover(frame(ofLocal: local, visible: farthest)) }
        for local in startCount + itemCount + badgeCount..<elementCount { cover(frame(ofLocal: local, visible: farthest)) }
        return (along, across)
    }

    /// The identity and z-index of the element at `local`.
    /// - Complexity: O(1).
    func element(ofLocal local: Int, section: Int) -> (id: ElementID, zIndex: Int) {
        let startCount = resolved.starts.count
        if local < startCount {
            let boundary = resolved.starts[local]
            return (.supplementary(boundary.kind, IndexPath(item: 0, section: section)), boundary.zIndex)
        }
        if local < startCount + itemCount { return (.cell(IndexPath(item: local - startCount, section: section)), 0) }
        let badges = badgeCount
        if local < startCount + itemCount + badges {
            let (item, supplementary) = badge(local - startCount - itemCount)
            return (.supplementary(supplementary.elementKind, IndexPath(item: item, section: section)), supplementary.zIndex)
        }
        let endIndex = local - startCount - itemCount - badges
        if endIndex < resolved.ends.count {
            let boundary = resolved.ends[endIndex]
            return (.supplementary(boundary.kind, IndexPath(item: 0, section: section)), boundary.zIndex)
        }
        let decoration = resolved.decorations[endIndex - resolved.ends.count]
        return (.decoration(decoration.kind, IndexPath(item: 0, section: section)), decoration.zIndex)
    }
}
