import LabSupport
import LayoutEngine

extension Composition {
    /// The composition as `layout.composition` holds it (docs/scenarios.md), for
    /// `Scenario.decode` to read back to an equal composition. Defaults (zero spacing and
    /// insets, no orthogonal scrolling, unpinned) are left out.
    /// - Complexity: O(n), for the n items, groups and sections described.
    public func jsonOutput() -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = []
        if interSectionSpacing != 0 { members.append(("interSectionSpacing", .number(interSectionSpacing))) }
        members.append(("sections", .array(sections.map(Self.output))))
        return .object(members)
    }

    private static func output(_ section: Section) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("group", output(section.group))]
        if section.interGroupSpacing != 0 { members.append(("interGroupSpacing", .number(section.interGroupSpacing))) }
        if section.contentInsets != .zero { members.append(("contentInsets", output(section.contentInsets))) }
        if section.orthogonalScrollingBehavior != .none {
            members.append(("orthogonalScrollingBehavior", .string(section.orthogonalScrollingBehavior.rawValue)))
        }
        for (key, boundary) in [("header", section.header), ("footer", section.footer)] {
            guard let boundary else { continue }
            var boundaryMembers: [(key: String, value: JSONOutput)] = [("size", output(boundary.size))]
            if boundary.pinToVisibleBounds { boundaryMembers.append(("pinToVisibleBounds", .bool(true))) }
            if let alignment = boundary.alignment { boundaryMembers.append(("alignment", .string(alignment.rawValue))) }
            if boundary.offset != .zero { boundaryMembers.append(("offset", output(boundary.offset))) }
            if !boundary.extendsBoundary { boundaryMembers.append(("extendsBoundary", .bool(false))) }
            members.append((key, .object(boundaryMembers)))
        }
        if let background = section.background {
            members.append(("background", .object(background == .zero ? [] : [("contentInsets", output(background))])))
        }
        return .object(members)
    }

    private static func output(_ group: Group) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("arrangement", .string(group.arrangement.rawValue)),
                                                           ("size", output(group.size))]
        if !group.subitems.isEmpty {
            members.append(("subitems", .array(group.subitems.map { subitem in
                switch subitem {
                case .item(let item): .object([("item", output(item))])
                case .group(let nested): .object([("group", output(nested))])
                }
            })))
        }
        if let count = group.count { members.append(("count", .int(count))) }
        switch group.interItemSpacing {
        case .fixed(let value): members.append(("interItemSpacing", .object([("fixed", .number(value))])))
        case .flexible(let value): members.append(("interItemSpacing", .object([("flexible", .number(value))])))
        case nil: break
        }
        if group.contentInsets != .zero { members.append(("contentInsets", output(group.contentInsets))) }
        return .object(members)
    }

    private static func output(_ item: Item) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("size", output(item.size))]
        if item.contentInsets != .zero { members.append(("contentInsets", output(item.contentInsets))) }
        if let spacing = item.edgeSpacing { members.append(("edgeSpacing", output(spacing))) }
        if let badge = item.badge { members.append(("badge", output(badge))) }
        return .object(members)
    }

    private static func output(_ badge: LayoutSupplementaryItem) -> JSONOutput {
        let anchor = badge.containerAnchor
        let names: [(LayoutAnchor.Edges, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        var members: [(key: String, value: JSONOutput)] = [("size", output(badge.layoutSize))]
        if !anchor.edges.isEmpty {
            members.append(("edges", .array(names.filter { anchor.edges.contains($0.0) }.map { .string($0.1) })))
        }
        switch anchor.offset {
        case .absolute(let point) where point != .zero: members.append(("absoluteOffset", output(point)))
        case .fractional(let point): members.append(("fractionalOffset", output(point)))
        default: break
        }
        return .object(members)
    }

    private static func output(_ point: Point) -> JSONOutput {
        .object([("x", .number(point.x)), ("y", .number(point.y))])
    }

    private static func output(_ size: LayoutSize) -> JSONOutput {
        .object([("width", output(size.widthDimension)), ("height", output(size.heightDimension))])
    }

    private static func output(_ dimension: LayoutDimension) -> JSONOutput {
        switch dimension {
        case .absolute(let value): .object([("absolute", .number(value))])
        case .fractionalWidth(let value): .object([("fractionalWidth", .number(value))])
        case .fractionalHeight(let value): .object([("fractionalHeight", .number(value))])
        case .estimated(let value): .object([("estimated", .number(value))])
        }
    }

    /// The non-zero edges, as a scenario file writes insets.
    private static func output(_ insets: EdgeInsets) -> JSONOutput {
        ScenarioJSON.file.output(insets)
    }
}
