import LabSupport
import LayoutEngine

extension Scenario {
    /// The scenario as a scenario file holds it (docs/scenarios.md), for `Scenario.decode` to read
    /// back: version, engine, container, the layout settings that are set and that the engine
    /// reads (one it ignores would make the file invalid, and changes nothing; the engine is looked
    /// up in `EngineRegistry.current`, its declared parameters written in their kinds), and the sections
    /// with their per-item lists written out item by item. Zero container insets are left out.
    ///
    /// Round trip: a scenario `Scenario.decode` produced decodes from this to an equal scenario.
    /// - Precondition: every length is finite (JSON has no NaN or infinity).
    /// - Complexity: O(n + s), where n is the number of items with per-item data and s of sections.
    public func jsonOutput() -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("version", .int(Self.currentVersion)), ("engine", .string(engine))]
        var containerMembers: [(key: String, value: JSONOutput)] = [
            ("width", .number(container.width)), ("height", .number(container.height)),
        ]
        if container.layoutMargins != .zero { containerMembers.append(("layoutMargins", Self.output(container.layoutMargins))) }
        if container.safeAreaInsets != .zero { containerMembers.append(("safeAreaInsets", Self.output(container.safeAreaInsets))) }
        members.append(("container", .object(containerMembers)))
        let settings = layoutMembers()
        if !settings.isEmpty { members.append(("layout", .object(settings))) }
        members.append(("sections", .array(sections.map(Self.output))))
        return .object(members)
    }

    /// The settings' values in the order the engine lists its parameters, each in its kind, the
    /// ones it does not list left out; for an engine the registry does not know, every value,
    /// by name.
    private func layoutMembers() -> [(key: String, value: JSONOutput)] {
        guard let descriptor = EngineRegistry.current.descriptor(named: engine) else {
            return layout.parameters.sorted { $0.key < $1.key }.map { ($0.key, EngineParameter.output($0.value, as: nil)) }
        }
        return descriptor.parameters.compactMap { parameter in
            layout.parameters[parameter.name].map { (parameter.name, EngineParameter.output($0, as: parameter)) }
        }
    }

    private static func output(_ section: SimulatedCollectionView.Section) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("items", .int(section.itemCount))]
        if let sizes = section.itemSizes { members.append(("itemSizes", .array(sizes.map(output)))) }
        if let sizes = section.preferredSizes { members.append(("preferredSizes", .array(sizes.map(output)))) }
        if let events = section.events {
            members.append(("events", .array(events.map { event in
                .object([("day", .int(event.day)), ("start", .number(event.startHour)), ("duration", .number(event.durationHours))])
            })))
        }
        if let inset = section.inset { members.append(("inset", output(inset))) }
        if let spacing = section.minimumLineSpacing { members.append(("minimumLineSpacing", .number(spacing))) }
        if let spacing = section.minimumInteritemSpacing { members.append(("minimumInteritemSpacing", .number(spacing))) }
        if let size = section.headerSize { members.append(("headerSize", output(size))) }
        if let size = section.footerSize { members.append(("footerSize", output(size))) }
        return .object(members)
    }

    static func output(_ size: Size) -> JSONOutput {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    /// The non-zero edges; `{}` for zero insets.
    static func output(_ insets: EdgeInsets) -> JSONOutput {
        let edges = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        return .object(edges.filter { $0.1 != 0 }.map { ($0.0, JSONOutput.number($0.1)) })
    }
}
