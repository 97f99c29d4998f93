/// Turns a `LayoutGroup` tree into a `GroupTemplate`: the rules of docs/compositional-layout.md,
/// in one place.
///
/// - A subitem's dimensions are resolved in its group's content area (the group's frame inset by
///   its `contentInsets`), then limited to that area.
/// - A line places subitems from its leading edge; the leaves stay inside the line even when
///   rounding would push the last one out by an ulp.
/// - A section self-sizes when it is not orthogonal, its group is a line across the scroll
///   direction whose length along it is estimated, and every subitem is an item whose length
///   along it is estimated: then the group is as long as its longest item (with insets), and
///   cells that report their size move what follows.
struct GroupResolver {
    /// The most leaves one group may hold; a line stops adding subitems there.
    static let maximumLeaves = 100_000
    /// How far past its line's end a subitem may reach by rounding and still count as fitting.
    static let fitTolerance = 1e-9

    let direction: ScrollDirection
    private(set) var leaves: ContiguousArray<Rect> = []
    /// The supplementary items of each leaf's item, parallel to `leaves`.
    private(set) var leafSupplementaries: ContiguousArray<[LayoutSupplementaryItem]> = []

    init(direction: ScrollDirection) {
        self.direction = direction
    }

    /// The template of `group` at `size`, with self-sizing when `allowsSelfSizing` and the group
    /// qualifies.
    /// - Complexity: O(l + c), for l leaves and c custom items.
    static func template(of group: LayoutGroup, size: Size, direction: ScrollDirection,
                         allowsSelfSizing: Bool) -> GroupTemplate {
        var resolver = GroupResolver(direction: direction)
        resolver.place(group, in: Rect(origin: .zero, size: size))
        precondition(!resolver.leaves.isEmpty, "a compositional group placed no item: a custom group's provider returned none")
        var template = GroupTemplate(size: size, leaves: resolver.leaves, selfSizingTrail: nil)
        template.attach(resolver.leafSupplementaries)
        if allowsSelfSizing, let trail = resolver.selfSizingTrail(of: group) {
            template.selfSizingTrail = trail
            let extent = zip(template.leaves, trail).reduce(0.0) { Swift.max($0, $1.0.maxAlong(direction) + $1.1) }
            template.size = direction == .vertical ? Size(width: size.width, height: extent) : Size(width: extent, height: size.height)
        }
        return template
    }

    /// Per leaf, the insets after it along the scroll direction, when `group` self-sizes.
    private func selfSizingTrail(of group: LayoutGroup) -> ContiguousArray<Double>? {
        let alongIsHeight = direction == .vertical
        let lineAcross: Bool
        switch group.arrangement {
        case .horizontal: lineAcross = alongIsHeight
        case .vertical: lineAcross = !alongIsHeight
        case .custom: return nil
        }
        let groupAlong = alongIsHeight ? group.layoutSize.heightDimension : group.layoutSize.widthDimension
        guard lineAcross, groupAlong.isEstimated,
              group.subitems.allSatisfy({ !($0 is LayoutGroup)
                  && (alongIsHeight ? $0.layoutSize.heightDimension : $0.layoutSize.widthDimension).isEstimated })
        else { return nil }
        let groupTrail = (alongIsHeight ? group.contentInsets.bottom : group.contentInsets.right).sanitizedLength
        var trail = ContiguousArray<Double>()
        trail.reserveCapacity(leaves.count)
        for index in leaves.indices {
            let item = group.count == nil ? group.subitems[index % group.subitems.count] : group.subitems[0]
            trail.append((alongIsHeight ? item.contentInsets.bottom : item.contentInsets.right).sanitizedLength + groupTrail)
        }
        return trail
    }

    /// Places `group`'s subitems inside `frame`, the group's own frame.
    private mutating func place(_ group: LayoutGroup, in frame: Rect) {
        let area = frame.insetClamped(by: group.contentInsets.sanitized)
        switch group.arrangement {
        case .horizontal: placeLine(group, in: area, horizontal: true)
        case .vertical: placeLine(group, in: area, horizontal: false)
        case .custom(let provider):
            let environment = LayoutEnvironment(container: LayoutContainer(contentSize: area.size), scrollDirection: direction)
            for item in provider(environment) where leaves.count < Self.maximumLeaves {
                leaves.append(item.frame.clipped(toSize: area.size).offsetBy(dx: area.minX, dy: area.minY))
                leafSupplementaries.append([])
            }
        }
    }

    /// One subitem's slot in a line: the subitem, its length along the line, and its edge spacing
    /// before and after along the line.
    private struct Slot {
        var item: LayoutItem
        var length: Double
        var lead: Double
        var trail: Double
    }

    /// A horizontal (or vertical) line of subitems in `area`.
    private mutating func placeLine(_ group: LayoutGroup, in area: Rect, horizontal: Bool) {
        let main = horizontal ? area.width : area.height
        let cross = horizontal ? area.height : area.width
        let spacing = group.interItemSpacing?.minimum ?? 0
        var slots: [Slot] = []
        var used = 0.0
        func edges(_ item: LayoutItem) -> (lead: Double, trail: Double) {
            let spacing = item.edgeSpacing
            let lead = (horizontal ? spacing?.leading : spacing?.top)?.minimum ?? 0
            let trail = (horizontal ? spacing?.trailing : spacing?.bottom)?.minimum ?? 0
            return (lead, trail)
        }
        let budget = Self.maximumLeaves - leaves.count
        if let count = group.count {
            let item = group.subitems[0]
            let (lead, trail) = edges(item)
            let footprint = Swift.max(0, (main - Double(count - 1) * spacing) / Double(count))
            for _ in 0..<Swift.min(count, Swift.max(1, budget)) {
                slots.append(Slot(item: item, length: Swift.max(0, footprint - lead - trail), lead: lead, trail: trail))
            }
            used = main
        } else {
            var index = 0
            var usedAtCycleStart = -1.0
            while slots.count < Swift.max(1, budget) {
                if index % group.subitems.count == 0 {
                    // A whole cycle that advanced nothing would repeat forever.
                    if used == usedAtCycleStart { break }
                    usedAtCycleStart = used
                }
                let item = group.subitems[index % group.subitems.count]
                let (lead, trail) = edges(item)
                let size = item.layoutSize.resolved(in: area.size)
                let length = Swift.min(horizontal ? size.width : size.height, main)
                let start = slots.isEmpty ? 0 : used + spacing
                if !slots.isEmpty && start + lead + length + trail > main + Self.fitTolerance * Swift.max(1, main) { break }
                slots.append(Slot(item: item, length: length, lead: lead, trail: trail))
                used = start + lead + length + trail
                index += 1
            }
        }
        let extra = group.interItemSpacing?.isFlexible == true && slots.count > 1
            ? Swift.max(0, main - used) / Double(slots.count - 1) : 0
        var position = 0.0
        for slot in slots {
            let start = Swift.min(position + slot.lead, main)
            let length = Swift.min(slot.length, main - start)
            let size = slot.item.layoutSize.resolved(in: area.size)
            let near = Swift.min((horizontal ? slot.item.edgeSpacing?.top : slot.item.edgeSpacing?.leading)?.minimum ?? 0, cross)
            let crossLength = Swift.min(horizontal ? size.height : size.width, cross - near)
            let frame = horizontal
                ? Rect(x: area.minX + start, y: area.minY + near, width: length, height: crossLength)
                : Rect(x: area.minX + near, y: area.minY + start, width: crossLength, height: length)
            if let nested = slot.item as? LayoutGroup {
                place(nested, in: frame)
            } else if leaves.count < Self.maximumLeaves {
                leaves.append(frame.insetClamped(by: slot.item.contentInsets.sanitized))
                leafSupplementaries.append(slot.item.supplementaryItems)
            }
            position = start + length + slot.trail + spacing + extra
        }
    }
}
