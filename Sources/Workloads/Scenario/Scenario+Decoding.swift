import LabSupport
import LayoutEngine

extension Scenario {
    /// Reads the scenario in `path`; every error names the file, the line and column, and the
    /// path of the bad value (`sections[2].items`); its engine is looked up in `registry`.
    /// - Parameter itemLimit: the most items the scenario may hold, in all sections together.
    public static func load(path: String, registry: EngineRegistry, itemLimit: Int = maximumItemCount) throws(LabError) -> Scenario {
        try JSONParser.load(path, as: .scenario) { root throws(JSONError) in try decode(root, registry: registry, itemLimit: itemLimit) }
    }

    /// Decodes a parsed scenario, its engine looked up in `registry`. Unknown keys, wrong types,
    /// negative or non-finite lengths, negative counts and unknown versions, engines or option
    /// values are errors, and so are more than `itemLimit` items in all sections together.
    public static func decode(_ root: JSONNode, registry: EngineRegistry, itemLimit: Int = maximumItemCount) throws(JSONError) -> Scenario {
        let object = try root.objectReader(path: "")
        try object.rejectUnknownKeys(allowed: ["version", "engine", "container", "layout", "sections", "description"])
        let versionNode = try object.require("version")
        let version = try versionNode.int(path: "version")
        guard version == currentVersion else {
            throw versionNode.error(.invalidValue, expected: "version \(currentVersion)", path: "version")
        }
        let engineNode = try object.require("engine")
        let engineName = try engineNode.string(path: "engine")
        guard let engine = registry.descriptor(named: engineName) else {
            throw JSONError(kind: .invalidValue,
                            message: "unknown engine \"\(engineName)\" (known: \(registry.names.joined(separator: ", ")))",
                            position: engineNode.position, path: "engine")
        }
        let container = try decodeContainer(object.require("container"), path: "container")
        let layout = try object.optional("layout").map { node throws(JSONError) in
            try decodeLayout(node, path: "layout", engine: engine)
        } ?? LayoutSettings()
        var sections: [SimulatedCollectionView.Section] = []
        var total = 0
        let json = ScenarioJSON.file.limitingItems(to: itemLimit)
        for (index, node) in try object.require("sections").array(path: "sections").enumerated() {
            let section = try json.section(node, path: JSONPath.element(index, of: "sections"))
            total += section.itemCount
            guard total <= itemLimit else {
                throw node.error(.invalidValue, expected: "at most \(itemLimit) items in all sections",
                                 path: JSONPath.element(index, of: "sections"))
            }
            sections.append(section)
        }
        return Scenario(engine: engineName, container: container, layout: layout, sections: sections)
    }

    private static func decodeContainer(_ node: JSONNode, path: String) throws(JSONError) -> Container {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["width", "height", "layoutMargins", "safeAreaInsets"])
        let json = ScenarioJSON.file
        var container = Container(width: try json.number(object.require("width"), path: JSONPath.member("width", of: path)),
                                  height: try json.number(object.require("height"), path: JSONPath.member("height", of: path)))
        if let margins = object.optional("layoutMargins") {
            container.layoutMargins = try json.insets(margins, path: JSONPath.member("layoutMargins", of: path))
        }
        if let safeArea = object.optional("safeAreaInsets") {
            container.safeAreaInsets = try json.insets(safeArea, path: JSONPath.member("safeAreaInsets", of: path))
        }
        return container
    }

    /// The engine's parameters the `layout` object gives, each decoded by its kind; a key the
    /// engine does not list is an error naming the ones it does.
    private static func decodeLayout(_ node: JSONNode, path: String, engine: EngineDescriptor) throws(JSONError) -> LayoutSettings {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: engine.layoutKeys)
        var settings = LayoutSettings()
        for parameter in engine.parameters {
            guard let node = object.optional(parameter.name) else { continue }
            settings.parameters[parameter.name] = try parameter.decode(node, path: JSONPath.member(parameter.name, of: path))
        }
        return settings
    }

    /// One of an enumeration's raw values.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ node: JSONNode, path: String) throws(JSONError) -> Choice
    where Choice.RawValue == String {
        let text = try choice(node, path: path, among: Choice.allCases.map(\.rawValue))
        guard let value = Choice(rawValue: text) else { preconditionFailure("\(text) is one of \(Choice.self)'s raw values") }
        return value
    }

    /// One of `values`.
    static func choice(_ node: JSONNode, path: String, among values: [String]) throws(JSONError) -> String {
        let text = try node.string(path: path)
        guard values.contains(text) else {
            let known = values.map { "\"\($0)\"" }.joined(separator: ", ")
            throw JSONError(kind: .invalidValue, message: "expected one of \(known), found \"\(text)\"",
                            position: node.position, path: path)
        }
        return text
    }
}
