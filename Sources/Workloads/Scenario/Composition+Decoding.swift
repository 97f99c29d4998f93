import LabSupport
import LayoutEngine

extension Scenario {
    /// The deepest a described group may nest.
    static let maximumGroupDepth = 8

    /// Reads `layout.composition` (docs/scenarios.md); every error names the path of the bad value.
    static func decodeComposition(_ node: JSONNode, path: String) throws(JSONError) -> Composition {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["sections", "interSectionSpacing"])
        let sectionsPath = JSONPath.member("sections", of: path)
        let sectionsNode = try object.require("sections")
        let nodes = try sectionsNode.array(path: sectionsPath)
        guard !nodes.isEmpty else { throw sectionsNode.error(.invalidValue, expected: "at least one section", path: sectionsPath) }
        var sections: [Composition.Section] = []
        for (index, node) in nodes.enumerated() {
            sections.append(try decodeCompositionSection(node, path: JSONPath.element(index, of: sectionsPath)))
        }
        var composition = Composition(sections: sections)
        if let spacing = object.optional("interSectionSpacing") {
            composition.interSectionSpacing = try ScenarioJSON.file.number(spacing, path: JSONPath.member("interSectionSpacing", of: path))
        }
        return composition
    }

    private static func decodeCompositionSection(_ node: JSONNode, path: String) throws(JSONError) -> Composition.Section {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior",
                                               "header", "footer", "background"])
        var section = Composition.Section(group: try decodeGroup(object.require("group"), path: JSONPath.member("group", of: path), depth: 0))
        if let node = object.optional("interGroupSpacing") {
            section.interGroupSpacing = try ScenarioJSON.file.number(node, path: JSONPath.member("interGroupSpacing", of: path))
        }
        if let node = object.optional("contentInsets") {
            section.contentInsets = try ScenarioJSON.file.insets(node, path: JSONPath.member("contentInsets", of: path))
        }
        if let node = object.optional("orthogonalScrollingBehavior") {
            section.orthogonalScrollingBehavior = try choice(node, path: JSONPath.member("orthogonalScrollingBehavior", of: path))
        }
        for key in ["header", "footer"] {
            guard let node = object.optional(key) else { continue }
            let boundaryPath = JSONPath.member(key, of: path)
            let boundaryObject = try node.objectReader(path: boundaryPath)
            try boundaryObject.rejectUnknownKeys(allowed: ["size", "pinToVisibleBounds", "alignment", "offset", "extendsBoundary"])
            var boundary = Composition.Boundary(size: try layoutSize(boundaryObject.require("size"), path: JSONPath.member("size", of: boundaryPath)))
            if let pin = boundaryObject.optional("pinToVisibleBounds") {
                boundary.pinToVisibleBounds = try pin.bool(path: JSONPath.member("pinToVisibleBounds", of: boundaryPath))
            }
            if let node = boundaryObject.optional("alignment") {
                boundary.alignment = try choice(node, path: JSONPath.member("alignment", of: boundaryPath))
            }
            if let node = boundaryObject.optional("offset") {
                boundary.offset = try point(node, path: JSONPath.member("offset", of: boundaryPath))
            }
            if let node = boundaryObject.optional("extendsBoundary") {
                boundary.extendsBoundary = try node.bool(path: JSONPath.member("extendsBoundary", of: boundaryPath))
            }
            if key == "header" { section.header = boundary } else { section.footer = boundary }
        }
        if let node = object.optional("background") {
            let backgroundPath = JSONPath.member("background", of: path)
            let background = try node.objectReader(path: backgroundPath)
            try background.rejectUnknownKeys(allowed: ["contentInsets"])
            section.background = try background.optional("contentInsets").map { node throws(JSONError) in
                try ScenarioJSON.file.insets(node, path: JSONPath.member("contentInsets", of: backgroundPath))
            } ?? .zero
        }
        return section
    }

    private static func decodeGroup(_ node: JSONNode, path: String, depth: Int) throws(JSONError) -> Composition.Group {
        guard depth < maximumGroupDepth else {
            throw node.error(.invalidValue, expected: "groups nested at most \(maximumGroupDepth) deep", path: path)
        }
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["arrangement", "size", "subitems", "count", "interItemSpacing", "contentInsets"])
        let arrangement: Composition.Arrangement = try choice(object.require("arrangement"), path: JSONPath.member("arrangement", of: path))
        let isLine = arrangement == .horizontal || arrangement == .vertical
        var subitems: [Composition.Subitem] = []
        let subitemsPath = JSONPath.member("subitems", of: path)
        if let subitemsNode = object.optional("subitems") {
            for (index, element) in try subitemsNode.array(path: subitemsPath).enumerated() {
                let elementPath = JSONPath.element(index, of: subitemsPath)
                let wrapper = try element.objectReader(path: elementPath)
                try wrapper.rejectUnknownKeys(allowed: ["item", "group"])
                if let item = wrapper.optional("item"), wrapper.members.count == 1 {
                    subitems.append(.item(try decodeItem(item, path: JSONPath.member("item", of: elementPath))))
                } else if let group = wrapper.optional("group"), wrapper.members.count == 1 {
                    subitems.append(.group(try decodeGroup(group, path: JSONPath.member("group", of: elementPath), depth: depth + 1)))
                } else {
                    throw element.error(.invalidValue, expected: "exactly one of \"item\" or \"group\"", path: elementPath)
                }
            }
        }
        var count: Int?
        if let countNode = object.optional("count") {
            let countPath = JSONPath.member("count", of: path)
            let value = try countNode.int(path: countPath)
            let low = isLine ? 1 : 2
            guard (low...1_000).contains(value) else {
                throw countNode.error(.invalidValue, expected: "a count from \(low) to 1000", path: countPath)
            }
            count = value
        }
        if isLine {
            guard !subitems.isEmpty else { throw node.error(.invalidValue, expected: "a line group with at least one subitem", path: subitemsPath) }
            guard count == nil || subitems.count == 1 else {
                throw node.error(.invalidValue, expected: "exactly one subitem in a group with a count", path: subitemsPath)
            }
        } else if !subitems.isEmpty {
            throw node.error(.invalidValue, expected: "no subitems in a custom group (\(arrangement.rawValue))", path: subitemsPath)
        }
        var group = Composition.Group(arrangement: arrangement, size: try layoutSize(object.require("size"), path: JSONPath.member("size", of: path)),
                                      subitems: subitems, count: count)
        if let node = object.optional("interItemSpacing") {
            group.interItemSpacing = try spacing(node, path: JSONPath.member("interItemSpacing", of: path))
        }
        if let node = object.optional("contentInsets") {
            group.contentInsets = try ScenarioJSON.file.insets(node, path: JSONPath.member("contentInsets", of: path))
        }
        return group
    }

    private static func decodeItem(_ node: JSONNode, path: String) throws(JSONError) -> Composition.Item {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["size", "contentInsets", "edgeSpacing", "badge"])
        var item = Composition.Item(size: try layoutSize(object.require("size"), path: JSONPath.member("size", of: path)))
        if let node = object.optional("contentInsets") { item.contentInsets = try ScenarioJSON.file.insets(node, path: JSONPath.member("contentInsets", of: path)) }
        if let node = object.optional("edgeSpacing") { item.edgeSpacing = try ScenarioJSON.file.insets(node, path: JSONPath.member("edgeSpacing", of: path)) }
        if let node = object.optional("badge") { item.badge = try badge(node, path: JSONPath.member("badge", of: path)) }
        return item
    }

    /// `{"size": SIZE, "edges": ["top", "trailing"], "absoluteOffset": POINT}` (or
    /// `"fractionalOffset"`, not both; no offset: zero): a supplementary item of kind `badge`.
    private static func badge(_ node: JSONNode, path: String) throws(JSONError) -> LayoutSupplementaryItem {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["size", "edges", "absoluteOffset", "fractionalOffset"])
        var edges: LayoutAnchor.Edges = []
        if let edgesNode = object.optional("edges") {
            let edgesPath = JSONPath.member("edges", of: path)
            let named: [String: LayoutAnchor.Edges] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
            for (index, element) in try edgesNode.array(path: edgesPath).enumerated() {
                let elementPath = JSONPath.element(index, of: edgesPath)
                let text = try element.string(path: elementPath)
                guard let edge = named[text] else {
                    throw element.error(.invalidValue, expected: "one of \"top\", \"leading\", \"bottom\", \"trailing\"", path: elementPath)
                }
                edges.insert(edge)
            }
        }
        let absolute = object.optional("absoluteOffset"), fractional = object.optional("fractionalOffset")
        if absolute != nil && fractional != nil {
            throw node.error(.invalidValue, expected: "at most one of \"absoluteOffset\", \"fractionalOffset\"", path: path)
        }
        let anchor: LayoutAnchor
        if let fractional {
            anchor = LayoutAnchor(edges: edges, fractionalOffset: try point(fractional, path: JSONPath.member("fractionalOffset", of: path)))
        } else if let absolute {
            anchor = LayoutAnchor(edges: edges, absoluteOffset: try point(absolute, path: JSONPath.member("absoluteOffset", of: path)))
        } else {
            anchor = LayoutAnchor(edges: edges)
        }
        return LayoutSupplementaryItem(layoutSize: try layoutSize(object.require("size"), path: JSONPath.member("size", of: path)),
                                       elementKind: "badge", containerAnchor: anchor)
    }

    /// `{"x": NUMBER, "y": NUMBER}`, finite, either may be negative; a missing one is 0.
    private static func point(_ node: JSONNode, path: String) throws(JSONError) -> Point {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["x", "y"])
        func coordinate(_ key: String) throws(JSONError) -> Double {
            guard let node = object.optional(key) else { return 0 }
            let keyPath = JSONPath.member(key, of: path)
            let value = try node.double(path: keyPath)
            guard value.isFinite else { throw node.error(.invalidValue, expected: "a finite number", path: keyPath) }
            return value
        }
        return Point(x: try coordinate("x"), y: try coordinate("y"))
    }

    /// `{"width": DIMENSION, "height": DIMENSION}`.
    private static func layoutSize(_ node: JSONNode, path: String) throws(JSONError) -> LayoutSize {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["width", "height"])
        return LayoutSize(widthDimension: try dimension(object.require("width"), path: JSONPath.member("width", of: path)),
                          heightDimension: try dimension(object.require("height"), path: JSONPath.member("height", of: path)))
    }

    /// `{"absolute": 44}`, `{"fractionalWidth": 0.2}`, `{"fractionalHeight": 1}` or `{"estimated": 50}`.
    private static func dimension(_ node: JSONNode, path: String) throws(JSONError) -> LayoutDimension {
        let object = try node.objectReader(path: path)
        let kinds = ["absolute", "fractionalWidth", "fractionalHeight", "estimated"]
        try object.rejectUnknownKeys(allowed: Set(kinds))
        guard object.members.count == 1, let member = object.members.first else {
            throw node.error(.invalidValue, expected: "exactly one of \(kinds.map { "\"\($0)\"" }.joined(separator: ", "))", path: path)
        }
        let valuePath = JSONPath.member(member.key, of: path)
        switch member.key {
        case "absolute": return .absolute(try ScenarioJSON.file.number(member.node, path: valuePath))
        case "estimated": return .estimated(try ScenarioJSON.file.number(member.node, path: valuePath))
        default:
            let fraction = try member.node.double(path: valuePath)
            guard fraction >= 0, fraction <= 100 else {
                throw member.node.error(.invalidValue, expected: "a fraction between 0 and 100", path: valuePath)
            }
            return member.key == "fractionalWidth" ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
        }
    }

    /// `{"fixed": 10}` or `{"flexible": 10}`.
    private static func spacing(_ node: JSONNode, path: String) throws(JSONError) -> LayoutSpacing {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["fixed", "flexible"])
        guard object.members.count == 1, let member = object.members.first else {
            throw node.error(.invalidValue, expected: "exactly one of \"fixed\", \"flexible\"", path: path)
        }
        let value = try ScenarioJSON.file.number(member.node, path: JSONPath.member(member.key, of: path))
        return member.key == "fixed" ? .fixed(value) : .flexible(value)
    }
}
