import LabSupport
import LayoutEngine

extension Scenario {
    /// The scenario as a scenario file holds it (docs/scenarios.md), for `Scenario.decode` to read
    /// back: version, engine, container, the layout settings that are set and that the engine
    /// reads (one it ignores would make the file invalid, and changes nothing; the engine is looked
    /// up in `registry`, its declared parameters written in their kinds), and the sections
    /// with their per-item lists written out item by item. Zero container insets are left out.
    ///
    /// Round trip: a scenario `Scenario.decode` produced decodes from this to an equal scenario.
    /// - Precondition: every length is finite (JSON has no NaN or infinity).
    /// - Complexity: O(n + s), where n is the number of items with per-item data and s of sections.
    public func jsonOutput(registry: EngineRegistry) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("version", .int(Self.currentVersion)), ("engine", .string(engine))]
        var containerMembers: [(key: String, value: JSONOutput)] = [
            ("width", .number(container.width)), ("height", .number(container.height)),
        ]
        if container.layoutMargins != .zero { containerMembers.append(("layoutMargins", ScenarioJSON.file.output(container.layoutMargins))) }
        if container.safeAreaInsets != .zero { containerMembers.append(("safeAreaInsets", ScenarioJSON.file.output(container.safeAreaInsets))) }
        members.append(("container", .object(containerMembers)))
        let settings = layoutMembers(registry: registry)
        if !settings.isEmpty { members.append(("layout", .object(settings))) }
        members.append(("sections", .array(sections.map(ScenarioJSON.file.output))))
        return .object(members)
    }

    /// The settings' values in the order the engine lists its parameters, each in its kind, the
    /// ones it does not list left out; for an engine the registry does not know, every value,
    /// by name.
    private func layoutMembers(registry: EngineRegistry) -> [(key: String, value: JSONOutput)] {
        guard let descriptor = registry.descriptor(named: engine) else {
            return layout.parameters.sorted { $0.key < $1.key }.map { ($0.key, EngineParameter.output($0.value, as: nil)) }
        }
        return descriptor.parameters.compactMap { parameter in
            layout.parameters[parameter.name].map { (parameter.name, EngineParameter.output($0, as: parameter)) }
        }
    }
}
