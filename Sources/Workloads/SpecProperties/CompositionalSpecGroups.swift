import LayoutEngine

/// A described group resolved as docs/compositional-layout.md says ("The rules"), written from
/// the rules, not from the engine: the cells of its leaves in the group's coordinates. Nil where
/// the rules leave the answer open, which the properties then do not check (see `leaves(of:in:)`).
enum CompositionalSpecGroups {
    /// A leaf of a resolved group: its cell (the item's frame inside the item's content insets) and
    /// which of its coordinates are checked. Not checked: across its line, an item with edge
    /// spacing (the docs do not place its far edge across the line); on an axis where an inset
    /// (the item's or a group's) is larger than its rect, the docs' "zero length at the far edge"
    /// says the length, not which far edge a nested rect's position follows.
    struct Leaf: Equatable {
        var cell: Rect
        var checksX = true, checksY = true
    }

    /// A rect inset by `insets` (sanitized): an inset larger than the rect leaves a zero length
    /// ("Insets"); `fitsX` and `fitsY` say whether the insets fit on each axis.
    static func inset(_ rect: Rect, by insets: EdgeInsets) -> (rect: Rect, fitsX: Bool, fitsY: Bool) {
        let insets = insets.sanitized
        var x = rect.minX + insets.left, width = rect.width - insets.left - insets.right
        let fitsX = width >= 0
        if !fitsX { (x, width) = (rect.maxX, 0) }
        var y = rect.minY + insets.top, height = rect.height - insets.top - insets.bottom
        let fitsY = height >= 0
        if !fitsY { (y, height) = (rect.maxY, 0) }
        return (Rect(x: x, y: y, width: width, height: height), fitsX, fitsY)
    }

    /// A dimension resolved in a container of `area`: a fraction of its width or height, or the
    /// absolute length (an estimate read as absolute: callers skip the self-sizing sections,
    /// where it is not); negative and non-finite lengths read as 0.
    static func length(_ dimension: LayoutDimension, in area: Size) -> Double {
        switch dimension {
        case .absolute(let length), .estimated(let length): length.sanitizedLength
        case .fractionalWidth(let fraction): (fraction * area.width).sanitizedLength
        case .fractionalHeight(let fraction): (fraction * area.height).sanitizedLength
        }
    }

    /// A subitem's size in its group's content area, narrowed to it ("a subitem is never longer or
    /// wider than its group's content area").
    static func size(_ size: LayoutSize, in area: Size) -> Size {
        Size(width: Swift.min(length(size.widthDimension, in: area), area.width),
             height: Swift.min(length(size.heightDimension, in: area), area.height))
    }

    /// The cells of `group`'s leaves laid out in `frame`, in leaf order (a nested group's leaves in
    /// its place). Lines: subitems in order from the leading edge, the list repeated while the
    /// next fits (within 10⁻⁹ of the line's length; the first always goes in); `count` copies of
    /// `(length − (count − 1) · spacing) / count`; fixed spacing between neighbours, flexible:
    /// the minimum, then the leftover shared between the gaps; edge spacing (its minimum) widens
    /// a subitem's slot along the line. Custom groups: the composition's kinds (docs/scenarios.md),
    /// in the group's content area. Nil (not checked) where the docs leave it open: a fit within
    /// 10⁻⁶ of the line's length but not 10⁻⁹ (the rounding of two readings of one rule may differ),
    /// a count whose items would have a negative length or an item with edge spacing in a counted
    /// group, a subitem of no length in a line that repeats its list, more than 10,000 leaves.
    /// - Complexity: O(l) for l leaves.
    static func leaves(of group: Composition.Group, in frame: Rect) -> [Leaf]? {
        let (area, fitsX, fitsY) = inset(frame, by: group.contentInsets)
        let leaves: [Leaf]?
        switch group.arrangement {
        case .diagonal:
            let count = Swift.max(1, group.count ?? 3)
            let width = area.width / Double(count), height = area.height / Double(count)
            leaves = (0..<count).map { index in
                Leaf(cell: Rect(x: area.minX + Double(index) * width, y: area.minY + Double(index) * height, width: width, height: height))
            }
        case .split:
            let count = Swift.max(2, group.count ?? 3)
            let half = area.width / 2, row = area.height / Double(count - 1)
            leaves = [Leaf(cell: Rect(x: area.minX, y: area.minY, width: half, height: area.height))]
                + (0..<count - 1).map { index in
                    Leaf(cell: Rect(x: area.minX + half, y: area.minY + Double(index) * row, width: area.width - half, height: row))
                }
        case .horizontal, .vertical:
            leaves = line(group, horizontal: group.arrangement == .horizontal, in: area)
        }
        return leaves?.map { leaf in
            Leaf(cell: leaf.cell, checksX: leaf.checksX && fitsX, checksY: leaf.checksY && fitsY)
        }
    }

    /// A subitem's place in a line: its size, and its edge spacing along the line.
    private struct Slot {
        var subitem: Composition.Subitem
        var size: Size
        var leading = 0.0, trailing = 0.0
        var hasEdgeSpacing = false
    }

    /// The least space a spacing leaves between items, fixed or flexible: its value, read as every
    /// length of a layout is (docs/bad-input.md: a negative or non-finite length is 0).
    private static func leastSpace(_ spacing: LayoutSpacing) -> Double {
        switch spacing {
        case .fixed(let value), .flexible(let value): value.sanitizedLength
        }
    }

    private static func line(_ group: Composition.Group, horizontal: Bool, in area: Rect) -> [Leaf]? {
        guard !group.subitems.isEmpty else { return nil }
        let length = horizontal ? area.width : area.height
        let minimum = group.interItemSpacing.map(leastSpace) ?? 0
        func slot(_ subitem: Composition.Subitem) -> Slot {
            switch subitem {
            case .item(let item):
                var slot = Slot(subitem: subitem, size: size(item.size, in: area.size))
                if let edge = item.edgeSpacing?.sanitized {
                    (slot.leading, slot.trailing) = horizontal ? (edge.left, edge.right) : (edge.top, edge.bottom)
                    slot.hasEdgeSpacing = true
                }
                return slot
            case .group(let nested):
                return Slot(subitem: subitem, size: size(nested.size, in: area.size))
            }
        }
        func along(_ size: Size) -> Double { horizontal ? size.width : size.height }
        var slots: [Slot] = []
        if let count = group.count {
            let each = (length - Double(count - 1) * minimum) / Double(count)
            guard count >= 1, each >= 0 else { return nil }
            var counted = slot(group.subitems[0])
            guard !counted.hasEdgeSpacing else { return nil }
            if horizontal { counted.size.width = each } else { counted.size.height = each }
            slots = Array(repeating: counted, count: count)
        } else {
            var used = 0.0
            while true {
                let next = slot(group.subitems[slots.count % group.subitems.count])
                let slotLength = next.leading + along(next.size) + next.trailing
                // How often a line repeats a subitem that takes no length the docs do not say.
                guard slotLength > 0 else { return nil }
                if !slots.isEmpty {
                    let end = used + minimum + slotLength
                    if end > length && !SpecProperty.agree(end, length) {
                        if SpecProperty.agree(end, length, within: 1e-6) { return nil }
                        break
                    }
                    used = end
                } else {
                    used = slotLength
                }
                slots.append(next)
                guard slots.count <= 10_000 else { return nil }
            }
        }
        var gap = minimum
        if case .flexible = group.interItemSpacing, slots.count > 1 {
            let occupied = slots.reduce(0) { $0 + $1.leading + along($1.size) + $1.trailing }
            gap = minimum + (length - occupied - Double(slots.count - 1) * minimum) / Double(slots.count - 1)
        }
        var leaves: [Leaf] = []
        var position = horizontal ? area.minX : area.minY
        for slot in slots {
            let start = position + slot.leading
            let frame = horizontal ? Rect(x: start, y: area.minY, width: slot.size.width, height: slot.size.height)
                                   : Rect(x: area.minX, y: start, width: slot.size.width, height: slot.size.height)
            switch slot.subitem {
            case .item(let item):
                // An item whose slot (its edge spacing) runs past the line stays inside its group
                // ("no item leaves its group"), by a narrowing the docs do not spell out.
                let end = start + along(slot.size), lineEnd = horizontal ? area.maxX : area.maxY
                let fitsLine = end <= lineEnd || SpecProperty.agree(end, lineEnd)
                let (cell, fitsX, fitsY) = inset(frame, by: item.contentInsets)
                leaves.append(Leaf(cell: cell, checksX: fitsX && (horizontal ? fitsLine : !slot.hasEdgeSpacing),
                                   checksY: fitsY && (horizontal ? !slot.hasEdgeSpacing : fitsLine)))
            case .group(let nested):
                guard let nestedLeaves = Self.leaves(of: nested, in: frame) else { return nil }
                leaves += nestedLeaves
            }
            position = start + along(slot.size) + slot.trailing + gap
        }
        return leaves
    }
}
